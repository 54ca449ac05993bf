import { useLocation } from 'react-router';
import { ticketIdOf, TicketThread } from '../../../features/support/components/ticket-thread.tsx';

/**
 * /help/tickets/:id: one support ticket's thread and evidence (ADR 030). The id is read from the path with
 * useLocation, which the app already uses: useParams would add router code to the shared vendor chunk
 * and so to /login's first load (docs/budgets.md).
 */
export default function TicketRoute() {
  const { pathname } = useLocation();
  const ticketId = ticketIdOf(pathname.replace(/\/+$/, '').split('/').pop());
  return <TicketThread key={ticketId ?? 'none'} ticketId={ticketId} />;
}
