import { bidBodyAsSent, submitBidBody } from '@pana/contract';
import {
  BID_TYPES,
  type BoardSpec,
  expandBoard,
  getBoard,
  mainMarketStatus,
  requireBidType,
  singleDrawStatus,
} from '@pana/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { readGameRouteState, type RouteSlip } from '../../../lib/game-route-state.ts';
import { preparePrefill } from './prefill.ts';
import { boardFromPath, boardPath, slipScreenFor } from './slip-screen.ts';
import { buildSubmitBody, groupBids, type SlipLine } from './submission.ts';

const game = { gameId: 7, gameName: 'Kalyan', openTime: '11:00 AM', closeTime: '12:00 PM' };
const context = { token: 'tok', date: '2026-11-23' as const, requestId: 'req-1' };
const board = (key: string) => getBoard(key) as BoardSpec;

/** 9:30 AM and 11:30 AM India time on 23 November 2026. */
const BEFORE_OPEN = Date.parse('2026-11-23T04:00:00Z');
const AFTER_OPEN = Date.parse('2026-11-23T06:00:00Z');
const mainStatus = (at: number) => mainMarketStatus({ openTime: '11:00 AM', closeTime: '12:00 PM' }, at);

function boardLines(key: string, value: string, points = 10, session: 'open' | 'close' = 'open'): SlipLine[] {
  const expansion = expandBoard(board(key), value);
  if (!expansion.ok) throw new Error(expansion.message);
  return expansion.lines.map((line, i) => ({
    id: i + 1,
    type: line.type,
    digits: line.digits,
    closedigits: '',
    points,
    session,
    board: { key: board(key).key, value: expansion.value },
  }));
}

describe('a board in the slip', () => {
  it('goes as ONE call per board instance, every line naming its type, with the board and its value', () => {
    const spec = requireBidType('main', 'single_pana');
    const lines = boardLines('two_digit_panel', '12');
    const groups = groupBids(spec, lines);
    expect(groups).toHaveLength(1);
    const body = buildSubmitBody(spec, game, groups[0]!, context);
    expect(body.new_result).toMatchObject({
      session: 'Two Digit Panel',
      pana: 'Two Digit Panel',
      board: 'Two Digit Panel',
      board_value: '12',
      gametype: 'Open',
      totalbit: '100',
      request_id: 'req-1',
    });
    expect(body.new_result.bid_type).toBeUndefined();
    const sent = body.new_result.result.map((l) => [l.type, l.digits]);
    expect(sent).toContainEqual(['Double Pana', '112']);
    expect(sent).toContainEqual(['Single Pana', '123']);
    expect(bidBodyAsSent.parse(body)).toEqual(body);
    expect(submitBidBody.safeParse({ env_type: 'Prod', app_key: 'key', ...body }).success).toBe(true);
  });

  it('keeps two instances of a board apart, and plain lines in their call exactly as before', () => {
    const spec = requireBidType('main', 'jodi_digit');
    const plain: SlipLine = { id: 99, type: 'jodi_digit', digits: '45', closedigits: '', points: 10, session: 'close' };
    const groups = groupBids(spec, [
      ...boardLines('group_jodi', '17', 10, 'close'),
      plain,
      ...boardLines('group_jodi', '28', 10, 'close'),
    ]);
    expect(groups.map((g) => [g.typeName, g.board?.value, g.lines.length])).toEqual([
      ['Group Jodi', '17', 8],
      ['Jodi Digit', undefined, 1],
      ['Group Jodi', '28', 8],
    ]);
    const body = buildSubmitBody(spec, game, groups[1]!, context);
    expect(body).toEqual({
      game_id: 7,
      new_result: {
        unique_token: 'tok',
        Gamename: 'Kalyan',
        totalbit: '10',
        gameid: 7,
        pana: 'Jodi Digit',
        gametype: 'Close',
        bid_date: '23-November-2026',
        session: 'Jodi Digit',
        request_id: 'req-1',
        result: [{ digits: '45', closedigits: '', points: '10', session: 'Close' }],
      },
    });
  });

  it('labels Starline and Gali board calls by the board, with their fixed session', () => {
    const star = requireBidType('starline', 'single_digit');
    const odd = boardLines('odd_even', 'Odd').map((l) => ({ ...l, session: 'open' as const }));
    const starBody = buildSubmitBody(star, game, groupBids(star, odd)[0]!, context);
    expect(starBody.new_result).toMatchObject({
      pana: 'Odd Even',
      session: 'Open',
      board: 'Odd Even',
      board_value: 'Odd',
    });
    const gali = requireBidType('gali', 'jodi_digit');
    const red = boardLines('red_bracket', 'half', 10, 'close');
    const galiBody = buildSubmitBody(gali, game, groupBids(gali, red)[0]!, context);
    expect(galiBody.new_result).toMatchObject({
      pana: 'Red Bracket',
      session: 'Close',
      board: 'Red Bracket',
      board_value: 'Half',
    });
    expect(galiBody.new_result.result.every((l) => l.type === 'Jodi Digit' && l.session === 'Close')).toBe(true);
  });

  it("sends lines of another type than the screen's (a prefilled slip) as calls of their own type", () => {
    const spec = requireBidType('main', 'single_pana');
    const lines: SlipLine[] = [
      { id: 1, type: 'single_pana', digits: '128', closedigits: '', points: 10, session: 'open' },
      { id: 2, type: 'double_pana', digits: '112', closedigits: '', points: 10, session: 'open' },
    ];
    const groups = groupBids(spec, lines);
    expect(groups.map((g) => g.typeName)).toEqual(['Single Pana', 'Double Pana']);
    expect(buildSubmitBody(spec, game, groups[1]!, context).new_result).toMatchObject({
      session: 'Double Pana',
      pana: 'Double Pana',
    });
  });
});

describe('the initial slip in the navigation state', () => {
  const slip: RouteSlip = {
    board: 'group_jodi',
    boardValue: '17',
    lines: [{ type: 'jodi_digit', digits: '17', closedigits: '', points: 20, session: 'close' }],
  };

  it('is read when it is one, and ignored (the rest of the state kept) when it is not', () => {
    expect(readGameRouteState({ ...game, slip })?.slip).toEqual(slip);
    expect(
      readGameRouteState({
        ...game,
        slip: { board: null, lines: [{ type: 'single_digit', digits: '5', points: 10, session: 'open' }] },
      })?.slip,
    ).toEqual({
      board: null,
      boardValue: '',
      lines: [{ type: 'single_digit', digits: '5', closedigits: '', points: 10, session: 'open' }],
    });
    for (const bad of [
      'x',
      null,
      { board: 5, boardValue: '', lines: slip.lines },
      { board: null, boardValue: '', lines: [] },
      { board: null, boardValue: '', lines: [{ ...slip.lines[0], points: '20' }] },
      { board: null, boardValue: '', lines: [{ ...slip.lines[0], points: -5 }] },
      { board: null, boardValue: '', lines: [{ ...slip.lines[0], session: 'Open' }] },
      { board: null, boardValue: '', lines: [null] },
      { board: null, boardValue: '', lines: Array(201).fill(slip.lines[0]) },
    ]) {
      const state = readGameRouteState({ ...game, slip: bad });
      expect(state).toEqual(game);
    }
  });

  it("puts in a board's lines checked again, keeping the board", () => {
    const spec = requireBidType('main', 'jodi_digit');
    const lines = ['17', '12', '67', '62', '71', '21', '76', '26'].map((digits) => ({
      type: 'jodi_digit',
      digits,
      closedigits: '',
      points: 10,
      session: 'close' as const,
    }));
    const prefill = preparePrefill(
      spec,
      { board: 'Group Jodi', boardValue: '17', lines },
      mainStatus(BEFORE_OPEN),
      1000,
    );
    expect(prefill.messages).toEqual([]);
    expect(prefill.lines).toHaveLength(8);
    expect(prefill.lines[0]).toEqual({
      type: 'jodi_digit',
      digits: '17',
      closedigits: '',
      points: 10,
      session: 'close',
      board: { key: 'group_jodi', value: '17' },
    });
  });

  it('leaves out the lines of a closed session, saying so once, and the lines the wallet does not cover', () => {
    const spec = requireBidType('main', 'single_digit');
    const lines = [
      { type: 'single_digit', digits: '1', closedigits: '', points: 10, session: 'open' as const },
      { type: 'single_digit', digits: '2', closedigits: '', points: 10, session: 'open' as const },
      { type: 'single_digit', digits: '3', closedigits: '', points: 10, session: 'close' as const },
      { type: 'single_digit', digits: '4', closedigits: '', points: 50, session: 'close' as const },
    ];
    const after = preparePrefill(spec, { board: null, boardValue: '', lines }, mainStatus(AFTER_OPEN), 30);
    expect(after.lines.map((l) => l.digits)).toEqual(['3']);
    expect(after.messages).toEqual([
      'Bidding is closed for Single Digit',
      'Insufficient balance please refill your account',
    ]);
    const jodi = requireBidType('main', 'jodi_digit');
    const closed = preparePrefill(
      jodi,
      {
        board: null,
        boardValue: '',
        lines: [{ type: 'jodi_digit', digits: '12', closedigits: '', points: 10, session: 'close' }],
      },
      mainStatus(AFTER_OPEN),
      100,
    );
    expect(closed).toEqual({ lines: [], messages: ['Bidding is closed for Jodi Digit'] });
  });

  it("refuses lines that are not the board's, not valid, or of a type the family has not", () => {
    const spec = requireBidType('main', 'jodi_digit');
    const status = mainStatus(BEFORE_OPEN);
    const line = { type: 'jodi_digit', digits: '45', closedigits: '', points: 10, session: 'close' as const };
    expect(
      preparePrefill(spec, { board: 'group_jodi', boardValue: '17', lines: [line] }, status, 100).messages,
    ).toEqual(['Number 45 is not part of Group Jodi · 17']);
    expect(
      preparePrefill(
        spec,
        { board: 'odd_even', boardValue: 'Odd', lines: [line] },
        singleDrawStatus({ time: '3:00 PM' }, BEFORE_OPEN),
        100,
      ).lines,
    ).toEqual([]);
    expect(preparePrefill(spec, { board: 'nope', boardValue: '', lines: [line] }, status, 100).messages).toEqual([
      'Unknown board',
    ]);
    const gali = requireBidType('gali', 'jodi_digit');
    expect(preparePrefill(gali, { board: 'Odd Even', boardValue: 'Odd', lines: [line] }, status, 100).messages).toEqual(
      ['Odd Even is not offered on this market'],
    );
    const bad = preparePrefill(
      spec,
      { board: null, boardValue: '', lines: [{ ...line, digits: '456' }, { ...line, type: 'left_digit' }, line] },
      status,
      100,
    );
    expect(bad.messages).toEqual(['Number 456 is not valid', 'Invalid bid type']);
    expect(bad.lines.map((l) => l.digits)).toEqual(['45']);
  });

  it("gives the SP DP TP and motor screens their own board's lines as plain lines", () => {
    const spec = requireBidType('main', 'sp_motor');
    const lines = ['123', '128'].map((digits) => ({
      type: 'single_pana',
      digits,
      closedigits: '',
      points: 10,
      session: 'open' as const,
    }));
    const prefill = preparePrefill(
      spec,
      { board: 'sp_motor', boardValue: '1238', lines },
      mainStatus(BEFORE_OPEN),
      100,
    );
    expect(prefill.lines.map((l) => [l.type, l.digits, l.board])).toEqual([
      ['single_pana', '123', undefined],
      ['single_pana', '128', undefined],
    ]);
  });
});

describe('slipScreenFor', () => {
  it("opens a board's screen, the spec's expansion screens, a plain type's screen, or the grid", () => {
    expect(slipScreenFor('main', 'group_jodi', ['jodi_digit'])).toBe('/board/main/group-jodi');
    expect(slipScreenFor('gali', 'Red Bracket', ['jodi_digit'])).toBe('/board/gali/red-bracket');
    expect(slipScreenFor('starline', 'two_digit_panel', ['single_pana', 'double_pana'])).toBe(
      '/board/starline/two-digit-panel',
    );
    expect(slipScreenFor('main', 'sp_dp_tp', ['single_pana', 'double_pana'])).toBe('/spdptp');
    expect(slipScreenFor('main', 'SP Motor', ['single_pana'])).toBe('/spmotor');
    expect(slipScreenFor('main', null, ['single_pana'])).toBe('/singlepana');
    expect(slipScreenFor('starline', null, ['Single Digit'])).toBe('/starsingle');
    expect(slipScreenFor('main', null, ['double_pana', 'single_pana'])).toBe('/doublepana');
    expect(slipScreenFor('gali', 'odd_even', ['left_digit'])).toBe('/leftdigit');
    expect(slipScreenFor('gali', null, ['half_sangam'])).toBe('/galiallgame');
  });

  it('round-trips every board screen path, and knows no others', () => {
    for (const family of ['main', 'starline', 'gali'] as const) {
      for (const b of BID_TYPES[family]) expect(boardFromPath(b.path)).toBeNull();
    }
    expect(boardFromPath(boardPath('main', 'crossing'))).toMatchObject({ family: 'main', board: { key: 'crossing' } });
    expect(boardFromPath('/board/gali/odd-even')).toBeNull();
    expect(boardFromPath('/board/main/sp-motor')).toBeNull();
  });
});
