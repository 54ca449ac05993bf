import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { callsTo, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

const market = (fields: Record<string, unknown>) => ({
  game_id: 1,
  game_name: 'Kalyan Morning',
  open_time: '11:00 AM',
  close_time: '12:00 PM',
  open_result: '***-*',
  close_result: '*-***',
  msg_status: 1,
  web_chart_url: '/result-charts/main/1',
  ...fields,
});

const MARKETS = [
  market({}),
  market({ game_id: 2, game_name: 'Sridevi', open_time: '11:35 AM', close_time: '12:35 PM', open_result: '128-1', close_result: '5-357', msg_status: 2 }),
  market({ game_id: 3, game_name: 'Time Bazar', open_time: '1:00 PM', close_time: '2:00 PM', open_result: '137-1', msg_status: 1 }),
];

function openHome(bettingStatus: string, options: { wallet?: number; dashboardWallet?: number } = {}) {
  storeLogin();
  const calls = mockApi({
    [apiPaths.getUserInfo]: () =>
      ok({
        user_name: 'Demo Player',
        betting_status: bettingStatus,
        wallet_amt: options.wallet ?? 1000,
        whatsapp_no: '9000000002',
        mobile_1: '9000000003',
      }),
    [apiPaths.getSocialData]: () => ok({ mobile_no: '9000000001' }),
    [apiPaths.getDashboardData]: () =>
      ok({ result: MARKETS, betting_status: bettingStatus, wallet_amt: options.dashboardWallet ?? options.wallet ?? 1000 }),
  });
  return { ...renderApp('/imp'), calls };
}

const marketList = async () => within(await screen.findByRole('list', { name: 'Markets' }));

describe('the home screen', () => {
  it('scrolls a welcome line in English, Hindi and Marathi', async () => {
    openHome('0');
    const marquee = await screen.findByRole('marquee');
    const languages = Array.from(marquee.querySelectorAll('[lang]')).map((node) => node.getAttribute('lang'));
    expect(languages).toEqual(['en', 'hi', 'mr']);
  });

  it('opens the Contact popup with WhatsApp and Call (+91) options', async () => {
    const { user } = openHome('0');
    await screen.findByRole('heading', { name: 'Hello, Demo Player' });
    await user.click(await screen.findByRole('button', { name: 'Contact' }));
    const popup = within(screen.getByRole('dialog', { name: 'Contact' }));
    expect(await popup.findByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919000000002');
    expect(popup.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919000000003');
  });

  it('offers Add Fund and Withdraw only when betting is enabled', async () => {
    openHome('1');
    expect(await screen.findByRole('link', { name: 'Add Fund' })).toHaveAttribute('href', '/addfund');
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/withdraw');
  });

  it('hides Add Fund and Withdraw when betting is disabled', async () => {
    openHome('0');
    await screen.findByRole('heading', { name: 'Hello, Demo Player' });
    expect(screen.queryByRole('link', { name: 'Add Fund' })).not.toBeInTheDocument();
  });

  it('holds the quick actions row empty until the betting flag is known, so nothing below it moves', async () => {
    storeLogin();
    let answerUserInfo: (betting: string) => void = () => undefined;
    const userInfo = new Promise<string>((resolve) => {
      answerUserInfo = resolve;
    });
    mockApi({
      [apiPaths.getUserInfo]: async () => ok({ user_name: 'Demo Player', betting_status: await userInfo, wallet_amt: 1000 }),
      [apiPaths.getSocialData]: () => ok({ mobile_no: '9000000001' }),
      // The poll answers only after the user info: on a cold start the flag is unknown for a while.
      [apiPaths.getDashboardData]: async () => ok({ result: MARKETS, betting_status: await userInfo, wallet_amt: 1000 }),
    });
    renderApp('/imp');
    const placeholder = await screen.findByTestId('quick-actions-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder.textContent).toBe('');
    expect(screen.queryByRole('link', { name: 'Add Fund' })).not.toBeInTheDocument();
    // The row sits where the buttons will: above Gali Disawar and Starline.
    const galiLink = screen.getByRole('link', { name: 'Gali Disawar' });
    expect(placeholder.compareDocumentPosition(galiLink) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    answerUserInfo('0');
    await waitFor(() => expect(screen.queryByTestId('quick-actions-placeholder')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Add Fund' })).not.toBeInTheDocument();
  });

  it('puts Add Fund and Withdraw in the held row once betting is known to be enabled', async () => {
    const { container } = openHome('1');
    await screen.findByRole('link', { name: 'Add Fund' });
    expect(screen.queryByTestId('quick-actions-placeholder')).not.toBeInTheDocument();
    expect(container.querySelectorAll('a[href="/addfund"]')).toHaveLength(1);
  });

  it('lists each market with its name, times, joined result or ***-*, and Market Open or Market Closed', async () => {
    openHome('1');
    const list = await marketList();
    const rows = list.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Kalyan Morning');
    expect(rows[0]).toHaveTextContent('Open 11:00 AM');
    expect(rows[0]).toHaveTextContent('Close 12:00 PM');
    expect(rows[0]).toHaveTextContent('***-*');
    expect(rows[0]).not.toHaveTextContent('*-***');
    expect(rows[0]).toHaveTextContent('Market Open');
    expect(rows[1]).toHaveTextContent('128-15-357');
    expect(rows[1]).toHaveTextContent('Market Closed');
    expect(within(rows[1]!).getByRole('img', { name: 'Closed' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('137-1*-***');
  });

  it('opens /game with the market when betting is enabled and the market is open', async () => {
    const { user, router } = openHome('1');
    const list = await marketList();
    const open = list.getByRole('button', { name: /Kalyan Morning/ });
    expect(within(open).getByRole('img', { name: 'Running' })).toBeInTheDocument();
    expect(list.queryByRole('button', { name: /Sridevi/ })).not.toBeInTheDocument();
    await user.click(open);
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(router.state.location.state).toEqual({ gameId: 1, gameName: 'Kalyan Morning', openTime: '11:00 AM', closeTime: '12:00 PM' });
    expect(await screen.findByRole('link', { name: 'Single Digit' })).toBeInTheDocument();
  });

  it('stays on /imp without a running icon when betting is disabled', async () => {
    const { user, router } = openHome('0');
    const list = await marketList();
    const open = list.getByRole('button', { name: /Kalyan Morning/ });
    expect(within(open).queryByRole('img', { name: 'Running' })).not.toBeInTheDocument();
    expect(open).toHaveTextContent('Market Open');
    await user.click(open);
    expect(router.state.location.pathname).toBe('/imp');
    expect(router.state.location.state).toBeNull();
  });

  it("refreshes the header's user info when the dashboard's wallet differs", async () => {
    const { calls } = openHome('1', { wallet: 1000, dashboardWallet: 1500 });
    await marketList();
    await waitFor(() => expect(callsTo(calls, apiPaths.getUserInfo).length).toBeGreaterThanOrEqual(2));
  });

  it('leaves the header alone when the wallets agree', async () => {
    const { calls } = openHome('1', { wallet: 1000, dashboardWallet: 1000 });
    await marketList();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(calls, apiPaths.getUserInfo)).toHaveLength(1);
  });

  it('polls the market list every 5 seconds, every 60 while the live updates stream is healthy', async () => {
    const { getDashboardQueryOptions } = await import('../../../features/markets/api/get-dashboard-data.ts');
    const { setLiveHealthy } = await import('../../../lib/live-status.ts');
    const interval = getDashboardQueryOptions('token-123').refetchInterval as () => number;
    expect(interval()).toBe(5000);
    setLiveHealthy(true);
    expect(interval()).toBe(60_000);
    setLiveHealthy(false);
    expect(interval()).toBe(5000);
  });
});
