import { NETWORK_TEXT } from '../../lib/network-status.ts';

/** Texts of the error cards (ADR 006). */
export const ERROR_TEXT = {
  title: 'Something went wrong',
  screenFailed: 'This screen could not be shown. Please try again.',
  appFailed: 'The app could not be shown. Please reload the page.',
  noConnectionTitle: 'Connection lost',
  noConnection: NETWORK_TEXT.noConnection,
  tryAgain: 'Try again',
  reload: 'Reload',
  goHome: 'Go to Home',
} as const;
