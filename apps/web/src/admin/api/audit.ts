import type { auditAnswer, auditEntry, auditQuery } from '@pana/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet, type QueryOf } from './admin-client.ts';

/** One audit log entry (`GET /admin/api/audit`); `admin` is null for the system (start-up, seeding). */
export type AuditEntry = z.infer<typeof auditEntry>;

export type AuditPage = z.infer<typeof auditAnswer>;

/** The screen's filter; empty fields are left out of the query string. */
export type AuditFilter = { entity: string; adminId: string; from: string; to: string; page: number };

export function useAudit(filter: AuditFilter) {
  return useQuery({
    queryKey: ['admin', 'audit', filter],
    queryFn: ({ signal }) =>
      adminGet<AuditPage>(adminApiPaths.audit, { ...filter } satisfies QueryOf<typeof auditQuery>, signal),
    placeholderData: keepPreviousData,
  });
}
