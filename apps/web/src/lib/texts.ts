import { params } from '@nanostores/i18n';
import { i18n } from './i18n/i18n.ts';

/** What the app's plumbing says (ADR 006: no network; contact links): the 'app' component (ADR 020). */
export const appMessages = i18n('app', {
  noConnection: 'No connection. Check your internet and try again.',
  offline: 'You are offline. Check your internet connection.',
  offlineUpdated: params('Offline — last updated {time}'),
  contactFailed: 'Unable to initiate contact. Please try again.',
});
