import { type DepositMethod } from '@pana/domain/catalogue';

/**
 * Where a payment starts: PhonePe, Google Pay (tez) and Paytm open their own app; Others (and any
 * unknown method) the phone's UPI app chooser. All carry the same query.
 */
const SCHEMES: Record<DepositMethod, string> = {
  PhonePe: 'phonepe://pay',
  GPay: 'tez://upi/pay',
  Paytm: 'paytmmp://pay',
  Others: 'upi://pay',
};

export type UpiPayment = {
  /** The payee's UPI id (pa). */
  upiId: string;
  /** The payee's name as the UPI app shows it (pn). */
  payeeName: string;
  /** Rupees; written with 2 decimals (am). Left out when undefined (a QR for any amount). */
  amount?: number;
  /** The transaction reference (tr), also sent with the fund request. Left out when undefined. */
  reference?: string;
  method?: DepositMethod;
};

/**
 * A UPI deep link, as the older apps launch a payment:
 * `upi://pay?pa=<upiId>&pn=<payee name>&am=<amount, 2 decimals>&cu=INR&tn=Add%20Funds&tr=<reference>`.
 */
export function buildUpiLink({ upiId, payeeName, amount, reference, method = 'Others' }: UpiPayment): string {
  const parts = [`pa=${encodeURIComponent(upiId)}`, `pn=${encodeURIComponent(payeeName)}`];
  if (amount !== undefined) parts.push(`am=${amount.toFixed(2)}`);
  parts.push('cu=INR', `tn=${encodeURIComponent('Add Funds')}`);
  if (reference !== undefined) parts.push(`tr=${encodeURIComponent(reference)}`);
  return `${SCHEMES[method] ?? SCHEMES.Others}?${parts.join('&')}`;
}

/** A transaction reference built from the current time: `PANA` + epoch milliseconds (letters and digits only, as UPI apps want). */
export function transactionReference(nowMs: number): string {
  return `PANA${Math.trunc(nowMs)}`;
}

/** Delay between launching the UPI app and registering the fund request (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps). */
export const FUND_REQUEST_DELAY_MS = 2000;
