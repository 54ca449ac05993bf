import {
  bankAccountAnswer,
  failure,
  gatewayPaymentDetailsAnswer,
  gatewayPaymentDetailsQuery,
  moneyRulesAnswer,
  paymentDetailsAnswer,
  paymentMethodListAnswer,
  plainEnvelope,
  qrPayAnswer,
  transferAnswer,
  transferReceiverAnswer,
  walletHistoryAnswer,
  withdrawHistoryAnswer,
} from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agentOfPlayer, agentPayee, type AgentProfileReader } from '../../lib/agent-contact.ts';
import { mobileField, withToken } from '../../lib/api-schemas.ts';
import { requirePlayer } from '../../plugins/player-api.ts';
import { getSettings } from '../content/settings.ts';
import { type PlayerFundsDeps } from './context.ts';
import { FUNDS_TEXT } from './text.ts';
import { checkReceiver, transferPoints } from './transfers.ts';
import { addBankAccount, addUpiNumber, depositHistory, paymentDetails, paymentMethodList, WALLET_HISTORY_LIMIT, walletHistory } from './wallet-history.ts';
import { requestWithdrawal, withdrawHistory } from './withdrawals.ts';

const tags = ['funds'];
const refusals = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 429: failure };

/** A field whose rule (and message) lives in @pana/domain: any JSON value reaches the service. */
const loose = z.unknown().optional();

/** A note as sent: missing or null is empty; otherwise text of at most 200 characters. */
const transferNote = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z.string({ error: FUNDS_TEXT.transferNoteInvalid }).trim().max(200, { error: FUNDS_TEXT.transferNoteInvalid }),
);

/** The player side of money (docs/api.md#the-calls): wallet history, payment numbers, withdrawals, transfers, rules and QR (deposits: modules/deposits/routes.ts). */
export const fundsRoutes: FastifyPluginAsyncZod<
  PlayerFundsDeps & {
    /** An agent's profile (modules/agents/contact.ts, from app.ts): their players pay the agent's UPI id (ADR 029). */
    agentProfile?: AgentProfileReader;
  }
> = async (app, deps) => {
  app.post(
    '/api-wallet-transaction-history',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary:
          'Every wallet movement of the player with pending deposit requests, newest first (at most 500), and every deposit request (deposit_history: pending, credited with its UTR, rejected with the reason)',
        body: z.object(withToken),
        response: { 200: walletHistoryAnswer, ...refusals },
      },
    },
    async (req) => {
      const player = requirePlayer(req);
      const [items, deposits] = await Promise.all([walletHistory(deps, player), depositHistory(deps, player, WALLET_HISTORY_LIMIT)]);
      return {
        status: true,
        msg: items.length ? FUNDS_TEXT.ok : FUNDS_TEXT.noData,
        transaction_history: items,
        deposit_history: deposits,
      };
    },
  );

  app.post(
    '/api-user-payment-method-list',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: 'The withdrawal methods with a saved number (older apps): type = withdraw code 2/3/4',
        body: z.object(withToken),
        response: { 200: paymentMethodListAnswer, ...refusals },
      },
    },
    async (req) => ({ status: true, msg: 'OK', result: await paymentMethodList(deps, requirePlayer(req)) }),
  );

  app.post(
    '/api-get-user-payment-details',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: "The player's saved withdrawal numbers ('' where none)",
        body: z.object(withToken),
        response: {
          200: paymentDetailsAnswer,
          ...refusals,
        },
      },
    },
    async (req) => ({
      status: true,
      msg: FUNDS_TEXT.paymentDetails,
      payment_details: await paymentDetails(deps, requirePlayer(req)),
    }),
  );

  app.post(
    '/api-add-user-upi-details',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary:
          "Save a withdrawal number (upi_type 1 Paytm, 2 Google Pay, 3 PhonePe) with the code sent to it (/api-resend-otp, purpose 'withdraw')",
        body: z.object({
          ...withToken,
          upi_type: loose,
          paytm_no: loose,
          google_pay_no: loose,
          phon_pay_no: loose,
          otp: loose,
        }),
        response: { 200: plainEnvelope, ...refusals },
      },
    },
    async (req) => {
      const { upi_type, paytm_no, google_pay_no, phon_pay_no, otp } = req.body;
      await addUpiNumber(
        deps,
        requirePlayer(req),
        {
          upiType: upi_type,
          numbers: { paytm_no, google_pay_no, phon_pay_no },
          otp,
        },
        req.ip,
      );
      return { status: true, msg: FUNDS_TEXT.upiAdded };
    },
  );

  app.post(
    '/api-add-user-bank-details',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary:
          "Save the player's bank account (holder_name, account_number twice, ifsc AAAA0XXXXXX) with the code sent to the player's own mobile (/api-resend-otp, purpose 'withdraw'); a second replaces the first",
        body: z.object({
          ...withToken,
          holder_name: loose,
          account_number: loose,
          confirm_account_number: loose,
          ifsc: loose,
          otp: loose,
        }),
        response: { 200: bankAccountAnswer, ...refusals },
      },
    },
    async (req) => {
      const { holder_name, account_number, confirm_account_number, ifsc, otp } = req.body;
      const { masked } = await addBankAccount(
        deps,
        requirePlayer(req),
        {
          holderName: holder_name,
          accountNumber: account_number,
          confirmAccountNumber: confirm_account_number,
          ifsc,
          otp,
        },
        req.ip,
      );
      return { status: true, msg: FUNDS_TEXT.bankAccountAdded, bank_account: masked };
    },
  );

  app.post(
    '/api-user-withdraw-fund-request',
    {
      config: { playerApi: 'player', movesPoints: true },
      schema: {
        tags,
        summary:
          'Ask for a withdrawal (payment_method 2 Google Pay, 3 Paytm, 4 PhonePe, 5 the bank account): the points are held at once',
        body: z.object({ ...withToken, request_amount: loose, payment_method: loose, mobile: loose }),
        response: { 200: plainEnvelope, ...refusals },
      },
    },
    async (req) => {
      await requestWithdrawal(deps, requirePlayer(req), {
        amount: req.body.request_amount,
        method: req.body.payment_method,
      });
      return { status: true, msg: FUNDS_TEXT.withdrawSent };
    },
  );

  app.post(
    '/api-user-withdraw-transaction-history',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: "The player's withdrawal requests, newest first (mobile_no is ignored: the token names the player)",
        body: z.object({ ...withToken, mobile_no: loose }),
        response: { 200: withdrawHistoryAnswer, ...refusals },
      },
    },
    async (req) => {
      const items = await withdrawHistory(deps, requirePlayer(req));
      return { status: true, msg: items.length ? FUNDS_TEXT.ok : FUNDS_TEXT.noData, withdrawdata: items };
    },
  );

  app.post(
    '/api-check-user-for-transfer-amt',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: 'The name of the active player a transfer would go to',
        body: z.object({ ...withToken, mobile_no: mobileField('transfer') }),
        response: { 200: transferReceiverAnswer, ...refusals },
      },
    },
    async (req) => {
      const { userName } = await checkReceiver(deps, requirePlayer(req), req.body.mobile_no, req.ip);
      return { status: true, msg: FUNDS_TEXT.userFound, user_name: userName };
    },
  );

  app.post(
    '/api-user-transfer-wallet-balance',
    {
      config: { playerApi: 'player', movesPoints: true },
      schema: {
        tags,
        summary: 'Transfer points (at least 100) to another active player',
        body: z.object({ ...withToken, amount: loose, mobile_no: loose, transfer_note: transferNote }),
        response: { 200: transferAnswer, ...refusals },
      },
    },
    async (req) => {
      const { balance } = await transferPoints(
        deps,
        requirePlayer(req),
        { amount: req.body.amount, mobile: req.body.mobile_no, note: req.body.transfer_note },
        req.ip,
      );
      return { status: true, msg: FUNDS_TEXT.transferDone, wallet_amt: balance };
    },
  );

  app.post(
    '/api-money-deposit-withdrawal-rule',
    {
      config: { playerApi: 'none' },
      schema: {
        tags,
        summary: 'The deposit and withdrawal rules (line-separated text)',
        body: z.object(withToken),
        response: {
          200: moneyRulesAnswer,
          ...refusals,
        },
      },
    },
    async () => {
      const s = await getSettings(deps.db);
      return {
        status: true,
        msg: FUNDS_TEXT.ok,
        content: [{ withdrawal_rule: s.withdrawal_rule, deposit_rule: s.deposit_rule }],
      };
    },
  );

  app.post(
    '/api-get-qr-pay',
    {
      config: { playerApi: 'optional' },
      schema: {
        tags,
        summary:
          "The QR image and UPI id of the QR payment screen; with the token of a player whose agent set a UPI id, the agent's id and no image (ADR 029)",
        body: z.object(withToken),
        response: {
          200: qrPayAnswer,
          ...refusals,
        },
      },
    },
    async (req) => {
      const [s, agent] = await Promise.all([
        getSettings(deps.db),
        deps.agentProfile ? agentOfPlayer(deps.agentProfile, req.player) : null,
      ]);
      // The agent's players pay the agent (ADR 029): the house's QR image would pay the house.
      const payee = agentPayee(agent);
      if (payee) return { status: true, msg: FUNDS_TEXT.ok, qrdata: [{ qr_image: '', upi_id: payee.upiId }] };
      return { status: true, msg: FUNDS_TEXT.ok, qrdata: [{ qr_image: s.qr_image, upi_id: s.upi_id }] };
    },
  );

  app.get(
    '/gateway/payment-details',
    {
      schema: {
        tags,
        summary: 'The payment gateway service: the UPI id to pay to (public)',
        querystring: gatewayPaymentDetailsQuery,
        response: { 200: gatewayPaymentDetailsAnswer },
      },
    },
    async () => {
      const s = await getSettings(deps.db);
      const upiId = s.upi_id.trim();
      return upiId
        ? { success: true as const, data: { upiId } }
        : { success: false as const, message: FUNDS_TEXT.noUpiId };
    },
  );
};
