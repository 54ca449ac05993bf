import { describe, expect, it } from 'vitest';
import { DEMO_SETTINGS } from '../../db/seed.ts';
import { SETTING_KEYS } from './settings.ts';

describe('the settings', () => {
  it('include every setting a demo installation starts with', () => {
    expect(Object.keys(DEMO_SETTINGS).filter((key) => !(SETTING_KEYS as string[]).includes(key))).toEqual([]);
  });
});
