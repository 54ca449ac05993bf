import { bidHistoryAnswer, winHistoryAnswer } from '@pana/contract';
import { describe, expect, it } from 'vitest';
import { serveAnswer } from '../../../testing/serve-answer.ts';
import { HISTORIES } from '../lib/histories.ts';
import { getHistory } from './get-history.ts';

const item = {
  bid_id: 41,
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
  board: 'Group Jodi · 17',
};
/** An answer of a server from before boards (ADR 016) and bid ids has no `board` and no `bid_id`: read as none. */
const { board: _board, bid_id: _bidId, ...beforeBoards } = item;
const range = { from: '11/1/2026', to: '11/22/2026' };

describe('the histories read every answer the contract allows', () => {
  it('the main win history from win_data', async () => {
    serveAnswer(winHistoryAnswer, HISTORIES['main-wins'].apiPath, { status: true, msg: 'OK', win_data: [item] });
    expect(await getHistory(HISTORIES['main-wins'], range)).toEqual([item]);
    serveAnswer(winHistoryAnswer, HISTORIES['main-wins'].apiPath, { status: true, msg: 'OK', win_data: [beforeBoards] });
    expect(await getHistory(HISTORIES['main-wins'], range)).toEqual([{ ...beforeBoards, board: '', bid_id: 0 }]);
  });

  it('every other history from bid_data, empty when there is nothing', async () => {
    for (const kind of ['main-bids', 'starline-bids', 'starline-wins', 'gali-bids', 'gali-wins'] as const) {
      const config = HISTORIES[kind];
      serveAnswer(bidHistoryAnswer, config.apiPath, {
        status: true,
        msg: 'OK',
        bid_data: [{ ...item, pana: 'Left Digit' }],
      });
      expect(await getHistory(config, range)).toEqual([{ ...item, pana: 'Left Digit' }]);
      serveAnswer(bidHistoryAnswer, config.apiPath, { status: true, msg: 'No data found', bid_data: [] });
      expect(await getHistory(config, range)).toEqual([]);
    }
  });
});
