import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { OffsetClock } from './clock.ts';

let t: TestApp | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
  t = undefined;
});

describe('the offset clock', () => {
  it('starts at the given instant, runs at normal speed and moves forward on request', () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') });
    const clock = new OffsetClock(Date.parse('2026-11-23T04:30:00Z'));
    expect(new Date(clock.now()).toISOString()).toBe('2026-11-23T04:30:00.000Z');
    vi.advanceTimersByTime(5_000);
    expect(new Date(clock.now()).toISOString()).toBe('2026-11-23T04:30:05.000Z');
    clock.advance(60_000);
    expect(new Date(clock.now()).toISOString()).toBe('2026-11-23T04:31:05.000Z');
  });

  it('can be moved through /__test/clock only when the configuration allows it', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ method: 'POST', url: '/__test/clock', payload: { advanceMs: 1 } })).statusCode).toBe(404);
    await t.close();
    t = await createTestApp({ config: { TEST_CLOCK_CONTROL: true } });
    // The harness's FixedClock is not an OffsetClock: still no route.
    expect((await t.app.inject({ method: 'POST', url: '/__test/clock', payload: { advanceMs: 1 } })).statusCode).toBe(404);
  });

  it('refuses TEST_CLOCK_CONTROL outside NODE_ENV=test or without CLOCK_START', () => {
    expect(() => loadConfig({ TEST_CLOCK_CONTROL: 'true', CLOCK_START: '2026-11-23T10:00:00+05:30' })).toThrow(/TEST_CLOCK_CONTROL: needs NODE_ENV=test/);
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_CLOCK_CONTROL: 'true' })).toThrow(/TEST_CLOCK_CONTROL/);
    expect(() => loadConfig({ CLOCK_START: 'yesterday' })).toThrow(/CLOCK_START: must be an ISO 8601 instant/);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_CONTROL: 'true', CLOCK_START: '2026-11-23T10:00:00+05:30' }).TEST_CLOCK_CONTROL).toBe(true);
  });
});
