import { params } from '@nanostores/i18n';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * Texts of the main-market screens (home list, charts, game rates): the
 * 'markets' component (ADR 020); Hindi and Marathi in src/locales/{hi,mr}/markets.json.
 */
export const marketMessages = i18n('markets', {
  listTitle: 'Markets',
  open: 'Open',
  close: 'Close',
  noMarkets: 'No markets to show right now.',
  loadingMarkets: 'Loading markets',
  chartsTitle: 'Charts',
  viewCharts: 'View Charts',
  viewChartsOf: params('View Charts: {market}'),
  gameRatesTitle: 'Game Rates',
});
