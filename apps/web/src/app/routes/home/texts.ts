import { params } from '@nanostores/i18n';
import { i18n } from '../../../lib/i18n/i18n.ts';

/** The home screen's own words (/imp; docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps): the 'home' component (ADR 020). */
export const homeMessages = i18n('home', {
  hello: 'Hello',
  helloName: params('Hello, {name}'),
  addFund: 'Add Fund',
  withdraw: 'Withdraw',
  galiDisawar: 'Gali Disawar',
  starline: 'Starline',
});
