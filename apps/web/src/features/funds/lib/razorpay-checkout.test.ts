import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CheckoutLoadError,
  type CheckoutOptions,
  loadCheckoutScript,
  openCheckout,
  type RazorpayConstructor,
  resetCheckoutLoads,
} from './razorpay-checkout.ts';

const URL_A = 'https://checkout.razorpay.com/v1/checkout.js';

const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-checkout="razorpay"]')];

beforeEach(() => {
  resetCheckoutLoads();
  for (const script of scripts()) script.remove();
  delete window.Razorpay;
});
afterEach(() => {
  vi.useRealTimers();
});

class FakeRazorpay {
  static last: CheckoutOptions | null = null;
  constructor(options: CheckoutOptions) {
    FakeRazorpay.last = options;
  }
  open() {}
}

describe('loadCheckoutScript', () => {
  it('adds one async script from the given URL and resolves with window.Razorpay once it loaded', async () => {
    const first = loadCheckoutScript(URL_A);
    const second = loadCheckoutScript(URL_A);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.src).toBe(URL_A);
    expect(scripts()[0]?.async).toBe(true);
    window.Razorpay = FakeRazorpay as unknown as RazorpayConstructor;
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(FakeRazorpay);
    await expect(second).resolves.toBe(FakeRazorpay);
    await expect(loadCheckoutScript(URL_A)).resolves.toBe(FakeRazorpay);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script fails to load, removing it so that the next try loads it again', async () => {
    const failed = loadCheckoutScript(URL_A);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toBeInstanceOf(CheckoutLoadError);
    expect(scripts()).toHaveLength(0);
    const retry = loadCheckoutScript(URL_A);
    expect(scripts()).toHaveLength(1);
    window.Razorpay = FakeRazorpay as unknown as RazorpayConstructor;
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(FakeRazorpay);
  });

  it('rejects a script that loads but defines no Razorpay (a captive portal, another file)', async () => {
    const loaded = loadCheckoutScript(URL_A);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(loaded).rejects.toBeInstanceOf(CheckoutLoadError);
    expect(scripts()).toHaveLength(0);
  });

  it('gives up on a script that neither loads nor fails in time', async () => {
    vi.useFakeTimers();
    const stalled = loadCheckoutScript(URL_A, 5000);
    const settled = vi.fn();
    stalled.catch(settled);
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(stalled).rejects.toBeInstanceOf(CheckoutLoadError);
    expect(scripts()).toHaveLength(0);
  });
});

describe('openCheckout', () => {
  const options = {
    key: 'rzp_test_KEY',
    order_id: 'order_Fake000001',
    amount: 50_000,
    currency: 'INR',
    name: 'Pana',
    description: 'Add 500 points',
    prefill: { contact: '9876543210' },
  };

  it('opens the checkout with the order and settles paid when the handler fires (a later dismiss changes nothing)', async () => {
    const open = vi.spyOn(FakeRazorpay.prototype, 'open');
    const outcome = openCheckout(FakeRazorpay as unknown as RazorpayConstructor, options);
    expect(open).toHaveBeenCalledTimes(1);
    expect(FakeRazorpay.last).toMatchObject(options);
    FakeRazorpay.last?.handler({ razorpay_payment_id: 'pay_Fake1', razorpay_order_id: 'order_Fake000001', razorpay_signature: 'ab' });
    FakeRazorpay.last?.modal.ondismiss();
    await expect(outcome).resolves.toEqual({ kind: 'paid', paymentId: 'pay_Fake1' });
  });

  it('settles dismissed when the player closes it', async () => {
    const outcome = openCheckout(FakeRazorpay as unknown as RazorpayConstructor, options);
    FakeRazorpay.last?.modal.ondismiss();
    await expect(outcome).resolves.toEqual({ kind: 'dismissed' });
  });

  it('rejects when the checkout cannot be opened', async () => {
    const Broken = function () {
      throw new TypeError('bad options');
    } as unknown as RazorpayConstructor;
    await expect(openCheckout(Broken, options)).rejects.toThrow('bad options');
  });
});
