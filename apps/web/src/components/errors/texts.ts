import { i18n } from '../../lib/i18n/i18n.ts';

/** The error cards' English words (ADR 006); the operator console (English only, ADR 020) reads them as they are. */
export const ERROR_TEXT = {
  title: 'Something went wrong',
  screenFailed: 'This screen could not be shown. Please try again.',
  appFailed: 'The app could not be shown. Please reload the page.',
  noConnectionTitle: 'Connection lost',
  tryAgain: 'Try again',
  reload: 'Reload',
  goHome: 'Go to Home',
  notFoundTitle: 'Page not found',
  notFound: 'There is no screen at this address. It may have moved, or the link may be mistyped.',
} as const;

/** The error cards and the unknown address in the player app's language: the 'errors' component (ADR 020). */
export const errorMessages = i18n('errors', ERROR_TEXT);
