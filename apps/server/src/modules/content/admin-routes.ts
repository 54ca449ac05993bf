import { failure, settingsAnswer, updateSettingsBody } from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApi, requireAdmin } from '../operators/guard.ts';
import { type ContentAdminDeps, readSettings, SETTINGS_TEXT, updateSettings } from './admin-service.ts';

const tags = ['operator'];
const refusals = { 400: failure, 401: failure, 403: failure, 415: failure, 429: failure };

/** The settings operators edit: contacts, UPI, QR, rules, how-to-play, video, minimums, withdrawal hours, chart links. */
export const contentAdminRoutes: FastifyPluginAsyncZod<ContentAdminDeps> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.get(
    '/admin/api/settings',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: 'Every operator setting as text (defaults filled in)',
        response: { 200: settingsAnswer, ...refusals },
      },
    },
    async () => ({ status: true, msg: 'OK', settings: await readSettings(deps) }),
  );

  app.put(
    '/admin/api/settings',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary:
          'Sets some settings {key: value, …}; every key is checked before anything is written. Where deposits go (upi_id, qr_image, payment_gateway_url): owner only, with `code`, a current code of their authenticator app; each change raises a console alert. agent_carry_over (agents’ weekly statements, ADR 029): owner only',
        body: updateSettingsBody,
        response: { 200: settingsAnswer, ...refusals },
      },
    },
    async (req) => {
      const admin = requireAdmin(req, 'operator');
      const saved = await updateSettings(deps, req.body, { adminId: admin.id, ip: req.ip, role: admin.role, username: admin.username });
      return { status: true, msg: SETTINGS_TEXT.saved, settings: saved };
    },
  );
};
