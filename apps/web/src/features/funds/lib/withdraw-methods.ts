import { type UpiWithdrawMethodCode, WITHDRAW_METHODS, type WithdrawMethodCode } from '@pana/domain/catalogue';
import { type PaymentDetails } from '../../../lib/api/get-payment-details.ts';

/** Which saved number each withdraw method pays to (2 Google Pay, 3 Paytm, 4 PhonePe). */
const NUMBER_FIELD: Record<UpiWithdrawMethodCode, keyof PaymentDetails> = {
  2: 'google_pay_number',
  3: 'paytm_number',
  4: 'phone_pay_number',
};

export type WithdrawOption = { code: WithdrawMethodCode; name: string; number: string };

/** The withdraw methods the player can use: only those with a saved number, in code order. */
export function withdrawOptions(details: PaymentDetails | undefined): WithdrawOption[] {
  if (!details) return [];
  return ([2, 3, 4] as const)
    .map((code) => ({ code, name: WITHDRAW_METHODS[code], number: details[NUMBER_FIELD[code]].trim() }))
    .filter((option) => option.number !== '');
}

/** The number a withdraw request was paid to, with its app's name ('' when none is recorded). */
export function paidTo(request: { google_pay_number: string; paytm_number: string; phone_pay_number: string }): string {
  for (const code of [2, 3, 4] as const) {
    const number = request[NUMBER_FIELD[code]].trim();
    if (number) return `${WITHDRAW_METHODS[code]} ${number}`;
  }
  return '';
}

/** request_status '0' Pending, '1' Cancelled, anything else Approved (SPEC.md section 3). */
export function withdrawStatus(status: string): 'pending' | 'cancelled' | 'approved' {
  if (status === '0') return 'pending';
  if (status === '1') return 'cancelled';
  return 'approved';
}
