import {
  dashboardDataAnswer,
  galiGamesAnswer,
  galiRatesAnswer,
  gameRatesAnswer,
  howToPlayAnswer,
  starlineGamesAnswer,
  walletBalanceAnswer,
} from '@pana/contract';
import { type Family, RATE_KEYS, toRateRow } from '@pana/domain';
import { type Locale } from '@pana/domain/messages';
import { type FastifyReply } from 'fastify';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { type Db } from '../../db/database.ts';
import { accepts, varyOnEncoding } from '../../lib/accept-encoding.ts';
import { type AgentProfile, type AgentProfileReader, type ContactOverride, contactOverride } from '../../lib/agent-contact.ts';
import { legacyBase, withToken } from '../../lib/api-schemas.ts';
import { type Clock } from '../../lib/clock.ts';
import { GzipPrefix } from '../../lib/gzip-splice.ts';
import { type LiveBus } from '../../lib/live-bus.ts';
import { LANGUAGE_HEADER, messageIn, requestLanguage } from '../../lib/messages.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { requirePlayer } from '../../plugins/player-api.ts';
import { bettingStatusWire } from '../auth/sessions.ts';
import { getSettings, maintenanceMessage, onMaintenanceSwitched } from '../content/settings.ts';
import { galiItem, mainMarketItem, marketViews, readRateTable, starlineItem } from './service.ts';

/** Sends JSON already serialised and encoded (checked against the route's answer schema when it was built). */
function sendBytes(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.send(body);
}

/** The end of the dashboard's answer for a visitor without a token. */
const CLOSING_BRACE = Buffer.from('}');

/** Markets, rates and the how-to-play content: what the home, Starline and Gali screens read. */
export const marketRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  cacheMs: number;
  live?: LiveBus;
  /** An agent's profile (modules/agents/contact.ts, from app.ts): their players' dashboard names them (ADR 029). */
  agentProfile?: AgentProfileReader;
}> = async (app, { db, clock, cacheMs, live, agentProfile }) => {
  const tags = ['markets'];
  // The lists every player polls every 5 s: built at most once per cacheMs (≤ 1 s) per process, and
  // again at once after maintenance is switched or a market event (a result, an opening or closing, an
  // operator's change): the apps refetch them on that live event (ADR 013, 015), and get the news.
  const lists = new TtlCache<unknown>(cacheMs);
  onMaintenanceSwitched(live, () => lists.clear());
  live?.subscribe((_target, event) => {
    if (event.type === 'market') lists.clear();
  });
  const mainList = () => lists.get('main', async () => (await marketViews(db, 'main', clock.now())).map(mainMarketItem)) as Promise<ReturnType<typeof mainMarketItem>[]>;
  const starlineList = () => lists.get('starline', async () => (await marketViews(db, 'starline', clock.now())).map(starlineItem)) as Promise<ReturnType<typeof starlineItem>[]>;
  const galiList = () => lists.get('gali', async () => (await marketViews(db, 'gali', clock.now())).map(galiItem)) as Promise<ReturnType<typeof galiItem>[]>;
  const settingsNow = () => lists.get('settings', () => getSettings(db)) as ReturnType<typeof getSettings>;
  // The answer without its closing brace, encoded once per cacheMs (its marquee is in Devanagari too, so
  // as a string it is UTF-16 and every send would encode all of it to UTF-8 again), and gzipped once:
  // a player's answer is that, then the player's wallet fields (lib/gzip-splice.ts). One per language
  // asked for (X-Pana-Lang, ADR 020): its `msg` and the default maintenance message translated — these
  // bytes never pass the player API's translating hook.
  //
  // A player of an agent who set a number gets the agent's numbers and name instead of the house's
  // (ADR 029): one such answer per agent and language, built like the house's.
  const agentOf = (agentId: number) => lists.get(`agent:${agentId}`, async () => (agentProfile ? agentProfile(agentId) : null)) as Promise<AgentProfile | null>;
  const dashboardAnswer = (lang: Locale, contact: ContactOverride | null, agentId: number | null) =>
    lists.get(contact && agentId !== null ? `dashboard:${lang}:agent:${agentId}` : `dashboard:${lang}`, async () => {
      const [result, settings] = await Promise.all([mainList(), settingsNow()]);
      const answer = dashboardDataAnswer.parse({
        status: true,
        msg: messageIn(lang, 'OK'),
        result,
        mobile_1: contact ? contact.mobile : settings.mobile_1,
        telegram_no: settings.telegram_no,
        whatsapp_no: contact ? contact.whatsapp : settings.whatsapp_no,
        ...(contact ? { contact_name: contact.name } : {}),
        marquee_text: settings.marquee_text,
        maintenance_message: messageIn(lang, maintenanceMessage(settings)),
      });
      const open = Buffer.from(JSON.stringify(answer).slice(0, -1), 'utf8');
      return { open, gzip: new GzipPrefix(open) };
    }) as Promise<{ open: Buffer; gzip: GzipPrefix }>;

  app.post(
    '/api-get-dashboard-data',
    {
      config: { playerApi: 'optional' },
      // Compressed by the handler itself (the common part once per cacheMs), never again per answer.
      compress: false,
      schema: {
        tags,
        summary: 'Main markets with times, results and status; wallet fields only with a token (polled every 5 s)',
        body: z.object({ ...legacyBase, unique_token: z.string().nullable().optional() }),
        response: { 200: dashboardDataAnswer },
      },
    },
    async (req, reply) => {
      // The poll every home screen makes every 5 s: the common answer is checked against the contract,
      // serialised, encoded and gzipped once per cacheMs; a player's wallet fields (ASCII) end it.
      const player = req.player;
      const agentId = player?.agentId ?? null;
      const contact = agentId === null ? null : contactOverride(await agentOf(agentId));
      const { open, gzip } = await dashboardAnswer(requestLanguage(req.headers[LANGUAGE_HEADER]) ?? 'en', contact, agentId);
      const tail = player ? Buffer.from(`,"wallet_amt":${player.walletBalance},"betting_status":"${bettingStatusWire(player)}"}`, 'latin1') : CLOSING_BRACE;
      void reply.type('application/json; charset=utf-8');
      varyOnEncoding(reply);
      if (accepts(req.headers['accept-encoding'], 'gzip')) return sendBytes(reply.header('content-encoding', 'gzip'), gzip.with(tail));
      return sendBytes(reply, Buffer.concat([open, tail]));
    },
  );

  app.post(
    '/api-user-wallet-balance',
    {
      config: { playerApi: 'player' },
      schema: { tags, summary: "The player's points and betting status", body: z.object(withToken), response: { 200: walletBalanceAnswer } },
    },
    async (req) => {
      const player = requirePlayer(req);
      return { status: true, msg: 'OK', wallet_amt: player.walletBalance, betting_status: bettingStatusWire(player) };
    },
  );

  app.post(
    '/api-starline-game',
    {
      config: { playerApi: 'optional' },
      schema: { tags, summary: "Starline slots of today and the Starline chart's link (polled every 5 s)", body: z.object(withToken), response: { 200: starlineGamesAnswer } },
    },
    async () => {
      const [result, settings] = await Promise.all([starlineList(), settingsNow()]);
      return { status: true, msg: 'OK', result, web_starline_chart_url: settings.web_starline_chart_url, maintenance_message: maintenanceMessage(settings) };
    },
  );

  app.post(
    '/api-galidisawar-game',
    {
      config: { playerApi: 'optional' },
      schema: { tags, summary: "Gali Disawar markets of today and the Gali chart's link (polled every 5 s)", body: z.object(withToken), response: { 200: galiGamesAnswer } },
    },
    async () => {
      const [result, settings] = await Promise.all([galiList(), settingsNow()]);
      return { status: true, msg: 'OK', result, web_galidessar_chart_url: settings.web_galidessar_chart_url, maintenance_message: maintenanceMessage(settings) };
    },
  );

  const rates = (family: Family) => async () => {
    const table = await readRateTable(db, family);
    const known = Object.fromEntries(RATE_KEYS[family].flatMap((k) => (table[k] ? [[k, table[k]]] : [])));
    return toRateRow(family, known);
  };
  const mainRates = rates('main');
  const starlineRates = rates('starline');
  const galiRates = rates('gali');

  app.post(
    '/api-game-rates',
    { config: { playerApi: 'optional' }, schema: { tags, summary: 'Main market rates (game_rates[0])', body: z.object(withToken), response: { 200: gameRatesAnswer } } },
    async () => ({ status: true, msg: 'OK', game_rates: [await mainRates()] }),
  );
  app.post(
    '/api-starline-game-rates',
    { config: { playerApi: 'optional' }, schema: { tags, summary: 'Starline rates (game_rates[0])', body: z.object(withToken), response: { 200: gameRatesAnswer } } },
    async () => ({ status: true, msg: 'OK', game_rates: [await starlineRates()] }),
  );
  app.post(
    '/api-galidisawar-game-rates',
    {
      config: { playerApi: 'optional' },
      schema: {
        tags,
        summary: 'Gali rates: Left Digit = single_digit, Right Digit = single_pana, Jodi Digit = double_pana',
        body: z.object(withToken),
        response: { 200: galiRatesAnswer },
      },
    },
    async () => ({ status: true, msg: 'OK', game_rates: [await galiRates()], web_galidessar_chart_url: (await getSettings(db)).web_galidessar_chart_url }),
  );

  app.post(
    '/api-how-to-play',
    {
      config: { playerApi: 'optional' },
      schema: {
        tags: ['content'],
        summary: 'How-to-play content (sanitised HTML) and the tutorial video link',
        body: z.object(withToken),
        response: { 200: howToPlayAnswer },
      },
    },
    async () => {
      const s = await getSettings(db);
      const item = { how_to_play_content: sanitizeHowToPlay(s.how_to_play_content), video_link: safeLink(s.video_link) };
      return { status: true, msg: 'OK', content: [item], video_link: item.video_link, result: [item] };
    },
  );
};

/** Operators write the how-to-play text as HTML; players only ever get a safe subset of it. */
export function sanitizeHowToPlay(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'td', 'th'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['https', 'http'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
  });
}

/** Only http(s) links reach players. */
export function safeLink(url: string): string {
  return /^https?:\/\//i.test(url.trim()) ? url.trim() : '';
}
