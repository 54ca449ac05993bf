import { createHmac, randomInt } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { serverNow } from './fixtures.ts';

/** The secret of POST /hooks/payments/upi on the e2e server (start-server.mjs PAYMENT_WEBHOOK_SECRET). */
export const PAYMENT_WEBHOOK_SECRET = 'e2e-payment-webhook-secret';

/** A 12-digit UTR no other test uses. */
export function freshUtr(): string {
  return `${randomInt(1, 10)}${String(randomInt(0, 1e11)).padStart(11, '0')}`;
}

export type UpiCredit = { utr: string; amount: string; payerVpa?: string; text?: string };

/**
 * Sends a UPI credit to the server as the operator's forwarder would (ADR 011): the JSON body signed
 * with `X-Pana-Timestamp` (unix seconds of the server's clock, which the e2e server holds at 10:00
 * AM) and `X-Pana-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">`. Returns the
 * hook's result: credited, unmatched or replay.
 */
export async function notifyUpiCredit(request: APIRequestContext, credit: UpiCredit): Promise<string> {
  const now = await serverNow(request);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const raw = JSON.stringify({
    event_id: `e2e-${credit.utr}-${now.getTime()}`,
    utr: credit.utr,
    amount: credit.amount,
    payer_vpa: credit.payerVpa ?? 'payer@okaxis',
    received_at: now.toISOString(),
    text: credit.text ?? `Rs ${credit.amount} credited to your account by UPI Ref ${credit.utr}`,
  });
  const signature = createHmac('sha256', PAYMENT_WEBHOOK_SECRET).update(`${timestamp}.${raw}`).digest('hex');
  const response = await request.post('/hooks/payments/upi', {
    headers: {
      'content-type': 'application/json',
      'x-pana-timestamp': timestamp,
      'x-pana-signature': `sha256=${signature}`,
    },
    data: raw,
  });
  const answer = (await response.json()) as { status?: boolean; result?: string; msg?: string };
  expect(response.ok(), `/hooks/payments/upi refused: ${response.status()} ${JSON.stringify(answer)}`).toBe(true);
  return answer.result ?? '';
}
