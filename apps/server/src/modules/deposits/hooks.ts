import { failure } from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, unauthorized } from '../../lib/app-error.ts';
import { type PaymentNotifier } from '../payments/providers.ts';
import { PAYMENTS_TEXT } from '../payments/text.ts';
import { type PaymentsDeps, receivePayment } from './service.ts';

/** A notification is a few kilobytes; anything near this is not one. */
export const HOOK_BODY_LIMIT = 64 * 1024;

const hookAnswer = z.object({
  status: z.literal(true),
  msg: z.string(),
  result: z.enum(['credited', 'unmatched', 'replay', 'ignored']),
});

/**
 * The payment notification hooks (ADR 011), in a scope of their own: here, and only here, a body is
 * kept as the raw bytes whatever its content type, because the signatures are HMACs of those bytes.
 * Each hook checks its signature from the bytes and headers before anything is parsed (401, nothing
 * stored), then reads the notification (400 with a clear message, nothing stored), then records and
 * matches it. The player-api hook does not run here (no `config.playerApi`); the app's text guard
 * sees only a Buffer, and the notifiers refuse control characters in the parsed text themselves.
 * Only the hooks PAYMENT_HOOKS enables are served.
 */
export const paymentHooks: FastifyPluginAsyncZod<PaymentsDeps> = async (app, deps) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: HOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  const hook = (path: string, notifier: PaymentNotifier, summary: string) =>
    app.post(
      path,
      {
        bodyLimit: HOOK_BODY_LIMIT,
        schema: { tags: ['payments'], summary, response: { 200: hookAnswer, 400: failure, 401: failure, 413: failure } },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const now = deps.clock.now();
        const refused = notifier.verify(raw, request.headers, now);
        if (refused) throw unauthorized(refused);
        const read = notifier.read(raw, now);
        if (read.kind === 'invalid') throw badRequest(read.msg);
        if (read.kind === 'ignored') return { status: true as const, msg: PAYMENTS_TEXT.ignored, result: 'ignored' as const };
        const received = await receivePayment(deps, read.payment);
        if (received.result === 'credited') request.log.info({ notification: received.notificationId, request: received.requestId }, 'payment credited');
        const msg = { credited: PAYMENTS_TEXT.credited, unmatched: PAYMENTS_TEXT.unmatched, replay: PAYMENTS_TEXT.replay }[received.result];
        return { status: true as const, msg, result: received.result };
      },
    );

  if (deps.providers.upi) {
    hook(
      '/hooks/payments/upi',
      deps.providers.upi,
      'A UPI credit forwarded by the operator (signed: X-Pana-Timestamp, X-Pana-Signature sha256=HMAC of "<timestamp>.<raw body>")',
    );
  }
  if (deps.providers.gateway) {
    hook(
      `/hooks/payments/${deps.providers.gateway.name}`,
      deps.providers.gateway,
      "The gateway's payment.captured webhook (signed: X-Razorpay-Signature, HMAC of the raw body)",
    );
  }
};
