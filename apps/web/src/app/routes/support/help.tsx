import { TicketList } from '../../../features/support/components/ticket-list.tsx';

/** /help: the player's support tickets and New ticket (issue 31). */
export default function HelpRoute() {
  return <TicketList />;
}
