import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db } from '../../db/database.ts';
import { envelope, legacyBase } from '../../lib/api-schemas.ts';
import { getSettings } from './settings.ts';

/** Content any visitor may read: the admin's contact numbers and app link. */
export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api-get-social-data',
    {
      config: { playerApi: 'none' },
      schema: {
        tags: ['content'],
        summary: "The admin's contact numbers",
        body: z.object(legacyBase),
        response: { 200: envelope({ mobile_no: z.string(), mobile_1: z.string(), whatsapp_no: z.string(), telegram_no: z.string(), app_link: z.string() }) },
      },
    },
    async () => {
      const s = await getSettings(db);
      return { status: true, msg: 'OK', mobile_no: s.mobile_no, mobile_1: s.mobile_1, whatsapp_no: s.whatsapp_no, telegram_no: s.telegram_no, app_link: s.app_link };
    },
  );
};
