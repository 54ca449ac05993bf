import type {
  adminAccount,
  adminAccountsAnswer,
  adminRole,
  createAdminAnswer,
  createAdminBody,
  loginAnswer,
  loginBody,
  meAnswer,
  ownPasswordBody,
  totpCodeBody,
  totpDisableBody,
  totpSetupAnswer,
  totpStatusAnswer,
  updateAdminBody,
} from '@pana/contract';
import { useQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import { adminApiPaths } from '../admin-paths.ts';
import { AdminApiError, adminGet, adminPatch, adminPost, adminRequest } from './admin-client.ts';

export type AdminRole = z.infer<typeof adminRole>;

/** The logged-in operator (`GET /admin/api/me`). */
export type Me = z.infer<typeof meAnswer>;

export function useMe() {
  return useQuery({
    queryKey: ['admin', 'me'],
    queryFn: ({ signal }) => adminGet<Me>(adminApiPaths.me, undefined, signal),
    staleTime: 60_000,
    retry: false,
  });
}

export type LoginInput = z.input<typeof loginBody>;

export function login(input: LoginInput): Promise<z.infer<typeof loginAnswer>> {
  return adminRequest('POST', adminApiPaths.login, { body: input, isLogin: true });
}

/**
 * True when a refused login asks for the authenticator code: a 401 whose message names the code
 * (the server answers so when two-step login is on and the code is missing or wrong).
 */
export function isTotpRequired(error: unknown): boolean {
  if (!(error instanceof AdminApiError) || error.httpStatus !== 401) return false;
  return /authenticator|two-factor|2fa|totp|6-digit|code/i.test(error.message);
}

export function logout(): Promise<unknown> {
  return adminPost(adminApiPaths.logout);
}

/** An operator account (owner only). */
export type AdminAccount = z.infer<typeof adminAccount>;

export const adminsQueryKey = ['admin', 'admins'] as const;

export function useAdmins(isEnabled: boolean) {
  return useQuery({
    queryKey: adminsQueryKey,
    queryFn: async ({ signal }) =>
      (await adminGet<z.infer<typeof adminAccountsAnswer>>(adminApiPaths.admins, undefined, signal)).items,
    enabled: isEnabled,
  });
}

export function createAdmin(input: z.input<typeof createAdminBody>): Promise<z.infer<typeof createAdminAnswer>> {
  return adminPost(adminApiPaths.admins, input);
}

export type AdminChanges = z.input<typeof updateAdminBody>;

export function updateAdmin(id: number, changes: AdminChanges): Promise<unknown> {
  return adminPatch(adminApiPaths.admin(id), changes);
}

/** My two-step login: on, or set up and waiting for the first code (`GET /admin/api/totp`). */
export const totpStatusQueryKey = ['admin', 'totp'] as const;

export function useTotpStatus() {
  return useQuery({
    queryKey: totpStatusQueryKey,
    queryFn: ({ signal }) => adminGet<z.infer<typeof totpStatusAnswer>>(adminApiPaths.totp, undefined, signal),
  });
}

export function setUpTotp(): Promise<z.infer<typeof totpSetupAnswer>> {
  return adminPost(adminApiPaths.totpSetup);
}

export function enableTotp(body: z.input<typeof totpCodeBody>): Promise<unknown> {
  return adminPost(adminApiPaths.totpEnable, body);
}

export function disableTotp(body: z.input<typeof totpDisableBody>): Promise<unknown> {
  return adminPost(adminApiPaths.totpDisable, body);
}

/** My own password, with the current one (and a current code when two-step login is on). */
export function changeOwnPassword(body: z.input<typeof ownPasswordBody>): Promise<unknown> {
  return adminPost(adminApiPaths.ownPassword, body);
}
