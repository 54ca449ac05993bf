/** Texts of the main-market screens (home list, charts, game rates). */
export const MARKET_TEXT = {
  listTitle: 'Markets',
  open: 'Open',
  close: 'Close',
  noMarkets: 'No markets to show right now.',
  loadingMarkets: 'Loading markets',
  charts: {
    title: 'Charts',
    viewCharts: 'View Charts',
  },
  gameRates: {
    title: 'Game Rates',
  },
} as const;
