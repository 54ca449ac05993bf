import { gameRatesAnswer, starlineGamesAnswer } from '@pana/contract';
import { toRateRow } from '@pana/domain';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { serveAnswer } from '../../../testing/serve-answer.ts';
import { getStarlineGames } from './get-starline-games.ts';
import { getStarlineRates } from './get-starline-rates.ts';

describe('the Starline calls read every answer the contract allows', () => {
  it('the slots, which have no close result', async () => {
    const slot = {
      game_id: 30,
      game_name: '10:00 AM',
      open_time: '10:00 AM',
      close_time: '10:00 AM',
      open_result: '128-1',
      msg_status: 2,
      web_chart_url: '/result-charts/starline',
    };
    serveAnswer(starlineGamesAnswer, apiPaths.starlineGame, { status: true, msg: 'OK', result: [slot] });
    expect(await getStarlineGames()).toEqual({ result: [{ ...slot, close_result: '', result: '' }] });
  });

  it('the rate table of game_rates[0]', async () => {
    const table = { single_digit: { val1: 10, val2: 95 }, tripple_pana: { val1: 10, val2: 9500 } };
    serveAnswer(gameRatesAnswer, apiPaths.starlineGameRates, {
      status: true,
      msg: 'OK',
      game_rates: [toRateRow('starline', table)],
    });
    expect(await getStarlineRates()).toEqual(table);
  });
});
