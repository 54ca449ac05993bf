import { useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../admin-paths.ts';
import { AdminApiError, adminGet, adminPatch, adminPost, adminRequest } from './admin-client.ts';

export type AdminRole = 'owner' | 'operator' | 'viewer';
export const ADMIN_ROLES: readonly AdminRole[] = ['viewer', 'operator', 'owner'];

/** The logged-in operator (`GET /admin/api/me`). */
export type Me = { id: number; username: string; role: AdminRole };

export const meQueryKey = ['admin', 'me'] as const;

export function getMe(signal?: AbortSignal): Promise<Me> {
  return adminGet<Me>(adminApiPaths.me, undefined, signal);
}

export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal), staleTime: 60_000, retry: false });
}

export type LoginInput = { username: string; password: string; totp?: string };

export function login(input: LoginInput): Promise<{ token: string; role: AdminRole }> {
  const body: Record<string, unknown> = { username: input.username, password: input.password };
  if (input.totp) body.totp = input.totp;
  return adminRequest('POST', adminApiPaths.login, { body, isLogin: true });
}

/**
 * True when a refused login asks for the authenticator code: the server flags it
 * (`totpRequired`) or says so in its message.
 */
export function isTotpRequired(error: unknown): boolean {
  if (!(error instanceof AdminApiError)) return false;
  const body = error.body ?? {};
  if (body.totpRequired === true || body.totp_required === true || body.requiresTotp === true) return true;
  if (body.code === 'TOTP_REQUIRED' || body.totp === 'required') return true;
  return /authenticator|two-factor|2fa|totp|6-digit|code/i.test(error.message);
}

export function logout(): Promise<unknown> {
  return adminPost(adminApiPaths.logout);
}

/** Operator accounts (owner only). */
export type AdminAccount = {
  id: number;
  username: string;
  role: AdminRole;
  active: boolean | number;
  /** Two-step login is on. */
  totp?: boolean;
  createdAt?: number | string;
};

export const adminsQueryKey = ['admin', 'admins'] as const;

export async function getAdmins(signal?: AbortSignal): Promise<AdminAccount[]> {
  const body = await adminGet<{ items?: AdminAccount[]; admins?: AdminAccount[] }>(
    adminApiPaths.admins,
    undefined,
    signal,
  );
  return body.items ?? body.admins ?? [];
}

export function useAdmins(isEnabled: boolean) {
  return useQuery({ queryKey: adminsQueryKey, queryFn: ({ signal }) => getAdmins(signal), enabled: isEnabled });
}

export function createAdmin(input: { username: string; password: string; role: AdminRole }): Promise<{ id: number }> {
  return adminPost(adminApiPaths.admins, input);
}

export type AdminChanges = { role?: AdminRole; active?: boolean; totp?: false };

export function updateAdmin(id: number, changes: AdminChanges): Promise<unknown> {
  return adminPatch(adminApiPaths.admin(id), changes);
}

/** My two-step login: on, or set up and waiting for the first code (`GET /admin/api/totp`). */
export const totpStatusQueryKey = ['admin', 'totp'] as const;

export function useTotpStatus() {
  return useQuery({
    queryKey: totpStatusQueryKey,
    queryFn: ({ signal }) => adminGet<{ enabled: boolean; pending: boolean }>(adminApiPaths.totp, undefined, signal),
  });
}

export function setUpTotp(): Promise<{ secret: string; otpauthUrl: string }> {
  return adminPost(adminApiPaths.totpSetup);
}

export function enableTotp(code: string): Promise<unknown> {
  return adminPost(adminApiPaths.totpEnable, { code });
}

export function disableTotp(code: string): Promise<unknown> {
  return adminPost(adminApiPaths.totpDisable, { code });
}
