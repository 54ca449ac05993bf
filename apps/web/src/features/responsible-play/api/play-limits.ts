import { type LimitKey } from '@pana/domain/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { type Infer, list, object, points, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/** A number, or null when the answer holds none (no limit). */
const pointsOrNull = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : points(value);

const pendingSchema = (value: unknown) =>
  value === null || typeof value !== 'object' ? null : object({ amount: pointsOrNull, at: points, when: text })(value);

export const playLimitSchema = object({
  key: (value) => text(value) as LimitKey,
  name: text,
  amount: pointsOrNull,
  pending: pendingSchema,
  used: points,
});

const breakSchema = (value: unknown) =>
  value === null || typeof value !== 'object'
    ? null
    : object({
        kind: (v) => (v === 'self_exclusion' ? ('self_exclusion' as const) : ('cool_off' as const)),
        period: text,
        ends_at: points,
        until: text,
      })(value);

/** `/api-play-limits` (and the answers of setting a limit or taking a break): the whole screen. */
export const playLimitsSchema = object({
  msg: text,
  limits: list(playLimitSchema),
  break: breakSchema,
  help_line: text,
  age_confirmed: (value) => value !== false,
});

export type PlayLimits = Infer<typeof playLimitsSchema>;
export type PlayLimit = Infer<typeof playLimitSchema>;

export function getPlayLimits(signal?: AbortSignal): Promise<PlayLimits> {
  return apiPost(apiPaths.playLimits, {}, playLimitsSchema, { withToken: true, ...(signal ? { signal } : {}) });
}

/** Sets a limit ('' removes it): the server says whether it applies now or in 24 hours. */
export function setPlayLimit(input: { key: LimitKey; amount: string }): Promise<PlayLimits> {
  return apiPost(apiPaths.playLimitSet, { key: input.key, amount: input.amount }, playLimitsSchema, {
    withToken: true,
  });
}

/** Starts a cool-off or self-exclusion the player confirmed. */
export function takePlayBreak(period: string): Promise<PlayLimits> {
  return apiPost(apiPaths.playBreak, { period, confirmed: true }, playLimitsSchema, { withToken: true });
}

/** The 18+ confirmation of a player registered by an older app. */
export function confirmAge(): Promise<{ msg: string }> {
  return apiPost(apiPaths.confirmAge, { confirmed: true }, object({ msg: text }), { withToken: true });
}

export const playLimitsQueryKey = (token: string | undefined) => ['play-limits', token ?? 'anonymous'] as const;

/** The screen's answer: read on every visit (a raise may have come into force meanwhile). */
export function usePlayLimits() {
  const session = useSession();
  return useQuery(
    queryOptions({
      queryKey: playLimitsQueryKey(session?.token),
      queryFn: ({ signal }) => getPlayLimits(signal),
      enabled: Boolean(session?.token),
      staleTime: 0,
    }),
  );
}
