import { createContext, type ReactNode, useContext } from 'react';
import { type AdminRole, type Me } from '../api/auth.ts';

/** Any console account's role: the staff's three (AdminRole) or an agent's (ADR 029). */
export type AccountRole = Me['role'];
export type AgentRole = Exclude<AccountRole, AdminRole>;

const AdminContext = createContext<Me | null>(null);

export function AdminSessionProvider({ admin, children }: { admin: Me; children: ReactNode }) {
  return <AdminContext.Provider value={admin}>{children}</AdminContext.Provider>;
}

/** The logged-in operator (inside the console shell). */
export function useAdmin(): Me {
  const admin = useContext(AdminContext);
  if (!admin) throw new Error('useAdmin outside the console session');
  return admin;
}

const RANK: Record<AccountRole, number> = { viewer: 0, operator: 1, owner: 2, master_agent: -1, agent: -1 };

/**
 * viewer reads; operator also writes; owner may do everything (docs/api.md#the-operator-api). An agent's
 * role is outside the staff's ladder (ADR 029): it never reaches a staff role, as on the server.
 */
export function hasRole(actual: AccountRole, needed: AdminRole): boolean {
  return (RANK[actual] ?? -1) >= RANK[needed];
}

/** True for a master agent's or an agent's account: they see the agent console, never the staff's screens. */
export function isAgentRole(role: AccountRole): role is AgentRole {
  return role === 'master_agent' || role === 'agent';
}

/** What the operator may do: the screens hide every write button from viewers (and from agents on staff screens). */
export function usePermissions(): { canWrite: boolean; isOwner: boolean; isAgent: boolean; isMasterAgent: boolean } {
  const admin = useAdmin();
  return {
    canWrite: hasRole(admin.role, 'operator'),
    isOwner: hasRole(admin.role, 'owner'),
    isAgent: isAgentRole(admin.role),
    isMasterAgent: admin.role === 'master_agent',
  };
}
