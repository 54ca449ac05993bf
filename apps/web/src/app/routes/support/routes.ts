import { paths } from '../../../config/paths.ts';
import { type FeatureRoutes, lazyScreen } from '../route-table.ts';

/** Help, the player's support tickets (ADR 030): players only, whatever the betting flag. */
export const supportRoutes: FeatureRoutes = {
  withHeader: [
    { path: paths.help, lazy: lazyScreen(() => import('./help.tsx')), handle: { title: 'Help' } },
    // The list's path in the server's inbox items (contract TICKET_APP_ROUTES.list): the same screen.
    { path: paths.helpTickets, lazy: lazyScreen(() => import('./help.tsx')), handle: { title: 'Help' } },
    { path: paths.helpNew, lazy: lazyScreen(() => import('./new-ticket.tsx')), handle: { title: 'New Ticket' } },
    { path: paths.helpTicket, lazy: lazyScreen(() => import('./ticket.tsx')), handle: { title: 'Help' } },
  ],
};
