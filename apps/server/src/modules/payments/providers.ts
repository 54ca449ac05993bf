import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Config } from '../../config.ts';
import { textProblem } from '../../plugins/text-guard.ts';
import { PAYMENTS_TEXT } from './text.ts';

/**
 * Where payments come from (ADR 011). Like the SMS providers (modules/auth/sms.ts), each source sits
 * behind one interface, so Cashfree or PhonePe can follow Razorpay without touching the matching:
 *
 * - a `PaymentNotifier` checks a signed notification from its raw bytes and headers alone (nothing
 *   is parsed before the signature holds), then reads it into one `IncomingPayment`;
 * - a `PaymentGateway` also creates the order a player pays (Razorpay's Orders API).
 */

/** One payment received, whatever its source. Amounts are paise, exactly as received. */
export interface IncomingPayment {
  /** 'upi' or the gateway's name. */
  source: string;
  /** The notification's unique key: `<source>:<event id or payment id>`. */
  eventKey: string;
  /** The UPI reference (UTR / RRN), when the source gives one. */
  utr: string | null;
  /** The gateway's order id, when the payment was made against one. */
  orderId: string | null;
  paymentId: string | null;
  amountPaise: number;
  payerVpa: string;
  receivedAt: number;
  text: string;
}

export type ReadResult =
  | { kind: 'payment'; payment: IncomingPayment }
  /** A well-formed event this server does not act on (another Razorpay event): answered 200. */
  | { kind: 'ignored' }
  /** Malformed: answered 400 with the message, nothing stored. */
  | { kind: 'invalid'; msg: string };

export type HookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentNotifier {
  readonly name: string;
  /** Null when the notification is authentic; otherwise the reason (answered 401). Reads the bytes, never parses them. */
  verify(raw: Buffer, headers: HookHeaders, now: number): string | null;
  /** The payment of a verified notification. */
  read(raw: Buffer, now: number): ReadResult;
}

export interface CreatedOrder {
  orderId: string;
  amountPaise: number;
  currency: 'INR';
}

export interface PaymentGateway extends PaymentNotifier {
  /** The public key the checkout is opened with. */
  readonly keyId: string;
  /** Creates an order of `amountPaise` at the gateway; throws `PaymentGatewayError` when it refuses or cannot be reached. */
  createOrder(order: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<CreatedOrder>;
}

export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError';
}

/** Timestamps further than this from the server clock are refused (replays of old signed bodies). */
export const MAX_SKEW_SECONDS = 300;

function header(headers: HookHeaders, name: string): string | null {
  const value = headers[name];
  return typeof value === 'string' ? value : null;
}

/** Constant-time comparison of two hex digests. */
function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

const hmacHex = (secret: string, ...parts: Array<string | Buffer>): string => {
  const mac = createHmac('sha256', secret);
  for (const part of parts) mac.update(part);
  return mac.digest('hex');
};

/** The JSON object of a verified body, or the 400 message (malformed, not an object, nested too deeply, or a control character in a text). */
function jsonObject(raw: Buffer): Record<string, unknown> | string {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    return PAYMENTS_TEXT.invalidBody;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return PAYMENTS_TEXT.invalidBody;
  const problem = textProblem(value);
  if (problem) return problem;
  return value as Record<string, unknown>;
}

const RUPEES = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** "500.00" (or 500.5) as paise; null when it is not rupees above zero with at most two decimals. */
export function paiseOf(value: unknown): number | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return null;
  const m = RUPEES.exec(text.trim());
  if (!m) return null;
  const paise = Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
  return paise > 0 ? paise : null;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const EVENT_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const UTR = /^[A-Za-z0-9]{6,64}$/;

const optionalText = (value: unknown, max: number): string | null =>
  value === undefined || value === null ? '' : typeof value === 'string' && value.length <= max ? value.trim() : null;

/**
 * The generic forwarder of UPI credits (`POST /hooks/payments/upi`): an SMS-forwarding app on the
 * operator's phone, a bank's notification, or any script the operator runs. JSON
 * `{event_id, utr, amount: "500.00", payer_vpa?, received_at, text?}`, signed with the headers
 * `X-Pana-Timestamp` (unix seconds, within 5 minutes) and
 * `X-Pana-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">` (PAYMENT_WEBHOOK_SECRET).
 */
export function upiForwarder(secret: string): PaymentNotifier {
  return {
    name: 'upi',
    verify(raw, headers, now) {
      const timestamp = header(headers, 'x-pana-timestamp');
      if (timestamp === null || !/^\d{1,12}$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) {
        return PAYMENTS_TEXT.staleTimestamp;
      }
      const signature = /^sha256=([0-9a-fA-F]{64})$/.exec(header(headers, 'x-pana-signature') ?? '');
      if (!signature || !sameHex(hmacHex(secret, `${timestamp}.`, raw), signature[1]!)) return PAYMENTS_TEXT.invalidSignature;
      return null;
    },
    read(raw) {
      const body = jsonObject(raw);
      if (typeof body === 'string') return { kind: 'invalid', msg: body };
      const { event_id: eventId, utr, amount, payer_vpa: vpa, received_at: receivedAt, text } = body;
      if (typeof eventId !== 'string' || !EVENT_ID.test(eventId)) return { kind: 'invalid', msg: PAYMENTS_TEXT.eventIdInvalid };
      if (typeof utr !== 'string' || !UTR.test(utr)) return { kind: 'invalid', msg: PAYMENTS_TEXT.utrInvalid };
      const amountPaise = paiseOf(amount);
      if (amountPaise === null) return { kind: 'invalid', msg: PAYMENTS_TEXT.amountInvalid };
      const payerVpa = optionalText(vpa, 255);
      if (payerVpa === null) return { kind: 'invalid', msg: PAYMENTS_TEXT.vpaInvalid };
      const at = typeof receivedAt === 'string' && ISO_INSTANT.test(receivedAt) ? Date.parse(receivedAt) : Number.NaN;
      if (!Number.isFinite(at)) return { kind: 'invalid', msg: PAYMENTS_TEXT.receivedAtInvalid };
      const message = optionalText(text, 1000);
      if (message === null) return { kind: 'invalid', msg: PAYMENTS_TEXT.textInvalid };
      return {
        kind: 'payment',
        payment: {
          source: 'upi',
          eventKey: `upi:${eventId}`,
          utr,
          orderId: null,
          paymentId: null,
          amountPaise,
          payerVpa,
          receivedAt: at,
          text: message,
        },
      };
    },
  };
}

const RAZORPAY_PAYMENT = /^pay_[A-Za-z0-9]{1,40}$/;
const RAZORPAY_ORDER = /^order_[A-Za-z0-9]{1,40}$/;

/**
 * Razorpay (https://razorpay.com/docs): orders through its REST API (`POST /v1/orders`, basic auth
 * with the key id and secret, amounts in paise), and the `payment.captured` webhook, signed with
 * `X-Razorpay-Signature` (hex HMAC-SHA256 of the raw body with the dashboard's webhook secret). A
 * payment's id is its idempotency key; its UPI reference (`acquirer_data.rrn`) is kept as the UTR.
 */
export function razorpay(
  config: Pick<Config, 'RAZORPAY_API_URL' | 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET'>,
  fetchImpl: typeof fetch = fetch,
): PaymentGateway {
  const keyId = config.RAZORPAY_KEY_ID ?? '';
  return {
    name: 'razorpay',
    keyId,
    verify(raw, headers) {
      const signature = header(headers, 'x-razorpay-signature') ?? '';
      if (!/^[0-9a-fA-F]{64}$/.test(signature) || !sameHex(hmacHex(config.RAZORPAY_WEBHOOK_SECRET ?? '', raw), signature)) {
        return PAYMENTS_TEXT.invalidSignature;
      }
      return null;
    },
    read(raw, now) {
      const body = jsonObject(raw);
      if (typeof body === 'string') return { kind: 'invalid', msg: body };
      if (typeof body.event !== 'string') return { kind: 'invalid', msg: PAYMENTS_TEXT.invalidBody };
      if (body.event !== 'payment.captured') return { kind: 'ignored' };
      const payload = body.payload as { payment?: { entity?: Record<string, unknown> } } | undefined;
      const entity = payload?.payment?.entity;
      if (!entity || typeof entity !== 'object') return { kind: 'invalid', msg: PAYMENTS_TEXT.razorpayPaymentInvalid('id') };
      const bad = (field: string) => ({ kind: 'invalid' as const, msg: PAYMENTS_TEXT.razorpayPaymentInvalid(field) });
      const { id, amount, currency, status, order_id: orderId, vpa, acquirer_data: acquirer, created_at: createdAt } = entity;
      if (typeof id !== 'string' || !RAZORPAY_PAYMENT.test(id)) return bad('id');
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return bad('amount');
      if (currency !== 'INR') return bad('currency');
      if (status !== 'captured') return bad('status');
      if (orderId !== undefined && orderId !== null && (typeof orderId !== 'string' || !RAZORPAY_ORDER.test(orderId))) return bad('order_id');
      if (vpa !== undefined && vpa !== null && (typeof vpa !== 'string' || vpa.length > 255)) return bad('vpa');
      const rrn = acquirer !== null && typeof acquirer === 'object' ? (acquirer as { rrn?: unknown }).rrn : undefined;
      const method = typeof entity.method === 'string' ? entity.method.slice(0, 20) : 'payment';
      return {
        kind: 'payment',
        payment: {
          source: 'razorpay',
          eventKey: `razorpay:${id}`,
          utr: typeof rrn === 'string' && /^\d{12}$/.test(rrn) ? rrn : null,
          orderId: typeof orderId === 'string' ? orderId : null,
          paymentId: id,
          amountPaise: amount,
          payerVpa: typeof vpa === 'string' ? vpa : '',
          receivedAt: typeof createdAt === 'number' && Number.isSafeInteger(createdAt) && createdAt > 0 ? createdAt * 1000 : now,
          text: `Razorpay ${method} ${id}`,
        },
      };
    },
    async createOrder(order) {
      let response: Response;
      try {
        response = await fetchImpl(new URL('/v1/orders', config.RAZORPAY_API_URL), {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${keyId}:${config.RAZORPAY_KEY_SECRET ?? ''}`).toString('base64')}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ amount: order.amountPaise, currency: 'INR', receipt: order.receipt.slice(0, 40), notes: order.notes }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (err) {
        throw new PaymentGatewayError(`Razorpay unreachable: ${(err as Error).message}`);
      }
      const text = await response.text();
      let body: { id?: unknown; amount?: unknown; currency?: unknown; error?: { description?: string } } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        // a non-JSON answer is a failure below
      }
      if (!response.ok || typeof body.id !== 'string' || !RAZORPAY_ORDER.test(body.id) || body.amount !== order.amountPaise || body.currency !== 'INR') {
        throw new PaymentGatewayError(`Razorpay refused the order (HTTP ${response.status}): ${body.error?.description ?? text.slice(0, 200)}`);
      }
      return { orderId: body.id, amountPaise: order.amountPaise, currency: 'INR' };
    },
  };
}

/** The notifiers and the gateway the configuration enables (PAYMENT_HOOKS). */
export interface PaymentProviders {
  upi: PaymentNotifier | null;
  gateway: PaymentGateway | null;
}

export function createPaymentProviders(config: Config): PaymentProviders {
  return {
    upi: config.PAYMENT_HOOKS.includes('upi') && config.PAYMENT_WEBHOOK_SECRET ? upiForwarder(config.PAYMENT_WEBHOOK_SECRET) : null,
    gateway: config.PAYMENT_HOOKS.includes('razorpay') ? razorpay(config) : null,
  };
}
