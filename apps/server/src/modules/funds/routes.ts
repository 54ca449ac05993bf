import {
  bankAccountAnswer,
  failure,
  fundRequestAddAnswer,
  gatewayPaymentDetailsAnswer,
  gatewayPaymentDetailsQuery,
  gatewayStatusAnswer,
  lastFundRequestAnswer,
  moneyRulesAnswer,
  paymentDetailsAnswer,
  paymentMethodListAnswer,
  paymentOrderAnswer,
  plainEnvelope,
  qrPayAnswer,
  transferAnswer,
  transferReceiverAnswer,
  walletHistoryAnswer,
  withdrawHistoryAnswer,
} from '@pana/contract';
import { parseWholeNumber } from '@pana/domain';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mobileField, withToken } from '../../lib/api-schemas.ts';
import { requirePlayer } from '../../plugins/player-api.ts';
import { getSettings } from '../content/settings.ts';
import { createGatewayOrder, depositLimitsOf, gatewayStatus } from '../payments/service.ts';
import { PAYMENTS_TEXT } from '../payments/text.ts';
import { checkDepositLimits, refuseDuringBreakNamed } from '../responsible-play/service.ts';
import { type PlayerFundsDeps, requireBettingEnabled } from './context.ts';
import { addFundRequest, depositHistory, lastFundRequestDetail, limitDepositClaims } from './deposits.ts';
import { FUNDS_TEXT } from './text.ts';
import { checkReceiver, transferPoints } from './transfers.ts';
import { addBankAccount, addUpiNumber, paymentDetails, paymentMethodList, WALLET_HISTORY_LIMIT, walletHistory } from './wallet.ts';
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

/** The player side of money (docs/api.md#the-calls): wallet history, payment numbers, deposits, withdrawals, transfers, rules and QR. */
export const fundsRoutes: FastifyPluginAsyncZod<PlayerFundsDeps> = async (app, deps) => {
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
      config: { playerApi: 'none' },
      schema: {
        tags,
        summary: 'The QR image and UPI id of the QR payment screen',
        body: z.object(withToken),
        response: {
          200: qrPayAnswer,
          ...refusals,
        },
      },
    },
    async () => {
      const s = await getSettings(deps.db);
      return { status: true, msg: FUNDS_TEXT.ok, qrdata: [{ qr_image: s.qr_image, upi_id: s.upi_id }] };
    },
  );

  app.post(
    '/api-get-gateway-status',
    {
      config: { playerApi: 'none' },
      schema: {
        tags,
        summary:
          "Whether Add Funds may launch a UPI payment, and the gateway service to ask for the UPI id ('' = GET /gateway/payment-details here)",
        body: z.object(withToken),
        response: { 200: gatewayStatusAnswer, ...refusals },
      },
    },
    async () => {
      const [s, online] = await Promise.all([getSettings(deps.db), gatewayStatus({ ...deps, providers: deps.providers })]);
      return {
        status: true,
        msg: FUNDS_TEXT.ok,
        getaway_status: s.gateway_status === '1' ? ('1' as const) : ('0' as const),
        gateway_url: s.payment_gateway_url,
        online_gateway: online.enabled ? ('razorpay' as const) : ('' as const),
        online_gateway_key: online.keyId,
        online_gateway_script: online.enabled ? deps.config.RAZORPAY_CHECKOUT_URL : '',
        utr_matching: deps.providers.upi !== null,
      };
    },
  );

  app.post(
    '/api-last-fund-request-detail',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: "The minimum deposit and the player's latest deposit request",
        body: z.object({ ...withToken, mobile_no: loose }),
        response: {
          200: lastFundRequestAnswer,
          ...refusals,
        },
      },
    },
    async (req) => ({ status: true, msg: FUNDS_TEXT.ok, ...(await lastFundRequestDetail(deps, requirePlayer(req))) }),
  );

  app.post(
    '/api-fund-request-add',
    {
      config: { playerApi: 'player', movesPoints: true },
      schema: {
        tags,
        summary:
          'Register a deposit claim (pending until its payment notification or an operator credits it); a repeated txn_ref answers the first request; utr: the 12-digit UPI reference, never used before. At most 10 deposit claims (this and /api-payment-order-create) per player an hour: 429',
        body: z.object({ ...withToken, request_amount: loose, payment_method: loose, txn_ref: loose, utr: loose }),
        response: { 200: fundRequestAddAnswer, ...refusals },
      },
    },
    async (req) => {
      const player = requirePlayer(req);
      await limitDepositClaims(deps, player);
      const { requestId, credited, withUtr } = await addFundRequest(deps, player, {
        amount: req.body.request_amount,
        method: req.body.payment_method,
        txnRef: req.body.txn_ref,
        utr: req.body.utr,
      });
      return {
        status: true,
        msg: credited ? FUNDS_TEXT.depositCredited : withUtr ? FUNDS_TEXT.depositWaiting : FUNDS_TEXT.fundRequestSubmitted,
        request_id: requestId,
        deposit_status: credited ? ('credited' as const) : ('pending' as const),
      };
    },
  );

  app.post(
    '/api-payment-order-create',
    {
      config: { playerApi: 'player', movesPoints: true },
      schema: {
        tags,
        summary:
          "Create an order at the online gateway (Razorpay) for a deposit, with its pending request; the gateway's payment.captured webhook credits it. Counts as a deposit claim (at most 10 a player an hour with /api-fund-request-add: 429)",
        body: z.object({ ...withToken, request_amount: loose }),
        response: { 200: paymentOrderAnswer, 502: failure, ...refusals },
      },
    },
    async (req) => {
      const player = requirePlayer(req);
      await limitDepositClaims(deps, player);
      requireBettingEnabled(player);
      await refuseDuringBreakNamed(deps.db, player, deps.clock.now());
      await checkDepositLimits(deps.db, player, parseWholeNumber(req.body.request_amount), deps.clock.now());
      const order = await createGatewayOrder(
        { db: deps.db, clock: deps.clock, providers: deps.providers },
        player,
        { amount: req.body.request_amount, limits: await depositLimitsOf(deps.db) },
      );
      return {
        status: true,
        msg: PAYMENTS_TEXT.orderCreated,
        request_id: order.requestId,
        gateway: 'razorpay' as const,
        order_id: order.orderId,
        amount: order.amountPaise,
        currency: order.currency,
        key_id: order.keyId,
      };
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
