import { type Executor } from '../../db/database.ts';
import { type AgentProfile } from '../../lib/agent-contact.ts';

/**
 * An agent's profile as their players meet it (ADR 029): the name and numbers Contact Admin shows, the
 * UPI id Add Funds pays, and what an approval of a deposit paid to it needs (the credit limit, whether
 * the agent may move points). Read-only; the agents' accounts are written by the operators module.
 */
export async function agentProfileOf(db: Executor, agentId: number): Promise<AgentProfile | null> {
  const row = await db
    .selectFrom('admins')
    .select(['id', 'display_name', 'contact_mobile', 'whatsapp', 'upi_id', 'credit_limit', 'suspended_at', 'active'])
    .where('id', '=', agentId)
    .where('role', 'in', ['master_agent', 'agent'])
    .executeTakeFirst();
  if (!row) return null;
  return {
    agentId: Number(row.id),
    name: row.display_name?.trim() ?? '',
    mobile: row.contact_mobile?.trim() ?? '',
    whatsapp: row.whatsapp?.trim() ?? '',
    upiId: row.upi_id?.trim() ?? '',
    creditLimit: Number(row.credit_limit),
    closed: row.suspended_at !== null || Number(row.active) !== 1,
  };
}
