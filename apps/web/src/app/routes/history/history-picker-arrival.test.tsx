import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

/**
 * The history's date picker loads lazily. On a slow network the player sees the read-only stand-in first; a tap
 * on it must not be lost: the calendar opens, with the focus in the field, as soon as its code arrives. This file
 * holds one test only, so that the picker's code has not been loaded by an earlier test.
 */
afterEach(() => {
  vi.useRealTimers();
});

describe('the history date picker on a slow network', () => {
  it('a tap on the stand-in opens the calendar once the picker arrives', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-07T06:00:00Z'));
    storeLogin();
    mockApi({
      [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: 500 }),
      [apiPaths.getSocialData]: () => ok({ mobile_no: '9000000001' }),
      [apiPaths.bidHistory]: () => ok({ bid_data: [] }),
    });
    renderApp('/imp4');
    const standIn = await screen.findByLabelText('From Date');
    // The stand-in is still there: the tap lands before the picker's code.
    expect(standIn).toHaveAttribute('readonly');
    await userEvent.setup().click(standIn);
    const dialog = await screen.findByRole('dialog', { name: 'Choose Date' }, { timeout: 15_000 });
    expect(within(dialog).getByRole('heading', { name: 'March 2026' })).toBeInTheDocument();
    const field = screen.getByLabelText('From Date');
    expect(field).not.toHaveAttribute('readonly');
    expect(field).toHaveFocus();
  });
});
