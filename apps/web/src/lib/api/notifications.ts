import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../config/paths.ts';
import { apiPost } from '../api-client.ts';
import { isLiveHealthy } from '../live-status.ts';
import { useSession } from '../session.ts';
import { type Infer, list, object, points, text, unknownValue } from './schema.ts';

/** One inbox item (packages/contract player/notifications.ts `inboxItem`). */
export const inboxItemSchema = object({
  id: points,
  kind: text,
  title: text,
  body: text,
  route: text,
  created_at: text,
  read: (value: unknown) => value === true,
});

export type InboxItem = Infer<typeof inboxItemSchema>;

const pageSchema = object({ items: list(inboxItemSchema), unread: points, next_before_id: (v: unknown) => (typeof v === 'number' ? v : null) });
const unreadSchema = object({ unread: points, popup: unknownValue });
const readSchema = object({ unread: points });

export type InboxPage = Infer<typeof pageSchema>;

/** Every query of this feature starts with this key: a live `notice` event invalidates them all. */
export const NOTIFICATIONS_KEY = 'notifications';
export const unreadQueryKey = (token: string | undefined) => [NOTIFICATIONS_KEY, 'unread', token ?? 'anonymous'] as const;
export const inboxQueryKey = (token: string | undefined) => [NOTIFICATIONS_KEY, 'inbox', token ?? 'anonymous'] as const;

export async function getUnread(signal?: AbortSignal): Promise<{ unread: number; popup: InboxItem | null }> {
  const body = await apiPost(apiPaths.notificationsUnread, {}, unreadSchema, { withToken: true, ...(signal ? { signal } : {}) });
  return { unread: body.unread, popup: body.popup && typeof body.popup === 'object' ? inboxItemSchema(body.popup) : null };
}

export function getInboxPage(beforeId: number | null, signal?: AbortSignal): Promise<InboxPage> {
  return apiPost(apiPaths.notifications, beforeId === null ? {} : { before_id: beforeId }, pageSchema, { withToken: true, ...(signal ? { signal } : {}) });
}

export async function markRead(target: { id: number } | { all: true }): Promise<number> {
  return (await apiPost(apiPaths.notificationsRead, target, readSchema, { withToken: true })).unread;
}

/** How often the bell asks: every minute, every five while the live stream brings each new item as it comes. */
export const unreadRefetchMs = () => (isLiveHealthy() ? 5 * 60_000 : 60_000);

/** The bell: the unread count and a popup notice, refreshed on a timer (above) and when the app comes back to the front. */
export function useUnread() {
  const session = useSession();
  return useQuery({
    queryKey: unreadQueryKey(session?.token),
    queryFn: ({ signal }) => getUnread(signal),
    enabled: Boolean(session?.token),
    staleTime: 30_000,
    refetchInterval: unreadRefetchMs,
    refetchOnWindowFocus: true,
  });
}

/** The inbox, 20 items a page, newest first. */
export function useInbox() {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: inboxQueryKey(session?.token),
    queryFn: ({ pageParam, signal }) => getInboxPage(pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before_id,
    enabled: Boolean(session?.token),
    staleTime: 0,
  });
}

/** Marks one item or all read; the inbox and the bell show it at once. */
export function useMarkRead() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (unread, target) => {
      queryClient.setQueryData<{ unread: number; popup: InboxItem | null }>(unreadQueryKey(session?.token), (old) => ({
        unread,
        popup: old?.popup && ('all' in target || old.popup.id === target.id) ? null : (old?.popup ?? null),
      }));
      queryClient.setQueryData<InfiniteData<InboxPage, number | null>>(inboxQueryKey(session?.token), (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                unread,
                items: page.items.map((item) => ('all' in target || item.id === target.id ? { ...item, read: true } : item)),
              })),
            }
          : old,
      );
    },
  });
}
