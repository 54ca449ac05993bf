import toast from 'react-hot-toast';
import { shownMessage } from './i18n/i18n.ts';

/**
 * Toast messages (react-hot-toast: top right, errors in red). Part of the first load: a failure must
 * be able to say so when the network is gone, so the toasts never wait for a chunk (ADR 006).
 */
type Options = { id?: string; duration?: number };

/** A red error toast, in the chosen language (`shownMessage`, ADR 020); `id` keeps one toast per cause (a second failure replaces the first). */
export function notifyError(message: string, options: Options = {}): void {
  toast.error(shownMessage(message), { id: options.id ?? message, ...options });
}

export function notifySuccess(message: string, options: Options = {}): void {
  toast.success(shownMessage(message), { id: options.id ?? message, ...options });
}
