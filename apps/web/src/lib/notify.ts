import { translateMessage } from '@pana/domain/messages';
import toast from 'react-hot-toast';
import { locale } from './i18n/locale.ts';

/**
 * Toast messages (react-hot-toast: top right, errors in red). Part of the first load: a failure must
 * be able to say so when the network is gone, so the toasts never wait for a chunk (ADR 006).
 */
type Options = { id?: string; duration?: number };

/**
 * A message in the chosen language (ADR 020): the rules' English messages (a bid check, a zod form's
 * message) through the shared catalogue; a text already translated, or the server's `msg` that came
 * translated (X-Pana-Lang), comes back as it is.
 */
function shown(message: string): string {
  return translateMessage(locale.get(), message);
}

/** A red error toast; `id` keeps one toast per cause (a second failure replaces the first). */
export function notifyError(message: string, options: Options = {}): void {
  toast.error(shown(message), { id: options.id ?? message, ...options });
}

export function notifySuccess(message: string, options: Options = {}): void {
  toast.success(shown(message), { id: options.id ?? message, ...options });
}
