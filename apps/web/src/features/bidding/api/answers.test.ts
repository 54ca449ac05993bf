import { bidBodyAsSent, bidPlacedAnswer, submitBidBody } from '@pana/contract';
import { requireBidType } from '@pana/domain';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { serveAnswer } from '../../../testing/serve-answer.ts';
import { buildSubmitBody, groupBids, type SlipLine } from '../lib/submission.ts';
import { submitBids } from './submit-bids.ts';

const game = { gameId: 7, gameName: 'Kalyan', openTime: '3:45 PM', closeTime: '5:45 PM' };

describe('the bid call', () => {
  it('reads every answer the contract allows: the message and the new balance', async () => {
    serveAnswer(bidPlacedAnswer, apiPaths.submitBid, {
      status: true,
      msg: 'Bid Placed Successfully',
      message: 'Bid Placed Successfully',
      wallet_amt: 9750,
    });
    const spec = requireBidType('main', 'single_digit');
    const line: SlipLine = { id: 1, type: 'single_digit', digits: '5', closedigits: '', points: 250, session: 'open' };
    const body = buildSubmitBody(
      spec,
      game,
      { typeName: spec.name, lines: [line] },
      {
        token: 'tok',
        date: '2026-11-22',
        requestId: 'req-1',
      },
    );
    expect(await submitBids('main', body)).toEqual({ msg: 'Bid Placed Successfully', wallet_amt: 9750 });
  });

  it('sends the body the contract describes, which the server accepts: SP DP TP as one call per label', () => {
    const spec = requireBidType('main', 'sp_dp_tp');
    const lines: SlipLine[] = [
      { id: 1, type: 'single_pana', digits: '128', closedigits: '', points: 10, session: 'open' },
      { id: 2, type: 'double_pana', digits: '550', closedigits: '', points: 20, session: 'open' },
    ];
    const groups = groupBids(spec, lines);
    expect(groups.map((group) => group.typeName)).toEqual(['Single Pana', 'Double Pana']);
    for (const group of groups) {
      const body = buildSubmitBody(spec, game, group, { token: 'tok', date: '2026-11-22', requestId: 'req-1' });
      expect(bidBodyAsSent.parse(body)).toEqual(body);
      expect(submitBidBody.safeParse({ env_type: 'Prod', app_key: 'key', ...body }).success).toBe(true);
    }
  });
});
