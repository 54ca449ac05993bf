import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppKey } from '../config/app-key.ts';
import { apiPaths } from '../config/paths.ts';
import { fail, mockApi, ok } from '../testing/mock-api.ts';
import { object, text } from './api/schema.ts';
import { ApiError, apiPost, serverMessage, setUnauthorizedHandler } from './api-client.ts';
import { getSession, setSession } from './session.ts';

const anything = object({ msg: text });

describe('the api client', () => {
  const onUnauthorized = vi.fn();
  beforeEach(() => {
    onUnauthorized.mockReset();
    setUnauthorizedHandler(onUnauthorized);
  });

  it('posts JSON with env_type Prod, the public app key and the fields', async () => {
    const calls = mockApi({ [apiPaths.checkMobile]: () => ok() });
    await apiPost(apiPaths.checkMobile, { mobile: '9876543210' }, anything);
    expect(calls).toEqual([
      { path: '/api-check-mobile', body: { env_type: 'Prod', app_key: 'pana-public-app-key', mobile: '9876543210' } },
    ]);
    expect(vi.mocked(fetch).mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('sends the key the server wrote into the page, not the one it was built with', async () => {
    const meta = document.createElement('meta');
    meta.name = 'pana-app-key';
    meta.content = 'served-key';
    document.head.append(meta);
    resetAppKey();
    try {
      const calls = mockApi({ [apiPaths.checkMobile]: () => ok() });
      await apiPost(apiPaths.checkMobile, { mobile: '9876543210' }, anything);
      expect(calls[0]?.body.app_key).toBe('served-key');
    } finally {
      meta.remove();
      resetAppKey();
    }
  });

  it("takes the server's new key after 'Invalid app key', sends the call once more and keeps the session", async () => {
    setSession({ username: 'A', token: 'tok-1', mobile: '9876543210' });
    resetAppKey();
    const calls = mockApi({
      [apiPaths.getUserInfo]: (body) => (body.app_key === 'rotated' ? ok() : fail(401, 'Invalid app key')),
      '/app-config.json': () => ({ status: 200, body: { app_key: 'rotated' } }),
    });
    try {
      await expect(apiPost(apiPaths.getUserInfo, {}, anything, { withToken: true })).resolves.toEqual({
        msg: 'Success',
      });
      expect(calls.map((call) => call.path)).toEqual(['/api-get-user-info', '/app-config.json', '/api-get-user-info']);
      expect(getSession()?.token).toBe('tok-1');
      expect(onUnauthorized).not.toHaveBeenCalled();
    } finally {
      resetAppKey();
    }
  });

  it("asks for the key once and gives up when the server's key is the one already sent", async () => {
    setSession({ username: 'A', token: 'tok-1', mobile: '9876543210' });
    resetAppKey();
    const calls = mockApi({
      [apiPaths.getUserInfo]: () => fail(401, 'Invalid app key'),
      '/app-config.json': () => ({ status: 200, body: { app_key: 'pana-public-app-key' } }),
    });
    await expect(apiPost(apiPaths.getUserInfo, {}, anything, { withToken: true })).rejects.toThrow('Invalid app key');
    expect(calls.map((call) => call.path)).toEqual(['/api-get-user-info', '/app-config.json']);
    expect(getSession()?.token).toBe('tok-1');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('adds the stored token as unique_token to player calls', async () => {
    setSession({ username: 'A', token: 'tok-1', mobile: '9876543210' });
    const calls = mockApi({ [apiPaths.changePassword]: () => ok() });
    await apiPost(apiPaths.changePassword, { old_pass: 'a', new_pass: 'b' }, anything, { withToken: true });
    expect(calls[0]?.body.unique_token).toBe('tok-1');
  });

  it('ends the session and leaves for /login when a call that sent a token gets 401', async () => {
    setSession({ username: 'A', token: 'expired', mobile: '9876543210' });
    mockApi({ [apiPaths.getUserInfo]: () => fail(401, 'Invalid token') });
    await expect(apiPost(apiPaths.getUserInfo, {}, anything, { withToken: true })).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem('userCredentials')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when a call without a token gets 401 (a wrong password at login)', async () => {
    setSession({ username: 'A', token: 'tok-1', mobile: '9876543210' });
    mockApi({ [apiPaths.userLogin]: () => fail(401, 'Invalid username and password') });
    await expect(apiPost(apiPaths.userLogin, {}, anything)).rejects.toThrow('Invalid username and password');
    expect(getSession()?.token).toBe('tok-1');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('treats an HTTP 200 answer with status false as a failure carrying the server message', async () => {
    mockApi({
      [apiPaths.checkMobile]: () => ({ status: 200, body: { status: false, msg: 'User Already Registered' } }),
    });
    const error = await apiPost(apiPaths.checkMobile, {}, anything).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).httpStatus).toBe(200);
    expect(serverMessage(error)).toBe('User Already Registered');
  });

  it('reads a JSON body wrapped in other text, as some legacy answers are', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Notice: x\n{"status":true,"msg":"done"}', { status: 200 })),
    );
    await expect(apiPost(apiPaths.profileUpdate, {}, anything)).resolves.toEqual({ msg: 'done' });
  });

  it('reports no network as an ApiError with HTTP status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await apiPost(apiPaths.getSocialData, {}, anything).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).httpStatus).toBe(0);
  });

  it('refuses a response without the fields the screen needs', async () => {
    mockApi({ [apiPaths.userLogin]: () => ok({ user_name: 'A' }) });
    const sessionSchema = object({
      unique_token: (v: unknown) =>
        typeof v === 'string'
          ? v
          : (() => {
              throw new Error('x');
            })(),
    });
    await expect(apiPost(apiPaths.userLogin, {}, sessionSchema)).rejects.toThrow('Invalid response format from server');
  });
});
