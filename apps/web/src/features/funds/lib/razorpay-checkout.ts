/**
 * Razorpay's standard web checkout (checkout.js), loaded only when a player chooses to pay online:
 * never part of the app's own bundle, and fetched from the URL the server gives out
 * (`online_gateway_script`, the server's RAZORPAY_CHECKOUT_URL), which the pages' CSP allows.
 *
 * The checkout is opened with the order the server created; its `handler` fires once the payment
 * succeeded, `modal.ondismiss` when the player closed it without paying. Neither credits anything:
 * the gateway's signed payment.captured notification to the server does (ADR 011).
 */

/** What the checkout's handler is given on a successful payment. */
export type CheckoutPayment = { razorpay_payment_id: string; razorpay_order_id?: string; razorpay_signature?: string };

export type CheckoutOptions = {
  key: string;
  order_id: string;
  /** Paise. */
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { contact: string };
  handler: (payment: CheckoutPayment) => void;
  modal: { ondismiss: () => void };
};

export type RazorpayCheckout = { open: () => void };
export type RazorpayConstructor = new (options: CheckoutOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** The checkout script could not be loaded (no network, blocked, or it defined no `Razorpay`). */
export class CheckoutLoadError extends Error {
  override name = 'CheckoutLoadError';
}

/** A script that neither loads nor fails within this long is given up (a stalled connection). */
export const CHECKOUT_LOAD_TIMEOUT_MS = 30_000;

const loading = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Loads the checkout script from `url` once per page (later calls share the first load); rejects
 * with CheckoutLoadError when it fails, removing its script element so that the next call tries again.
 */
export function loadCheckoutScript(url: string, timeoutMs = CHECKOUT_LOAD_TIMEOUT_MS): Promise<RazorpayConstructor> {
  const pending = loading.get(url);
  if (pending) return pending;
  const load = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.checkout = 'razorpay';
    const timer = setTimeout(() => fail(), timeoutMs);
    function settle() {
      clearTimeout(timer);
      script.removeEventListener('load', loaded);
      script.removeEventListener('error', fail);
    }
    function loaded() {
      settle();
      if (typeof window.Razorpay === 'function') resolve(window.Razorpay);
      else fail();
    }
    function fail() {
      settle();
      script.remove();
      loading.delete(url);
      reject(new CheckoutLoadError(`The checkout script ${url} could not be loaded`));
    }
    script.addEventListener('load', loaded);
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  loading.set(url, load);
  return load;
}

/** How a checkout ended: paid (its payment id), or closed without paying. */
export type CheckoutOutcome = { kind: 'paid'; paymentId: string } | { kind: 'dismissed' };

/**
 * Opens the checkout for an order and settles once: with the payment when the handler fires, or
 * 'dismissed' when the player closes it. (Razorpay also calls ondismiss after some successes; the
 * first answer wins.)
 */
export function openCheckout(
  Razorpay: RazorpayConstructor,
  options: Omit<CheckoutOptions, 'handler' | 'modal'>,
): Promise<CheckoutOutcome> {
  return new Promise<CheckoutOutcome>((resolve, reject) => {
    try {
      new Razorpay({
        ...options,
        handler: (payment) => resolve({ kind: 'paid', paymentId: String(payment?.razorpay_payment_id ?? '') }),
        modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
      }).open();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** Tests only: forget the scripts loaded so far. */
export function resetCheckoutLoads(): void {
  loading.clear();
}
