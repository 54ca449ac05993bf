import { describe, expect, it } from 'vitest';
import { noteServerDate, serverNow, serverOffset } from './server-clock.ts';

/** The server's `Date` header for an epoch ms (whole seconds, as HTTP writes it). */
const dateHeader = (ms: number) => new Date(ms).toUTCString();

describe("the server's clock", () => {
  it('is the phone clock until an answer says otherwise, and ignores answers without a date', () => {
    noteServerDate(null, 1000, 1100);
    noteServerDate('not a date', 1000, 1100);
    expect(serverOffset()).toBe(0);
  });

  it('narrows the offset to well under a second from a few answers of a phone that runs 3 min 20.4 s fast', () => {
    const phoneAhead = 200_400;
    let server = Date.parse('2026-11-23T15:00:00.000Z') + 137;
    for (let i = 0; i < 12; i++) {
      // A call with a 300 ms round trip; the server answers in the middle of it.
      const sentAt = server - 150 + phoneAhead;
      noteServerDate(dateHeader(server), sentAt, sentAt + 300);
      server += 5_000 + 113 * i;
    }
    expect(Math.abs(serverOffset() + phoneAhead)).toBeLessThan(200);
  });

  it("starts again when the phone's clock is set (the answers no longer agree)", () => {
    const server = Date.parse('2026-11-23T15:00:00.000Z');
    noteServerDate(dateHeader(server), server - 60_000, server - 60_000 + 200);
    expect(Math.round(serverOffset() / 1000)).toBe(60);
    noteServerDate(dateHeader(server + 5_000), server + 5_000, server + 5_200);
    expect(Math.abs(serverOffset())).toBeLessThan(1_000);
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(1_000);
  });
});
