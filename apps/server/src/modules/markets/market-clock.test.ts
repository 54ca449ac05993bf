import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LiveBus, type LiveEvent, type LiveTarget } from '../../lib/live-bus.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { MarketClockWatch } from './market-clock.ts';

/** The test clock starts on Monday 2026-11-23 at 10:00 India time (04:30 UTC). */
const india = (time: string) => Date.parse(`2026-11-23T${time}:00+05:30`);

let t: TestApp;
let heard: Array<{ target: LiveTarget; event: LiveEvent }>;
let watched: boolean;
let watch: MarketClockWatch;
let bus: LiveBus;

beforeEach(async () => {
  t = await createTestApp({ demo: false });
  bus = new LiveBus();
  heard = [];
  watched = true;
  bus.subscribe((target, event) => heard.push({ target, event }));
  watch = new MarketClockWatch({ db: t.db, clock: t.clock, bus, log: t.app.log, isWatched: () => watched });
});
afterEach(() => t.close());

const changes = () =>
  heard.map(
    ({ event }) =>
      event.type === 'market' &&
      `${event.data.market_name} ${event.data.change}${event.data.session ? ` ${event.data.session}` : ''}`,
  );

describe('the market clock', () => {
  it('tells of a main market’s open session closing, then the market closing, once each', async () => {
    await watch.tick(); // the first look only remembers
    expect(heard).toEqual([]);
    t.clock.set(india('11:00'));
    await watch.tick();
    expect(changes()).toEqual(['Kalyan Morning closed open', '11:00 AM closed']);
    await watch.tick();
    expect(heard).toHaveLength(2);

    heard.length = 0;
    t.clock.set(india('12:00'));
    await watch.tick();
    expect(changes()).toContain('Kalyan Morning closed close');
    expect(heard.every(({ target }) => 'all' in target)).toBe(true);
    expect(heard[0]?.event.data).toMatchObject({ market_id: expect.any(Number), date: '2026-11-23' });
  });

  it('reads the markets again at the next tick after an operator changed one, not a minute later', async () => {
    await watch.tick();
    const { id } = await t.db
      .selectFrom('markets')
      .select('id')
      .where('name', '=', 'Kalyan Morning')
      .executeTakeFirstOrThrow();
    // The operator moved its open time from 11:00 AM to 11:30 AM; the console's save announces it.
    await t.db
      .updateTable('markets')
      .set({ open_minute: 11 * 60 + 30 })
      .where('id', '=', id)
      .execute();
    bus.publish(
      { all: true },
      {
        type: 'market',
        data: { change: 'changed', market_id: Number(id), market_name: 'Kalyan Morning', date: '2026-11-23' },
      },
    );
    heard.length = 0;
    t.clock.set(india('11:00'));
    await watch.tick();
    expect(changes()).toEqual(['11:00 AM closed']);
    t.clock.set(india('11:30'));
    await watch.tick();
    expect(changes()).toEqual(['11:00 AM closed', 'Kalyan Morning closed open']);
  });

  it('tells of a market opening for a new day', async () => {
    t.clock.set(india('23:59'));
    await watch.tick();
    heard.length = 0;
    t.clock.set(Date.parse('2026-11-24T00:01:00+05:30'));
    await watch.tick();
    expect(changes()).toContain('Kalyan Morning opened');
  });

  it('does nothing while no stream is open, and does not announce what changed meanwhile', async () => {
    await watch.tick();
    watched = false;
    t.clock.set(india('11:00'));
    await watch.tick();
    watched = true;
    await watch.tick();
    expect(heard).toEqual([]);
  });
});
