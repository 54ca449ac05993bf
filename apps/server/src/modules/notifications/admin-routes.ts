import { failure, noticesAnswer, sendNoticeAnswer, sendNoticeBody } from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf,adminApi } from '../operators/guard.ts';
import { listNotices, type NotificationsDeps, sendNotice } from './service.ts';
import { NOTIFICATIONS_TEXT as T } from './text.ts';

const tags = ['operator'];
const refusals = { 400: failure, 401: failure, 403: failure, 404: failure };

/** Notices from the console (ADR 014): send one, list those sent. */
export const notificationsAdminRoutes: FastifyPluginAsyncZod<NotificationsDeps> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.get(
    '/admin/api/notices',
    {
      config: { adminApi: 'viewer' },
      schema: { tags, summary: 'The notices sent, newest first (at most 100)', response: { 200: noticesAnswer, ...refusals } },
    },
    async () => ({ status: true, msg: 'OK', items: await listNotices(deps) }),
  );

  app.post(
    '/admin/api/notices',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary:
          "Sends a notice to every player, to the players with a bid on one market today, or to one player (by mobile): an inbox item each and a push to their devices; popup: shown once as a popup at the player's next login. Audited",
        body: sendNoticeBody,
        response: { 200: sendNoticeAnswer, ...refusals },
      },
    },
    async (req) => {
      const sent = await sendNotice(deps, actorOf(req, 'operator'), req.body);
      return { status: true, msg: T.noticeSent(sent.recipients), ...sent };
    },
  );
};
