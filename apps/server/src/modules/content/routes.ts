import { bankDetailsAnswer, sliderImagesAnswer, socialDataAnswer } from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db } from '../../db/database.ts';
import { agentOfPlayer, agentPayee, type AgentProfileReader, contactOverride } from '../../lib/agent-contact.ts';
import { withToken } from '../../lib/api-schemas.ts';
import { getSettings } from './settings.ts';

/**
 * Content any visitor may read: the admin's contact numbers, app link, slider images and UPI ids. With
 * the token of an agent's player, the agent's numbers and UPI id instead (ADR 029; `agentProfile`,
 * modules/agents/contact.ts, is passed in by app.ts).
 */
export const contentRoutes: FastifyPluginAsyncZod<{ db: Db; agentProfile?: AgentProfileReader }> = async (app, { db, agentProfile }) => {
  const agentOf = (player: { agentId?: number | null } | null) => (agentProfile ? agentOfPlayer(agentProfile, player) : Promise.resolve(null));

  app.post(
    '/api-get-social-data',
    {
      config: { playerApi: 'optional' },
      schema: {
        tags: ['content'],
        summary: "The admin's contact numbers (with the token of an agent's player: the agent's, and contact_name)",
        body: z.object(withToken),
        response: { 200: socialDataAnswer },
      },
    },
    async (req) => {
      const [s, agent] = await Promise.all([getSettings(db), agentOf(req.player)]);
      const contact = contactOverride(agent);
      if (contact)
        return { status: true, msg: 'OK', mobile_no: contact.mobile, mobile_1: contact.mobile, whatsapp_no: contact.whatsapp, telegram_no: s.telegram_no, app_link: s.app_link, contact_name: contact.name };
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
        summary: "The operator's UPI ids for deposits (older apps); with the token of a player whose agent set a UPI id, the agent's (ADR 029)",
        body: z.object(withToken),
        response: { 200: bankDetailsAnswer },
      },
    },
    async (req) => {
      const [s, agent] = await Promise.all([getSettings(db), agentOf(req.player)]);
      const upi = agentPayee(agent)?.upiId ?? s.upi_id;
      return { status: true, msg: 'OK', bank_details: [{ google_upi_payment_id: upi, phonepay_upi_payment_id: upi, paytm_upi_payment_id: upi, upi_payment_id: upi }] };
    },
  );
};
