import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { loadLocale } from '../../../lib/i18n/i18n.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

/**
 * The histories and the wallet in the player's language (ADR 020): the server sends a history item's bid type,
 * board, session and date in English; the screen shows them in Hindi or Marathi, digits and amounts as they are.
 */
const ITEM = {
  pana: 'Single Pana',
  bid_type: 'Single Pana',
  game_name: 'Kalyan Morning',
  session: 'Open',
  digits: '128',
  closedigits: '',
  bid_date: '7-March-2026',
  wining_date: '7-March-2026',
  points: 1500,
  amount: 0,
  board: 'Two Digit Panel · 12',
};

function open(path: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-07T06:00:00Z'));
  storeLogin();
  mockApi({
    [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: 127945 }),
    [apiPaths.getSocialData]: () => ok({ mobile_no: '9000000001' }),
    [apiPaths.bidHistory]: () => ok({ bid_data: [ITEM] }),
    [apiPaths.userPaymentDetails]: () => ok({ payment_details: {} }),
  });
  return renderApp(path);
}

afterEach(() => {
  locale.set('en');
  vi.useRealTimers();
});

describe('the histories and the wallet in the language', () => {
  it.each([
    ['hi', 'बोलियाँ', 'सिंगल पाना', 'टू डिजिट पैनल · 12', 'ओपन', '7-मार्च-2026', 'सेशन'],
    ['mr', 'बोली', 'सिंगल पाना', 'टू डिजिट पैनल · 12', 'ओपन', '7-मार्च-2026', 'सेशन'],
  ] as const)(
    '%s: the Bid History names the type, board and session and the month',
    async (code, title, type, board, session, date, sessionLabel) => {
      await loadLocale(code);
      open('/imp4');
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const card = await screen.findByRole('listitem');
      expect(within(card).getByText(type)).toBeInTheDocument();
      expect(within(card).getByTestId('history-board')).toHaveTextContent(board);
      expect(within(card).getByText(session)).toBeInTheDocument();
      expect(within(card).getByText(sessionLabel)).toBeInTheDocument();
      expect(card).toHaveTextContent(date);
      expect(card).toHaveTextContent('128');
      expect(card).toHaveTextContent('1,500');
      expect(card).not.toHaveTextContent(/Single Pana|Two Digit Panel|Open|March/);
    },
  );

  it.each([
    ['hi', 'इस तारीख से', 'तारीख चुनें', 'मार्च 2026', 'महीना मार्च, 2026', 'चुनें शनिवार, 7 मार्च 2026', 'रवि', 'पिछला महीना'],
    [
      'mr',
      'या तारखेपासून',
      'तारीख निवडा',
      'मार्च 2026',
      'महिना मार्च, 2026',
      'निवडा शनिवार, 7 मार्च 2026',
      'रवि',
      'मागचा महिना',
    ],
  ] as const)(
    '%s: the date picker names its month, weekdays and days in the language, digits ASCII',
    async (code, from, calendar, header, monthLabel, dayLabel, sunday, previous) => {
      await loadLocale(code);
      open('/imp4');
      await screen.findByLabelText(from);
      // The picker's code arrives lazily: until then the field is a read-only stand-in.
      await vi.waitFor(() => expect(screen.getByLabelText(from)).not.toHaveAttribute('readonly'), { timeout: 15_000 });
      await userEvent.setup().click(screen.getByLabelText(from));
      const dialog = await screen.findByRole('dialog', { name: calendar });
      expect(within(dialog).getByRole('heading', { name: header })).toBeInTheDocument();
      expect(within(dialog).getByRole('rowgroup', { name: monthLabel })).toBeInTheDocument();
      expect(within(dialog).getByRole('gridcell', { name: dayLabel })).toHaveTextContent('7');
      expect(within(dialog).getAllByRole('columnheader')[0]).toHaveTextContent(sunday);
      expect(within(dialog).getByRole('button', { name: previous })).toBeInTheDocument();
      expect(screen.getByLabelText(from)).toHaveValue('03/07/2026');
      const labels = [...dialog.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label')).join(' ');
      expect(`${dialog.textContent} ${labels}`).not.toMatch(/Choose|Month|March|Sunday|Saturday|Not available/);
    },
  );

  it('mr: the Wallet reads its balance, buttons and panels in Marathi, the balance in Indian grouping', async () => {
    await loadLocale('mr');
    open('/wallet');
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('1,27,945');
    expect(screen.getByRole('heading', { level: 1, name: 'वॉलेट बॅलन्स' })).toBeInTheDocument();
    const actions = within(screen.getByRole('navigation', { name: 'वॉलेटची कामे' }));
    expect(actions.getByRole('link', { name: 'पैसे जमा करा' })).toHaveAttribute('href', '/imp9');
    expect(actions.getByRole('link', { name: 'पैसे काढा' })).toHaveAttribute('href', '/imp8');
    expect(await screen.findByRole('heading', { name: 'बँक खाते' })).toBeInTheDocument();
    expect(screen.queryByText('Wallet Balance')).not.toBeInTheDocument();
  });
});
