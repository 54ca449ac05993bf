import { errorMessages } from '../../components/errors/texts.ts';
import { isNetworkFailure } from '../../lib/api-client.ts';
import { isOnline } from '../../lib/network-status.ts';
import { isChunkLoadError } from '../../lib/retrying-import.ts';
import { appMessages } from '../../lib/texts.ts';

/** How an error card words a failure: the network's (no connection) or the app's, in the chosen language. */
export function describeFailure(
  error: unknown,
  fallback: string,
): { isConnection: boolean; title: string; message: string } {
  const isConnection = isChunkLoadError(error) || isNetworkFailure(error) || !isOnline();
  const t = errorMessages.get();
  return isConnection
    ? { isConnection, title: t.noConnectionTitle, message: appMessages.get().noConnection }
    : { isConnection, title: t.title, message: fallback };
}
