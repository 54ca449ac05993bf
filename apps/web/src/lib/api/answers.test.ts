import {
  paymentDetailsAnswer,
  paymentMethodListAnswer,
  plainEnvelope,
  socialDataAnswer,
  userInfoAnswer,
} from '@pana/contract';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../config/paths.ts';
import { serveAnswer } from '../../testing/serve-answer.ts';
import { getBankAccount } from './get-bank-account.ts';
import { getPaymentDetails } from './get-payment-details.ts';
import { getSocialData } from './get-social-data.ts';
import { getUserInfo, hasBettingEnabled } from './get-user-info.ts';
import { logout } from './logout.ts';

const ok = { status: true, msg: 'OK' };

describe('the shared calls read every answer the contract allows', () => {
  it("the player's info, wallet and settings", async () => {
    const info = {
      user_name: 'Asha Patil',
      mobile_no: '9876543210',
      betting_status: '1' as const,
      wallet_amt: 12500,
      mobile_1: '9000000001',
      whatsapp_no: '9000000002',
      telegram_no: 't.me/pana',
      web_starline_chart_url: '/result-charts/starline',
      web_galidessar_chart_url: '/result-charts/gali',
      withdraw_open_time: '10:00 AM',
      withdraw_close_time: '6:00 PM',
      min_withdrawal: 500,
      max_withdrawal: 100_000,
      min_amt: 100,
      result: [{ game_id: 7 }],
    };
    serveAnswer(userInfoAnswer, apiPaths.getUserInfo, { ...ok, ...info });
    const read = await getUserInfo();
    const { web_galidessar_chart_url: _gali, min_amt: _min, ...used } = info;
    expect(read).toEqual({ ...used, contact_name: '' });
    expect(hasBettingEnabled(read)).toBe(true);
    // A player of an agent (ADR 029): the agent's numbers and name.
    serveAnswer(userInfoAnswer, apiPaths.getUserInfo, {
      ...ok,
      ...info,
      mobile_1: '9811111111',
      contact_name: 'Ravi Traders',
    });
    expect(await getUserInfo()).toMatchObject({ mobile_1: '9811111111', contact_name: 'Ravi Traders' });
  });

  it("the admin's contact numbers", async () => {
    const social = {
      mobile_no: '9000000000',
      mobile_1: '9000000001',
      whatsapp_no: '9000000002',
      telegram_no: 't.me/pana',
      app_link: '',
    };
    serveAnswer(socialDataAnswer, apiPaths.getSocialData, { ...ok, ...social });
    expect(await getSocialData()).toEqual(social);
  });

  it('the saved payout numbers', async () => {
    const numbers = { google_pay_number: '9876543210', paytm_number: '', phone_pay_number: '' };
    serveAnswer(paymentDetailsAnswer, apiPaths.userPaymentDetails, { ...ok, payment_details: numbers });
    expect(await getPaymentDetails()).toEqual(numbers);
  });

  it('the bank account in the payment method list: with its holder and IFSC, masked only from an older server, or none', async () => {
    const gpay = { type: '2', value: '9876543210', name: 'Google Pay' };
    const bank = {
      type: '5',
      value: 'XXXXXX9012',
      name: 'Bank account',
      holder_name: 'Ravi Kumar',
      ifsc: 'SBIN0001234',
    };
    serveAnswer(paymentMethodListAnswer, apiPaths.paymentMethodList, { ...ok, result: [gpay, bank] });
    expect(await getBankAccount()).toEqual({ masked: 'XXXXXX9012', holderName: 'Ravi Kumar', ifsc: 'SBIN0001234' });
    serveAnswer(paymentMethodListAnswer, apiPaths.paymentMethodList, {
      ...ok,
      result: [gpay, { type: '5', value: 'XXXXXX9012', name: 'Bank account' }],
    });
    expect(await getBankAccount()).toEqual({ masked: 'XXXXXX9012', holderName: '', ifsc: '' });
    serveAnswer(paymentMethodListAnswer, apiPaths.paymentMethodList, { ...ok, result: [gpay] });
    expect(await getBankAccount()).toBeNull();
  });

  it('a logout', async () => {
    serveAnswer(plainEnvelope, apiPaths.logout, { status: true, msg: 'Logged out' });
    expect(await logout()).toEqual({});
  });
});
