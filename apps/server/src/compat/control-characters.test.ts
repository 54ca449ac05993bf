import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, loginAdmin, snapshot } from '../test/fixtures.ts';
import { APP_KEY, createTestApp, rowCounts, type TestApp } from '../test/harness.ts';
import { demoToken } from '../test/players.ts';

/**
 * Control characters in any text the API accepts (ADR 008): every field of every call in the
 * OpenAPI document, player and operator, every query parameter and path parameter, gets a NUL, an
 * ESC or a DEL. Each answer is 400 in the envelope naming the field, on both engines (PostgreSQL
 * answered 500 to a NUL before), and nothing is written.
 */
type Operation = { method: string; path: string; fields: string[]; query: string[]; params: string[] };

let t: TestApp;
let playerToken: string;
let ownerToken: string;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  playerToken = await demoToken(t);
  ownerToken = await loginAdmin(t, 'owner');
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
  operations = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      fields: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      query: (op.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name as string),
      params: (op.parameters ?? []).filter((p: any) => p.in === 'path').map((p: any) => p.name as string),
    })),
  );
});
afterAll(() => t.close());

const BAD = ['a\u0000b', '\u001b[31m', 'x\u007f', '\u0000'];
const isPlayerCall = (path: string) => path.startsWith('/api-');
const urlOf = (op: Operation, bad?: string) =>
  op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(bad !== undefined && name === op.params[0] ? bad : '1'));

async function send(op: Operation, body: Record<string, unknown> | undefined, query: Record<string, string> = {}, url = urlOf(op)) {
  const player = isPlayerCall(op.path);
  const payload = player ? { env_type: 'Prod', app_key: APP_KEY, unique_token: playerToken, ...body } : body;
  const res = await t.app.inject({
    method: op.method as 'GET',
    url,
    query,
    headers: player ? {} : { authorization: `Bearer ${ownerToken}` },
    ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: payload ?? {} }),
  });
  return { status: res.statusCode, body: res.json() as { status?: unknown; msg?: unknown } };
}

async function state() {
  return { ...(await rowCounts(t.db)), ...(await snapshot(t.db)) };
}

describe('control characters', () => {
  it('are refused with 400 in every body field, query parameter and path parameter, and nothing is written', async () => {
    expect(operations.filter((op) => isPlayerCall(op.path)).length).toBeGreaterThan(40);
    expect(operations.filter((op) => op.path.startsWith('/admin/api')).length).toBeGreaterThan(30);
    const before = await state();
    const wrong: string[] = [];
    let checked = 0;
    const expectRefused = (what: string, field: string, answer: Awaited<ReturnType<typeof send>>) => {
      checked += 1;
      const ok =
        answer.status === 400 &&
        answer.body.status === false &&
        answer.body.msg === `${field} contains a character that is not allowed`;
      if (!ok) wrong.push(`${what} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 100)}`);
    };
    for (const op of operations) {
      const name = `${op.method} ${op.path}`;
      for (const [i, field] of op.fields.filter((f) => !['env_type', 'app_key'].includes(f)).entries()) {
        const bad = BAD[i % BAD.length]!;
        expectRefused(`${name} ${field}=${JSON.stringify(bad)}`, field, await send(op, { [field]: bad }));
      }
      for (const [i, name2] of op.query.entries()) {
        const bad = BAD[i % BAD.length]!;
        expectRefused(`${name} ?${name2}=${JSON.stringify(bad)}`, name2, await send(op, undefined, { [name2]: bad }));
      }
      if (op.params.length > 0) {
        expectRefused(`${name} path ${op.params[0]}`, op.params[0]!, await send(op, undefined, {}, urlOf(op, 'a\u0000')));
      }
    }
    // The famous one: no login at all, on the operator's door.
    const login = await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: { username: 'owner\u0000', password: 'x' } });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ status: false, msg: 'username contains a character that is not allowed' });
    // Nested: a bid line's digits.
    const bid = await t.call('/api-submit-bid', {
      unique_token: playerToken,
      game_id: 1,
      new_result: { Gamename: 'Kalyan Morning', totalbit: '10', result: [{ digit: '1\u0000', point: '10' }] },
    });
    expect(bid.statusCode).toBe(400);
    expect(bid.body.msg).toBe('new_result.result.0.digit contains a character that is not allowed');

    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(150);
    expect(await state()).toEqual(before);
  });

  it('leaves newlines and tabs alone: a multi-line note is kept as written', async () => {
    const note = 'Bonus for Diwali\r\nsecond line\tend';
    const res = await adminCall(t, 'POST', '/admin/api/wallet/adjust', ownerToken, { mobile: '9876543210', amount: 5, note });
    expect(res.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('wallet_adjustments')
      .select('note')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.note).toBe(note);
  });
});
