/** The types of fake-razorpay.mjs (plain JavaScript, so that start-server.mjs runs it with node alone). */

export interface FakeRazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: unknown;
  status: 'created' | 'paid';
  attempts: number;
  notes: Record<string, unknown>;
  created_at: number;
}

export interface FakeRazorpay {
  /** The fake's origin, e.g. http://127.0.0.1:40123: the server's RAZORPAY_API_URL. */
  url: string;
  /** Where payments made through the checkout are notified ('' : nowhere); settable once the server listens. */
  webhookUrl: string;
  /** Its checkout.js: the server's RAZORPAY_CHECKOUT_URL. */
  checkoutUrl: string;
  /** Orders created, by id. */
  orders: Map<string, FakeRazorpayOrder>;
  /** Every call to the Orders API: method and path, authorization header, body. */
  seen: Array<{ path: string; authorization: string | undefined; body: unknown }>;
  /** Webhooks sent: the payment id and the server's HTTP status (0: unreachable). */
  webhooks: Array<{ paymentId: string; status: number }>;
  /** Makes the Orders API answer `status` and `body` (a string) until cleared with null. */
  refuse(answer: { status: number; body: string } | null): void;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
}

export function startFakeRazorpay(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Receives the signed payment.captured of every payment made through the fake checkout. */
  webhookUrl?: string;
  port?: number;
}): Promise<FakeRazorpay>;
