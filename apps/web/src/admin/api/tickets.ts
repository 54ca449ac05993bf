import type {
  ConsoleEvidence,
  ConsoleTicket,
  ConsoleTicketMessage,
  ticketAdjustAnswer,
  ticketAdjustBody,
  TicketDetailAnswer,
  ticketLinkPaymentAnswer,
  TicketQueueAnswer,
  ticketQueueQuery,
  ticketWriteAnswer,
} from '@pana/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet, adminPost, type QueryOf } from './admin-client.ts';

/** A ticket as the queue shows it (ADR 030). */
export type Ticket = ConsoleTicket;
export type TicketMessage = ConsoleTicketMessage;
export type TicketEvidence = ConsoleEvidence;
export type TicketDetail = Omit<TicketDetailAnswer, 'status' | 'msg'>;
export type TicketFilters = QueryOf<typeof ticketQueueQuery>;

const TICKETS_KEY = ['admin', 'tickets'] as const;
const queueKey = (filters: TicketFilters) => [...TICKETS_KEY, 'queue', filters] as const;
const detailKey = (id: number) => [...TICKETS_KEY, 'detail', id] as const;

/** The queue: open first, then answered, then closed; the one waiting longest first; 50 a page. Refreshed every 30 s. */
export function useTicketQueue(filters: TicketFilters) {
  return useQuery({
    queryKey: queueKey(filters),
    queryFn: ({ signal }) => adminGet<TicketQueueAnswer>(adminApiPaths.tickets, filters, signal),
    refetchInterval: 30_000,
    placeholderData: (previous) => previous,
  });
}

/** One ticket: the player, the thread with internal notes, the full evidence, the assignees and what was done from it. */
export function useTicketDetail(id: number) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => adminGet<TicketDetailAnswer>(adminApiPaths.ticket(id), undefined, signal),
    enabled: id > 0,
    refetchInterval: 30_000,
  });
}

export type TicketAction =
  | { action: 'reply'; body: string }
  | { action: 'note'; body: string }
  | { action: 'assign'; adminId: number | null }
  | { action: 'close'; body?: string };

type WriteAnswer = z.infer<typeof ticketWriteAnswer>;

function act(id: number, change: TicketAction): Promise<WriteAnswer> {
  if (change.action === 'assign')
    return adminPost<WriteAnswer>(adminApiPaths.ticketAction(id, 'assign'), { adminId: change.adminId });
  if (change.action === 'close')
    return adminPost<WriteAnswer>(adminApiPaths.ticketAction(id, 'close'), change.body ? { body: change.body } : {});
  return adminPost<WriteAnswer>(adminApiPaths.ticketAction(id, change.action), { body: change.body });
}

/** After any write the ticket, the queue and (for money) the player's and funds' screens are read again. */
function useRefresh(id: number, touchesMoney = false) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
    void queryClient.invalidateQueries({ queryKey: detailKey(id) });
    if (touchesMoney) {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'players'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'funds'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    }
  };
}

/** A reply, an internal note, an assignment or a closing (audited by the server). */
export function useTicketAction(id: number) {
  const refresh = useRefresh(id);
  return useMutation({ mutationFn: (change: TicketAction) => act(id, change), onSettled: refresh });
}

/** A wallet adjustment of the ticket's player, with the ticket as its reason ("Ticket #12: …"). */
export function useTicketAdjust(id: number) {
  const refresh = useRefresh(id, true);
  return useMutation({
    mutationFn: (body: z.input<typeof ticketAdjustBody>) =>
      adminPost<z.infer<typeof ticketAdjustAnswer>>(adminApiPaths.ticketAction(id, 'adjust'), body),
    onSettled: refresh,
  });
}

/** Links an unmatched payment to the ticket's pending deposit request, crediting it once. */
export function useTicketLinkPayment(id: number) {
  const refresh = useRefresh(id, true);
  return useMutation({
    mutationFn: (paymentId: number) =>
      adminPost<z.infer<typeof ticketLinkPaymentAnswer>>(adminApiPaths.ticketAction(id, 'link-payment'), { paymentId }),
    onSettled: refresh,
  });
}
