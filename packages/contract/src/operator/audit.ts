import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { isoDateQuery, pageQuery } from './common.ts';

/** The audit log: who did what, before and after, when. */

const adminIdMessage = 'Operator id must be a whole number';

/** `GET /admin/api/audit?entity&adminId&from&to&page`: newest first, 50 a page. */
export const auditQuery = z.object({
  entity: z.string().max(32, { error: 'Entity must be at most 32 characters' }).optional(),
  adminId: z
    .string({ error: adminIdMessage })
    .regex(/^\d{1,15}$/, { error: adminIdMessage })
    .transform(Number)
    .optional(),
  from: isoDateQuery,
  to: isoDateQuery,
  page: pageQuery,
});

export const auditEntry = z.object({
  id: z.number(),
  /** Who did it; null for the system (start-up, seeding). */
  admin: z.object({ id: z.number(), username: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  createdAt: z.number(),
});

export const auditAnswer = envelope({ items: z.array(auditEntry), total: z.number(), page: z.number() });
