import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GzipPrefix } from './gzip-splice.ts';

describe('GzipPrefix', () => {
  const prefix = Buffer.from(
    JSON.stringify({
      status: true,
      msg: 'OK',
      result: Array.from({ length: 12 }, (_, i) => ({ game_id: i, game_name: `Market ${i}`, open_time: '11:00 AM', open_result: '***-*' })),
      marquee_text: 'स्वागत है · स्वागत आहे · Welcome',
    }).slice(0, -1),
    'utf8',
  );

  it('decodes to the prefix followed by each tail, with any gzip decoder', () => {
    const gzip = new GzipPrefix(prefix);
    for (const tail of [',"wallet_amt":0,"betting_status":"1"}', ',"wallet_amt":127945,"betting_status":"0"}', '}', '']) {
      const body = gzip.with(Buffer.from(tail, 'latin1'));
      expect(gunzipSync(body).toString('utf8')).toBe(prefix.toString('utf8') + tail);
    }
  });

  it('is smaller than the answer it carries', () => {
    const body = new GzipPrefix(prefix).with(Buffer.from('}'));
    expect(body.length).toBeLessThan(prefix.length / 2);
    expect(body.length).toBeLessThan(gzipSync(Buffer.concat([prefix, Buffer.from('}')])).length + 16);
  });

  it('holds for random bytes, an empty prefix and a tail of the largest stored block', () => {
    for (const [p, t] of [
      [randomBytes(5000), randomBytes(300)],
      [Buffer.alloc(0), Buffer.from('{}')],
      [Buffer.from('x'), randomBytes(0xffff)],
    ] as const) {
      expect(gunzipSync(new GzipPrefix(p).with(t)).equals(Buffer.concat([p, t]))).toBe(true);
    }
  });

  it('refuses a tail one stored block cannot hold', () => {
    expect(() => new GzipPrefix(prefix).with(Buffer.alloc(0x10000))).toThrow(RangeError);
  });
});
