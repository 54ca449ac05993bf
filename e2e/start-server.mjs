// Starts the built server for the browser tests on a fresh database in a temporary folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeRazorpay } from './support/fake-razorpay.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'pana-e2e-'));
const port = process.env.E2E_PORT ?? '18090';
// The online gateway (ADR 011) against a fake Razorpay on loopback: its Orders API, its checkout.js and
// the signed payment.captured webhook it sends here (e2e/support/fake-razorpay.mjs; e2e/support/payments.ts).
const razorpay = await startFakeRazorpay({
  keyId: 'rzp_test_E2eKey000001',
  keySecret: 'e2e-razorpay-key-secret',
  webhookSecret: 'e2e-razorpay-webhook-secret',
  webhookUrl: `http://127.0.0.1:${port}/hooks/payments/razorpay`,
});
const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    // NODE_ENV=test only to allow the clock control below; everything else runs as in production.
    NODE_ENV: 'test',
    // Monday 23 November 2026, 10:00 AM India time: before every main market opens (see e2e/README).
    CLOCK_START: '2026-11-23T10:00:00+05:30',
    TEST_CLOCK_CONTROL: 'true',
    INIT_CWD: root,
    WEB_DIST: join(root, 'apps/web/dist'),
    PORT: port,
    HOST: '127.0.0.1',
    DATABASE_URL: join(dir, 'pana.db'),
    LOG_LEVEL: 'warn',
    SMS_PROVIDER: 'console',
    // Not the key the web app was built with: every browser test proves the app takes the served key
    // (support/fixtures.ts APP_KEY is the same).
    APP_KEY: 'e2e-served-app-key',
    // Every test registers and logs in from 127.0.0.1: keep the per-address limits out of their way.
    LOGIN_MAX_PER_IP: '10000',
    OTP_MAX_PER_MOBILE_HOUR: '1000',
    // Automatic deposits (ADR 011): the signed UPI notification hook, with the secret e2e/support/payments.ts signs with.
    PAYMENT_HOOKS: 'upi,razorpay',
    PAYMENT_WEBHOOK_SECRET: 'e2e-payment-webhook-secret',
    RAZORPAY_KEY_ID: 'rzp_test_E2eKey000001',
    RAZORPAY_KEY_SECRET: 'e2e-razorpay-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'e2e-razorpay-webhook-secret',
    RAZORPAY_API_URL: razorpay.url,
    RAZORPAY_CHECKOUT_URL: razorpay.checkoutUrl,
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  void razorpay.close().finally(() => process.exit(code ?? 0));
});
