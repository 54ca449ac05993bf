import { otpLengthOf } from '@pana/domain/catalogue';
import { apiPaths } from '../../../config/paths.ts';
import { object, text } from '../../../lib/api/schema.ts';
import { ApiError, apiPost, serverMessage } from '../../../lib/api-client.ts';
import { walletMessages } from '../texts.ts';

/**
 * `otp` is echoed only by the development SMS provider, '' otherwise; `otp_length` is the digits of the
 * code sent (ADR 022: 6, or 4 in the server's legacy mode; 4 from an older server that names none).
 */
export const withdrawCodeResponseSchema = object({ otp: text, otp_length: (value: unknown) => otpLengthOf(value) });

/** Sends the code that confirms a payout number (purpose withdraw, with the player's token). */
export function requestWithdrawCode(mobile: string) {
  return apiPost(apiPaths.resendOtp, { mobile, purpose: 'withdraw' }, withdrawCodeResponseSchema, { withToken: true });
}

/** The server's words, else 'Failed to fetch OTP' when it answered and 'Error sending OTP' when it could not be reached. */
export function withdrawCodeErrorMessage(error: unknown): string {
  const answered = error instanceof ApiError && error.httpStatus > 0;
  return (
    serverMessage(error) ?? (answered ? walletMessages.get().failedToFetchOtp : walletMessages.get().errorSendingOtp)
  );
}
