import { checkUtr, normaliseUtr } from '@pana/domain/catalogue';
import { depositFormSchema } from '@pana/domain/forms';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExternalButtonLink } from '../../../components/ui/external-button-link.tsx';
import formStyles from '../../../components/ui/form.module.css';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { env } from '../../../config/env.ts';
import { useSocialData } from '../../../lib/api/get-social-data.ts';
import { userInfoQueryKey, useUserInfo } from '../../../lib/api/get-user-info.ts';
import { serverMessage } from '../../../lib/api-client.ts';
import { pickContactNumber, whatsAppUrl } from '../../../lib/contact.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { addFundRequest } from '../api/add-fund-request.ts';
import { fundInfoQueryOptions, useFundInfo } from '../api/get-fund-info.ts';
import { isUtrRequired, useGatewayStatus } from '../api/get-gateway-status.ts';
import { useQrPay } from '../api/get-qr-pay.ts';
import { buildUpiLink, transactionReference } from '../lib/upi-link.ts';
import { fundsMessages } from '../texts.ts';
import styles from './funds.module.css';
import { QrCodeImage } from './qr-code-image.tsx';
import { UtrField } from './utr-field.tsx';

/** How long the Clipboard API may take before the text-area copy is tried (it can wait forever without focus). */
const CLIPBOARD_TIMEOUT_MS = 1500;

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('Clipboard timed out')), CLIPBOARD_TIMEOUT_MS),
    );
    const isWritten = await Promise.race([navigator.clipboard.writeText(text), timeout]).then(
      () => true,
      () => false,
    );
    if (isWritten) return;
  }
  // Older Android WebViews, or a refused Clipboard API: copy through a selected, off-screen text area.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const isCopied = typeof document.execCommand === 'function' && document.execCommand('copy');
  area.remove();
  if (!isCopied) throw new Error('Copy refused');
}

/**
 * QR payment: the operator's QR image (or one drawn from the UPI id), the UPI id with a copy button,
 * a WhatsApp link to the registered contact number for the payment screenshot, and 'I have paid'
 * that registers a fund request with payment_method QR. When the server matches deposits by their
 * UTR (ADR 011) the form also asks for the payment's 12-digit UTR, and the server credits the
 * request when the payment's notification arrives.
 */
export function QrPayment() {
  const t = useMessages(fundsMessages);
  const session = useSession();
  const queryClient = useQueryClient();
  const qr = useQrPay();
  const minAmount = useFundInfo().data?.min_amt ?? 0; // read early: the check below finds it cached
  const { data: info } = useUserInfo();
  const social = useSocialData().data;
  const gateway = useGatewayStatus();
  const asksUtr = !gateway.isPending && isUtrRequired(gateway.data);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [utr, setUtr] = useState('');
  const [utrError, setUtrError] = useState<string | undefined>();
  const [isProcessing, setIsProcessing] = useState(false);
  const isBusy = useRef(false);
  const contactNumber = pickContactNumber(info?.mobile_1, social?.mobile_no, info?.whatsapp_no);

  async function copyUpiId(upiId: string) {
    try {
      await copyText(upiId);
      notifySuccess(t.copied, { id: 'upi-copied' });
    } catch {
      notifyError(t.copyFailed, { id: 'upi-copied' });
    }
  }

  async function reportPaid(event: FormEvent) {
    event.preventDefault();
    if (isBusy.current) return;
    isBusy.current = true;
    setIsProcessing(true);
    try {
      const info = await queryClient
        .fetchQuery(fundInfoQueryOptions(session?.token, session?.mobile ?? ''))
        .catch(() => undefined);
      const checked = depositFormSchema({
        minAmount: info?.min_amt ?? 0,
        maxAmount: info?.max_amt ?? 0,
      }).shape.amount.safeParse(amount);
      const utrProblem = asksUtr ? checkUtr(utr) : null;
      setAmountError(checked.success ? undefined : checked.error.issues[0]?.message);
      setUtrError(utrProblem ?? undefined);
      if (!checked.success || utrProblem) return;
      try {
        const answer = await addFundRequest({
          amount: checked.data,
          method: 'QR',
          txnRef: transactionReference(Date.now()),
          utr: asksUtr ? normaliseUtr(utr) : undefined,
        });
        notifySuccess(answer.deposit_status === 'credited' ? t.credited : t.requestSent, {
          id: 'qr-paid',
        });
      } catch (error) {
        // The server's refusal of the UTR (already used) belongs under its field.
        if (asksUtr) setUtrError(serverMessage(error) ?? t.initiateFailed);
        else notifyError(serverMessage(error) ?? t.initiateFailed, { id: 'qr-paid' });
        return;
      }
      setAmount('');
      setUtr('');
      void queryClient.invalidateQueries({ queryKey: userInfoQueryKey(session?.token) });
    } catch (error) {
      notifyError(serverMessage(error) ?? t.initiateFailed, { id: 'qr-paid' });
    } finally {
      isBusy.current = false;
      setIsProcessing(false);
    }
  }

  if (qr.isPending) return <Skeleton count={2} height={200} label={t.loadingQr} />;
  const data = qr.data;
  if (!data) return <EmptyState message={t.qrUnavailable} />;

  return (
    <div className={styles.screen}>
      <section className={styles.panel} aria-labelledby="qr-title">
        <h1 id="qr-title" className={styles.title}>
          {t.qrTitle}
        </h1>
        <p className={styles.hint}>{t.qrHint}</p>
        <div className={styles.qrBox}>
          {data.qr_image ? (
            <img className={styles.qrImage} src={data.qr_image} alt={t.qrAlt} width={260} height={260} />
          ) : (
            <QrCodeImage value={buildUpiLink({ upiId: data.upi_id, payeeName: env.appName })} alt={t.qrAlt} />
          )}
        </div>
        {data.upi_id ? (
          <div className={styles.upiRow}>
            <span className={styles.upiText}>
              <span className={styles.hint}>{t.upiId}</span>
              <span className={styles.upiValue} data-testid="upi-id">
                {data.upi_id}
              </span>
            </span>
            <Button variant="secondary" aria-label={t.copyUpiId} onClick={() => void copyUpiId(data.upi_id)}>
              {t.copy}
            </Button>
          </div>
        ) : null}
      </section>
      <section className={styles.panel} aria-label={t.iHavePaid}>
        <p className={styles.hint}>{t.screenshotHint}</p>
        <ExternalButtonLink href={whatsAppUrl(contactNumber)} variant="whatsapp" isBlock>
          {t.whatsApp}
        </ExternalButtonLink>
        <form className={formStyles.form} onSubmit={reportPaid} noValidate>
          <TextField
            label={t.paidAmount}
            name="amount"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t.amountPlaceholder}
            maxLength={7}
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))}
            error={amountError}
            disabled={isProcessing}
          />
          {minAmount > 0 ? <p className={styles.hint}>{t.minimumHint({ min: minAmount })}</p> : null}
          {asksUtr ? (
            <UtrField
              value={utr}
              onChange={(value) => {
                setUtr(value);
                setUtrError(undefined);
              }}
              error={utrError}
              disabled={isProcessing}
            />
          ) : null}
          <Button type="submit" isBlock disabled={isProcessing || gateway.isPending}>
            {isProcessing ? t.processing : t.iHavePaid}
          </Button>
        </form>
      </section>
    </div>
  );
}
