import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminFail, adminFile, adminOk, callsTo, mockAdminApi } from '../testing/mock-admin-api.ts';
import {
  AdminApiError,
  adminGet,
  adminGetFile,
  adminPost,
  adminRequest,
  fileNameOf,
  setAdminUnauthorizedHandler,
  shouldRetryAdminQuery,
  withQuery,
} from './admin-client.ts';

describe('the operator API client', () => {
  let undo: () => void = () => undefined;
  afterEach(() => undo());

  it('sends the session cookie, and JSON with its content type on every write', async () => {
    mockAdminApi({ 'POST /admin/api/logout': () => adminOk() });
    await adminPost('/admin/api/logout');
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{}' });
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('leaves empty values out of the query string', async () => {
    expect(withQuery('/admin/api/audit', { entity: '', page: 2, adminId: undefined, from: '2026-11-01' })).toBe(
      '/admin/api/audit?page=2&from=2026-11-01',
    );
    const calls = mockAdminApi({ 'GET /admin/api/users': () => adminOk({ items: [] }) });
    await adminGet('/admin/api/users', { q: '98', page: 1 });
    expect(callsTo(calls, 'GET', '/admin/api/users')[0]?.query).toEqual({ q: '98', page: '1' });
  });

  it("throws the server's msg, and ends the session on a 401 except at login", async () => {
    const onUnauthorized = vi.fn();
    undo = setAdminUnauthorizedHandler(onUnauthorized);
    mockAdminApi({
      'GET /admin/api/me': () => adminFail(401, 'Please log in'),
      'POST /admin/api/login': () => adminFail(401, 'Invalid username or password'),
      'PUT /admin/api/rates': () => adminFail(400, 'Rate must be a whole number'),
    });
    await expect(adminGet('/admin/api/me')).rejects.toThrow('Please log in');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(adminRequest('POST', '/admin/api/login', { body: {}, isLogin: true })).rejects.toThrow(
      'Invalid username or password',
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const refusal = await adminRequest('PUT', '/admin/api/rates', { body: {} }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AdminApiError);
    expect((refusal as AdminApiError).httpStatus).toBe(400);
    expect(shouldRetryAdminQuery(0, refusal)).toBe(false);
    expect(shouldRetryAdminQuery(0, new AdminApiError('Server error', 500))).toBe(true);
    expect(shouldRetryAdminQuery(1, new AdminApiError('Server error', 500))).toBe(false);
  });

  it("downloads a file with the name the server gave it, and throws the server's msg of a refusal", async () => {
    const onUnauthorized = vi.fn();
    undo = setAdminUnauthorizedHandler(onUnauthorized);
    const calls = mockAdminApi({
      'GET /admin/api/payouts/exports/:id': ({ params }) =>
        params[0] === '7'
          ? adminFile('a,b\r\n', {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="payouts-20261125201500.csv"',
            })
          : adminFail(404, 'Payout file not found'),
      'GET /admin/api/reports/funds.csv': () => adminFail(401, 'Please log in'),
    });
    expect(await adminGetFile('/admin/api/payouts/exports/7', { x: '1' })).toMatchObject({
      text: 'a,b\r\n',
      fileName: 'payouts-20261125201500.csv',
    });
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(callsTo(calls, 'GET', '/admin/api/payouts/exports/7')[0]?.query).toEqual({ x: '1' });
    const refusal = await adminGetFile('/admin/api/payouts/exports/8').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AdminApiError);
    expect(refusal).toMatchObject({ message: 'Payout file not found', httpStatus: 404 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(adminGetFile('/admin/api/reports/funds.csv')).rejects.toThrow('Please log in');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(fileNameOf('attachment; filename=report.csv')).toBe('report.csv');
    expect(fileNameOf(null)).toBeNull();
  });
});
