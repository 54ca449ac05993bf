import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet } from './admin-client.ts';

export type AuditEntry = {
  id: number;
  /** Who did it; null for the system (start-up, seeding). */
  admin: { id: number; username: string } | string | null;
  action: string;
  entity: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
  ip: string;
  createdAt: number | string;
};

export type AuditFilter = { entity: string; adminId: string; from: string; to: string; page: number };

export type AuditPage = { items: AuditEntry[]; total: number; page: number; pageSize?: number };

export function useAudit(filter: AuditFilter) {
  return useQuery({
    queryKey: ['admin', 'audit', filter],
    queryFn: async ({ signal }) => {
      const body = await adminGet<Partial<AuditPage>>(adminApiPaths.audit, { ...filter }, signal);
      return {
        items: body.items ?? [],
        total: body.total ?? 0,
        page: body.page ?? filter.page,
        pageSize: body.pageSize,
      };
    },
    placeholderData: keepPreviousData,
  });
}
