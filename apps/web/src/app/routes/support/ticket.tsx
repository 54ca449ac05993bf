import { useParams } from 'react-router';
import { ticketIdOf, TicketThread } from '../../../features/support/components/ticket-thread.tsx';

/** /help/:id: one support ticket's thread and evidence (issue 31). */
export default function TicketRoute() {
  const { id } = useParams();
  const ticketId = ticketIdOf(id);
  return <TicketThread key={ticketId ?? 'none'} ticketId={ticketId} />;
}
