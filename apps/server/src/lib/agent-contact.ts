/**
 * What a player of an agent sees instead of the house's (ADR 029): the agent's name and numbers in
 * Contact Admin, the agent's UPI id in Add Funds. modules/agents/contact.ts reads it; app.ts hands
 * that reader to the modules that answer these calls (auth, markets, content, funds, deposits), which
 * cannot import modules/agents themselves: agents imports them (ADR 026, no cycles).
 */
export interface AgentProfile {
  agentId: number;
  /** The name players see ('' when the agent set none). */
  name: string;
  /** The agent's call and WhatsApp numbers ('' when not set). */
  mobile: string;
  whatsapp: string;
  /** The UPI id the agent's players pay ('' when not set). */
  upiId: string;
  /** How far below zero the agent's float may go (points). */
  creditLimit: number;
  /** Suspended by the owner or the account disabled: moves no points, takes no deposits. */
  closed: boolean;
}

/** Reads an agent's profile by id (null when there is no such agent). */
export type AgentProfileReader = (agentId: number) => Promise<AgentProfile | null>;

/** What Contact Admin shows for a player: the agent's name and numbers, when the agent set a number. */
export interface ContactOverride {
  name: string;
  mobile: string;
  whatsapp: string;
}

/**
 * The agent's contact for their player, or null for the house's: an agent who set neither number
 * leaves the house's. One number set serves for both call and WhatsApp, so a player never calls the
 * agent and writes to the house.
 */
export function contactOverride(agent: AgentProfile | null): ContactOverride | null {
  if (!agent || (agent.mobile === '' && agent.whatsapp === '')) return null;
  return { name: agent.name, mobile: agent.mobile || agent.whatsapp, whatsapp: agent.whatsapp || agent.mobile };
}

/**
 * The UPI id a player's deposits go to instead of the house's: the agent's, when they set one and may
 * move points (a suspended agent could not credit the deposit, so the house takes it). Null: the house.
 */
export function agentPayee(agent: AgentProfile | null): { agentId: number; upiId: string } | null {
  if (!agent || agent.closed || agent.upiId === '') return null;
  return { agentId: agent.agentId, upiId: agent.upiId };
}

/** The reader of a player's agent: null for a house player, without a query. */
export async function agentOfPlayer(
  read: AgentProfileReader,
  player: { agentId?: number | null } | null,
): Promise<AgentProfile | null> {
  const id = player?.agentId;
  return id === undefined || id === null ? null : read(id);
}
