import { type Family } from '@pana/domain';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, withToken } from '../../lib/api-schemas.ts';
import { requirePlayer } from '../../plugins/player-api.ts';
import { historyRange, playerHistory } from './history.ts';
import { BID_TEXT, type BidsDeps, placeBids } from './service.ts';

const INVALID = 'Invalid request body';

/** A bid line as clients send it: digits, closedigits, points (number or digit string), session; extras ignored. */
const line = z.object(
  { digits: z.unknown().optional(), closedigits: z.unknown().optional(), points: z.unknown().optional(), session: z.unknown().optional() },
  { error: INVALID },
);

/** `new_result` of the three bid calls (SPEC.md section 7); field checks happen in the domain's validation. */
const newResult = z.object(
  {
    unique_token: z.unknown().optional(),
    Gamename: z.unknown().optional(),
    totalbit: z.unknown().optional(),
    gameid: z.unknown().optional(),
    pana: z.unknown().optional(),
    gametype: z.unknown().optional(),
    bid_date: z.unknown().optional(),
    session: z.unknown().optional(),
    request_id: z.string({ error: 'request_id must be a string' }).min(1).max(64, { error: 'request_id must be at most 64 characters' }).optional(),
    result: z.array(line, { error: 'Please enter the number' }),
  },
  { error: INVALID },
);

const submitBody = z.object({ ...withToken, game_id: z.unknown().optional(), new_result: newResult });
const placed = envelope({ message: z.string(), wallet_amt: z.number() });

const historyItem = z.object({
  pana: z.string(),
  game_name: z.string(),
  session: z.string(),
  digits: z.string(),
  closedigits: z.string(),
  bid_date: z.string(),
  wining_date: z.string(),
  points: z.number(),
  amount: z.number(),
});

const bidList = envelope({ bid_data: z.array(historyItem) });
const winList = envelope({ win_data: z.array(historyItem) });

/** Bid submission for the three families and the six histories. */
export const bidRoutes: FastifyPluginAsyncZod<BidsDeps> = async (app, deps) => {
  const tags = ['bids'];

  const submit = (family: Family, successMsg: string, typeFields: Array<'session' | 'pana'>) =>
    async function handler(req: { body: z.infer<typeof submitBody> } & Parameters<typeof requirePlayer>[0]) {
      const { new_result: nr, game_id } = req.body;
      const { balance } = await placeBids(deps, requirePlayer(req), {
        family,
        marketId: game_id ?? nr.gameid,
        typeNames: typeFields.map((f) => nr[f]),
        gametype: nr.gametype,
        bidDate: nr.bid_date,
        totalbit: nr.totalbit,
        requestId: nr.request_id,
        lines: nr.result,
      });
      return { status: true, msg: successMsg, message: successMsg, wallet_amt: balance };
    };

  app.post(
    '/api-submit-bid',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: 'Place main-market bids: bid type in new_result.session, session in gametype or per line; optional new_result.request_id makes a retry safe',
        body: submitBody,
        response: { 200: placed },
      },
    },
    submit('main', BID_TEXT.placed, ['session', 'pana']),
  );
  app.post(
    '/api-starline-submit-bid',
    { config: { playerApi: 'player' }, schema: { tags, summary: 'Place Starline bids (bid type in new_result.pana; session Open)', body: submitBody, response: { 200: placed } } },
    submit('starline', BID_TEXT.starlinePlaced, ['pana', 'session']),
  );
  app.post(
    '/api-galidisawar-submit-bid',
    { config: { playerApi: 'player' }, schema: { tags, summary: 'Place Gali Disawar bids (bid type in new_result.pana; session Close)', body: submitBody, response: { 200: placed } } },
    submit('gali', BID_TEXT.placed, ['pana', 'session']),
  );

  const history = (path: string, family: Family, wins: boolean, list: 'bid_data' | 'win_data', fields: [string, string], summary: string) =>
    app.post(
      path,
      {
        config: { playerApi: 'player' },
        schema: {
          tags,
          summary,
          body: z.object({ ...withToken, [fields[0]]: z.unknown().optional(), [fields[1]]: z.unknown().optional() }),
          response: { 200: list === 'win_data' ? winList : bidList },
        },
      },
      async (req) => {
        const body = req.body as Record<string, unknown>;
        const range = historyRange(body[fields[0]], body[fields[1]], deps.clock.now());
        const items = await playerHistory(deps.db, { userId: requirePlayer(req).id, family, wins, ...range });
        const msg = items.length ? 'OK' : 'No data found';
        return list === 'win_data' ? { status: true, msg, win_data: items } : { status: true, msg, bid_data: items };
      },
    );

  history('/api-bid-history-data', 'main', false, 'bid_data', ['bid_from', 'bid_to'], 'Main market bids between two dates (M/D/YYYY)');
  history('/api-wining-history-data', 'main', true, 'win_data', ['date_from', 'date_to'], 'Main market wins between two dates (M/D/YYYY)');
  history('/api-starline-bid-history-data', 'starline', false, 'bid_data', ['bid_from', 'bid_to'], 'Starline bids between two dates');
  history('/api-starline-wining-history-data', 'starline', true, 'bid_data', ['date_from', 'date_to'], 'Starline wins between two dates');
  history('/api-galidisawar-bid-history-data', 'gali', false, 'bid_data', ['bid_from', 'bid_to'], 'Gali Disawar bids between two dates');
  history('/api-galidisawar-wining-history-data', 'gali', true, 'bid_data', ['date_from', 'date_to'], 'Gali Disawar wins between two dates');
};
