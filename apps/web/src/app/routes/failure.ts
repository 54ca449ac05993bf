import { ERROR_TEXT } from '../../components/errors/texts.ts';
import { isNetworkFailure } from '../../lib/api-client.ts';
import { isOnline } from '../../lib/network-status.ts';
import { isChunkLoadError } from '../../lib/retrying-import.ts';

/** How an error card words a failure: the network's (no connection) or the app's. */
export function describeFailure(
  error: unknown,
  fallback: string,
): { isConnection: boolean; title: string; message: string } {
  const isConnection = isChunkLoadError(error) || isNetworkFailure(error) || !isOnline();
  return isConnection
    ? { isConnection, title: ERROR_TEXT.noConnectionTitle, message: ERROR_TEXT.noConnection }
    : { isConnection, title: ERROR_TEXT.title, message: fallback };
}
