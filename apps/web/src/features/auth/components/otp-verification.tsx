import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, isRejectedInput, serverMessage } from '../../../lib/api-client.ts';
import { formatPhone } from '../../../lib/format.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyError } from '../../../lib/notify.ts';
import { type OtpPurpose, useResendOtp } from '../api/resend-otp.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { authMessages } from '../texts.ts';
import { OtpInput } from './otp-input.tsx';
import styles from './otp-verification.module.css';

/** Seconds before RESEND appears (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps). */
export const OTP_RESEND_SECONDS = 30;

/** Stands for the phone number in the lead's sentence, which is split around it. */
const PHONE_MARK = '\u0000';

export type OtpVerificationProps = {
  /** The number the code went to. */
  mobile: string;
  purpose: OtpPurpose;
  /**
   * The digits of the code sent, as the server named them (`otp_length`, ADR 022: 6, or 4 in its legacy
   * mode and from an older server); a resend's answer may name another.
   */
  codeLength: number;
  /** What a refused code shows ('Enter Valid OTP' or 'Invalid OTP. Please try again.'). */
  wrongCodeMessage: string;
  /** Checks the code with the server and moves on; throws an ApiError when refused. */
  verify: (otp: string) => Promise<void>;
};

function formatSeconds(seconds: number): string {
  return `0:${String(seconds).padStart(2, '0')}`;
}

/** The OTP screen's body, shared by the register, forgot-password and withdraw-account flows. */
export function OtpVerification({ mobile, purpose, codeLength, wrongCodeMessage, verify }: OtpVerificationProps) {
  const t = useMessages(authMessages);
  const [code, setCode] = useState('');
  const [length, setLength] = useState(codeLength);
  const [isVerifying, setIsVerifying] = useState(false);
  const isBusy = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0) inputRef.current?.focus();
  }, [refocus]);
  const countdown = useCountdown(OTP_RESEND_SECONDS);
  const resend = useResendOtp();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isBusy.current) return;
    if (code.length !== length) {
      notifyError(wrongCodeMessage, { id: 'otp' });
      return;
    }
    isBusy.current = true;
    setIsVerifying(true);
    try {
      await verify(code);
    } catch (error) {
      const isWrongCode = isRejectedInput(error);
      // Too many wrong codes (429): the server's words say how long to wait.
      const isTooMany = error instanceof ApiError && error.httpStatus === 429;
      notifyError(isWrongCode ? wrongCodeMessage : isTooMany ? (serverMessage(error) ?? t.otherError) : t.otherError, { id: 'otp' });
      // A wrong code is cleared, so the player types the right one into empty boxes.
      if (isWrongCode) setCode('');
      isBusy.current = false;
      setIsVerifying(false);
      // The input is disabled until the render above commits; focusing it now would do nothing.
      setRefocus((count) => count + 1);
    }
  }

  function onResend() {
    resend.mutate(
      { mobile, purpose },
      {
        onSuccess: (answer) => {
          setCode('');
          setLength(answer.otp_length);
          countdown.restart();
        },
        onError: () => {
          notifyError(t.resendFailed, { id: 'otp-resend' });
        },
      },
    );
  }

  // The number sits where the language puts it ("… sent to +91 …", "+91 … पर भेजा गया …").
  const [before, after = ''] = t.codeSentTo({ length, phone: PHONE_MARK }).split(PHONE_MARK);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.lead}>
        {before}
        <strong>{formatPhone(mobile)}</strong>
        {after}
      </p>
      <OtpInput
        value={code}
        onChange={setCode}
        length={length}
        label={t.otpLabel}
        disabled={isVerifying}
        inputRef={inputRef}
      />
      <Button type="submit" isBlock disabled={isVerifying}>
        {isVerifying ? t.verifying : t.verify}
      </Button>
      <div className={styles.resendRow} aria-live="polite">
        {countdown.isDone ? (
          <button type="button" className={styles.resend} onClick={onResend} disabled={resend.isPending}>
            {t.resend}
          </button>
        ) : (
          <span>{t.resendIn({ time: formatSeconds(countdown.secondsLeft) })}</span>
        )}
      </div>
    </form>
  );
}
