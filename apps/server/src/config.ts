import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * The server's configuration, read once at start from the environment and validated.
 * A bad value stops the server with a message naming the variable (see `loadConfig`).
 * Every variable here is documented in the README's configuration table.
 */
const boolean = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/**
 * TRUST_PROXY (ADR 024): which proxies' `X-Forwarded-For` and `X-Forwarded-Proto` to believe, as
 * Fastify's `trustProxy` takes it. `false`: none (clients reach the server directly). A whole number:
 * that many proxies in front, and the client is the address the outermost of them saw (the
 * right-most entries of `X-Forwarded-For` are the proxies' own, anything left of them the client
 * wrote). A comma-separated list of addresses or CIDR ranges (`10.0.0.0/8`, `loopback`): the proxies
 * themselves, and the client is the first address from the right that is not one of them. `true`
 * (every hop: the left-most address, which any client can write) only outside production
 * (productionProblems).
 */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyRange = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};
const trustProxy = z.string().transform((value, ctx): boolean | number | string[] => {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === 'no' || v === '0') return false;
  if (v === 'true' || v === 'yes') return true;
  if (/^\d+$/.test(v)) {
    if (Number(v) <= 10) return Number(v);
    ctx.addIssue({ code: 'custom', message: 'must be the number of proxies in front (1 to 10)' });
    return z.NEVER;
  }
  const list = v.split(',').map((p) => p.trim()).filter((p) => p !== '');
  if (list.length > 0 && list.every(isProxyRange)) return list;
  ctx.addIssue({
    code: 'custom',
    message: 'must be false, the number of proxies in front (1, 2, …), or their addresses or CIDR ranges, comma-separated (10.0.0.0/8,loopback)',
  });
  return z.NEVER;
});

const positiveInt = (fallback: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').positive('must be positive').default(fallback);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535, 'must be a port number').default(8080),
    DATABASE_URL: z.string().min(1).default('./data/pana.db'),
    APP_KEY: z.string().min(1, 'must not be empty').default('pana-public-app-key'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * `slow` (the default): a request is logged when its answer took over 1 s (failures are logged by
     * the error handler); `all`: Fastify's two lines for every request, which at the 9:30 PM peak cost
     * 15–30% of the dashboard poll's throughput.
     */
    LOG_REQUESTS: z.enum(['slow', 'all'], { error: 'must be slow or all' }).default('slow'),
    TRUST_PROXY: trustProxy.default(false),
    /**
     * Connections one server process holds at most (ADR 024); beyond it a new one is closed at once.
     * Each open app holds one (its live stream), so this is the players online per process plus a margin;
     * the file-descriptor limit must be above it.
     */
    MAX_CONNECTIONS: positiveInt(20_000),
    /**
     * Live streams (GET /api/events) from one address in one process (an IPv6 client: its /64), ADR 024;
     * beyond it 429. Players behind one carrier address share it; each player has at most 3 anyway.
     */
    LIVE_STREAMS_PER_ADDRESS: positiveInt(100),
    /**
     * PostgreSQL: where the live updates' listener connects (LISTEN needs a session of its own, which a
     * PgBouncer in transaction mode does not give); DATABASE_URL when unset (ADR 013).
     */
    LIVE_LISTEN_URL: z.string().regex(/^postgres(ql)?:\/\//i, 'must be a postgres:// URL').optional(),
    WEB_DIST: z.string().optional(),
    SMS_PROVIDER: z.enum(['console', 'msg91'], { error: 'must be console or msg91' }).default('console'),
    SMS_API_URL: z.url({ error: 'must be a URL' }).default('https://control.msg91.com/api/v5/otp'),
    SMS_AUTH_KEY: z.string().optional(),
    SMS_TEMPLATE_ID: z.string().optional(),
    OTP_TTL_SECONDS: positiveInt(300),
    OTP_MAX_ATTEMPTS: positiveInt(5),
    OTP_RESEND_SECONDS: positiveInt(30),
    SESSION_TTL_DAYS: positiveInt(30),
    LOGIN_MAX_PER_MOBILE: positiveInt(10),
    LOGIN_MAX_PER_IP: positiveInt(100),
    OTP_MAX_PER_MOBILE_HOUR: positiveInt(10),
    RATE_WINDOW_SECONDS: positiveInt(900),
    ADMIN_USERNAME: z.string().optional(),
    ADMIN_PASSWORD: z.string().optional(),
    SEED_DEMO: boolean.default(true),
    /** Tests and demos: the server's clock starts at this instant (ISO 8601) and runs on from there. */
    CLOCK_START: z
      .string()
      .refine((v) => !Number.isNaN(Date.parse(v)), 'must be an ISO 8601 instant, e.g. 2026-11-23T10:00:00+05:30')
      .optional(),
    /** End-to-end tests only (NODE_ENV=test): POST /__test/clock {advanceMs} moves the CLOCK_START clock forward. */
    TEST_CLOCK_CONTROL: boolean.default(false),
    CORS_ORIGINS: z.string().min(1, 'must be * or a comma-separated list of origins').default('*'),
    LEGACY_OTP: z.enum(['off', 'client'], { error: 'must be off or client' }).default('off'),
    /**
     * The payment notification hooks to accept (ADR 011): a comma-separated list of `upi` (POST
     * /hooks/payments/upi, the generic forwarder) and `razorpay` (orders and POST /hooks/payments/razorpay).
     * Empty (the default): no hook is served and deposits wait for an operator as before.
     */
    PAYMENT_HOOKS: z
      .string()
      .default('')
      .transform((v) => v.split(',').map((p) => p.trim().toLowerCase()).filter((p) => p !== ''))
      .refine((list) => list.every((p) => p === 'upi' || p === 'razorpay'), 'must be a comma-separated list of upi and razorpay')
      .transform((list) => [...new Set(list)] as Array<'upi' | 'razorpay'>),
    /** The shared secret of POST /hooks/payments/upi (HMAC-SHA256 of "<timestamp>.<raw body>"). */
    PAYMENT_WEBHOOK_SECRET: z.string().optional(),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    /** The secret set on the Razorpay dashboard's webhook (X-Razorpay-Signature). */
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    /** Razorpay's REST API (tests point it at a fake gateway on localhost). */
    RAZORPAY_API_URL: z.url({ error: 'must be a URL' }).default('https://api.razorpay.com'),
    /**
     * Razorpay's standard web checkout, which the player app loads only when a player pays online
     * (tests point it at a fake checkout on localhost); its origin is allowed in the pages' CSP.
     */
    RAZORPAY_CHECKOUT_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://checkout.razorpay.com/v1/checkout.js'),
    /**
     * Web Push (ADR 014): the VAPID key pair (base64url, as `npx web-push generate-vapid-keys`
     * prints it). Unset: a pair is generated on first use and kept in the settings table.
     */
    VAPID_PUBLIC_KEY: z.string().optional(),
    VAPID_PRIVATE_KEY: z.string().optional(),
    /**
     * Encrypts the VAPID private key the server generates and keeps in the settings table (AES-256-GCM,
     * ADR 014); at least 32 characters (`openssl rand -base64 32`). NODE_ENV=production needs it unless
     * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are set.
     */
    VAPID_KEY_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
    /**
     * Tests and development only (refused with NODE_ENV=production): comma-separated origins (such as
     * http://127.0.0.1:9999, a fake push service) accepted as push endpoints besides the browsers' push
     * services, and connected to without the public-address check (ADR 014).
     */
    PUSH_TEST_ORIGINS: z
      .string()
      .default('')
      .transform((v) => v.split(',').map((o) => o.trim()).filter((o) => o !== ''))
      .refine((list) => list.every((o) => URL.canParse(o) && /^https?:$/.test(new URL(o).protocol) && new URL(o).origin === o.replace(/\/$/, '')), 'must be a comma-separated list of http(s) origins, e.g. http://127.0.0.1:9999')
      .transform((list) => list.map((o) => new URL(o).origin)),
    /** Who push services may contact about this server's pushes: a mailto: or https: address. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address')
      .default('mailto:admin@pana.invalid'),
    MARKET_CACHE_MS: z.coerce.number({ error: 'must be a whole number' }).int().min(0).max(1000, 'must be at most 1000 (caches live at most 1 s, docs/ARCHITECTURE.md#data)').default(1000),
    /** Result feeds (ADR 032): how often the sources are polled, and for how long after a session's draw time. */
    FEED_POLL_SECONDS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(10, 'must be at least 10').max(600, 'must be at most 600').default(30),
    FEED_WINDOW_MINUTES: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(10, 'must be at least 10').max(720, 'must be at most 720').default(180),
  })
  .superRefine((c, ctx) => {
    if (c.SMS_PROVIDER === 'msg91' && !c.SMS_AUTH_KEY) {
      ctx.addIssue({ code: 'custom', path: ['SMS_AUTH_KEY'], message: 'is required when SMS_PROVIDER=msg91' });
    }
    if (c.SMS_PROVIDER === 'msg91' && !c.SMS_TEMPLATE_ID) {
      ctx.addIssue({ code: 'custom', path: ['SMS_TEMPLATE_ID'], message: 'is required when SMS_PROVIDER=msg91' });
    }
    if (Boolean(c.ADMIN_USERNAME) !== Boolean(c.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_USERNAME and ADMIN_PASSWORD go together' });
    }
    if (c.TEST_CLOCK_CONTROL && (c.NODE_ENV !== 'test' || !c.CLOCK_START)) {
      ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK_CONTROL'], message: 'needs NODE_ENV=test and CLOCK_START' });
    }
    // A hook is only as safe as its secret: each enabled hook needs its own, in every environment
    // (without one nothing could be verified), and a production one of at least 32 characters.
    const secrets: Array<[boolean, 'PAYMENT_WEBHOOK_SECRET' | 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET', string]> = [
      [c.PAYMENT_HOOKS.includes('upi'), 'PAYMENT_WEBHOOK_SECRET', 'upi'],
      [c.PAYMENT_HOOKS.includes('razorpay'), 'RAZORPAY_KEY_ID', 'razorpay'],
      [c.PAYMENT_HOOKS.includes('razorpay'), 'RAZORPAY_KEY_SECRET', 'razorpay'],
      [c.PAYMENT_HOOKS.includes('razorpay'), 'RAZORPAY_WEBHOOK_SECRET', 'razorpay'],
    ];
    for (const [enabled, variable, hook] of secrets) {
      if (!enabled) continue;
      const value = c[variable];
      if (!value) ctx.addIssue({ code: 'custom', path: [variable], message: `is required when PAYMENT_HOOKS includes ${hook}` });
      else if (c.NODE_ENV === 'production' && variable.endsWith('_SECRET') && value.length < 32) {
        ctx.addIssue({ code: 'custom', path: [variable], message: 'must be at least 32 characters with NODE_ENV=production' });
      }
    }
    if (c.NODE_ENV === 'production' && c.PAYMENT_HOOKS.includes('razorpay') && !c.RAZORPAY_CHECKOUT_URL.startsWith('https:')) {
      ctx.addIssue({ code: 'custom', path: ['RAZORPAY_CHECKOUT_URL'], message: 'must be an https URL with NODE_ENV=production' });
    }
    if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together' });
    }
    if (c.NODE_ENV === 'production' && c.PUSH_TEST_ORIGINS.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['PUSH_TEST_ORIGINS'], message: 'is for tests and development only: not with NODE_ENV=production' });
    }
    if (c.ADMIN_PASSWORD && c.ADMIN_PASSWORD.length < 10) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'must be at least 10 characters' });
    }
  });

export type Config = z.infer<typeof schema> & { webDist: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the configuration; throws `ConfigError` naming every bad variable. Relative
 * paths (DATABASE_URL of SQLite, WEB_DIST) resolve against `root`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = env.INIT_CWD ?? process.cwd()): Config {
  const input = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  // zod's own words for the operator (the allowed values), not the player API's (plugins/error-handler.ts).
  const parsed = schema.safeParse(input, { error: z.locales.en().localeError });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const webDist = resolve(root, parsed.data.WEB_DIST ?? 'apps/web/dist');
  // A relative SQLite path is relative to where the command was started (npm sets INIT_CWD), not to
  // the workspace folder npm runs a script in.
  const url = parsed.data.DATABASE_URL;
  const DATABASE_URL = url === ':memory:' || /^[a-z]+:\/\//i.test(url) ? url : resolve(root, url.replace(/^sqlite:/, ''));
  return { ...parsed.data, DATABASE_URL, webDist };
}

/**
 * Operator passwords anyone can guess: the demo operator's (`DEMO_ADMIN` in modules/operators/service.ts,
 * printed by every demo start and written in the README) and a few that people type when told to pick
 * one of 10 characters. With NODE_ENV=production the server refuses to start while ADMIN_PASSWORD or an
 * active operator's password is one of them (server.ts). Kept short: each is one scrypt check per operator
 * at start.
 */
export const KNOWN_DEFAULT_PASSWORDS: readonly string[] = ['admin12345', 'admin123456', 'password123', 'changeme123', '1234567890'];

/** One reason a production start is refused: the variable to change and a one-line explanation. */
export interface ProductionProblem {
  variable: string;
  message: string;
}

/**
 * What makes this configuration unsafe for players' money (empty when it is safe), checked by the
 * server with NODE_ENV=production before it opens the database (server.ts). The rules:
 * - SMS_PROVIDER must send codes (`msg91`): `console`, the default, echoes every code in its answers;
 * - LEGACY_OTP must be `off`: `client` echoes codes and accepts registrations without them;
 * - SEED_DEMO must be `false`, set explicitly (the default, true, creates the demo player and operator);
 * - TRUST_PROXY must not be `true` (every hop trusted: a client chooses the address its limits count);
 * - ADMIN_PASSWORD must not be one of KNOWN_DEFAULT_PASSWORDS;
 * - VAPID_KEY_SECRET must be set unless VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are (the generated Web Push
 *   private key is kept in the database only encrypted).
 * Operators already in the database are checked separately once it is migrated (production.ts), and
 * so is a stored VAPID private key (notifications/vapid-keys.ts).
 */
export function productionProblems(
  config: Pick<Config, 'SMS_PROVIDER' | 'LEGACY_OTP' | 'SEED_DEMO' | 'ADMIN_PASSWORD' | 'TRUST_PROXY' | 'VAPID_PRIVATE_KEY' | 'VAPID_KEY_SECRET'>,
): ProductionProblem[] {
  const problems: ProductionProblem[] = [];
  if (config.SMS_PROVIDER === 'console') {
    problems.push({
      variable: 'SMS_PROVIDER',
      message: 'SMS_PROVIDER=console echoes every one-time code in its answers; set SMS_PROVIDER=msg91 with SMS_AUTH_KEY and SMS_TEMPLATE_ID',
    });
  }
  if (config.LEGACY_OTP === 'client') {
    problems.push({
      variable: 'LEGACY_OTP',
      message: 'LEGACY_OTP=client echoes one-time codes and accepts registrations and resets without them; set LEGACY_OTP=off',
    });
  }
  if (config.SEED_DEMO) {
    problems.push({
      variable: 'SEED_DEMO',
      message: 'SEED_DEMO is on (the default) and creates the demo player and the demo operator admin/admin12345; set SEED_DEMO=false',
    });
  }
  if (config.ADMIN_PASSWORD && KNOWN_DEFAULT_PASSWORDS.includes(config.ADMIN_PASSWORD)) {
    problems.push({ variable: 'ADMIN_PASSWORD', message: 'ADMIN_PASSWORD is a known default password; choose another' });
  }
  if (config.TRUST_PROXY === true) {
    problems.push({
      variable: 'TRUST_PROXY',
      message:
        'TRUST_PROXY=true believes the left-most X-Forwarded-For address, which any client can write, so every per-address limit could be dodged; set the number of proxies in front (TRUST_PROXY=1 for one) or their addresses (TRUST_PROXY=10.0.0.0/8)',
    });
  }
  if (!config.VAPID_KEY_SECRET && !config.VAPID_PRIVATE_KEY) {
    problems.push({
      variable: 'VAPID_KEY_SECRET',
      message:
        'VAPID_KEY_SECRET is unset: the Web Push private key would be kept in the database in plain text; set VAPID_KEY_SECRET (at least 32 characters, e.g. openssl rand -base64 32), or VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY',
    });
  }
  return problems;
}

/** The line printed for a refused production start (stderr, exit code 1). */
export function productionRefusal(problem: ProductionProblem): string {
  return `Refusing to start with NODE_ENV=production: ${problem.message} (production checklist: docs/OPERATIONS.md).`;
}

/** The configuration tests start from: an in-memory SQLite database, quiet logs, console SMS. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: ':memory:', MARKET_CACHE_MS: '0' }), ...overrides };
}
