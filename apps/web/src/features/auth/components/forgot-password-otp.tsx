import { OTP_SPEC_TEXT } from '@pana/domain/catalogue';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { verifyOtp } from '../api/verify-otp.ts';
import { InvalidNavigation } from './invalid-navigation.tsx';
import { OtpVerification } from './otp-verification.tsx';

/** Route state handed over by /forgotpass. */
export type ForgotOtpState = { phoneNumber: string; validationOtp?: string };

function readState(state: unknown): ForgotOtpState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { phoneNumber } = state as Record<string, unknown>;
  return typeof phoneNumber === 'string' && phoneNumber !== '' ? { phoneNumber } : undefined;
}

/** /otpforgotpass: the server checks the code, then the player picks a new password. */
export function ForgotPasswordOtp() {
  const navigate = useNavigate();
  const state = readState(useLocation().state);
  if (!state) return <InvalidNavigation startOver={paths.forgotPassword} />;
  const { phoneNumber } = state;

  async function verify(otp: string) {
    await verifyOtp({ mobile: phoneNumber, otp, purpose: 'forgot' });
    await navigate(paths.resetPassword, { replace: true, state: { phoneNumber } });
  }

  return (
    <OtpVerification mobile={phoneNumber} purpose="forgot" wrongCodeMessage={OTP_SPEC_TEXT.forgotWrong} verify={verify} />
  );
}
