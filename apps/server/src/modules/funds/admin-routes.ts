import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, failure, mobileField } from '../../lib/api-schemas.ts';
import { adminApi, requireAdmin } from '../operators/guard.ts';
import { type Actor, type FundsDeps } from './context.ts';
import { decideFundRequest, listFundRequests } from './deposits.ts';
import { adjustWallet, parseSignedAmount, updatePlayer } from './operator.ts';
import { FUNDS_TEXT } from './text.ts';
import { decideWithdrawal, listWithdrawRequests } from './withdrawals.ts';

const tags = ['operator'];
const refusals = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure };

const requestStatus = z.enum(['pending', 'approved', 'rejected'], { error: FUNDS_TEXT.statusInvalid });
const listQuery = z.object({ status: requestStatus.optional() });
const idParams = z.object({
  id: z.coerce
    .number({ error: FUNDS_TEXT.requestNotFound })
    .int({ error: FUNDS_TEXT.requestNotFound })
    .positive({ error: FUNDS_TEXT.requestNotFound }),
});

const optionalNote = z
  .string({ error: FUNDS_TEXT.noteTooLong })
  .trim()
  .max(255, { error: FUNDS_TEXT.noteTooLong })
  .optional();
const requiredNote = z
  .string({ error: FUNDS_TEXT.noteRequired })
  .trim()
  .min(1, { error: FUNDS_TEXT.noteRequired })
  .max(255, { error: FUNDS_TEXT.noteTooLong });
const receipt = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .url({ protocol: /^https$/, error: FUNDS_TEXT.receiptInvalid })
    .max(500, { error: FUNDS_TEXT.receiptInvalid })
    .optional(),
);

const fundItem = z.object({
  id: z.number(),
  mobile: z.string(),
  name: z.string(),
  amount: z.number(),
  method: z.string(),
  txnRef: z.string().nullable(),
  status: requestStatus,
  createdAt: z.number().describe('epoch ms'),
  decidedAt: z.number().nullable(),
  note: z.string(),
});
const withdrawItem = fundItem.omit({ txnRef: true }).extend({ paymentNumber: z.string(), receipt: z.string() });
const decided = envelope({
  id: z.number(),
  requestStatus,
  walletBalance: z.number().nullable().describe("the player's balance after a credit"),
});

const actorOf = (req: Parameters<typeof requireAdmin>[0]): Actor => ({
  adminId: requireAdmin(req, 'operator').id,
  ip: req.ip,
});

/** The operator side of money: deposits and withdrawals to decide, wallet adjustments, betting and blocking of players. */
export const fundsAdminRoutes: FastifyPluginAsyncZod<FundsDeps> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.get(
    '/admin/api/fund-requests',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: 'Deposit requests (newest first, at most 500)',
        querystring: listQuery,
        response: { 200: envelope({ items: z.array(fundItem) }), ...refusals },
      },
    },
    async (req) => ({ status: true, msg: 'OK', items: await listFundRequests(deps, req.query.status) }),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/admin/api/fund-requests/:id/${decision}`,
      {
        config: { adminApi: 'operator' },
        schema: {
          tags,
          summary:
            decision === 'approve'
              ? 'Approve a pending deposit: credits the wallet once'
              : 'Reject a pending deposit (note required): the wallet does not move',
          params: idParams,
          body:
            decision === 'approve'
              ? z.object({ note: optionalNote }).nullish()
              : z.object({ note: requiredNote }, { error: FUNDS_TEXT.noteRequired }),
          response: { 200: decided, ...refusals },
        },
      },
      async (req) => {
        const requestStatus = decision === 'approve' ? ('approved' as const) : ('rejected' as const);
        const note = (req.body as { note?: string } | null | undefined)?.note ?? '';
        const { balance } = await decideFundRequest(deps, actorOf(req), {
          id: req.params.id,
          decision: requestStatus,
          note,
        });
        return {
          status: true,
          msg: decision === 'approve' ? FUNDS_TEXT.fundApproved : FUNDS_TEXT.fundRejected,
          id: req.params.id,
          requestStatus,
          walletBalance: balance,
        };
      },
    );
  }

  app.get(
    '/admin/api/withdraw-requests',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: 'Withdrawal requests (newest first, at most 500)',
        querystring: listQuery,
        response: { 200: envelope({ items: z.array(withdrawItem) }), ...refusals },
      },
    },
    async (req) => ({ status: true, msg: 'OK', items: await listWithdrawRequests(deps, req.query.status) }),
  );

  app.post(
    '/admin/api/withdraw-requests/:id/approve',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: 'Record the payout of a pending withdrawal (the points were held when asked; no wallet change)',
        params: idParams,
        body: z.object({ note: optionalNote, receipt }).nullish(),
        response: { 200: decided, ...refusals },
      },
    },
    async (req) => {
      const { balance } = await decideWithdrawal(deps, actorOf(req), {
        id: req.params.id,
        decision: 'approved',
        note: req.body?.note ?? '',
        receipt: req.body?.receipt,
      });
      return {
        status: true,
        msg: FUNDS_TEXT.withdrawApproved,
        id: req.params.id,
        requestStatus: 'approved' as const,
        walletBalance: balance,
      };
    },
  );

  app.post(
    '/admin/api/withdraw-requests/:id/reject',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: 'Reject a pending withdrawal (note required): the held points go back to the wallet',
        params: idParams,
        body: z.object({ note: requiredNote }, { error: FUNDS_TEXT.noteRequired }),
        response: { 200: decided, ...refusals },
      },
    },
    async (req) => {
      const { balance } = await decideWithdrawal(deps, actorOf(req), {
        id: req.params.id,
        decision: 'rejected',
        note: req.body.note,
      });
      return {
        status: true,
        msg: FUNDS_TEXT.withdrawRejected,
        id: req.params.id,
        requestStatus: 'rejected' as const,
        walletBalance: balance,
      };
    },
  );

  app.post(
    '/admin/api/wallet/adjust',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: "Credit (amount > 0) or debit (amount < 0, never below zero) a player's wallet, with the reason",
        body: z.object(
          {
            mobile: mobileField('login'),
            amount: z.union([z.number(), z.string()], { error: FUNDS_TEXT.amountInvalid }).transform((v, ctx) => {
              const n = parseSignedAmount(v);
              if (n === null) {
                ctx.issues.push({ code: 'custom', message: FUNDS_TEXT.amountInvalid, input: v });
                return z.NEVER;
              }
              return n;
            }),
            note: requiredNote,
          },
          { error: FUNDS_TEXT.noteRequired },
        ),
        response: { 200: envelope({ mobile: z.string(), amount: z.number(), balance: z.number() }), ...refusals },
      },
    },
    async (req) => {
      const { mobile, amount, note } = req.body;
      const { balance } = await adjustWallet(deps, actorOf(req), { mobile, amount, note });
      return { status: true, msg: FUNDS_TEXT.adjusted, mobile, amount, balance };
    },
  );

  app.patch(
    '/admin/api/users/:mobile',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: "Turn a player's betting on or off, block or unblock them",
        params: z.object({ mobile: mobileField('login') }),
        body: z.object(
          {
            betting_status: z
              .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
                error: 'betting_status must be 0 or 1',
              })
              .transform((v) => (Number(v) === 1 ? (1 as const) : (0 as const)))
              .optional(),
            blocked: z.boolean({ error: 'blocked must be true or false' }).optional(),
          },
          { error: FUNDS_TEXT.nothingToChange },
        ),
        response: {
          200: envelope({
            user: z.object({
              mobile: z.string(),
              name: z.string(),
              betting_status: z.union([z.literal(0), z.literal(1)]),
              blocked: z.boolean(),
            }),
          }),
          ...refusals,
        },
      },
    },
    async (req) => {
      const changes: { betting_status?: 0 | 1; blocked?: boolean } = {};
      if (req.body.betting_status !== undefined) changes.betting_status = req.body.betting_status;
      if (req.body.blocked !== undefined) changes.blocked = req.body.blocked;
      const user = await updatePlayer(deps, actorOf(req), req.params.mobile, changes);
      return { status: true, msg: FUNDS_TEXT.userUpdated, user };
    },
  );
};
