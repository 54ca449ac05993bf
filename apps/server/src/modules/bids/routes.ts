import { bidHistoryAnswer, bidPlacedAnswer, starlineWinHistoryAnswer, submitBidBody, winHistoryAnswer } from '@pana/contract';
import { type Family } from '@pana/domain';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withToken } from '../../lib/api-schemas.ts';
import { requirePlayer } from '../../plugins/player-api.ts';
import { historyRange, playerHistory } from './history.ts';
import { BID_TEXT, type BidsDeps, placeBids } from './service.ts';

/** Bid submission for the three families and the six histories. */
export const bidRoutes: FastifyPluginAsyncZod<BidsDeps> = async (app, deps) => {
  const tags = ['bids'];

  const submit = (family: Family, successMsg: string, typeFields: Array<'session' | 'pana'>) =>
    async function handler(req: { body: z.infer<typeof submitBidBody> } & Parameters<typeof requirePlayer>[0]) {
      const { new_result: nr, game_id } = req.body;
      const { balance } = await placeBids(deps, requirePlayer(req), {
        family,
        marketId: game_id ?? nr.gameid,
        typeNames: typeFields.map((f) => nr[f]),
        chosenTypeName: nr.bid_type,
        gametype: nr.gametype,
        bidDate: nr.bid_date,
        totalbit: nr.totalbit,
        requestId: nr.request_id,
        board: nr.board,
        boardValue: nr.board_value,
        lines: nr.result,
      });
      return { status: true, msg: successMsg, message: successMsg, wallet_amt: balance };
    };

  app.post(
    '/api-submit-bid',
    {
      config: { playerApi: 'player', movesPoints: true },
      schema: {
        tags,
        summary: 'Place main-market bids: bid type in new_result.session, session in gametype or per line; optional new_result.request_id makes a retry safe',
        body: submitBidBody,
        response: { 200: bidPlacedAnswer },
      },
    },
    submit('main', BID_TEXT.placed, ['session', 'pana']),
  );
  app.post(
    '/api-starline-submit-bid',
    { config: { playerApi: 'player', movesPoints: true }, schema: { tags, summary: 'Place Starline bids (bid type in new_result.pana; session Open)', body: submitBidBody, response: { 200: bidPlacedAnswer } } },
    submit('starline', BID_TEXT.starlinePlaced, ['pana', 'session']),
  );
  app.post(
    '/api-galidisawar-submit-bid',
    { config: { playerApi: 'player', movesPoints: true }, schema: { tags, summary: 'Place Gali Disawar bids (bid type in new_result.pana; session Close)', body: submitBidBody, response: { 200: bidPlacedAnswer } } },
    submit('gali', BID_TEXT.placed, ['pana', 'session']),
  );

  // The Starline win history answers its list as `bid_data` (the spec) and `win_data` (a published web client).
  const answerSchemas = { bid_data: bidHistoryAnswer, win_data: winHistoryAnswer, both: starlineWinHistoryAnswer };
  const history = (path: string, family: Family, wins: boolean, list: keyof typeof answerSchemas, fields: [string, string], summary: string) =>
    app.post(
      path,
      {
        config: { playerApi: 'player' },
        schema: {
          tags,
          summary,
          body: z.object({ ...withToken, [fields[0]]: z.unknown().optional(), [fields[1]]: z.unknown().optional() }),
          response: { 200: answerSchemas[list] },
        },
      },
      async (req) => {
        const body = req.body as Record<string, unknown>;
        const range = historyRange(body[fields[0]], body[fields[1]], deps.clock.now());
        const items = await playerHistory(deps.db, { userId: requirePlayer(req).id, family, wins, ...range });
        const msg = items.length ? 'OK' : 'No data found';
        if (list === 'both') return { status: true, msg, bid_data: items, win_data: items };
        return list === 'win_data' ? { status: true, msg, win_data: items } : { status: true, msg, bid_data: items };
      },
    );

  history('/api-bid-history-data', 'main', false, 'bid_data', ['bid_from', 'bid_to'], 'Main market bids between two dates (M/D/YYYY)');
  history('/api-wining-history-data', 'main', true, 'win_data', ['date_from', 'date_to'], 'Main market wins between two dates (M/D/YYYY)');
  history('/api-starline-bid-history-data', 'starline', false, 'bid_data', ['bid_from', 'bid_to'], 'Starline bids between two dates');
  history('/api-starline-wining-history-data', 'starline', true, 'both', ['date_from', 'date_to'], 'Starline wins between two dates (the same list as bid_data and win_data)');
  history('/api-galidisawar-bid-history-data', 'gali', false, 'bid_data', ['bid_from', 'bid_to'], 'Gali Disawar bids between two dates');
  history('/api-galidisawar-wining-history-data', 'gali', true, 'bid_data', ['date_from', 'date_to'], 'Gali Disawar wins between two dates');
};
