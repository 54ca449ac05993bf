import { TicketList } from '../../../features/support/components/ticket-list.tsx';

/** /help: the player's support tickets and New ticket (ADR 030). */
export default function HelpRoute() {
  return <TicketList />;
}
