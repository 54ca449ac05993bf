import { describe, expect, expectTypeOf, it } from 'vitest';
import { type z } from 'zod';
import {
  type BidBody,
  bidBodyAsSent,
  bidHistoryAnswer,
  starlineWinHistoryAnswer,
  submitBidBody,
  winHistoryAnswer,
} from './bids.ts';

const base = { env_type: 'Prod', app_key: 'key' };

/** A main-market body as the published clients send it (docs/api.md#bids). */
function mainBody(lines: unknown[], fields: Record<string, unknown> = {}) {
  return {
    game_id: 7,
    new_result: {
      unique_token: 'token',
      Gamename: 'Kalyan',
      totalbit: '30',
      gameid: 7,
      pana: 'Single Digit',
      gametype: 'Open',
      bid_date: '11/22/2026',
      session: 'Single Digit',
      result: lines,
      ...fields,
    },
  };
}

describe('the main bid body', () => {
  it('accepts the legacy shapes: points as digit strings, every spelling of a line session, lines without one, extra fields', () => {
    const legacy = [
      mainBody([
        { digits: '5', closedigits: '', points: '20', session: 'Open' },
        { digits: '6', points: 10, session: 'open' },
        { digits: '7', points: '10', session: 'close' },
        { digits: '8', points: '10', session: 'Close' },
        { digits: '9', points: '10', session: 'closed' },
      ]),
      // Jodi and Full Sangam lines carry no session; lines may carry pana and closepana to ignore.
      mainBody([{ digits: '47', closedigits: '', points: '50' }], { session: 'Jodi Digit', pana: 'Jodi Digit' }),
      mainBody([{ digits: '128', closedigits: '357', points: '10', pana: '128', closepana: '357' }], {
        session: 'Full Sangam',
      }),
      // SP DP TP arrives as separate calls labelled Single Pana, Double Pana, Triple Pana; a retry names its request.
      mainBody([{ digits: '550', points: '10', session: 'Close' }], {
        session: 'Double Pana',
        gametype: 'Close',
        request_id: 'b7f0c2a4-retry-safe',
        bid_type: 'SP DP TP',
      }),
    ];
    for (const body of legacy) {
      expect(bidBodyAsSent.safeParse(body).success).toBe(true);
      expect(submitBidBody.safeParse({ ...base, ...body }).success).toBe(true);
    }
  });

  it('accepts a board whose lines name their own types (ADR 016), as sent and as accepted, and keeps those fields', () => {
    const board = mainBody(
      [
        { type: 'Single Pana', digits: '123', points: '10', session: 'Open' },
        { type: 'Double Pana', digits: '112', points: 10, session: 'Open' },
      ],
      { session: 'Two Digit Panel', pana: 'Two Digit Panel', board: 'Two Digit Panel', board_value: '12', totalbit: '20' },
    );
    expect(bidBodyAsSent.safeParse(board).success).toBe(true);
    const accepted = submitBidBody.parse({ ...base, ...board });
    expect(accepted.new_result).toMatchObject({ board: 'Two Digit Panel', board_value: '12' });
    expect(accepted.new_result.result.map((l) => l.type)).toEqual(['Single Pana', 'Double Pana']);
    expect(bidBodyAsSent.safeParse(mainBody([{ type: 7, digits: '1', points: 10 }])).success).toBe(false);
  });

  it('leaves the field checks to the domain: the server takes lines of any content, the sent shape does not', () => {
    const odd = mainBody([{ digits: 5, points: 'ten', session: 'noon' }]);
    expect(submitBidBody.safeParse({ ...base, ...odd }).success).toBe(true);
    expect(bidBodyAsSent.safeParse(odd).success).toBe(false);
  });

  it('refuses a body without its lines and a request id longer than 64 characters', () => {
    const noLines = submitBidBody.safeParse({ ...base, game_id: 7, new_result: { gametype: 'Open' } });
    expect(noLines.error?.issues[0]?.message).toBe('Please enter the number');
    const longId = submitBidBody.safeParse({ ...base, ...mainBody([], { request_id: 'x'.repeat(65) }) });
    expect(longId.error?.issues[0]?.message).toBe('request_id must be at most 64 characters');
  });

  it('types the body the player app builds as one the server accepts', () => {
    expectTypeOf<BidBody & typeof base>().toExtend<z.input<typeof submitBidBody>>();
  });
});

describe('the histories', () => {
  it('read a known server answer: bid_data, and win_data for the main wins', () => {
    const item = {
      pana: 'Tripple Pana',
      bid_type: 'Triple Pana',
      game_name: 'Kalyan',
      session: 'Open',
      digits: '777',
      closedigits: '',
      bid_date: '22-11-2026',
      wining_date: '22-11-2026',
      points: 10,
      amount: 6000,
    };
    expect(winHistoryAnswer.parse({ status: true, msg: 'OK', win_data: [item] }).win_data).toEqual([item]);
    expect(bidHistoryAnswer.safeParse({ status: true, msg: 'OK', win_data: [item] }).success).toBe(false);
    // The Starline wins carry the list twice: bid_data (the spec) and win_data (a published web client).
    const starline = { status: true, msg: 'OK', bid_data: [item], win_data: [item] };
    expect(starlineWinHistoryAnswer.parse(starline)).toEqual(starline);
    expect(starlineWinHistoryAnswer.safeParse({ status: true, msg: 'OK', bid_data: [item] }).success).toBe(false);
  });
});
