import { i18n } from '../../lib/i18n/i18n.ts';

/** The ui components' own words (close, back, loading, the password toggle): the 'ui' component (ADR 020). */
export const uiMessages = i18n('ui', {
  close: 'Close',
  back: 'Back',
  loading: 'Loading',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
});
