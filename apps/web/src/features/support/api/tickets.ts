import type { SupportTicketOpenBody, SupportTicketReopenBody, SupportTicketReplyBody } from '@pana/contract';
import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import {
  type Attachables,
  attachablesOf,
  type TicketList,
  ticketListOf,
  type TicketThread,
  ticketThreadOf,
} from './parse.ts';

/**
 * The player's support calls (docs/api.md#support-tickets): POST in the legacy envelope with the token,
 * answers read by ./parse.ts. Every query of the feature starts with SUPPORT_KEY and names the login.
 */
export const SUPPORT_KEY = 'support';
export const ticketsQueryKey = (token: string | undefined) => [SUPPORT_KEY, 'tickets', token ?? 'anonymous'] as const;
export const ticketQueryKey = (token: string | undefined, id: number) =>
  [SUPPORT_KEY, 'ticket', token ?? 'anonymous', id] as const;
export const attachablesQueryKey = (token: string | undefined) =>
  [SUPPORT_KEY, 'attachables', token ?? 'anonymous'] as const;

const withSignal = (signal?: AbortSignal) => ({ withToken: true, ...(signal ? { signal } : {}) });

export function getTickets(beforeId: number | null, signal?: AbortSignal): Promise<TicketList> {
  return apiPost(
    apiPaths.supportTickets,
    beforeId === null ? {} : { before_id: beforeId },
    ticketListOf,
    withSignal(signal),
  );
}

export function getTicket(id: number, signal?: AbortSignal): Promise<TicketThread> {
  return apiPost(apiPaths.supportTicket, { ticket_id: id }, ticketThreadOf, withSignal(signal));
}

export function getAttachables(signal?: AbortSignal): Promise<Attachables> {
  return apiPost(apiPaths.supportAttachables, {}, attachablesOf, withSignal(signal));
}

type Fields<T> = Omit<T, 'unique_token'>;

export function openTicket(body: Fields<SupportTicketOpenBody>): Promise<TicketThread> {
  return apiPost(apiPaths.supportTicketOpen, body, ticketThreadOf, { withToken: true });
}

export function replyToTicket(body: Fields<SupportTicketReplyBody>): Promise<TicketThread> {
  return apiPost(apiPaths.supportTicketReply, body, ticketThreadOf, { withToken: true });
}

export function reopenTicket(body: Fields<SupportTicketReopenBody>): Promise<TicketThread> {
  return apiPost(apiPaths.supportTicketReopen, body, ticketThreadOf, { withToken: true });
}

/** The player's tickets, 20 a page, newest activity first. */
export function useTickets() {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: ticketsQueryKey(session?.token),
    queryFn: ({ pageParam, signal }) => getTickets(pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before_id,
    enabled: Boolean(session?.token),
    staleTime: 0,
    retry: false,
  });
}

/** One ticket's thread and evidence; reading it marks it read on the server. */
export function useTicket(id: number | null) {
  const session = useSession();
  return useQuery({
    queryKey: ticketQueryKey(session?.token, id ?? 0),
    queryFn: ({ signal }) => getTicket(id ?? 0, signal),
    enabled: Boolean(session?.token) && id !== null,
    staleTime: 0,
    retry: false,
  });
}

/** What the player may attach to a new ticket: their latest bids, deposit and withdrawal requests. */
export function useAttachables() {
  const session = useSession();
  return useQuery({
    queryKey: attachablesQueryKey(session?.token),
    queryFn: ({ signal }) => getAttachables(signal),
    enabled: Boolean(session?.token),
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * A write that answers the ticket's thread (open, reply, reopen): the thread goes straight into its
 * query, and the list is read again (its order and statuses changed).
 */
export function useTicketWrite<Body>(write: (body: Body) => Promise<TicketThread>) {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (thread) => {
      queryClient.setQueryData(ticketQueryKey(session?.token, thread.ticket.ticket_id), thread);
      void queryClient.invalidateQueries({ queryKey: ticketsQueryKey(session?.token) });
    },
  });
}

/** A ticket opened on the thread: its unread mark leaves the list at once (the server cleared it). */
export function markListedRead(
  queryClient: ReturnType<typeof useQueryClient>,
  token: string | undefined,
  id: number,
): void {
  queryClient.setQueryData<InfiniteData<TicketList, number | null>>(ticketsQueryKey(token), (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            tickets: page.tickets.map((ticket) => (ticket.ticket_id === id ? { ...ticket, unread: false } : ticket)),
          })),
        }
      : old,
  );
}
