import { OTP_SPEC_TEXT } from '@pana/domain/catalogue';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { setSession } from '../../../lib/session.ts';
import { registerUser } from '../api/register-user.ts';
import { clearInviteCode } from '../lib/invite-code.ts';
import { clearRegisterDraft, readRegisterDraft } from '../lib/register-draft.ts';
import { InvalidNavigation } from './invalid-navigation.tsx';
import { OtpVerification } from './otp-verification.tsx';

/** /otpregister: the code completes the registration and logs the new player in. */
export function RegisterOtp() {
  const navigate = useNavigate();
  const [draft] = useState(readRegisterDraft);
  if (!draft) return <InvalidNavigation startOver={paths.register} />;

  async function verify(otp: string) {
    if (!draft) return;
    const result = await registerUser({
      name: draft.name,
      password: draft.password,
      mobile: draft.mobile,
      otp,
      inviteCode: draft.inviteCode,
    });
    setSession({
      username: result.user_name || draft.name,
      token: result.unique_token,
      mobile: result.mobile || draft.mobile,
    });
    clearRegisterDraft();
    clearInviteCode();
    await navigate(paths.home, { replace: true });
  }

  return (
    <OtpVerification
      mobile={draft.mobile}
      purpose="register"
      codeLength={draft.otpLength}
      wrongCodeMessage={OTP_SPEC_TEXT.registerWrong}
      verify={verify}
    />
  );
}
