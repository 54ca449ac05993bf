import { OTP_SPEC_TEXT, otpLengthOf } from '@pana/domain/catalogue';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { verifyOtp } from '../api/verify-otp.ts';
import { InvalidNavigation } from './invalid-navigation.tsx';
import { OtpVerification } from './otp-verification.tsx';

/** Route state handed over by /forgotpass: the number, the echoed code and the digits of the code sent. */
export type ForgotOtpState = { phoneNumber: string; validationOtp?: string; otpLength?: number };

function readState(state: unknown): { phoneNumber: string; otpLength: number } | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { phoneNumber, otpLength } = state as Record<string, unknown>;
  return typeof phoneNumber === 'string' && phoneNumber !== '' ? { phoneNumber, otpLength: otpLengthOf(otpLength) } : undefined;
}

/** /otpforgotpass: the server checks the code, then the player picks a new password. */
export function ForgotPasswordOtp() {
  const navigate = useNavigate();
  const state = readState(useLocation().state);
  if (!state) return <InvalidNavigation startOver={paths.forgotPassword} />;
  const { phoneNumber, otpLength } = state;

  async function verify(otp: string) {
    await verifyOtp({ mobile: phoneNumber, otp, purpose: 'forgot' });
    await navigate(paths.resetPassword, { replace: true, state: { phoneNumber } });
  }

  return (
    <OtpVerification
      mobile={phoneNumber}
      purpose="forgot"
      codeLength={otpLength}
      wrongCodeMessage={OTP_SPEC_TEXT.forgotWrong}
      verify={verify}
    />
  );
}
