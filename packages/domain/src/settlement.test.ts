import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIGITS, JODIS } from './digits.ts';
import { ALL_PANAS, DOUBLE_PANAS, SINGLE_PANAS, TRIPLE_PANAS } from './panas.ts';
import { DEFAULT_RATES } from './rates.ts';
import {
  type Declaration,
  type DrawResult,
  isWinningBid,
  mainSettlementSession,
  payoutOf,
  rateFor,
  resultOfDeclaration,
  sangamParts,
  type SettleableBid,
  settleBid,
  settledBy,
  winningCombinations,
} from './settlement.ts';
import { type Family, type Session, type StoredBidTypeKey } from './types.ts';

type Bid = Omit<SettleableBid, 'points'> & { points: number };

const SESSIONS: Session[] = ['open', 'close'];
const CLASS_LISTS = { single_pana: SINGLE_PANAS, double_pana: DOUBLE_PANAS, triple_pana: TRIPLE_PANAS } as const;

/** Every distinct bid a player could hold on a main draw (about 53,000). */
function mainUniverse(): Bid[] {
  const bids: Bid[] = [];
  const add = (type: StoredBidTypeKey, session: Session | null, digits: string, closedigits = '') =>
    bids.push({ family: 'main', type, session, digits, closedigits, points: 10 });
  for (const s of SESSIONS) {
    for (const d of DIGITS) add('single_digit', s, d);
    for (const [type, list] of Object.entries(CLASS_LISTS)) for (const p of list) add(type as StoredBidTypeKey, s, p);
    for (const d of DIGITS) for (const p of ALL_PANAS) add('half_sangam', s, d, p);
  }
  for (const j of JODIS) add('jodi_digit', 'close', j);
  for (const a of ALL_PANAS) for (const b of ALL_PANAS) add('full_sangam', 'close', a, b);
  return bids;
}

function starlineUniverse(): Bid[] {
  const bids: Bid[] = DIGITS.map((d) => ({
    family: 'starline',
    type: 'single_digit',
    session: 'open',
    digits: d,
    points: 10,
  }));
  for (const [type, list] of Object.entries(CLASS_LISTS))
    for (const p of list)
      bids.push({ family: 'starline', type: type as StoredBidTypeKey, session: 'open', digits: p, points: 10 });
  return bids;
}

function galiUniverse(): Bid[] {
  return [
    ...DIGITS.map((d) => ({
      family: 'gali' as Family,
      type: 'left_digit' as const,
      session: 'close' as Session,
      digits: d,
      points: 10,
    })),
    ...DIGITS.map((d) => ({
      family: 'gali' as Family,
      type: 'right_digit' as const,
      session: 'close' as Session,
      digits: d,
      points: 10,
    })),
    ...JODIS.map((d) => ({
      family: 'gali' as Family,
      type: 'jodi_digit' as const,
      session: 'close' as Session,
      digits: d,
      points: 10,
    })),
  ];
}

const MAIN = mainUniverse();
const STARLINE = starlineUniverse();
const GALI = galiUniverse();

/** The "What wins" table (docs/rules.md#what-wins), written independently: the ank is the digit sum mod 10. */
const ank = (pana: string) => String([...pana].reduce((s, c) => s + c.charCodeAt(0) - 48, 0) % 10);
const classOf = (pana: string) =>
  new Set(pana).size === 3 ? 'single_pana' : new Set(pana).size === 2 ? 'double_pana' : 'triple_pana';

function oracleMain(bid: Bid, open: string, close: string): boolean {
  const pana = bid.session === 'open' ? open : close;
  switch (bid.type) {
    case 'single_digit':
      return bid.digits === ank(pana);
    case 'single_pana':
    case 'double_pana':
    case 'triple_pana':
      return bid.type === classOf(pana) && bid.digits === pana;
    case 'jodi_digit':
      return bid.digits === ank(open) + ank(close);
    case 'half_sangam':
      return bid.session === 'open'
        ? bid.digits === ank(open) && bid.closedigits === close
        : bid.digits === ank(close) && bid.closedigits === open;
    case 'full_sangam':
      return bid.digits === open && bid.closedigits === close;
    default:
      throw new Error('not a main bid');
  }
}

const settledAtOpen = (bid: Bid) =>
  bid.session === 'open' && ['single_digit', 'single_pana', 'double_pana', 'triple_pana'].includes(bid.type);

const key = (type: string, session: string | null, digits: string, closedigits: string | null) =>
  `${type}|${session ?? '*'}|${digits}|${closedigits ?? '*'}`;

/** Does a bid match one of the declaration's winning combinations, and is it among the bids the declaration settles? */
function byCombinations(declaration: Declaration) {
  const combos = new Set(winningCombinations(declaration).map((c) => key(c.type, c.session, c.digits, c.closedigits)));
  const selectors = settledBy(declaration);
  return {
    wins: (bid: Bid) =>
      combos.has(key(bid.type, bid.session, bid.digits, bid.closedigits || null)) ||
      combos.has(key(bid.type, null, bid.digits, bid.closedigits || null)),
    settles: (bid: Bid) =>
      selectors.some((s) => s.type === bid.type && (s.session === null || s.session === bid.session)),
  };
}

const pana = fc.constantFrom(...ALL_PANAS);

describe('settlement of main markets', () => {
  it('at the open declaration decides exactly the open-session digit and pana bids, and the table’s ones win', () => {
    const candidates = MAIN.filter((b) => b.type !== 'full_sangam' && b.type !== 'half_sangam');
    const wrong: string[] = [];
    for (const open of ALL_PANAS) {
      const declaration: Declaration = { family: 'main', session: 'open', openPana: open };
      const result = resultOfDeclaration(declaration);
      const combos = byCombinations(declaration);
      for (const bid of candidates) {
        const decided = isWinningBid(bid, result);
        const expected = settledAtOpen(bid) ? oracleMain(bid, open, '000') : null;
        const viaCombos = combos.settles(bid) ? combos.wins(bid) : null;
        if (decided !== expected || viaCombos !== expected)
          wrong.push(`${open}: ${bid.type} ${bid.session} ${bid.digits}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('leaves both Half Sangams, Full Sangam and Jodi pending until the close result', () => {
    const result: DrawResult = { family: 'main', openPana: '128', closePana: null };
    for (const bid of MAIN.filter((b) => !settledAtOpen(b)).slice(0, 5000))
      expect(isWinningBid(bid, result)).toBeNull();
    expect(
      isWinningBid(
        { family: 'main', type: 'full_sangam', session: 'close', digits: '128', closedigits: '357', points: 10 },
        result,
      ),
    ).toBeNull();
  });

  it('at the close declaration lets exactly the bids of the rules’ table win, for any pair of panas', () => {
    fc.assert(
      fc.property(pana, pana, (open, close) => {
        const declaration: Declaration = { family: 'main', session: 'close', openPana: open, closePana: close };
        const result = resultOfDeclaration(declaration);
        const combos = byCombinations(declaration);
        const wrong: string[] = [];
        const winners: string[] = [];
        for (const bid of MAIN) {
          const expected = settledAtOpen(bid) ? null : oracleMain(bid, open, close);
          const viaCombos = combos.settles(bid) ? combos.wins(bid) : null;
          const decided = settledAtOpen(bid) ? null : isWinningBid(bid, result);
          if (decided !== expected || viaCombos !== expected)
            wrong.push(`${bid.type} ${bid.session} ${bid.digits} ${bid.closedigits}`);
          if (expected) winners.push(bid.type);
        }
        expect(wrong).toEqual([]);
        // close Single Digit, close pana, Jodi, Half Sangam Open, Half Sangam Close, Full Sangam
        expect(winners).toHaveLength(6);
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('pays the example of the spec: open 128, close 357', () => {
    const result: DrawResult = { family: 'main', openPana: '128', closePana: '357' };
    const rates = DEFAULT_RATES.main;
    const won = (bid: Omit<Bid, 'family'>) =>
      settleBid({ ...bid, family: 'main' }, result, rateFor('main', bid.type, rates));
    expect(won({ type: 'jodi_digit', session: 'close', digits: '15', points: 10 })).toEqual({
      status: 'won',
      payout: 950,
    });
    expect(won({ type: 'half_sangam', session: 'open', digits: '1', closedigits: '357', points: 10 })).toEqual({
      status: 'won',
      payout: 10000,
    });
    expect(won({ type: 'half_sangam', session: 'close', digits: '5', closedigits: '128', points: 20 })).toEqual({
      status: 'won',
      payout: 20000,
    });
    expect(won({ type: 'full_sangam', session: 'close', digits: '128', closedigits: '357', points: 10 })).toEqual({
      status: 'won',
      payout: 100000,
    });
    expect(won({ type: 'single_digit', session: 'open', digits: '1', points: 15 })).toEqual({
      status: 'won',
      payout: 142,
    });
    expect(won({ type: 'single_pana', session: 'close', digits: '357', points: 10 })).toEqual({
      status: 'won',
      payout: 1500,
    });
    expect(won({ type: 'single_pana', session: 'open', digits: '357', points: 10 })).toEqual({
      status: 'lost',
      payout: 0,
    });
    expect(won({ type: 'half_sangam', session: 'open', digits: '5', closedigits: '128', points: 10 })).toEqual({
      status: 'lost',
      payout: 0,
    });
  });

  it('settles open-session bids at open and close-session ones, Jodi and the sangams at close', () => {
    expect(mainSettlementSession('single_digit', 'open')).toBe('open');
    expect(mainSettlementSession('triple_pana', 'open')).toBe('open');
    expect(mainSettlementSession('double_pana', 'close')).toBe('close');
    expect(mainSettlementSession('half_sangam', 'open')).toBe('close');
    expect(mainSettlementSession('half_sangam', 'close')).toBe('close');
    expect(mainSettlementSession('jodi_digit', null)).toBe('close');
    expect(mainSettlementSession('full_sangam', 'open')).toBe('close');
    expect(() => mainSettlementSession('left_digit', 'close')).toThrow(RangeError);
  });

  it('refuses bids without the session their type needs and types of other families', () => {
    const result: DrawResult = { family: 'main', openPana: '128', closePana: '357' };
    expect(() =>
      isWinningBid({ family: 'main', type: 'single_digit', session: null, digits: '1', points: 10 }, result),
    ).toThrow(RangeError);
    expect(() =>
      isWinningBid({ family: 'main', type: 'left_digit', session: 'open', digits: '1', points: 10 }, result),
    ).toThrow(RangeError);
    expect(() =>
      isWinningBid({ family: 'starline', type: 'single_digit', session: 'open', digits: '1', points: 10 }, result),
    ).toThrow(RangeError);
    expect(() =>
      isWinningBid(
        { family: 'main', type: 'jodi_digit', session: null, digits: '11', points: 10 },
        { family: 'main', openPana: '218' },
      ),
    ).toThrow(RangeError);
    expect(() => winningCombinations({ family: 'main', session: 'close', openPana: '128', closePana: '012' })).toThrow(
      RangeError,
    );
  });
});

describe('settlement of Starline and Gali draws', () => {
  it('lets exactly the Starline digit of the ank and the declared pana win, for every pana', () => {
    const wrong: string[] = [];
    for (const p of ALL_PANAS) {
      const declaration: Declaration = { family: 'starline', pana: p };
      const combos = byCombinations(declaration);
      const result = resultOfDeclaration(declaration);
      for (const bid of STARLINE) {
        const expected =
          bid.type === 'single_digit' ? bid.digits === ank(p) : bid.digits === p && bid.type === classOf(p);
        if (isWinningBid(bid, result) !== expected || !combos.settles(bid) || combos.wins(bid) !== expected) {
          wrong.push(`${p}: ${bid.type} ${bid.digits}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(isWinningBid(STARLINE[0] as Bid, { family: 'starline', pana: null })).toBeNull();
    expect(() =>
      isWinningBid({ ...(STARLINE[0] as Bid), type: 'jodi_digit' }, { family: 'starline', pana: '128' }),
    ).toThrow(RangeError);
  });

  it('lets exactly the left digit, right digit and jodi of the Gali result win, for every jodi', () => {
    for (const j of JODIS) {
      const declaration: Declaration = { family: 'gali', jodi: j };
      const combos = byCombinations(declaration);
      const result = resultOfDeclaration(declaration);
      for (const bid of GALI) {
        const expected =
          bid.type === 'left_digit'
            ? bid.digits === j[0]
            : bid.type === 'right_digit'
              ? bid.digits === j[1]
              : bid.digits === j;
        expect(isWinningBid(bid, result)).toBe(expected);
        expect(combos.settles(bid)).toBe(true);
        expect(combos.wins(bid)).toBe(expected);
      }
    }
    expect(isWinningBid(GALI[0] as Bid, { family: 'gali' })).toBeNull();
    expect(() => isWinningBid(GALI[0] as Bid, { family: 'gali', jodi: '4' })).toThrow(RangeError);
    expect(() => winningCombinations({ family: 'gali', jodi: '477' })).toThrow(RangeError);
    expect(() => isWinningBid({ ...(GALI[0] as Bid), type: 'single_digit' }, { family: 'gali', jodi: '47' })).toThrow(
      RangeError,
    );
  });

  it('pays Gali Left, Right and Jodi from single_digit, single_pana and double_pana of its table', () => {
    const rates = {
      single_digit: { val1: 10, val2: 90 },
      single_pana: { val1: 10, val2: 80 },
      double_pana: { val1: 10, val2: 900 },
    };
    const result: DrawResult = { family: 'gali', jodi: '47' };
    const pay = (type: StoredBidTypeKey, digits: string) =>
      settleBid({ family: 'gali', type, session: 'close', digits, points: 10 }, result, rateFor('gali', type, rates));
    expect(pay('left_digit', '4')).toEqual({ status: 'won', payout: 90 });
    expect(pay('right_digit', '7')).toEqual({ status: 'won', payout: 80 });
    expect(pay('jodi_digit', '47')).toEqual({ status: 'won', payout: 900 });
    expect(() => rateFor('gali', 'jodi_digit', {})).toThrow(/double_pana/);
  });
});

describe('payouts', () => {
  it('are floor(points × val2 / val1), whole and exact for any points and rates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (points, val1, val2) => {
          const payout = payoutOf(points, { val1, val2 });
          expect(Number.isSafeInteger(payout)).toBe(true);
          const p = BigInt(payout);
          expect(p * BigInt(val1) <= BigInt(points) * BigInt(val2)).toBe(true);
          expect((p + 1n) * BigInt(val1) > BigInt(points) * BigInt(val2)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('round down instead of paying fractions', () => {
    expect(payoutOf(15, { val1: 10, val2: 95 })).toBe(142);
    expect(payoutOf(11, { val1: 3, val2: 1 })).toBe(3);
    expect(payoutOf(2 ** 30, { val1: 10, val2: 100_000 })).toBe(2 ** 30 * 10_000);
  });

  it('refuse fractional points, invalid rates and payouts beyond safe integers', () => {
    expect(() => payoutOf(10.5, { val1: 10, val2: 95 })).toThrow(RangeError);
    expect(() => payoutOf(-10, { val1: 10, val2: 95 })).toThrow(RangeError);
    expect(() => payoutOf(10, { val1: 0, val2: 95 })).toThrow(RangeError);
    expect(() => payoutOf(10, { val1: 10, val2: 9.5 })).toThrow(RangeError);
    expect(() => payoutOf(Number.MAX_SAFE_INTEGER, { val1: 1, val2: 2 })).toThrow(RangeError);
  });

  it('settle nothing while the result is missing', () => {
    const bid: SettleableBid = { family: 'main', type: 'single_digit', session: 'close', digits: '1', points: 10 };
    expect(settleBid(bid, { family: 'main', openPana: '128' }, { val1: 10, val2: 95 })).toEqual({ status: 'pending' });
  });
});

describe('stored sangams', () => {
  it('read as the rules store them (docs/rules.md#bid-types)', () => {
    expect(sangamParts('half_sangam', 'open', '1', '357')).toEqual({ openAnk: '1', closePana: '357' });
    expect(sangamParts('half_sangam', 'close', '5', '128')).toEqual({ closeAnk: '5', openPana: '128' });
    expect(sangamParts('full_sangam', null, '128', '357')).toEqual({ openPana: '128', closePana: '357' });
  });
});
