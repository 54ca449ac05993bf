import { type PaymentDetails } from '../../../lib/api/get-payment-details.ts';

/** UPI types on the number modal, as the older apps code them: 1 Paytm, 2 Google Pay, 3 PhonePe. */
export type UpiType = '1' | '2' | '3';

export type PayoutApp = { upiType: UpiType; label: string; name: string; field: keyof PaymentDetails };

/** The withdraw-method choice of the wallet screen, in the spec's order: Paytm, GPay, PhonePe. */
export const PAYOUT_APPS: readonly PayoutApp[] = [
  { upiType: '1', label: 'Paytm', name: 'Paytm', field: 'paytm_number' },
  { upiType: '2', label: 'GPay', name: 'Google Pay', field: 'google_pay_number' },
  { upiType: '3', label: 'PhonePe', name: 'PhonePe', field: 'phone_pay_number' },
];
