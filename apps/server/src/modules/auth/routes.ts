import {
  otpSentAnswer,
  plainEnvelope,
  playerSessionAnswer,
  profileUpdateAnswer,
  setLanguageAnswer,
  setLanguageBody,
  userInfoAnswer,
} from '@pana/contract';
import { ACCOUNT_SPEC_TEXT, OTP_SPEC_TEXT, PASSWORD_TEXT } from '@pana/domain';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agentOfPlayer, contactOverride } from '../../lib/agent-contact.ts';
import { legacyBase, mobileField, newPasswordField, passwordField, requiredText, withToken } from '../../lib/api-schemas.ts';
import { LANGUAGE_HEADER, requestLanguage } from '../../lib/messages.ts';
import { requirePlayer } from '../../plugins/player-api.ts';
import { getSettings } from '../content/settings.ts';
import { balanceOf } from '../wallet/ledger.ts';
import * as auth from './service.ts';
import { AUTH_TEXT, type AuthDeps } from './service.ts';
import { bettingStatusWire } from './sessions.ts';

const purpose = z.enum(['register', 'forgot', 'withdraw'], { error: 'Invalid OTP purpose' });
/**
 * A code as typed: digits, sent as a string (or a number by some clients, whose leading zeros otp.ts
 * restores to the length of the code sent).
 */
const otpCode = z.union([z.string().max(10, { error: OTP_SPEC_TEXT.registerWrong }), z.number()], { error: OTP_SPEC_TEXT.registerWrong });
/** An agent's invite code (ADR 029): optional, '' = none; read by the service (its messages, one lookup). */
const inviteCode = z
  .unknown()
  .optional()
  .describe("An agent's invite code (case-insensitive; '' or absent: none). Unknown: 400 'Invalid invite code'; a suspended agent's: 400 'This invite code is not accepted now'");
const deviceId = z.preprocess((v) => (v === undefined || v === null ? '' : String(v)), z.string().max(128)).optional();

export interface AuthRouteDeps extends AuthDeps {
  /**
   * The main markets with their status, as `/api-get-user-info` lists them (markets' marketViews and
   * mainMarketItem, passed in by app.ts: markets imports auth's sessions, so auth does not import markets, ADR 026).
   */
  mainMarkets: (now: number) => Promise<unknown[]>;
}

/** Player accounts: the registration, OTP, login, password and profile calls (docs/api.md#the-calls). */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (app, deps) => {
  const tags = ['accounts'];

  app.post(
    '/api-check-mobile',
    {
      config: { playerApi: 'none' },
      schema: {
        tags,
        summary: 'Is this number new? If so, send a registration code',
        body: z.object({ ...legacyBase, mobile: mobileField('register'), invite_code: inviteCode }),
        response: { 200: otpSentAnswer },
      },
    },
    async (req) => ({
      status: true,
      msg: AUTH_TEXT.otpSent,
      ...(await auth.checkMobileForRegistration(deps, req.body.mobile, req.ip, req.body.invite_code)),
    }),
  );

  app.post(
    '/api-user-registration',
    {
      config: { playerApi: 'none' },
      schema: {
        tags,
        summary: 'Register a player with the code sent to the number',
        body: z.object({
          ...legacyBase,
          name: requiredText(ACCOUNT_SPEC_TEXT.usernameRequired, 50),
          mobile: mobileField('register'),
          password: newPasswordField(ACCOUNT_SPEC_TEXT.passwordRequired, PASSWORD_TEXT.tooShort),
          otp: otpCode.optional(),
          device_id: deviceId,
          email: z.unknown().optional(),
          security_pin: z.unknown().optional(),
          adult: z
            .unknown()
            .optional()
            .describe("Pana's app: true when the player ticked 'I am 18 or older'; older apps send none (ADR 018)"),
          invite_code: inviteCode,
        }),
        response: { 200: playerSessionAnswer },
      },
    },
    async (req) => {
      const { name, mobile, password, otp, device_id, adult, invite_code } = req.body;
      const result = await auth.register(
        deps,
        // The language the app speaks at registration (X-Pana-Lang) is the new player's (ADR 020).
        {
          name,
          mobile,
          password,
          otp,
          deviceId: device_id ?? '',
          adult,
          lang: requestLanguage(req.headers[LANGUAGE_HEADER]) ?? 'en',
          inviteCode: invite_code,
        },
        req.ip,
      );
      return { status: true, msg: AUTH_TEXT.registered, ...result };
    },
  );

  app.post(
    '/api-resend-otp',
    {
      config: { playerApi: 'optional' },
      schema: {
        tags,
        summary:
          "Send a new code (after 30 s; it cancels the number's older codes of that purpose); purpose withdraw (the player's own mobile, or a UPI number to add that is no other player's) needs the player token",
        body: z.object({ ...withToken, mobile: mobileField('login'), purpose: purpose.default('register') }),
        response: { 200: otpSentAnswer },
      },
    },
    async (req) => ({
      status: true,
      msg: AUTH_TEXT.otpSent,
      ...(await auth.resendOtp(deps, req.body.mobile, req.body.purpose, req.ip, req.player)),
    }),
  );

  app.post(
    '/api-verify-otp',
    {
      config: { playerApi: 'optional' },
      schema: {
        tags,
        summary: 'Check a code on the server (purpose withdraw: with the token of the player who asked for it)',
        body: z.object({
          ...withToken,
          mobile: mobileField('login'),
          otp: otpCode,
          purpose: purpose.default('register'),
        }),
        response: { 200: plainEnvelope },
      },
    },
    async (req) => {
      await auth.checkOtp(deps, { mobile: req.body.mobile, code: req.body.otp, purpose: req.body.purpose }, req.ip, req.player);
      return { status: true, msg: AUTH_TEXT.otpVerified };
    },
  );

  app.post(
    '/api-user-login',
    {
      config: { playerApi: 'none' },
      schema: {
        tags,
        summary: 'Log in with mobile and password',
        body: z.object({
          ...legacyBase,
          mobile: mobileField('login'),
          password: passwordField(ACCOUNT_SPEC_TEXT.passwordRequired),
          device_id: deviceId,
        }),
        response: { 200: playerSessionAnswer },
      },
    },
    async (req) => {
      const result = await auth.login(
        deps,
        { mobile: req.body.mobile, password: req.body.password, deviceId: req.body.device_id ?? '' },
        req.ip,
      );
      return { status: true, msg: AUTH_TEXT.loggedIn, ...result };
    },
  );

  app.post(
    '/api-forget-check-mobile',
    {
      config: { playerApi: 'none' },
      schema: {
        tags,
        summary: 'Send a password-reset code to a registered number',
        body: z.object({ ...legacyBase, mobile: mobileField('forgot') }),
        response: { 200: otpSentAnswer },
      },
    },
    async (req) => ({
      status: true,
      msg: AUTH_TEXT.otpSent,
      ...(await auth.checkMobileForReset(deps, req.body.mobile, req.ip)),
    }),
  );

  app.post(
    '/api-forgot-password',
    {
      config: { playerApi: 'none' },
      schema: {
        tags,
        summary: 'Set a new password once the reset code is verified',
        body: z.object({
          ...legacyBase,
          mobile: mobileField('forgot'),
          new_pass: newPasswordField(ACCOUNT_SPEC_TEXT.newPasswordRequired, PASSWORD_TEXT.newTooShort),
          otp: otpCode.optional(),
        }),
        response: { 200: plainEnvelope },
      },
    },
    async (req) => {
      await auth.resetPassword(
        deps,
        { mobile: req.body.mobile, newPassword: req.body.new_pass, otp: req.body.otp },
        req.ip,
      );
      return { status: true, msg: AUTH_TEXT.passwordUpdated };
    },
  );

  app.post(
    '/api-change-password',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: 'Change the password (other devices are logged out)',
        body: z.object({
          ...withToken,
          old_pass: passwordField(ACCOUNT_SPEC_TEXT.currentPasswordRequired),
          new_pass: newPasswordField(ACCOUNT_SPEC_TEXT.newPasswordRequired, PASSWORD_TEXT.newTooShort),
        }),
        response: { 200: plainEnvelope },
      },
    },
    async (req) => {
      await auth.changePassword(deps, requirePlayer(req), {
        oldPassword: req.body.old_pass,
        newPassword: req.body.new_pass,
      });
      return { status: true, msg: AUTH_TEXT.passwordChanged };
    },
  );

  app.post(
    '/api-profile-update',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: "Change the player's name",
        body: z.object({ ...withToken, user_name: requiredText(ACCOUNT_SPEC_TEXT.nameRequired, 50) }),
        response: { 200: profileUpdateAnswer },
      },
    },
    async (req) => ({
      status: true,
      msg: AUTH_TEXT.profileUpdated,
      ...(await auth.updateProfile(deps, requirePlayer(req), req.body.user_name)),
    }),
  );

  app.post(
    '/api-set-language',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary:
          "Remember the player's language ('en', 'hi' or 'mr'): login and user-info return it, pushes and inbox items are written in it",
        body: setLanguageBody,
        response: { 200: setLanguageAnswer },
      },
    },
    async (req) => ({
      status: true,
      msg: AUTH_TEXT.languageSaved,
      lang: await auth.setLanguage(deps, requirePlayer(req), req.body.lang),
    }),
  );

  app.post(
    '/api-logout',
    {
      config: { playerApi: 'player' },
      schema: { tags, summary: 'Revoke this token', body: z.object(withToken), response: { 200: plainEnvelope } },
    },
    async (req) => {
      await auth.logout(deps, requirePlayer(req));
      return { status: true, msg: AUTH_TEXT.loggedOut };
    },
  );

  app.post(
    '/api-get-user-info',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: 'The player, the wallet, the settings and the main market list shared screens read',
        body: z.object(withToken),
        response: { 200: userInfoAnswer },
      },
    },
    async (req) => {
      const player = requirePlayer(req);
      const [settings, balance, markets, agent] = await Promise.all([
        getSettings(deps.db),
        balanceOf(deps.db, player.id),
        deps.mainMarkets(deps.clock.now()),
        deps.agentProfile ? agentOfPlayer(deps.agentProfile, player) : null,
      ]);
      // A player of an agent who set a number reaches that agent from Contact Admin (ADR 029).
      const contact = contactOverride(agent);
      return {
        status: true,
        msg: 'OK',
        user_name: player.name,
        mobile_no: player.mobile,
        betting_status: bettingStatusWire(player),
        wallet_amt: balance,
        mobile_1: contact ? contact.mobile : settings.mobile_1,
        whatsapp_no: contact ? contact.whatsapp : settings.whatsapp_no,
        ...(contact ? { contact_name: contact.name } : {}),
        telegram_no: settings.telegram_no,
        web_starline_chart_url: settings.web_starline_chart_url,
        web_galidessar_chart_url: settings.web_galidessar_chart_url,
        withdraw_open_time: settings.withdraw_open_time,
        withdraw_close_time: settings.withdraw_close_time,
        min_withdrawal: Number(settings.min_withdrawal) || 0,
        max_withdrawal: Number(settings.max_withdrawal) || 0,
        min_amt: Number(settings.min_deposit) || 0,
        result: markets,
        lang: player.lang ?? 'en',
      };
    },
  );
};
