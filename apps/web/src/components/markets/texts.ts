import { params } from '@nanostores/i18n';
import { i18n } from '../../lib/i18n/i18n.ts';

/** A market card's status and countdown (docs/rules.md#countdown): the 'marketCard' component (ADR 020). */
export const marketCardMessages = i18n('marketCard', {
  marketOpen: 'Market Open',
  marketClosed: 'Market Closed',
  running: 'Running',
  closed: 'Closed',
  closesIn: params('Closes in {time}'),
  openClosesIn: params('Open closes in {time}'),
});
