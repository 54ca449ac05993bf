import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../config/paths.ts';
import { apiPost } from '../api-client.ts';
import { useSession } from '../session.ts';
import { type Infer, list, object, points, text, unknownValue } from './schema.ts';

export const userInfoSchema = object({
  user_name: text,
  mobile_no: text,
  /** "1" enables betting; anything else (default 0) disables it. */
  betting_status: text,
  wallet_amt: points,
  /** The support contact number. */
  mobile_1: text,
  telegram_no: text,
  whatsapp_no: text,
  /** The player's agent's name when `mobile_1` and `whatsapp_no` are the agent's (ADR 029); '' for the house. */
  contact_name: text,
  web_starline_chart_url: text,
  withdraw_open_time: text,
  withdraw_close_time: text,
  min_withdrawal: points,
  /** The largest single withdrawal; 0 (or an older server that sends none): no maximum. */
  max_withdrawal: points,
  /** The market list, read by the markets feature. */
  result: list(unknownValue),
});

export type UserInfo = Infer<typeof userInfoSchema>;

/** Betting features, wallet and fund actions show only when the server's flag is "1" (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps). */
export function hasBettingEnabled(info: Pick<UserInfo, 'betting_status'> | undefined): boolean {
  return String(info?.betting_status) === '1';
}

export function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return apiPost(apiPaths.getUserInfo, {}, userInfoSchema, { withToken: true, ...(signal ? { signal } : {}) });
}

export const userInfoQueryKey = (token: string | undefined) => ['user-info', token ?? 'anonymous'] as const;

export function getUserInfoQueryOptions(token: string | undefined) {
  return queryOptions({
    queryKey: userInfoQueryKey(token),
    queryFn: ({ signal }) => getUserInfo(signal),
    enabled: Boolean(token),
  });
}

/** The player's info and market list, shared by the shell and every screen (one cache entry). */
export function useUserInfo() {
  const session = useSession();
  return useQuery(getUserInfoQueryOptions(session?.token));
}
