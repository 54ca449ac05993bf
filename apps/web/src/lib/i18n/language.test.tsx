import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldError } from '../../components/ui/field-error.tsx';
import { apiPaths } from '../../config/paths.ts';
import { callsTo, mockApi, ok } from '../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../testing/render-app.tsx';
import { notifyError } from '../notify.ts';
import { chooseLocale, loadLocale } from './i18n.ts';
import { locale } from './locale.ts';

/**
 * The player's language on the account (ADR 020): the menu's choice goes to the server while
 * logged in; at login a device without a choice adopts the account's, a device with one sends it. And the
 * rules' English messages show in the language in toasts and under fields.
 */
const MARKETS = [
  {
    game_id: 1,
    game_name: 'Kalyan Morning',
    open_time: '11:00 AM',
    close_time: '12:00 PM',
    open_result: '***-*',
    close_result: '*-***',
    msg_status: 1,
    web_chart_url: '/result-charts/main/1',
  },
];

function api(loginLang: string | undefined) {
  return mockApi({
    [apiPaths.getSocialData]: () => ok(),
    [apiPaths.userLogin]: () =>
      ok({
        user_name: 'Demo Player',
        unique_token: 'tok-9',
        mobile: '9876543210',
        ...(loginLang ? { lang: loginLang } : {}),
      }),
    [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: 1000 }),
    [apiPaths.getDashboardData]: () => ok({ result: MARKETS, betting_status: '1', wallet_amt: 1000 }),
    [apiPaths.setLanguage]: (body) => ok({ lang: body.lang }),
  });
}

async function logIn(phoneLabel = 'Phone Number', passwordLabel = 'Password', submit = 'Submit') {
  const view = renderApp('/login');
  await view.user.type(await screen.findByLabelText(phoneLabel), '9876543210');
  await view.user.type(screen.getByLabelText(passwordLabel), 'demo1234');
  await view.user.click(screen.getByRole('button', { name: submit }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/imp'));
  return view;
}

afterEach(() => locale.set('en'));

describe('the language at login', () => {
  it('is adopted from the account on a device where the player never chose one', async () => {
    const calls = api('hi');
    await logIn();
    expect(await screen.findByText('मार्केट चालू है')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'मार्केट' })).toBeInTheDocument();
    expect(locale.get()).toBe('hi');
    expect(window.localStorage.getItem('pana.lang')).toBe('"hi"');
    expect(callsTo(calls, apiPaths.setLanguage)).toHaveLength(0);
  });

  it("is sent to the account when this device's choice differs, and the screens keep the device's", async () => {
    await chooseLocale('mr');
    const calls = api('en');
    await logIn('मोबाइल नंबर', 'पासवर्ड', 'सबमिट करा');
    expect(await screen.findByText('मार्केट सुरू आहे')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, apiPaths.setLanguage)).toHaveLength(1));
    expect(callsTo(calls, apiPaths.setLanguage)[0]?.body).toMatchObject({ lang: 'mr', unique_token: 'tok-9' });
    expect(locale.get()).toBe('mr');
  });

  it('changes nothing when the server names no language (an older server)', async () => {
    const calls = api(undefined);
    await logIn();
    expect(await screen.findByText('Market Open')).toBeInTheDocument();
    expect(locale.get()).toBe('en');
    expect(window.localStorage.getItem('pana.lang')).toBeNull();
    expect(callsTo(calls, apiPaths.setLanguage)).toHaveLength(0);
  });
});

describe('the language chosen in the menu', () => {
  it('shows the screens in it at once and stores it on the account', async () => {
    storeLogin();
    const calls = api(undefined);
    const { user } = renderApp('/imp');
    expect(await screen.findByText('Market Open')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'हिंदी' }));
    expect(await screen.findByText('मार्केट चालू है')).toBeInTheDocument();
    expect(
      within(screen.getByRole('dialog', { name: 'मेनू' })).getByRole('link', { name: 'बोली इतिहास' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, apiPaths.setLanguage)).toHaveLength(1));
    expect(callsTo(calls, apiPaths.setLanguage)[0]?.body).toMatchObject({ lang: 'hi', unique_token: 'token-123' });
    expect(window.localStorage.getItem('pana.lang')).toBe('"hi"');
  });

  it('is kept on the device only when nobody is logged in', async () => {
    const calls = api(undefined);
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'मराठी' }));
    expect(await screen.findByRole('button', { name: 'सबमिट करा' })).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.setLanguage)).toHaveLength(0);
  });
});

describe("the rules' messages on screen", () => {
  it('show in the chosen language in a toast and under a field, values kept; unknown ones stay as they are', async () => {
    await loadLocale('hi');
    renderApp('/login');
    notifyError('Please enter point');
    expect(await screen.findByText('कृपया पॉइंट्स डालें')).toBeInTheDocument();
    notifyError('Number 345 is not valid');
    expect(await screen.findByText('नंबर 345 सही नहीं है')).toBeInTheDocument();
    render(<FieldError message="Required minimum bid amount is 10" />);
    expect(screen.getByText('कम से कम 10 पॉइंट्स की बोली लगानी होगी')).toBeInTheDocument();
    render(<FieldError message="Something only the server says" />);
    expect(screen.getByText('Something only the server says')).toBeInTheDocument();
  });

  it('stay English in English', () => {
    render(<FieldError message="Required minimum bid amount is 10" />);
    expect(screen.getByText('Required minimum bid amount is 10')).toBeInTheDocument();
  });
});
