import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { type Infer, object, points, text, unknownValue } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * The last fund request detail: `min_amt` and `max_amt` bound a deposit (0: none; older servers send no
 * `max_amt`). The player's own limits and break (ADR 018): `deposit_refusal` ('' = none), and the room
 * left under their tightest deposit limit (null = no limit, as older servers send) with its message.
 */
export const fundInfoSchema = object({
  min_amt: points,
  max_amt: points,
  last_request: unknownValue,
  deposit_refusal: text,
  deposit_room: (value: unknown) => (value === null || value === undefined || value === '' ? null : points(value)),
  deposit_room_message: text,
});

export type FundInfo = Infer<typeof fundInfoSchema>;

export function getFundInfo(mobile: string, signal?: AbortSignal): Promise<FundInfo> {
  return apiPost(apiPaths.lastFundRequestDetail, { mobile_no: mobile }, fundInfoSchema, { withToken: true, ...(signal ? { signal } : {}) });
}

export function fundInfoQueryOptions(token: string | undefined, mobile: string) {
  return queryOptions({
    queryKey: ['fund-info', token ?? 'anonymous'],
    queryFn: ({ signal }) => getFundInfo(mobile, signal),
    enabled: Boolean(token),
  });
}

export function useFundInfo() {
  const session = useSession();
  return useQuery(fundInfoQueryOptions(session?.token, session?.mobile ?? ''));
}
