import { paths } from '../../config/paths.ts';

/** What a support ticket may be about (packages/contract player/tickets.ts TICKET_ATTACH_KINDS). */
export type HelpSubject = 'bid' | 'deposit' | 'withdrawal';

/**
 * The new-ticket screen with a row attached (ADR 030): `/help/new?attach=bid:12`. The history screens
 * link by URL, never by importing the support feature (ESLint's pana-web/no-cross-feature).
 */
export function helpLinkFor(kind: HelpSubject, id: number): string {
  return `${paths.helpNew}?attach=${kind}:${id}`;
}
