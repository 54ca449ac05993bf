import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiPaths, paths } from '../../config/paths.ts';
import { apiPost } from '../api-client.ts';
import { clearSession, getSession } from '../session.ts';
import { removeItem, storageKeys } from '../storage.ts';
import { object } from './schema.ts';

export const logoutResponseSchema = object({});

/** Revokes the token on the server; the app forgets the login whatever the answer. */
export function logout(): Promise<unknown> {
  return apiPost(apiPaths.logout, {}, logoutResponseSchema, { withToken: true });
}

/** Log out: tell the server, clear the session state and go to /login. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (getSession()) await logout().catch(() => undefined);
    clearSession();
    removeItem(storageKeys.registerDraft, 'session');
    queryClient.clear();
    await navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);
}
