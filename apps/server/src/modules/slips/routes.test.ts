import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registerPlayer, type TestApp } from '../../test/harness.ts';
import { demoToken, familyBid, mainBid, marketId } from '../../test/players.ts';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await demoToken(t);
});
afterEach(() => t.close());

const slipCount = async () => Number((await t.db.selectFrom('saved_slips').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

const FAMILY_PANEL = [
  { type: 'Single Pana', digits: '123', points: 10, session: 'Open' },
  { type: 'Single Pana', digits: '128', points: 20, session: 'Open' },
];

describe('last slip', () => {
  it('answers the last submission on the family of a market: market, board, lines with their types', async () => {
    const kalyan = await marketId(t, 'main', 'Kalyan Morning');
    const sridevi = await marketId(t, 'main', 'Sridevi');
    expect(await t.call('/api-last-slip', { unique_token: token, game_id: kalyan })).toEqual({ statusCode: 200, body: { status: true, msg: 'No data found', slip: null } });
    await t.call('/api-submit-bid', mainBid(token, kalyan, 'Single Digit', [{ digits: '5', points: 10, session: 'Close' }]));
    const lines = [...FAMILY_PANEL, { type: 'Single Pana', digits: '678', points: 10, session: 'Close' }];
    expect((await t.call('/api-submit-bid', mainBid(token, sridevi, 'Board', lines, { board: 'Family Panel', board_value: '123' }))).statusCode).toBe(200);
    const star = await marketId(t, 'starline', '11:00 AM');
    await t.call('/api-starline-submit-bid', familyBid(token, star, 'Single Digit', 'Open', [{ digits: '1', points: 10 }]));

    const res = await t.call('/api-last-slip', { unique_token: token, game_id: kalyan });
    expect(res).toEqual({
      statusCode: 200,
      body: {
        status: true,
        msg: 'OK',
        slip: {
          family: 'main',
          game_id: sridevi,
          game_name: 'Sridevi',
          bid_date: '23-November-2026',
          board: { key: 'family_panel', name: 'Family Panel', value: '123', label: 'Family Panel · 123' },
          total: 40,
          lines: [
            { type: 'Single Pana', digits: '123', closedigits: '', points: 10, session: 'Open' },
            { type: 'Single Pana', digits: '128', closedigits: '', points: 20, session: 'Open' },
            { type: 'Single Pana', digits: '678', closedigits: '', points: 10, session: 'Close' },
          ],
        },
      },
    });
    const starline = await t.call('/api-last-slip', { unique_token: token, family: 'Starline' });
    expect(starline.body.slip).toMatchObject({ family: 'starline', game_name: '11:00 AM', board: null, lines: [{ type: 'Single Digit', digits: '1', points: 10, session: 'Open' }] });
    expect((await t.call('/api-last-slip', { unique_token: token, family: 'gali' })).body).toEqual({ status: true, msg: 'No data found', slip: null });
  });

  it('gathers the old apps\' SP DP TP, sent as a call per pana class, into one slip', async () => {
    const kalyan = await marketId(t, 'main', 'Kalyan Morning');
    await t.call('/api-submit-bid', mainBid(token, kalyan, 'Single Digit', [{ digits: '5', points: 10 }]));
    const call = (type: string, digits: string) => mainBid(token, kalyan, type, [{ digits, points: 10, session: 'Open' }], { bid_type: 'SP DP TP', totalbit: '30' });
    for (const [type, digits] of [['Single Pana', '128'], ['Double Pana', '100'], ['Triple Pana', '777']] as const) {
      expect((await t.call('/api-submit-bid', call(type, digits))).statusCode).toBe(200);
    }
    const slip = (await t.call('/api-last-slip', { unique_token: token, family: 'main' })).body.slip;
    expect(slip).toMatchObject({ board: { key: 'sp_dp_tp', value: '1', label: 'SP DP TP · 1' }, total: 30 });
    expect(slip.lines.map((l: { type: string; digits: string }) => [l.type, l.digits])).toEqual([
      ['Single Pana', '128'],
      ['Double Pana', '100'],
      ['Triple Pana', '777'],
    ]);
    // A later SP DP TP of another ank is a slip of its own.
    await t.call('/api-submit-bid', call('Single Pana', '129'));
    expect((await t.call('/api-last-slip', { unique_token: token, family: 'main' })).body.slip).toMatchObject({ board: { value: '2' }, total: 10 });
  });

  it('is the player\'s own', async () => {
    const kalyan = await marketId(t, 'main', 'Kalyan Morning');
    await t.call('/api-submit-bid', mainBid(token, kalyan, 'Single Digit', [{ digits: '5', points: 10 }]));
    const other = await registerPlayer(t, '9123456789');
    expect((await t.call('/api-last-slip', { unique_token: other, family: 'main' })).body.slip).toBeNull();
  });

  it.each([
    [{}, 400, 'Please choose a market family (main, starline or gali)'],
    [{ family: 'lottery' }, 400, 'Please choose a market family (main, starline or gali)'],
    [{ family: 7 }, 400, 'Please choose a market family (main, starline or gali)'],
    [{ game_id: 99999 }, 404, 'Market not found'],
    [{ game_id: 'abc' }, 404, 'Market not found'],
  ])('refuses %j', async (body, statusCode, msg) => {
    expect(await t.call('/api-last-slip', { unique_token: token, ...body })).toEqual({ statusCode, body: { status: false, msg } });
  });

  it('needs a token', async () => {
    expect((await t.call('/api-last-slip', { family: 'main' })).statusCode).toBe(401);
  });
});

describe('saved slips', () => {
  const save = (body: Record<string, unknown>) => t.call('/api-saved-slip-save', { unique_token: token, ...body });

  it('saves a named slip with its board, lists it and deletes it', async () => {
    const saved = await save({ name: '  My  panel ', family: 'main', lines: FAMILY_PANEL, board: 'Family Panel', board_value: '123' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toEqual({
      status: true,
      msg: 'Slip saved',
      slip: {
        id: expect.any(Number),
        name: 'My panel',
        family: 'main',
        board: { key: 'family_panel', name: 'Family Panel', value: '123', label: 'Family Panel · 123' },
        total: 30,
        lines: [
          { type: 'Single Pana', digits: '123', closedigits: '', points: 10, session: 'Open' },
          { type: 'Single Pana', digits: '128', closedigits: '', points: 20, session: 'Open' },
        ],
        created_at: expect.any(Number),
      },
    });
    await save({ name: 'Gali pairs', family: 'gali', lines: [{ type: 'Jodi Digit', digits: '12', points: 10 }] });
    const list = await t.call('/api-saved-slips', { unique_token: token });
    expect(list.body).toMatchObject({ status: true, msg: 'OK', limit: 20 });
    expect(list.body.slips.map((s: { name: string }) => s.name)).toEqual(['Gali pairs', 'My panel']);
    expect(list.body.slips[0].lines).toEqual([{ type: 'Jodi Digit', digits: '12', closedigits: '', points: 10, session: 'Close' }]);
    const main = await t.call('/api-saved-slips', { unique_token: token, family: 'main' });
    expect(main.body.slips).toEqual([saved.body.slip]);

    const other = await registerPlayer(t, '9123456789');
    expect(await t.call('/api-saved-slip-delete', { unique_token: other, id: saved.body.slip.id })).toEqual({ statusCode: 404, body: { status: false, msg: 'Slip not found' } });
    expect((await t.call('/api-saved-slips', { unique_token: other })).body).toEqual({ status: true, msg: 'No data found', slips: [], limit: 20 });
    expect(await t.call('/api-saved-slip-delete', { unique_token: token, id: saved.body.slip.id })).toEqual({ statusCode: 200, body: { status: true, msg: 'Slip deleted', id: saved.body.slip.id } });
    expect(await slipCount()).toBe(1);
  });

  it('types a board\'s lines that name no type as the board types them', async () => {
    const lines = [{ digits: '00', points: 10 }, { digits: '55', points: 20 }];
    const saved = await save({ name: 'Red', family: 'gali', lines, board: 'red bracket', board_value: 'full' });
    expect(saved.body.slip).toMatchObject({
      board: { key: 'red_bracket', value: 'Full', label: 'Red Bracket · Full' },
      lines: [
        { type: 'Jodi Digit', digits: '00', points: 10, session: 'Close' },
        { type: 'Jodi Digit', digits: '55', points: 20, session: 'Close' },
      ],
    });
  });

  it('keeps at most 20 slips per player and names unique per player', async () => {
    for (let i = 1; i <= 20; i++) expect((await save({ name: `Slip ${i}`, family: 'starline', lines: [{ type: 'Single Digit', digits: String(i % 10), points: 10 }] })).statusCode).toBe(200);
    const line = [{ type: 'Single Digit', digits: '1', points: 10 }];
    expect(await save({ name: 'Slip 21', family: 'main', lines: line })).toEqual({ statusCode: 400, body: { status: false, msg: 'You can keep at most 20 slips; delete one first' } });
    expect(await save({ name: 'slip 3', family: 'main', lines: line })).toEqual({ statusCode: 400, body: { status: false, msg: 'You already have a slip named slip 3' } });
    expect(await slipCount()).toBe(20);
    const other = await registerPlayer(t, '9123456789');
    expect((await t.call('/api-saved-slip-save', { unique_token: other, name: 'Slip 1', family: 'main', lines: line })).statusCode).toBe(200);
  });

  it('never keeps more than 20 when saves arrive at once', async () => {
    const line = [{ type: 'Single Digit', digits: '1', points: 10 }];
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => save({ name: `Slip ${i}`, family: 'main', lines: line })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(20);
    expect(await slipCount()).toBe(20);
  });

  const line = { type: 'Single Digit', digits: '1', points: 10 };
  it.each([
    ['Please enter a name for the slip', { family: 'main', lines: [line] }],
    ['Please enter a name for the slip', { name: '   ', family: 'main', lines: [line] }],
    ['Please enter a name for the slip', { name: 42, family: 'main', lines: [line] }],
    ['A slip name has at most 40 characters', { name: 'x'.repeat(41), family: 'main', lines: [line] }],
    ['Please choose a market family (main, starline or gali)', { name: 'A', lines: [line] }],
    ['Please choose a market family (main, starline or gali)', { name: 'A', family: 'mains', lines: [line] }],
    ['A slip needs at least one bid', { name: 'A', family: 'main' }],
    ['A slip needs at least one bid', { name: 'A', family: 'main', lines: [] }],
    ['A slip needs at least one bid', { name: 'A', family: 'main', lines: 'lots' }],
    ['A slip holds at most 200 bids', { name: 'A', family: 'main', lines: Array(201).fill(line) }],
    ['Invalid bid type', { name: 'A', family: 'main', lines: [line, 'x'] }],
    ['Invalid bid type', { name: 'A', family: 'main', lines: [{ digits: '1', points: 10 }] }],
    ['Invalid bid type', { name: 'A', family: 'gali', lines: [line] }],
    ['Number 12 is not valid', { name: 'A', family: 'main', lines: [{ ...line, digits: '12' }] }],
    ['Required minimum bid amount is 10', { name: 'A', family: 'main', lines: [{ ...line, points: 5 }] }],
    ['Please enter point', { name: 'A', family: 'main', lines: [{ ...line, points: '' }] }],
    ['Number 1 is not part of Odd Even · Even', { name: 'A', family: 'main', lines: [line], board: 'Odd Even', board_value: 'Even' }],
    ['Red Bracket is not offered on this market', { name: 'A', family: 'starline', lines: [{ type: 'Single Digit', digits: '1', points: 10 }], board: 'Red Bracket', board_value: 'Full' }],
    ['Unknown board', { name: 'A', family: 'main', lines: [line], board: 'Lucky' }],
  ])('refuses with a clear message, writing nothing: %s', async (msg, body) => {
    expect(await save(body)).toEqual({ statusCode: 400, body: { status: false, msg } });
    expect(await slipCount()).toBe(0);
  });

  it.each([[{}], [{ id: 'x' }], [{ id: -1 }], [{ id: 1.5 }]])('refuses to delete %j', async (body) => {
    expect(await t.call('/api-saved-slip-delete', { unique_token: token, ...body })).toEqual({ statusCode: 400, body: { status: false, msg: 'Please choose a slip' } });
  });
});
