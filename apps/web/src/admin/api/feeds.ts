import type {
  feedDeclareBody,
  feedsAnswer,
  feedSettingsBody,
  feedSourceBody,
  feedStatusAnswer,
  feedStatusQuery,
  feedTestAnswer,
  feedTestBody,
  settlementAnswer,
} from '@pana/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { adminDelete, adminGet, adminPost, adminPut, type QueryOf } from './admin-client.ts';

/** Result feeds (ADR 032): a market's sources, their settings, a test of a page, a draw's agreement, the declaration from them. */

export type Feeds = z.infer<typeof feedsAnswer>;
export type FeedSource = Feeds['sources'][number];
export type FeedReading = NonNullable<FeedSource['last']>;
export type FeedSourceInput = z.input<typeof feedSourceBody>;
export type FeedSettingsInput = z.input<typeof feedSettingsBody>;
export type FeedTest = z.infer<typeof feedTestAnswer>;
export type FeedTestInput = z.input<typeof feedTestBody>;
export type FeedStatus = z.infer<typeof feedStatusAnswer>;
export type FeedDeclareInput = z.input<typeof feedDeclareBody>;

/** The feeds' paths: every one under the market's. */
export const feedsPath = (marketId: number, rest = '') => `/admin/api/markets/${marketId}/feeds${rest}`;

export function useFeeds(marketId: number) {
  return useQuery({
    queryKey: ['admin', 'feeds', marketId],
    queryFn: ({ signal }) => adminGet<Feeds>(feedsPath(marketId), undefined, signal),
    refetchInterval: 30_000,
  });
}

/** The owner's writes; each answers the market's feeds, which replace the cached ones. */
export function useFeedWrites(marketId: number) {
  const queryClient = useQueryClient();
  const onSuccess = (feeds: Feeds) => {
    queryClient.setQueryData(['admin', 'feeds', marketId], feeds);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'feed-status', marketId] });
  };
  return {
    add: useMutation({
      mutationFn: (input: FeedSourceInput) => adminPost<Feeds>(feedsPath(marketId), input),
      onSuccess,
    }),
    change: useMutation({
      mutationFn: ({ id, input }: { id: number; input: FeedSourceInput }) =>
        adminPut<Feeds>(feedsPath(marketId, `/${id}`), input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => adminDelete<Feeds>(feedsPath(marketId, `/${id}`)), onSuccess }),
    settings: useMutation({
      mutationFn: (input: FeedSettingsInput) => adminPut<Feeds>(feedsPath(marketId, '/settings'), input),
      onSuccess,
    }),
  };
}

export function testFeedSource(marketId: number, input: FeedTestInput): Promise<FeedTest> {
  return adminPost<FeedTest>(feedsPath(marketId, '/test'), input);
}

/** Where the sources stand on one draw's session (polled while the screen is open). */
export function useFeedStatus(draw: { marketId: number; date: string; session?: 'open' | 'close' } | null) {
  return useQuery({
    queryKey: ['admin', 'feed-status', draw?.marketId, draw?.date, draw?.session],
    queryFn: ({ signal }) =>
      adminGet<FeedStatus>(
        feedsPath(draw!.marketId, '/status'),
        { date: draw!.date, session: draw!.session } satisfies QueryOf<typeof feedStatusQuery>,
        signal,
      ),
    enabled: draw !== null,
    refetchInterval: 15_000,
  });
}

export function declareFromFeeds(marketId: number, input: FeedDeclareInput): Promise<z.infer<typeof settlementAnswer>> {
  return adminPost(feedsPath(marketId, '/declare'), input);
}
