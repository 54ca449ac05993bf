/** The three families of markets (docs/rules.md#bid-types): main markets, Starline slots and Gali Disawar. */
export type Family = 'main' | 'starline' | 'gali';

/** The families, in the order the app shows them. */
export const FAMILIES: readonly Family[] = ['main', 'starline', 'gali'];

/** A bid's session. Starline bids are always `open`; Gali bids are submitted as `close`. */
export type Session = 'open' | 'close';

/** Bid types that are stored one bid per line and settled as such. */
export type StoredBidTypeKey =
  | 'single_digit'
  | 'jodi_digit'
  | 'single_pana'
  | 'double_pana'
  | 'triple_pana'
  | 'half_sangam'
  | 'full_sangam'
  | 'left_digit'
  | 'right_digit';

/** Bid types that expand at entry into single/double/triple pana lines and are never stored as such. */
export type ExpansionKey = 'sp_dp_tp' | 'sp_motor' | 'dp_motor';

/** Every bid type of the catalogue (a key is shared between families where the game is the same). */
export type BidTypeKey = StoredBidTypeKey | ExpansionKey;

/** The pana bid types a pana classifies into. */
export type PanaBidTypeKey = 'single_pana' | 'double_pana' | 'triple_pana';

declare const panaBrand: unique symbol;
declare const pointsBrand: unique symbol;

/** One of the 220 valid panas, as a 3-character string ("128", "100", "000"). Get one from `toPana`. */
export type Pana = string & { readonly [panaBrand]: true };

/** A whole, positive number of points. Get one from `parsePoints`. */
export type Points = number & { readonly [pointsBrand]: true };

/** An instant: a `Date` or epoch milliseconds. The domain never reads the clock itself. */
export type Instant = Date | number;

/** A calendar date written `YYYY-MM-DD` (India date where it names a draw). */
export type IsoDate = string;

/** A day of the week, 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
