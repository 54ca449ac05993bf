import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleCall, createAdminAccount, loginAdmin, marketIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { recordAudit } from './audit.ts';

let t: TestApp;
let viewer: string;
const ist = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00+05:30`);

beforeEach(async () => {
  t = await createTestApp({ demo: false });
  viewer = await loginAdmin(t, 'viewer');
  // The viewer's own login is row 1; nothing else yet.
  await t.db.deleteFrom('audit_log').execute();
});
afterEach(() => t.close());

const audit = (query: Record<string, unknown> = {}) => consoleCall(t, 'GET', '/admin/api/audit', viewer, query);

describe('the audit log', () => {
  it('lists every write of the console newest first, with who, what, before and after as JSON', async () => {
    const operator = await loginAdmin(t, 'operator');
    const me = (await consoleCall(t, 'GET', '/admin/api/me', operator)).body;
    const kalyan = await marketIdOf(t.db, 'main', 'Kalyan');
    await consoleCall(t, 'PATCH', `/admin/api/markets/${kalyan}`, operator, { active: false });
    await consoleCall(t, 'PUT', '/admin/api/rates', operator, {
      family: 'main',
      rateKey: 'jodi_digit',
      val1: 10,
      val2: 900,
    });
    const res = await audit();
    expect(res.statusCode).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.items.map((i: any) => i.action)).toEqual(['rate.update', 'market.update', 'admin.login']);
    expect(res.body.items[0]).toEqual({
      id: expect.any(Number),
      admin: { id: me.id, username: me.username },
      action: 'rate.update',
      entity: 'rate',
      entityId: 'main.jodi_digit',
      before: { val1: 10, val2: 950 },
      after: { val1: 10, val2: 900 },
      ip: '127.0.0.1',
      createdAt: t.clock.now(),
    });
    expect(res.body.items[1]).toMatchObject({
      entity: 'market',
      entityId: String(kalyan),
      before: { active: true },
      after: { active: false },
    });
  });

  it('shows what the system did without an operator', async () => {
    await recordAudit(t.db, {
      adminId: null,
      action: 'admin.create',
      entity: 'admin',
      entityId: 9,
      after: { why: 'demo' },
      ip: '',
      now: 5,
    });
    expect((await audit()).body.items[0]).toMatchObject({
      admin: null,
      action: 'admin.create',
      before: null,
      after: { why: 'demo' },
    });
  });

  it('filters by entity, operator and India dates', async () => {
    const a = await createAdminAccount(t, 'operator');
    const b = await createAdminAccount(t, 'operator');
    const write = (adminId: number, entity: string, at: number) =>
      recordAudit(t.db, { adminId, action: `${entity}.update`, entity, entityId: 1, ip: '', now: at });
    await write(a.id, 'market', ist('2026-11-20', '23:59'));
    await write(a.id, 'rate', ist('2026-11-21', '00:00'));
    await write(b.id, 'market', ist('2026-11-21', '18:00'));
    await write(b.id, 'settings', ist('2026-11-22', '00:01'));
    const ids = async (q: Record<string, unknown>) =>
      (await audit(q)).body.items.map((i: any) => [i.admin.username, i.entity]);
    expect(await ids({ entity: 'market' })).toEqual([
      [b.username, 'market'],
      [a.username, 'market'],
    ]);
    expect(await ids({ adminId: a.id })).toEqual([
      [a.username, 'rate'],
      [a.username, 'market'],
    ]);
    expect(await ids({ from: '2026-11-21', to: '2026-11-21' })).toEqual([
      [b.username, 'market'],
      [a.username, 'rate'],
    ]);
    expect(await ids({ entity: 'market', adminId: b.id, from: '2026-11-21' })).toEqual([[b.username, 'market']]);
  });

  it('pages 50 rows at a time', async () => {
    for (let i = 0; i < 55; i++)
      await recordAudit(t.db, { adminId: null, action: 'x.y', entity: 'x', entityId: i, ip: '', now: i });
    const first = await audit();
    expect([first.body.items.length, first.body.total, first.body.items[0].entityId]).toEqual([50, 55, '54']);
    const second = await audit({ page: 2 });
    expect(second.body.items.map((i: any) => i.entityId)).toEqual(['4', '3', '2', '1', '0']);
  });

  it.each([
    ['a date that does not exist', { from: '2026-13-01' }, 'Dates must be real dates written YYYY-MM-DD'],
    ['an operator id that is no number', { adminId: 'me' }, 'Operator id must be a whole number'],
    ['page 0', { page: 0 }, 'Page must be a whole number from 1'],
    ['a start after the end', { from: '2026-11-22', to: '2026-11-21' }, 'From date must not be after To date'],
  ])('refuses %s', async (_name, query, msg) => {
    expect(await audit(query)).toMatchObject({ statusCode: 400, body: { status: false, msg } });
  });
});
