import { apiPaths } from '../../../config/paths.ts';
import { object, points, requiredText, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * `/api-payment-order-create`'s answer: the gateway order of a deposit and its pending request.
 * `amount` is in paise, as the gateway counts them; `key_id` is the gateway's public key.
 */
export const paymentOrderSchema = object({
  request_id: requiredText,
  order_id: requiredText,
  amount: points,
  currency: requiredText,
  key_id: requiredText,
  gateway: text,
});

export type PaymentOrder = ReturnType<typeof paymentOrderSchema>;

/**
 * Creates the online gateway's order for a deposit of `amount` rupees (a digit string on the wire),
 * and with it the pending request the gateway's payment.captured notification credits (ADR 011).
 */
export function createPaymentOrder(amount: number): Promise<PaymentOrder> {
  return apiPost(apiPaths.paymentOrderCreate, { request_amount: String(amount) }, paymentOrderSchema, { withToken: true });
}
