import { addDays, type IsoDate, weekdayOf } from '@pana/domain';

/**
 * The agents' figures as the console shows and sends them (ADR 029): commission and override rates are
 * basis points on the wire (1/100 of a percent) and percent with at most two decimals on screen.
 */

/** The largest rate: 100 %, 10 000 basis points. */
export const MAX_BP = 10_000;

/** Basis points as a percent with two decimals: 250 → "2.50", 10000 → "100.00". */
export function percentOfBp(bp: number): string {
  return (bp / 100).toFixed(2);
}

/** A rate for reading: 250 → "2.50 %". */
export function formatRate(bp: number): string {
  return `${percentOfBp(bp)} %`;
}

/**
 * A percent as typed ("2.5", "2.50", "0", "12", a trailing "%" allowed) in basis points, or null when it
 * is not a number from 0 to 100 with at most two decimals. Exact: read as text, never through a float.
 */
export function bpOfPercent(typed: string): number | null {
  const text = typed.trim().replace(/\s*%$/, '');
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= MAX_BP ? bp : null;
}

/** The Monday (India week's first day) of the week holding `date`: statements are named by it. */
export function mondayOf(date: IsoDate): IsoDate {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** A whole number of points as typed ("5,000", "500"), or null: digits only, commas allowed, at least 1. */
export function pointsOf(typed: string, max = 1_000_000_000): number | null {
  const text = typed.trim().replace(/,/g, '');
  if (!/^\d{1,13}$/.test(text)) return null;
  const points = Number(text);
  return points >= 1 && points <= max ? points : null;
}

/** An agent's invite link (the server's `/r?code=XXXXXX`, relative to the player app) on this site. */
export function absoluteLink(link: string, origin: string = window.location.origin): string {
  return /^https?:\/\//i.test(link) ? link : `${origin}${link.startsWith('/') ? '' : '/'}${link}`;
}

type TreeAgent = { id: number; role: 'master_agent' | 'agent'; parentId: number | null; username: string };

/**
 * The hierarchy as rows (ADR 029): each master agent followed by their agents (depth 1), then the agents
 * under the owner directly; by username within each level.
 */
export function agentTree<A extends TreeAgent>(agents: readonly A[]): { agent: A; depth: 0 | 1 }[] {
  const byName = (a: A, b: A) => a.username.localeCompare(b.username);
  const masters = agents.filter((agent) => agent.role === 'master_agent').sort(byName);
  const masterIds = new Set(masters.map((master) => master.id));
  const rows: { agent: A; depth: 0 | 1 }[] = [];
  for (const master of masters) {
    rows.push({ agent: master, depth: 0 });
    for (const agent of agents.filter((a) => a.role === 'agent' && a.parentId === master.id).sort(byName)) {
      rows.push({ agent, depth: 1 });
    }
  }
  const direct = agents.filter((a) => a.role === 'agent' && (a.parentId === null || !masterIds.has(a.parentId)));
  for (const agent of direct.sort(byName)) rows.push({ agent, depth: 0 });
  return rows;
}
