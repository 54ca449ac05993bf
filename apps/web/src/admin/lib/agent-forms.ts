import {
  ACCOUNT_TEXT,
  agentPlayerMoveBody,
  agentProfileBody,
  createAgentBody,
  MAX_AGENT_MOVE,
  MAX_CREDIT_LIMIT,
  ownerFloatBody,
  subAgentFloatBody,
  updateAgentBody,
  UPI_ID_PATTERN,
} from '@pana/contract';
import { PHONE_PATTERN } from '@pana/domain';
import { z } from 'zod';
import { AGENT_TEXT } from '../texts.ts';
import { bpOfPercent, percentOfBp } from './agent-figures.ts';

/**
 * The agents' forms as typed, checked here with the console's words, then piped through the operator
 * API's body schemas (@pana/contract): rates typed in percent travel as basis points.
 */

type Ctx = z.RefinementCtx;

function issue(ctx: Ctx, path: string, message: string, input: unknown) {
  ctx.issues.push({ code: 'custom', path: [path], message, input });
}

/** A percent field in basis points, or an issue. */
function rateOf(ctx: Ctx, path: string, typed: string): number {
  const bp = bpOfPercent(typed);
  if (bp === null) issue(ctx, path, AGENT_TEXT.rateInvalid, typed);
  return bp ?? 0;
}

/** Whole points from `min` to `max` as typed (commas allowed), or an issue. */
function pointsOf(ctx: Ctx, path: string, typed: string, min: number, max: number, message: string): number {
  const text = typed.trim().replace(/,/g, '');
  const points = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!(points >= min && points <= max)) {
    issue(ctx, path, message, typed);
    return 0;
  }
  return points;
}

/** The players' contact fields as typed: '' clears a field (null on the wire). */
function contactOf(ctx: Ctx, typed: { contactMobile: string; whatsapp: string; upiId: string }) {
  const contactMobile = typed.contactMobile.trim().replace(/\s/g, '');
  const whatsapp = typed.whatsapp.trim().replace(/\s/g, '');
  const upiId = typed.upiId.trim().toLowerCase();
  if (contactMobile && !PHONE_PATTERN.test(contactMobile)) issue(ctx, 'contactMobile', AGENT_TEXT.mobileInvalid, typed);
  if (whatsapp && !PHONE_PATTERN.test(whatsapp)) issue(ctx, 'whatsapp', AGENT_TEXT.mobileInvalid, typed);
  if (upiId && !UPI_ID_PATTERN.test(upiId)) issue(ctx, 'upiId', AGENT_TEXT.upiIdInvalid, typed);
  return { contactMobile: contactMobile || null, whatsapp: whatsapp || null, upiId: upiId || null };
}

/** The create form's fields, all text: `parent` is a master agent's id, or '' under the owner. */
export type NewAgentForm = {
  role: 'master_agent' | 'agent';
  parent: string;
  username: string;
  password: string;
  displayName: string;
  commission: string;
  override: string;
  creditLimit: string;
  contactMobile: string;
  whatsapp: string;
  upiId: string;
};

export const NEW_AGENT_DEFAULTS: NewAgentForm = {
  role: 'agent',
  parent: '',
  username: '',
  password: '',
  displayName: '',
  commission: '',
  override: '',
  creditLimit: '0',
  contactMobile: '',
  whatsapp: '',
  upiId: '',
};

/** A new master agent or agent (owner): the account, where it sits, rates in percent, then `POST /admin/api/agents`'s body. */
export const newAgentFormSchema = z
  .object({
    role: z.enum(['master_agent', 'agent']),
    parent: z.string(),
    username: z.string(),
    password: z.string(),
    displayName: z.string(),
    commission: z.string(),
    override: z.string(),
    creditLimit: z.string(),
    contactMobile: z.string(),
    whatsapp: z.string(),
    upiId: z.string(),
  })
  .transform((typed, ctx): z.input<typeof createAgentBody> => {
    const username = typed.username.trim();
    if (!/^[a-zA-Z0-9._-]{3,64}$/.test(username)) issue(ctx, 'username', ACCOUNT_TEXT.usernameInvalid, typed);
    if (typed.password.length < 10) issue(ctx, 'password', ACCOUNT_TEXT.passwordTooShort, typed);
    const displayName = typed.displayName.trim();
    if (!displayName) issue(ctx, 'displayName', AGENT_TEXT.displayNameRequired, typed);
    const isMaster = typed.role === 'master_agent';
    const commissionBp = rateOf(ctx, 'commission', typed.commission);
    const overrideBp = isMaster ? rateOf(ctx, 'override', typed.override || '0') : 0;
    const creditLimit = pointsOf(
      ctx,
      'creditLimit',
      typed.creditLimit || '0',
      0,
      MAX_CREDIT_LIMIT,
      AGENT_TEXT.creditLimitInvalid,
    );
    const contact = contactOf(ctx, typed);
    if (ctx.issues.length > 0) return z.NEVER;
    return {
      username,
      password: typed.password,
      role: typed.role,
      parentId: !isMaster && typed.parent ? Number(typed.parent) : null,
      commissionBp,
      ...(isMaster ? { overrideBp } : {}),
      creditLimit,
      displayName,
      ...contact,
    };
  })
  .pipe(createAgentBody);

/** The edit form's fields, all text. */
export type AgentEditForm = {
  displayName: string;
  commission: string;
  override: string;
  creditLimit: string;
  contactMobile: string;
  whatsapp: string;
  upiId: string;
};

type EditableAgent = {
  role: 'master_agent' | 'agent';
  displayName: string;
  commissionBp: number;
  overrideBp: number;
  creditLimit: number;
  contactMobile: string | null;
  whatsapp: string | null;
  upiId: string | null;
};

/** An agent's figures as the edit form shows them: rates as "2.50". */
export function agentEditDefaults(agent: EditableAgent): AgentEditForm {
  return {
    displayName: agent.displayName,
    commission: percentOfBp(agent.commissionBp),
    override: percentOfBp(agent.overrideBp),
    creditLimit: String(agent.creditLimit),
    contactMobile: agent.contactMobile ?? '',
    whatsapp: agent.whatsapp ?? '',
    upiId: agent.upiId ?? '',
  };
}

/**
 * The owner's changes to an agent: only what differs from the agent as read is sent, rates as basis
 * points (`PATCH /admin/api/agents/:id`); nothing changed is an issue, not an empty call.
 */
export function agentEditFormSchema(agent: EditableAgent) {
  return z
    .object({
      displayName: z.string(),
      commission: z.string(),
      override: z.string(),
      creditLimit: z.string(),
      contactMobile: z.string(),
      whatsapp: z.string(),
      upiId: z.string(),
    })
    .transform((typed, ctx): z.input<typeof updateAgentBody> => {
      const displayName = typed.displayName.trim();
      if (!displayName) issue(ctx, 'displayName', AGENT_TEXT.displayNameRequired, typed);
      const commissionBp = rateOf(ctx, 'commission', typed.commission);
      const overrideBp = agent.role === 'master_agent' ? rateOf(ctx, 'override', typed.override) : agent.overrideBp;
      const creditLimit = pointsOf(
        ctx,
        'creditLimit',
        typed.creditLimit,
        0,
        MAX_CREDIT_LIMIT,
        AGENT_TEXT.creditLimitInvalid,
      );
      const contact = contactOf(ctx, typed);
      if (ctx.issues.length > 0) return z.NEVER;
      const changes: z.input<typeof updateAgentBody> = {};
      if (displayName !== agent.displayName) changes.displayName = displayName;
      if (commissionBp !== agent.commissionBp) changes.commissionBp = commissionBp;
      if (overrideBp !== agent.overrideBp) changes.overrideBp = overrideBp;
      if (creditLimit !== agent.creditLimit) changes.creditLimit = creditLimit;
      if (contact.contactMobile !== agent.contactMobile) changes.contactMobile = contact.contactMobile;
      if (contact.whatsapp !== agent.whatsapp) changes.whatsapp = contact.whatsapp;
      if (contact.upiId !== agent.upiId) changes.upiId = contact.upiId;
      if (Object.keys(changes).length === 0) {
        issue(ctx, 'displayName', AGENT_TEXT.nothingChanged, typed);
        return z.NEVER;
      }
      return changes;
    })
    .pipe(updateAgentBody);
}

/** An agent's own profile (what their players see), only the changed fields (`PATCH /admin/api/agent/me`). */
export function profileFormSchema(me: Pick<EditableAgent, 'displayName' | 'contactMobile' | 'whatsapp' | 'upiId'>) {
  return z
    .object({ displayName: z.string(), contactMobile: z.string(), whatsapp: z.string(), upiId: z.string() })
    .transform((typed, ctx): z.input<typeof agentProfileBody> => {
      const displayName = typed.displayName.trim();
      if (!displayName) issue(ctx, 'displayName', AGENT_TEXT.displayNameRequired, typed);
      const contact = contactOf(ctx, typed);
      if (ctx.issues.length > 0) return z.NEVER;
      const changes: z.input<typeof agentProfileBody> = {};
      if (displayName !== me.displayName) changes.displayName = displayName;
      if (contact.contactMobile !== me.contactMobile) changes.contactMobile = contact.contactMobile;
      if (contact.whatsapp !== me.whatsapp) changes.whatsapp = contact.whatsapp;
      if (contact.upiId !== me.upiId) changes.upiId = contact.upiId;
      if (Object.keys(changes).length === 0) {
        issue(ctx, 'displayName', AGENT_TEXT.nothingChanged, typed);
        return z.NEVER;
      }
      return changes;
    })
    .pipe(agentProfileBody);
}

/** An amount and a note as typed: 1 to 1,00,00,000 points; the note required or optional. */
function amountAndNote(isNoteRequired: boolean) {
  return z.object({ amount: z.string(), note: z.string() }).transform((typed, ctx) => {
    const amount = pointsOf(ctx, 'amount', typed.amount, 1, MAX_AGENT_MOVE, AGENT_TEXT.amountInvalid);
    const note = typed.note.trim();
    if (isNoteRequired && !note) issue(ctx, 'note', AGENT_TEXT.noteRequired, typed);
    if (note.length > 255) issue(ctx, 'note', 'The note must be at most 255 characters', typed);
    return ctx.issues.length > 0 ? z.NEVER : { amount, note };
  });
}

/** The owner's top-up or take-back of an agent's float (`POST /admin/api/agents/:id/float`). */
export function ownerFloatFormSchema(direction: 'top_up' | 'take_back') {
  return amountAndNote(true)
    .transform((move): z.input<typeof ownerFloatBody> => ({ direction, ...move }))
    .pipe(ownerFloatBody);
}

/** A master agent's move of float to or from one of their agents (`POST /admin/api/agent/agents/:id/float`). */
export function subAgentFloatFormSchema(direction: 'give' | 'take') {
  return amountAndNote(true)
    .transform((move): z.input<typeof subAgentFloatBody> => ({ direction, ...move }))
    .pipe(subAgentFloatBody);
}

/** An agent's credit to, or take-back from, one of their players (`…/credit`, `…/take-back`): the note optional. */
export const playerMoveFormSchema = amountAndNote(false)
  .transform(({ amount, note }): z.input<typeof agentPlayerMoveBody> => ({ amount, ...(note ? { note } : {}) }))
  .pipe(agentPlayerMoveBody);
