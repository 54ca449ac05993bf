import { type FastifyBaseLogger } from 'fastify';
import { type Config } from '../../config.ts';

/** Sends one-time codes to players' phones. */
export interface SmsProvider {
  readonly name: string;
  /**
   * True only for the development/demo provider: the code is also returned in the API response so a
   * tester without a phone can go on (`SMS_PROVIDER=console`, README). Never true for a real provider.
   */
  readonly echoesCodes: boolean;
  sendOtp(mobile: string, code: string): Promise<void>;
}

export class SmsError extends Error {
  override name = 'SmsError';
}

/** Development and demo: logs the code instead of sending it. */
export function consoleSms(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'console',
    echoesCodes: true,
    async sendOtp(mobile, code) {
      log.info({ mobile, otp: code }, 'OTP (console SMS provider; not sent)');
    },
  };
}

/**
 * MSG91's OTP API (https://docs.msg91.com): `POST {SMS_API_URL}?template_id=…&mobile=91XXXXXXXXXX&otp=…`
 * with the `authkey` header; the DLT-approved template carries the text. Any answer other than
 * HTTP 2xx with `type: "success"` is a failure. Times out after 10 s.
 */
export function msg91Sms(config: Pick<Config, 'SMS_API_URL' | 'SMS_AUTH_KEY' | 'SMS_TEMPLATE_ID'>, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    name: 'msg91',
    echoesCodes: false,
    async sendOtp(mobile, code) {
      const url = new URL(config.SMS_API_URL);
      url.searchParams.set('template_id', config.SMS_TEMPLATE_ID ?? '');
      url.searchParams.set('mobile', `91${mobile}`);
      url.searchParams.set('otp', code);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { authkey: config.SMS_AUTH_KEY ?? '', 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ otp_expiry: 5 }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (err) {
        throw new SmsError(`SMS gateway unreachable: ${(err as Error).message}`);
      }
      const text = await response.text();
      let body: { type?: string; message?: string } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        // a non-JSON answer is a failure below
      }
      if (!response.ok || body.type !== 'success') {
        throw new SmsError(`SMS gateway refused (HTTP ${response.status}): ${body.message ?? text.slice(0, 200)}`);
      }
    },
  };
}

export function createSmsProvider(config: Config, log: FastifyBaseLogger): SmsProvider {
  return config.SMS_PROVIDER === 'msg91' ? msg91Sms(config) : consoleSms(log);
}
