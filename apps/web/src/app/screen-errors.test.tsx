import { screen } from '@testing-library/react';
import { type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../config/paths.ts';
import { RELOAD_MARK } from '../lib/retrying-import.ts';
import { mockApi, ok } from '../testing/mock-api.ts';
import { renderApp, storeLogin } from '../testing/render-app.tsx';
import { allowConsoleError } from '../testing/setup.ts';
import { routes } from './router.tsx';

// The home screen's chunk cannot be fetched (the network dropped); Game Rates throws while rendering.
vi.mock('./routes/home/home.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/home-abc123.js');
});
const rates = vi.hoisted(() => ({ isBroken: true }));
vi.mock('./routes/markets/game-rates.tsx', () => ({
  default: function BrokenRates() {
    if (rates.isBroken) throw new Error('rates table broke');
    return <h1>Rates are back</h1>;
  },
}));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  storeLogin();
  mockApi({
    [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: 500, result: [] }),
    [apiPaths.gameRates]: () => ok({ game_rates: [] }),
  });
});

/** The screens under one layout route of the app (by the layout's id, or the index of the root's children). */
const children = (index: number): RouteObject[] => routes[0]!.children![index]!.children ?? [];

describe('a screen that fails', () => {
  it('every screen route of the player app has its own error card', () => {
    const screens = [...children(0), ...children(1)];
    expect(screens.length).toBeGreaterThan(40);
    expect(
      screens.filter((route) => !route.errorElement && !route.ErrorBoundary).map((route) => route.path ?? 'index'),
    ).toEqual([]);
  });

  it('whose chunk cannot be loaded says "No connection" inside the shell, which stays with its header and menu', async () => {
    allowConsoleError(/ScreenNotLoaded|error when mocking a module|React Router caught the following error/);
    // The page already reloaded once for a chunk a moment ago: no second reload, the card shows.
    window.sessionStorage.setItem(RELOAD_MARK, JSON.stringify(Date.now()));
    renderApp('/imp');
    const card = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(card).toHaveTextContent('Connection lost');
    expect(card).toHaveTextContent('No connection. Check your internet and try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Wallet balance 500 points/ })).toBeInTheDocument();
  });

  it('that throws while rendering shows "Something went wrong" in the shell; Try again renders it anew', async () => {
    allowConsoleError(/rates table broke|The above error occurred|React Router caught the following error/);
    rates.isBroken = true;
    const { user } = renderApp('/gameRates');
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('Something went wrong');
    expect(card).toHaveTextContent('This screen could not be shown. Please try again.');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();

    rates.isBroken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Rates are back' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
