import { apiPaths } from '../../../config/paths.ts';
import { object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** UPI types on the number modal, as the older apps code them: 1 Paytm, 2 Google Pay, 3 PhonePe. */
export type UpiType = '1' | '2' | '3';

const upiTypeByName: Record<string, UpiType> = {
  '1': '1',
  paytm: '1',
  '2': '2',
  gpay: '2',
  googlepay: '2',
  '3': '3',
  phonepe: '3',
};

/** Reads the withdraw OTP screen's `option` state: a UPI type code or a payment app's name. */
export function toUpiType(option: unknown): UpiType | undefined {
  if (typeof option !== 'string' && typeof option !== 'number') return undefined;
  return upiTypeByName[String(option).toLowerCase().replace(/[^a-z0-9]/g, '')];
}

export const addUpiDetailsResponseSchema = object({ msg: text });

/** Saves the payout number for one payment app, confirmed by the withdraw-account code. */
export function addUpiDetails({ upiType, phone, otp }: { upiType: UpiType; phone: string; otp: string }) {
  return apiPost(
    apiPaths.addUserUpiDetails,
    {
      upi_type: upiType,
      paytm_no: upiType === '1' ? phone : '',
      google_pay_no: upiType === '2' ? phone : '',
      phon_pay_no: upiType === '3' ? phone : '',
      otp,
    },
    addUpiDetailsResponseSchema,
    { withToken: true },
  );
}
