import { OTP_SPEC_TEXT, otpLengthOf } from '@pana/domain/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { addUpiDetails, toUpiType, type UpiType } from '../api/add-upi-details.ts';
import { InvalidNavigation } from './invalid-navigation.tsx';
import { OtpVerification } from './otp-verification.tsx';

/** Route state handed over by the wallet's number modal: the payout number, the payment app and the digits of the code sent. */
export type WithdrawOtpState = { phoneNumber: string; otp2?: string; option: string | number; otpLength?: number };

function readState(state: unknown): { phoneNumber: string; upiType: UpiType; otpLength: number } | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { phoneNumber, option, otpLength } = state as Record<string, unknown>;
  const upiType = toUpiType(option);
  return typeof phoneNumber === 'string' && phoneNumber !== '' && upiType
    ? { phoneNumber, upiType, otpLength: otpLengthOf(otpLength) }
    : undefined;
}

/** /otpwithdraw: the code confirms the payout number, then back to the wallet with a success flag. */
export function WithdrawOtp() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = readState(useLocation().state);
  if (!state) return <InvalidNavigation startOver={paths.wallet} />;
  const { phoneNumber, upiType, otpLength } = state;

  async function verify(otp: string) {
    await addUpiDetails({ upiType, phone: phoneNumber, otp });
    void queryClient.invalidateQueries();
    await navigate(paths.wallet, { replace: true, state: { upiAdded: true } });
  }

  return (
    <OtpVerification
      mobile={phoneNumber}
      purpose="withdraw"
      codeLength={otpLength}
      wrongCodeMessage={OTP_SPEC_TEXT.withdrawWrong}
      verify={verify}
    />
  );
}
