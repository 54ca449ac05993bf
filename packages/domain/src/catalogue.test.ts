import { describe, expect, it, vi } from 'vitest';

// In this file zod cannot load: any module that imports it fails to import.
vi.mock('zod', () => {
  throw new Error('zod was imported');
});

describe('the catalogue entry (@pana/domain/catalogue)', () => {
  it('loads every rule without zod, so the screens that need no form schema never download it', async () => {
    const catalogue = await import('@pana/domain/catalogue');
    for (const name of ['BID_TYPES', 'getBidTypeByPath', 'prepareBidEntry', 'settleBid', 'checkTransfer', 'OTP_SPEC_TEXT'])
      expect(catalogue, name).toHaveProperty(name);
  });

  it('is told apart from the form schemas, which do need zod', async () => {
    await expect(import('@pana/domain/forms')).rejects.toMatchObject({ cause: { message: 'zod was imported' } });
  });
});
