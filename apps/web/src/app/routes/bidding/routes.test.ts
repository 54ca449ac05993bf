import { BID_TYPES } from '@pana/domain';
import { describe, expect, it } from 'vitest';
import { BID_ENTRY_SCREENS } from './routes.ts';

describe('the bid-entry routes', () => {
  it('route every bid type of the domain catalogue, titled with its name', () => {
    const catalogue = [...BID_TYPES.main, ...BID_TYPES.starline, ...BID_TYPES.gali].map((spec) => [spec.path, spec.name]);
    expect(BID_ENTRY_SCREENS).toEqual(catalogue);
  });
});
