import { dashboardDataAnswer, gameRatesAnswer } from '@pana/contract';
import { toRateRow } from '@pana/domain';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { serveAnswer } from '../../../testing/serve-answer.ts';
import { getDashboardData } from './get-dashboard-data.ts';
import { getGameRates } from './get-game-rates.ts';

const kalyan = {
  game_id: 7,
  game_name: 'Kalyan',
  open_time: '3:45 PM',
  close_time: '5:45 PM',
  open_result: '128-1',
  close_result: '',
  msg_status: 1,
  web_chart_url: '/result-charts/main/7',
};
const contacts = {
  mobile_1: '9000000001',
  telegram_no: 't.me/pana',
  whatsapp_no: '9000000002',
  marquee_text: 'Welcome',
};

describe('the markets calls read every answer the contract allows', () => {
  it('the dashboard with a token: markets, wallet and betting flag', async () => {
    serveAnswer(dashboardDataAnswer, apiPaths.getDashboardData, {
      status: true,
      msg: 'OK',
      result: [kalyan],
      wallet_amt: 12500,
      betting_status: '1',
      ...contacts,
    });
    expect(await getDashboardData()).toEqual({
      result: [{ ...kalyan, result: '' }],
      wallet_amt: 12500,
      betting_status: '1',
      ...contacts,
    });
  });

  it('the dashboard without a token: no wallet fields', async () => {
    serveAnswer(dashboardDataAnswer, apiPaths.getDashboardData, { status: true, msg: 'OK', result: [], ...contacts });
    expect(await getDashboardData()).toEqual({ result: [], wallet_amt: undefined, betting_status: '', ...contacts });
  });

  it('the main rate table of game_rates[0]', async () => {
    const table = { single_digit: { val1: 10, val2: 95 }, jodi_digit: { val1: 10, val2: 950 } };
    serveAnswer(gameRatesAnswer, apiPaths.gameRates, {
      status: true,
      msg: 'OK',
      game_rates: [toRateRow('main', table)],
    });
    expect(await getGameRates()).toEqual(table);
  });
});
