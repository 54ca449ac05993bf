import { LANGUAGE_TEXT, LOCALES } from '@pana/domain/messages';
import { z } from 'zod';
import { envelope, withToken } from '../envelope.ts';

/** Player accounts (docs/api.md#the-calls): registration, OTP, login, password and profile calls. */

/** `/api-check-mobile`, `/api-resend-otp`, `/api-forget-check-mobile`. */
export const otpSentAnswer = envelope({
  otp: z.string().optional().describe('Echoed only by the console SMS provider (development, demo) and with LEGACY_OTP=client'),
  /** The digits of the code sent (ADR 022): 6, or 4 while the server runs LEGACY_OTP=client. Absent from older servers (4). */
  otp_length: z.number().int().optional().describe('The digits of the code sent: 6, or 4 with LEGACY_OTP=client; absent from older servers (4)'),
});

/** `/api-user-registration` and `/api-user-login`. */
export const playerSessionAnswer = envelope({
  user_name: z.string(),
  unique_token: z.string(),
  mobile: z.string(),
  /** False for a player who has not confirmed being 18 or older (registered by an older app): Pana's app asks once (ADR 018). */
  age_confirmed: z.boolean().optional(),
  /** The player's language, 'en', 'hi' or 'mr' (ADR 020): a new device adopts it. Absent from older servers. */
  lang: z.enum(LOCALES).optional(),
});

/** `/api-profile-update`. */
export const profileUpdateAnswer = envelope({ user_name: z.string() });

/** `/api-get-user-info`: the player, the wallet, the settings and the main market list shared screens read. */
export const userInfoAnswer = envelope({
  user_name: z.string(),
  mobile_no: z.string(),
  betting_status: z.enum(['0', '1']),
  wallet_amt: z.number(),
  mobile_1: z.string(),
  whatsapp_no: z.string(),
  /**
   * The name Contact Admin shows above its buttons: the player's agent's (ADR 029), whose numbers
   * `mobile_1` and `whatsapp_no` then are. Absent for a house player and from older servers.
   */
  contact_name: z.string().optional().describe("the player's agent's name when mobile_1 and whatsapp_no are the agent's (ADR 029); absent for the house"),
  telegram_no: z.string(),
  web_starline_chart_url: z.string(),
  web_galidessar_chart_url: z.string(),
  withdraw_open_time: z.string(),
  withdraw_close_time: z.string(),
  min_withdrawal: z.number(),
  /** The largest single withdrawal; 0: no maximum. */
  max_withdrawal: z.number(),
  min_amt: z.number(),
  result: z.array(z.unknown()),
  /** The player's language, 'en', 'hi' or 'mr' (ADR 020). Absent from older servers. */
  lang: z.enum(LOCALES).optional(),
});

/** `/api-set-language` (ADR 020): the language the server writes the player's pushes and inbox items in. */
export const setLanguageBody = z.object({
  ...withToken,
  lang: z.enum(LOCALES, { error: LANGUAGE_TEXT.invalid }).describe("'en', 'hi' or 'mr'"),
});

/** The answer of `/api-set-language`: the language now stored. */
export const setLanguageAnswer = envelope({ lang: z.enum(LOCALES) });
