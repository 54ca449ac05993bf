import { bankDetailsAnswer, sliderImagesAnswer, socialDataAnswer } from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db } from '../../db/database.ts';
import { legacyBase, withToken } from '../../lib/api-schemas.ts';
import { getSettings } from './settings.ts';

/** Content any visitor may read: the admin's contact numbers, app link, slider images and UPI ids. */
export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api-get-social-data',
    {
      config: { playerApi: 'none' },
      schema: {
        tags: ['content'],
        summary: "The admin's contact numbers",
        body: z.object(legacyBase),
        response: { 200: socialDataAnswer },
      },
    },
    async () => {
      const s = await getSettings(db);
      return { status: true, msg: 'OK', mobile_no: s.mobile_no, mobile_1: s.mobile_1, whatsapp_no: s.whatsapp_no, telegram_no: s.telegram_no, app_link: s.app_link };
    },
  );

  app.post(
    '/api-get-slider-images',
    {
      config: { playerApi: 'optional' },
      schema: {
        tags: ['content'],
        summary: 'Home slider images (older apps)',
        body: z.object(withToken),
        response: { 200: sliderImagesAnswer },
      },
    },
    async () => {
      const urls = (await getSettings(db)).slider_images
        .split('\n')
        .map((u) => u.trim())
        .filter((u) => /^https?:\/\//i.test(u));
      return { status: true, msg: 'OK', sliderdata: urls.map((slider_image) => ({ slider_image })) };
    },
  );

  app.post(
    '/api-admin-bank-details',
    {
      config: { playerApi: 'optional' },
      schema: {
        tags: ['content'],
        summary: "The operator's UPI ids for deposits (older apps)",
        body: z.object(withToken),
        response: { 200: bankDetailsAnswer },
      },
    },
    async () => {
      const upi = (await getSettings(db)).upi_id;
      return { status: true, msg: 'OK', bank_details: [{ google_upi_payment_id: upi, phonepay_upi_payment_id: upi, paytm_upi_payment_id: upi, upi_payment_id: upi }] };
    },
  );
};
