import { type FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * helmet's security headers, computed once at start and set on every answer. (@fastify/helmet
 * rebuilds helmet's middleware on every request, about 5% of the bid path's CPU; the headers
 * never change, so they are captured once.) Swagger UI at /docs sets its own CSP for its pages.
 */
export function securityHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, res as never, () => {});
  return headers;
}

/**
 * What an API answer needs of them (OWASP's REST security cheat sheet): no content sniffing, never
 * framed, HTTPS only, no referrer. A JSON answer is not a document, so a CSP beyond that, the
 * cross-origin isolation headers and the old browsers' switches do nothing for it; on the dashboard
 * poll they were a quarter of the answer's bytes.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'no-referrer',
};

/** What the pages' CSP must allow for the online gateway's checkout. */
type CheckoutConfig = { PAYMENT_HOOKS: readonly string[]; RAZORPAY_CHECKOUT_URL: string; RAZORPAY_API_URL: string };

/**
 * What Razorpay's own checkout.js needs besides its origin and the API's frames, as Razorpay lists it
 * for CSPs (razorpay/razorpay-magento etc/csp_whitelist.xml): its risk-detection script from the
 * CDN, and its tracking calls. Added only when the checkout is Razorpay's (not a test fake).
 */
const RAZORPAY_HOSTED = {
  scripts: ['https://cdn.razorpay.com'],
  connects: ['https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com'],
};

/**
 * The sources Razorpay's web checkout needs when the gateway is configured (PAYMENT_HOOKS includes
 * razorpay; ADR 011): its script's origin (RAZORPAY_CHECKOUT_URL, checkout.razorpay.com) in
 * `script-src`, the frames it opens, from that origin and the API's (api.razorpay.com), in
 * `frame-src`, and, for Razorpay's own checkout, its CDN script and tracking calls. Without the
 * gateway: none, and the policy is exactly what it was.
 */
export function checkoutSources(config: CheckoutConfig): { scripts: string[]; frames: string[]; connects: string[] } {
  if (!config.PAYMENT_HOOKS.includes('razorpay')) return { scripts: [], frames: [], connects: [] };
  const checkout = new URL(config.RAZORPAY_CHECKOUT_URL);
  const frames = [...new Set([checkout.origin, new URL(config.RAZORPAY_API_URL).origin])];
  const isRazorpays = checkout.protocol === 'https:' && checkout.hostname.endsWith('.razorpay.com');
  return {
    scripts: [checkout.origin, ...(isRazorpays ? RAZORPAY_HOSTED.scripts : [])],
    frames,
    connects: isRazorpays ? RAZORPAY_HOSTED.connects : [],
  };
}

/**
 * Security headers on every answer, chosen when it is sent: JSON answers (the APIs, health checks,
 * errors) get {@link API_HEADERS}; everything else (the app's pages and files, /docs, charts, CSV
 * exports) gets helmet's full set. Both computed once at start. With the online gateway configured
 * the pages' CSP also allows its checkout ({@link checkoutSources}).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: CheckoutConfig): void {
  const checkout = checkoutSources(config);
  const documentHeaders = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...checkout.scripts],
        connectSrc: ["'self'", ...checkout.connects],
        ...(checkout.frames.length > 0 ? { frameSrc: ["'self'", ...checkout.frames] } : {}),
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const isJson = typeof type === 'string' && type.startsWith('application/json');
    void reply.headers(isJson ? API_HEADERS : documentHeaders);
    done(null, payload);
  });
}
