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

/**
 * Security headers on every answer, chosen when it is sent: JSON answers (the APIs, health checks,
 * errors) get {@link API_HEADERS}; everything else (the app's pages and files, /docs, charts, CSV
 * exports) gets helmet's full set. Both computed once at start.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const documentHeaders = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
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
