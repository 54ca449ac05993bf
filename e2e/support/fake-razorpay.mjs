// A fake Razorpay on loopback for tests (ADR 011): the Orders API the server creates orders
// with, and a fake of the standard web checkout (checkout.js) whose `Razorpay` class "pays" an order
// when opened — the payment's id is handed to the checkout's handler and a correctly signed
// payment.captured webhook is POSTed to the server, as Razorpay does after a capture.
//
// Plain JavaScript (node:http, node:crypto), so that e2e/start-server.mjs can start it with node alone.
import { createHmac, randomInt } from 'node:crypto';
import { createServer } from 'node:http';

/** Razorpay's smallest order: 100 paise. */
const MIN_ORDER_PAISE = 100;

const hmacHex = (secret, text) => createHmac('sha256', secret).update(text).digest('hex');

/**
 * The fake checkout.js. Like Razorpay's, it defines `window.Razorpay`; `new Razorpay(options).open()`
 * opens the checkout in a frame served by the gateway (the pages' CSP must allow it: frame-src), and
 * the frame's answer, posted to this page, is handed to `options.handler` (paid) or
 * `options.modal.ondismiss` (not paid: the order is unknown or the key is wrong).
 */
const CHECKOUT_JS = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  function Razorpay(options) {
    if (!options || typeof options.key !== 'string' || typeof options.order_id !== 'string' || typeof options.handler !== 'function') {
      throw new Error('Razorpay: key, order_id and handler are required');
    }
    this.options = options;
  }
  Razorpay.prototype.open = function () {
    var options = this.options;
    var frame = document.createElement('iframe');
    frame.title = 'Razorpay Checkout';
    frame.setAttribute('data-fake-razorpay', '');
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:rgba(0,0,0,0.6)';
    var query = new URLSearchParams({
      key_id: options.key,
      order_id: options.order_id,
      amount: String(options.amount),
      contact: (options.prefill && options.prefill.contact) || '',
      origin: location.origin
    });
    frame.src = origin + '/v1/checkout/pay?' + query.toString();
    function answered(event) {
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      window.removeEventListener('message', answered);
      frame.remove();
      var data = event.data || {};
      if (typeof data.razorpay_payment_id === 'string') options.handler(data);
      else if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    }
    window.addEventListener('message', answered);
    document.body.appendChild(frame);
  };
  window.Razorpay = Razorpay;
})();
`;

/** The checkout frame's page: shows the payment and posts its result to the opening page. */
function checkoutPage(targetOrigin, result) {
  const script = `parent.postMessage(${JSON.stringify(result)}, ${JSON.stringify(targetOrigin)});`;
  const what = result.razorpay_payment_id ? `Paid ${result.razorpay_payment_id}` : `Not paid: ${result.error}`;
  return `<!doctype html><meta charset="utf-8"><title>Razorpay Checkout (test)</title><p>${what}</p><script>${script}</script>`;
}

/**
 * Starts the fake on 127.0.0.1 (port 0: any free one). `webhookUrl` (optional) receives the signed
 * payment.captured of every payment made through the fake checkout.
 *
 * @param {{ keyId: string, keySecret: string, webhookSecret: string, webhookUrl?: string, port?: number }} options
 */
export async function startFakeRazorpay({ keyId, keySecret, webhookSecret, webhookUrl, port = 0 }) {
  /** Orders created, by id. */
  const orders = new Map();
  /** Every call to the Orders API: method and path, authorization header, body. */
  const seen = [];
  /** Webhooks sent: the payment id and the server's HTTP status (0: unreachable). */
  const webhooks = [];
  /** When set, the Orders API answers this instead of creating the order. */
  let refusal = null;

  function json(res, status, value) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof value === 'string' ? value : JSON.stringify(value));
  }
  const badRequest = (description) => ({ error: { code: 'BAD_REQUEST_ERROR', description } });

  function createOrder(req, res, text) {
    let body = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      return json(res, 400, badRequest('The request body is not valid JSON'));
    }
    seen.push({ path: `${req.method} ${req.url}`, authorization: req.headers.authorization, body });
    if (refusal) return json(res, refusal.status, refusal.body);
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return json(res, 401, badRequest('Authentication failed'));
    if (!Number.isSafeInteger(body?.amount) || body.amount < MIN_ORDER_PAISE || body.currency !== 'INR') {
      return json(res, 400, badRequest('Order amount less than minimum amount allowed'));
    }
    const id = `order_Fake${String(orders.size + 1).padStart(6, '0')}`;
    const order = {
      id,
      entity: 'order',
      amount: body.amount,
      amount_paid: 0,
      amount_due: body.amount,
      currency: 'INR',
      receipt: body.receipt,
      status: 'created',
      attempts: 0,
      notes: body.notes ?? {},
      created_at: Math.floor(Date.now() / 1000),
    };
    orders.set(id, order);
    json(res, 200, order);
  }

  /** Razorpay's payment.captured event for a payment of `order`, as its webhook sends it. */
  function capturedEvent(order, paymentId, rrn) {
    const now = Math.floor(Date.now() / 1000);
    return {
      entity: 'event',
      account_id: 'acc_Fake000001',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            amount: order.amount,
            currency: 'INR',
            status: 'captured',
            order_id: order.id,
            method: 'upi',
            captured: true,
            vpa: 'player@okicici',
            acquirer_data: { rrn },
            created_at: now,
          },
        },
      },
      created_at: now,
    };
  }

  async function sendWebhook(order, paymentId, rrn) {
    if (!fake.webhookUrl) return;
    const raw = JSON.stringify(capturedEvent(order, paymentId, rrn));
    let status = 0;
    try {
      const response = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(webhookSecret, raw), 'x-razorpay-event-id': `evt_${paymentId}` },
        body: raw,
      });
      status = response.status;
      await response.text();
    } catch {
      status = 0;
    }
    webhooks.push({ paymentId, status });
    if (status < 200 || status >= 300) console.error(`fake Razorpay: the payment.captured webhook of ${paymentId} was answered ${status}`);
  }

  /** The checkout frame: pays the order (once) and has the webhook sent once the page is answered. */
  function pay(res, query) {
    const targetOrigin = query.get('origin') ?? '';
    if (!/^https?:\/\/[^/]+$/.test(targetOrigin)) return json(res, 400, badRequest('origin is required'));
    const order = orders.get(query.get('order_id') ?? '');
    const page = (result) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(checkoutPage(targetOrigin, result));
    };
    if (!order || query.get('key_id') !== keyId) return page({ error: 'The order or the key is not known to the gateway' });
    if (order.status === 'paid') return page({ error: 'This order is already paid' });
    order.status = 'paid';
    order.amount_paid = order.amount;
    order.amount_due = 0;
    order.attempts += 1;
    const paymentId = `pay_Fake${randomInt(1e9, 1e10)}`;
    const rrn = `${randomInt(1, 10)}${String(randomInt(0, 1e11)).padStart(11, '0')}`;
    res.on('finish', () => void sendWebhook(order, paymentId, rrn));
    page({
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.id,
      razorpay_signature: hmacHex(keySecret, `${order.id}|${paymentId}`),
    });
  }

  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'POST' && url.pathname === '/v1/orders') return createOrder(req, res, text);
      if (req.method === 'GET' && url.pathname === '/v1/checkout.js') {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
        return res.end(CHECKOUT_JS);
      }
      if (req.method === 'GET' && url.pathname === '/v1/checkout/pay') return pay(res, url.searchParams);
      json(res, 404, badRequest('The requested URL was not found on the server.'));
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  const fake = {
    url,
    /** Where payments made through the checkout are notified (settable once the server listens). */
    webhookUrl: webhookUrl ?? '',
    checkoutUrl: `${url}/v1/checkout.js`,
    orders,
    seen,
    webhooks,
    /** Makes the Orders API answer `status` and `body` (a string) until cleared with null. */
    refuse(answer) {
      refusal = answer;
    },
    /** Stops listening and drops open connections (a browser keeps its own alive). */
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
  return fake;
}
