import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { type Infer, object, points, unknownValue } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/** The last fund request detail: `min_amt` and `max_amt` bound a deposit (0: none; older servers send no `max_amt`). */
export const fundInfoSchema = object({ min_amt: points, max_amt: points, last_request: unknownValue });

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
