import { createContext, type ReactNode, useContext } from 'react';
import { type AdminRole, type Me } from '../api/auth.ts';

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

const RANK: Record<AdminRole, number> = { viewer: 0, operator: 1, owner: 2 };

/** viewer reads; operator also writes; owner may do everything (docs/api.md#the-operator-api). */
export function hasRole(actual: AdminRole, needed: AdminRole): boolean {
  return (RANK[actual] ?? -1) >= RANK[needed];
}

/** What the operator may do: the screens hide every write button from viewers. */
export function usePermissions(): { canWrite: boolean; isOwner: boolean } {
  const admin = useAdmin();
  return { canWrite: hasRole(admin.role, 'operator'), isOwner: hasRole(admin.role, 'owner') };
}
