import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiPaths as api } from '../../../config/paths.ts';
import { mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

const item = (fields: Record<string, unknown>) => ({
  pana: 'Jodi Digit',
  bid_type: 'Jodi Digit',
  game_name: 'Kalyan Morning',
  session: 'Close',
  digits: '17',
  closedigits: '',
  bid_date: '7-March-2026',
  wining_date: '7-March-2026',
  points: 10,
  amount: 900,
  ...fields,
});

function openHistory(path: string, call: string, key: 'bid_data' | 'win_data', items: unknown[]) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-07T06:00:00Z'));
  storeLogin();
  mockApi({
    [api.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: 1000 }),
    [call]: () => ok({ [key]: items }),
  });
  return renderApp(path);
}

describe('the board in the histories (ADR 016)', () => {
  it.each([
    ['/imp4', api.bidHistory, 'bid_data', 'Group Jodi · 17'],
    ['/imp3', api.winHistory, 'win_data', 'SP Motor · 1238'],
    ['/imp5', api.starlineBidHistory, 'bid_data', 'Odd Even · Odd'],
    ['/impbid', api.galiBidHistory, 'bid_data', 'Red Bracket · Full'],
  ] as const)(
    '%s shows the board an item was entered through, and nothing for an item without one',
    async (path, call, key, board) => {
      openHistory(path, call, key, [item({ board }), item({ digits: '45', board: '' }), item({ digits: '46' })]);
      const shown = await screen.findByTestId('history-board');
      expect(shown).toHaveTextContent(board);
      const cards = screen.getAllByRole('listitem');
      expect(cards).toHaveLength(3);
      expect(within(cards[0] as HTMLElement).getByTestId('history-board')).toBe(shown);
      expect(screen.getAllByTestId('history-board')).toHaveLength(1);
    },
  );
});
