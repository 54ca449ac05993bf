import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate } from '../../lib/server-clock.ts';
import { MainMarketCountdown, SingleDrawCountdown } from './closes-in.tsx';

/** Phone time: India 3:20:00 PM on Monday 23 November 2026. */
const PHONE_NOW = Date.parse('2026-11-23T15:20:00+05:30');

beforeEach(() => {
  vi.useFakeTimers({ now: PHONE_NOW, toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const countdown = () => screen.queryByTestId('closes-in')?.textContent;

describe('the countdown of an open market card', () => {
  it("counts to the open time, every second, by the phone's clock while no answer said otherwise", () => {
    render(<MainMarketCountdown openTime="3:45 PM" closeTime="5:45 PM" openResult="***-*" />);
    expect(countdown()).toBe('Open closes in 25:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown()).toBe('Open closes in 24:59');
  });

  it("follows the server's clock when the phone's is 10 minutes slow", () => {
    // The server says 3:30:00 PM while the phone says 3:20 PM.
    noteServerDate(new Date(PHONE_NOW + 10 * 60_000).toUTCString(), PHONE_NOW - 100, PHONE_NOW + 100);
    render(<MainMarketCountdown openTime="3:45 PM" closeTime="5:45 PM" openResult="***-*" />);
    expect(countdown()).toBe('Open closes in 15:00');
  });

  it('counts to the close time once the open result is out, and shows hours above an hour', () => {
    render(<MainMarketCountdown openTime="3:45 PM" closeTime="5:45 PM" openResult="138-2" />);
    expect(countdown()).toBe('Closes in 2:25:00');
  });

  it('goes from the open session to the close session when the open time passes', () => {
    render(<MainMarketCountdown openTime="3:20 PM" closeTime="3:50 PM" openResult="***-*" />);
    expect(countdown()).toBe('Closes in 30:00');
  });

  it('shows nothing for a time it cannot read, or a single draw whose time has passed', () => {
    render(<MainMarketCountdown openTime="15:45" closeTime="5:45 PM" openResult="***-*" />);
    render(<SingleDrawCountdown time="3:00 PM" />);
    expect(countdown()).toBeUndefined();
  });

  it('counts a Starline slot or Gali market to its time, in the danger colour in its last five minutes', () => {
    render(<SingleDrawCountdown time="3:24 PM" />);
    expect(countdown()).toBe('Closes in 4:00');
    expect(screen.getByTestId('closes-in').className).toMatch(/soon/);
  });
});
