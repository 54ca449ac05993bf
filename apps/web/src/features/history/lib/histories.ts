import { type Family } from '@pana/domain/catalogue';
import { type ApiPath, apiPaths } from '../../../config/paths.ts';

export type HistoryKind = 'main-wins' | 'main-bids' | 'starline-bids' | 'starline-wins' | 'gali-wins' | 'gali-bids';

export type HistoryConfig = {
  family: Family;
  isWins: boolean;
  apiPath: ApiPath;
  /** The body fields of the date range (M/D/YYYY). */
  fields: readonly [from: string, to: string];
  /** The list in the answer: main wins come as win_data, every other history as bid_data. */
  listKey: 'bid_data' | 'win_data';
};

const bidFields = ['bid_from', 'bid_to'] as const;
const winFields = ['date_from', 'date_to'] as const;

/** The six histories (docs/api.md#histories). */
export const HISTORIES: Record<HistoryKind, HistoryConfig> = {
  'main-wins': {
    family: 'main',
    isWins: true,
    apiPath: apiPaths.winHistory,
    fields: winFields,
    listKey: 'win_data',
  },
  'main-bids': {
    family: 'main',
    isWins: false,
    apiPath: apiPaths.bidHistory,
    fields: bidFields,
    listKey: 'bid_data',
  },
  'starline-bids': {
    family: 'starline',
    isWins: false,
    apiPath: apiPaths.starlineBidHistory,
    fields: bidFields,
    listKey: 'bid_data',
  },
  'starline-wins': {
    family: 'starline',
    isWins: true,
    apiPath: apiPaths.starlineWinHistory,
    fields: winFields,
    listKey: 'bid_data',
  },
  'gali-wins': {
    family: 'gali',
    isWins: true,
    apiPath: apiPaths.galiWinHistory,
    fields: winFields,
    listKey: 'bid_data',
  },
  'gali-bids': {
    family: 'gali',
    isWins: false,
    apiPath: apiPaths.galiBidHistory,
    fields: bidFields,
    listKey: 'bid_data',
  },
};

export type CardTone = 'blue' | 'green' | 'yellow' | 'grey';

/** Gali cards are coloured by pana: Left Digit blue, Right Digit green, Jodi Digit yellow, other grey. */
export function galiCardTone(pana: string): CardTone {
  switch (pana.trim()) {
    case 'Left Digit':
      return 'blue';
    case 'Right Digit':
      return 'green';
    case 'Jodi Digit':
      return 'yellow';
    default:
      return 'grey';
  }
}
