import { otpSentAnswer, plainEnvelope, playerSessionAnswer } from '@pana/contract';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { serveAnswer } from '../../../testing/serve-answer.ts';
import { addUpiDetails } from './add-upi-details.ts';
import { changePassword } from './change-password.ts';
import { checkMobile } from './check-mobile.ts';
import { forgetCheckMobile } from './forget-check-mobile.ts';
import { forgotPassword } from './forgot-password.ts';
import { login } from './login.ts';
import { registerUser } from './register-user.ts';
import { resendOtp } from './resend-otp.ts';
import { verifyOtp } from './verify-otp.ts';

const session = {
  status: true,
  msg: 'Login successful',
  user_name: 'Asha Patil',
  unique_token: 'a1b2c3',
  mobile: '9876543210',
};

describe('the account calls read every answer the contract allows', () => {
  it('login and registration: the session the app stores', async () => {
    serveAnswer(playerSessionAnswer, apiPaths.userLogin, session);
    expect(await login({ mobile: '9876543210', password: 'secret123' })).toEqual({
      user_name: 'Asha Patil',
      unique_token: 'a1b2c3',
      mobile: '9876543210',
      // An answer without age_confirmed (an older server) asks nothing (ADR 018).
      age_confirmed: true,
    });
    serveAnswer(playerSessionAnswer, apiPaths.userLogin, { ...session, age_confirmed: false });
    expect((await login({ mobile: '9876543210', password: 'secret123' })).age_confirmed).toBe(false);
    serveAnswer(playerSessionAnswer, apiPaths.userRegistration, { ...session, msg: 'Registered' });
    expect(
      (await registerUser({ name: 'Asha Patil', mobile: '9876543210', password: 'secret123', otp: '1234' }))
        .unique_token,
    ).toBe('a1b2c3');
  });

  it('code requests: the echoed code when the server sends one, else empty; the code length it names, else 4', async () => {
    serveAnswer(otpSentAnswer, apiPaths.checkMobile, { status: true, msg: 'OTP sent', otp: '482193', otp_length: 6 });
    expect(await checkMobile('9876543210')).toEqual({ msg: 'OTP sent', otp: '482193', otp_length: 6 });
    serveAnswer(otpSentAnswer, apiPaths.forgetCheckMobile, { status: true, msg: 'OTP sent', otp_length: 6 });
    expect(await forgetCheckMobile('9876543210')).toEqual({ msg: 'OTP sent', otp: '', otp_length: 6 });
    // An older server names no length: its codes have 4 digits.
    serveAnswer(otpSentAnswer, apiPaths.resendOtp, { status: true, msg: 'OTP sent', otp: '0042' });
    expect(await resendOtp({ mobile: '9876543210', purpose: 'register' })).toEqual({ otp: '0042', otp_length: 4 });
    serveAnswer(otpSentAnswer, apiPaths.resendOtp, { status: true, msg: 'OTP sent', otp: '0042', otp_length: 4 });
    expect(await resendOtp({ mobile: '9876543210', purpose: 'register' })).toEqual({ otp: '0042', otp_length: 4 });
  });

  it('plain answers: the message', async () => {
    const answer = { status: true, msg: 'Password updated' };
    serveAnswer(plainEnvelope, apiPaths.verifyOtp, answer);
    expect(await verifyOtp({ mobile: '9876543210', otp: '1234', purpose: 'register' })).toEqual({});
    serveAnswer(plainEnvelope, apiPaths.forgotPassword, answer);
    expect(await forgotPassword({ mobile: '9876543210', new_pass: 'secret456' })).toEqual({ msg: 'Password updated' });
    serveAnswer(plainEnvelope, apiPaths.changePassword, answer);
    expect(await changePassword({ old_pass: 'a', new_pass: 'b' })).toEqual({ msg: 'Password updated' });
    serveAnswer(plainEnvelope, apiPaths.addUserUpiDetails, { status: true, msg: 'UPI Number Added Successfully!' });
    expect(await addUpiDetails({ upiType: '2', phone: '9876543210', otp: '1234' })).toEqual({
      msg: 'UPI Number Added Successfully!',
    });
  });
});
