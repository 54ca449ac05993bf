import { galiGamesAnswer, galiRatesAnswer } from '@pana/contract';
import { toRateRow } from '@pana/domain';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { serveAnswer } from '../../../testing/serve-answer.ts';
import { getGaliGames } from './get-gali-games.ts';
import { getGaliRates } from './get-gali-rates.ts';

describe('the Gali calls read every answer the contract allows', () => {
  it('the markets, with their jodi and no close result', async () => {
    const market = {
      game_id: 21,
      game_name: 'Disawar',
      open_time: '5:00 AM',
      close_time: '5:00 AM',
      open_result: '',
      result: '47',
      msg_status: 1,
      web_chart_url: '/result-charts/gali',
    };
    serveAnswer(galiGamesAnswer, apiPaths.galiGame, { status: true, msg: 'OK', result: [market] });
    expect(await getGaliGames()).toEqual({ result: [{ ...market, close_result: '' }] });
  });

  it('the rates (Left Digit, Right Digit, Jodi Digit) and the chart link', async () => {
    const table = {
      single_digit: { val1: 10, val2: 95 },
      single_pana: { val1: 10, val2: 95 },
      double_pana: { val1: 10, val2: 950 },
    };
    serveAnswer(galiRatesAnswer, apiPaths.galiGameRates, {
      status: true,
      msg: 'OK',
      game_rates: [toRateRow('gali', table)],
      web_galidessar_chart_url: 'https://charts.example/gali',
    });
    expect(await getGaliRates()).toEqual({ table, chartUrl: 'https://charts.example/gali' });
  });
});
