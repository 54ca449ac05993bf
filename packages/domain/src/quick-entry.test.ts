import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requireBidType } from './bid-types.ts';
import { ALL_PANAS, classifyPana } from './panas.ts';
import { parseQuickEntry, quickEntryItems } from './quick-entry.ts';

const single = requireBidType('main', 'single_digit');
const jodi = requireBidType('gali', 'jodi_digit');
const singlePana = requireBidType('starline', 'single_pana');

describe('quick entry', () => {
  it('reads digits × points separated by spaces or commas', () => {
    expect(quickEntryItems(' 128*20,370*10  1x10;\n5×15 ')).toEqual(['128*20', '370*10', '1x10', '5×15']);
    expect(parseQuickEntry(singlePana, '128*20, 370*10')).toEqual({
      ok: true,
      total: 30,
      lines: [
        { type: 'single_pana', digits: '128', closedigits: '', points: 20, session: 'open' },
        { type: 'single_pana', digits: '370', closedigits: '', points: 10, session: 'open' },
      ],
    });
    expect(parseQuickEntry(single, '4*10 7x20', { session: 'close' })).toMatchObject({ ok: true, lines: [{ session: 'close' }, { session: 'close' }] });
  });

  it('names the first bad item with the usual message', () => {
    expect(parseQuickEntry(singlePana, '128*20 370*5 112*10')).toEqual({ ok: false, message: '370*5: Required minimum bid amount is 10', item: '370*5' });
    expect(parseQuickEntry(singlePana, '128*20 112*10')).toEqual({ ok: false, message: '112*10: Number 112 is not valid', item: '112*10' });
    expect(parseQuickEntry(jodi, '12*10 45')).toEqual({ ok: false, message: '45: Please enter point', item: '45' });
    expect(parseQuickEntry(jodi, '12*10*10')).toEqual({ ok: false, message: 'Number 12*10*10 is not valid', item: '12*10*10' });
    expect(parseQuickEntry(jodi, '*10')).toEqual({ ok: false, message: '*10: Please enter the number', item: '*10' });
    expect(parseQuickEntry(jodi, ' , ')).toEqual({ ok: false, message: 'Please enter the number', item: null });
    expect(parseQuickEntry(single, '1*10 2*10', { remainingWallet: 15 })).toEqual({ ok: false, message: 'Insufficient balance please refill your account', item: null });
  });

  it('reads back every list of valid items written with any separator (property)', () => {
    const item = fc.record({ digits: fc.constantFrom(...ALL_PANAS.filter((p) => classifyPana(p) === 'single')), points: fc.integer({ min: 10, max: 100_000 }) });
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 30 }), fc.constantFrom(' ', ',', ', ', '\n'), fc.constantFrom('*', 'x', '×'), (items, sep, times) => {
        const check = parseQuickEntry(singlePana, items.map((i) => `${i.digits}${times}${i.points}`).join(sep));
        expect(check).toMatchObject({ ok: true, total: items.reduce((s, i) => s + i.points, 0) });
        if (check.ok) expect(check.lines.map((l) => [l.digits, l.points])).toEqual(items.map((i) => [i.digits, i.points]));
      }),
    );
  });
});
