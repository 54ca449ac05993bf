import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { loadLocale } from '../../../lib/i18n/i18n.ts';
import { mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

/** 9:30 AM India time on 23 November 2026: the market opens at 11:00 AM. */
const BEFORE_OPEN = '2026-11-23T04:00:00Z';
const MARKET = { gameId: 1, gameName: 'Kalyan Morning', openTime: '11:00 AM', closeTime: '12:00 PM' };
const line = (type: string, digits: string, points: number) => ({
  type,
  digits,
  closedigits: '',
  points,
  session: 'Open',
});

afterEach(async () => {
  await loadLocale('en');
});

describe('saved slips in Hindi (ADR 020)', () => {
  it('names the sheet, the types, a board with its value, the bids and the totals in Hindi; names stay as typed', async () => {
    await loadLocale('hi');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(BEFORE_OPEN));
    storeLogin();
    mockApi({
      [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: 1000, result: [] }),
      [apiPaths.savedSlips]: () =>
        ok({
          slips: [
            {
              id: 2,
              name: 'Evening panas',
              family: 'main',
              board: null,
              total: 30,
              lines: [line('Single Pana', '128', 20), line('Single Pana', '370', 10)],
              created_at: 1_764_000_000_000,
            },
            {
              id: 1,
              name: 'सुबह',
              family: 'main',
              board: { key: 'group_jodi', name: 'Group Jodi', value: '17', label: 'Group Jodi · 17' },
              total: 80,
              lines: ['17', '12', '67', '62', '71', '21', '76', '26'].map((jodi) => line('Jodi Digit', jodi, 10)),
              created_at: 1_764_000_000_000,
            },
          ],
          limit: 20,
        }),
    });
    const { user } = renderApp({ pathname: '/game', state: MARKET });
    await user.click(await screen.findByRole('button', { name: 'सेव की हुई स्लिप' }));
    const dialog = await screen.findByRole('dialog', { name: 'सेव की हुई स्लिप' });
    const first = await within(dialog).findByRole('button', { name: /^स्लिप खेलें\s*Evening panas/ });
    expect(first).toHaveTextContent('Evening panasसिंगल पाना2 बोलियाँ · 30 पॉइंट्स');
    expect(within(dialog).getByRole('button', { name: /^स्लिप खेलें\s*सुबह/ })).toHaveTextContent(
      'ग्रुप जोड़ी · 178 बोलियाँ · 80 पॉइंट्स',
    );
    expect(within(dialog).getByText('20 में से 2 स्लिप')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'स्लिप Evening panas हटाएँ' })).toBeInTheDocument();
  });
});
