import {
  fundRequestAddAnswer,
  gatewayPaymentDetailsAnswer,
  gatewayStatusAnswer,
  lastFundRequestAnswer,
  moneyRulesAnswer,
  paymentOrderAnswer,
  plainEnvelope,
  qrPayAnswer,
  withdrawHistoryAnswer,
} from '@pana/contract';
import { describe, expect, it, vi } from 'vitest';
import { type z } from 'zod';
import { apiPaths } from '../../../config/paths.ts';
import { serveAnswer } from '../../../testing/serve-answer.ts';
import { addFundRequest } from './add-fund-request.ts';
import { createPaymentOrder } from './create-payment-order.ts';
import { getFundInfo } from './get-fund-info.ts';
import { agentPayee, getGatewayStatus, isGatewayOn, isUtrRequired, onlineCheckout } from './get-gateway-status.ts';
import { getMoneyRules } from './get-money-rules.ts';
import { getPayeeUpiId } from './get-payee-upi-id.ts';
import { getQrPay } from './get-qr-pay.ts';
import { getWithdrawHistory } from './get-withdraw-history.ts';
import { requestWithdrawal } from './request-withdrawal.ts';

const ok = { status: true, msg: 'OK' };

describe('the funds calls read every answer the contract allows', () => {
  it('a deposit request: its id', async () => {
    serveAnswer(fundRequestAddAnswer, apiPaths.fundRequestAdd, {
      status: true,
      msg: 'Fund request submitted',
      request_id: 41,
    });
    expect(await addFundRequest({ amount: 500, method: 'Google Pay', txnRef: 'UTR1' })).toEqual({
      msg: 'Fund request submitted',
      request_id: '41',
      deposit_status: '',
    });
  });

  it('a deposit request with its UTR: pending, or credited at once when its payment had arrived', async () => {
    const calls = serveAnswer(fundRequestAddAnswer, apiPaths.fundRequestAdd, {
      status: true,
      msg: 'Payment received. Points added to your wallet.',
      request_id: 42,
      deposit_status: 'credited',
    });
    expect(await addFundRequest({ amount: 500, method: 'GPay', txnRef: 'PANA1', utr: '312345678901' })).toEqual({
      msg: 'Payment received. Points added to your wallet.',
      request_id: '42',
      deposit_status: 'credited',
    });
    expect(calls[0]?.body).toMatchObject({
      request_amount: '500',
      txn_ref: 'PANA1',
      utr: '312345678901',
    });
  });

  it('the last deposit request and the limits, with or without a request', async () => {
    const last = { request_amount: 500, request_status: '0', insert_date: '22-November-2026 10:05 AM' } as const;
    serveAnswer(lastFundRequestAnswer, apiPaths.lastFundRequestDetail, {
      ...ok,
      min_amt: 100,
      max_amt: 100_000,
      last_request: last,
    });
    // An older server: none of the player's own limits (ADR 018).
    const noOwnLimits = { deposit_refusal: '', deposit_room: null, deposit_room_message: '' };
    expect(await getFundInfo('9876543210')).toEqual({
      min_amt: 100,
      max_amt: 100_000,
      last_request: last,
      ...noOwnLimits,
    });
    serveAnswer(lastFundRequestAnswer, apiPaths.lastFundRequestDetail, {
      ...ok,
      min_amt: 0,
      max_amt: 0,
      last_request: null,
    });
    expect(await getFundInfo('9876543210')).toEqual({ min_amt: 0, max_amt: 0, last_request: null, ...noOwnLimits });
    // A player with a deposit limit, and one on a break.
    const message = 'Your daily deposit limit of 1,000 points would be passed';
    serveAnswer(lastFundRequestAnswer, apiPaths.lastFundRequestDetail, {
      ...ok,
      min_amt: 100,
      max_amt: 0,
      last_request: null,
      deposit_refusal: '',
      deposit_room: 300,
      deposit_room_message: message,
    });
    expect(await getFundInfo('9876543210')).toMatchObject({
      deposit_refusal: '',
      deposit_room: 300,
      deposit_room_message: message,
    });
    serveAnswer(lastFundRequestAnswer, apiPaths.lastFundRequestDetail, {
      ...ok,
      min_amt: 100,
      max_amt: 0,
      last_request: null,
      deposit_refusal: 'On a break',
      deposit_room: null,
    });
    expect(await getFundInfo('9876543210')).toMatchObject({ deposit_refusal: 'On a break', deposit_room: null });
  });

  it('the gateway status, on and off', async () => {
    serveAnswer(gatewayStatusAnswer, apiPaths.gatewayStatus, { ...ok, getaway_status: '1', gateway_url: '' });
    const on = await getGatewayStatus();
    expect(on).toEqual({
      getaway_status: '1',
      gateway_url: '',
      utr_matching: false,
      online_gateway: '',
      online_gateway_script: '',
      agent_upi_id: '',
      agent_name: '',
    });
    expect(agentPayee(on)).toBeNull();
    expect(isGatewayOn(on)).toBe(true);
    expect(isUtrRequired(on)).toBe(false);
    expect(onlineCheckout(on)).toBeNull();
    // The online gateway (ADR 011): offered with its checkout script, never with a script that is not http(s).
    const online = {
      ...ok,
      getaway_status: '1' as const,
      gateway_url: '',
      online_gateway: 'razorpay' as const,
      online_gateway_key: 'rzp_live_K',
    };
    const script = 'https://checkout.razorpay.com/v1/checkout.js';
    serveAnswer(gatewayStatusAnswer, apiPaths.gatewayStatus, { ...online, online_gateway_script: script });
    expect(onlineCheckout(await getGatewayStatus())).toEqual({ gateway: 'razorpay', scriptUrl: script });
    serveAnswer(gatewayStatusAnswer, apiPaths.gatewayStatus, {
      ...online,
      online_gateway_script: 'javascript:alert(1)',
    });
    expect(onlineCheckout(await getGatewayStatus())).toBeNull();
    serveAnswer(gatewayStatusAnswer, apiPaths.gatewayStatus, {
      ...online,
      online_gateway: '' as const,
      online_gateway_script: script,
    });
    expect(onlineCheckout(await getGatewayStatus())).toBeNull();
    serveAnswer(gatewayStatusAnswer, apiPaths.gatewayStatus, {
      ...ok,
      getaway_status: '1',
      gateway_url: '',
      utr_matching: true,
    });
    expect(isUtrRequired(await getGatewayStatus())).toBe(true);
    expect(isUtrRequired(undefined)).toBe(true);
    serveAnswer(gatewayStatusAnswer, apiPaths.gatewayStatus, {
      ...ok,
      getaway_status: '0',
      gateway_url: 'https://pay.example',
    });
    expect(isGatewayOn(await getGatewayStatus())).toBe(false);
    // A player whose agent set a UPI id (ADR 029): Add Funds pays it.
    serveAnswer(gatewayStatusAnswer, apiPaths.gatewayStatus, {
      ...ok,
      getaway_status: '0',
      gateway_url: '',
      agent_upi_id: 'ravi@okaxis',
      agent_name: 'Ravi Traders',
    });
    expect(agentPayee(await getGatewayStatus())).toEqual({ upiId: 'ravi@okaxis', name: 'Ravi Traders' });
  });

  it("the online gateway's order: its request, order, paise and public key (ADR 011)", async () => {
    const calls = serveAnswer(paymentOrderAnswer, apiPaths.paymentOrderCreate, {
      ...ok,
      request_id: 41,
      gateway: 'razorpay',
      order_id: 'order_Fake000041',
      amount: 50_000,
      currency: 'INR',
      key_id: 'rzp_test_KEY123',
    });
    expect(await createPaymentOrder(500)).toEqual({
      request_id: '41',
      gateway: 'razorpay',
      order_id: 'order_Fake000041',
      amount: 50_000,
      currency: 'INR',
      key_id: 'rzp_test_KEY123',
    });
    expect(calls[0]?.body).toMatchObject({ request_amount: '500' });
  });

  it('the deposit and withdrawal rules of content[0]', async () => {
    const rules = { withdrawal_rule: 'Withdraw 10 AM to 6 PM', deposit_rule: 'Minimum 100' };
    serveAnswer(moneyRulesAnswer, apiPaths.depositWithdrawalRule, { ...ok, content: [rules] });
    expect(await getMoneyRules()).toEqual(rules);
  });

  it('the QR payment details, or none when the list is empty', async () => {
    const qr = { qr_image: 'https://img.example/qr.png', upi_id: 'pana@okbank' };
    serveAnswer(qrPayAnswer, apiPaths.getQrPay, { ...ok, qrdata: [qr] });
    expect(await getQrPay()).toEqual(qr);
    serveAnswer(qrPayAnswer, apiPaths.getQrPay, { ...ok, qrdata: [] });
    expect(await getQrPay()).toBeUndefined();
  });

  it('the withdrawal history, amounts as numbers and statuses as the wire codes', async () => {
    const item = {
      request_number: '9',
      google_pay_number: '9876543210',
      phone_pay_number: '',
      paytm_number: '',
      insert_date: '22-November-2026 10:05 AM',
      request_amount: 1500,
      request_status: '2',
      payment_receipt: 'https://receipts.example/9.png',
      admin_note: 'paid',
    } as const;
    // An older server: no method, account, UTR or paid status, read as ''.
    serveAnswer(withdrawHistoryAnswer, apiPaths.withdrawHistory, { ...ok, withdrawdata: [item] });
    expect(await getWithdrawHistory('9876543210')).toEqual([
      { ...item, payment_method: '', bank_account: '', payout_utr: '', paid_status: '' },
    ]);
    // A newer server's bank payout (ADR 012): paid, with the bank's UTR.
    const bank = {
      ...item,
      google_pay_number: '',
      payment_method: '5',
      bank_account: 'XXXXXX9012',
      payout_utr: 'HDFCN52026112300001',
      paid_status: 'paid',
    } as const;
    serveAnswer(withdrawHistoryAnswer, apiPaths.withdrawHistory, { ...ok, withdrawdata: [bank] });
    expect(await getWithdrawHistory('9876543210')).toEqual([bank]);
  });

  it('a withdrawal request: the message', async () => {
    serveAnswer(plainEnvelope, apiPaths.withdrawFundRequest, {
      status: true,
      msg: 'Withdraw request sent successfully',
    });
    expect(await requestWithdrawal({ mobile: '9876543210', amount: 1500, method: 2 })).toEqual({
      msg: 'Withdraw request sent successfully',
    });
  });

  it("the gateway service's UPI id, and none when it has none", async () => {
    const serve = (answer: z.input<typeof gatewayPaymentDetailsAnswer>) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(JSON.stringify(gatewayPaymentDetailsAnswer.parse(answer)), { status: 200 })),
      );
    serve({ success: true, data: { upiId: 'pana@okbank' } });
    expect(await getPayeeUpiId('')).toBe('pana@okbank');
    serve({ success: false, message: 'UPI ID not found' });
    expect(await getPayeeUpiId('')).toBe('');
  });
});
