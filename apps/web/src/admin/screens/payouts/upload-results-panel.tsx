import { type ChangeEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../api/admin-client.ts';
import { type PayoutResults, useUploadPayoutResults } from '../../api/payouts.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Panel } from '../../components/panel.tsx';
import ui from '../../components/ui.module.css';
import { PAYOUTS_TEXT } from '../../texts.ts';
import styles from './bulk-payouts-screen.module.css';

/** The server's most characters of a result file (payoutResultsBody). */
const MAX_RESULT_CHARS = 200_000;

/** The result lines of a file's text: its non-blank lines after the header row. */
export function resultLineCount(text: string): number {
  return Math.max(0, text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length - 1);
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What an upload recorded, in words. */
export function resultSummary(results: PayoutResults): string {
  return `Bank results recorded: ${results.paid} paid, ${results.failed} failed, ${results.unchanged} unchanged.`;
}

/**
 * The bank's result file: chosen as a file (its text is read here) or pasted, then posted after a
 * confirmation. The answer counts the payouts marked paid, failed (their points back) and unchanged
 * (answered the same way before); a refusal names the first bad line and nothing is recorded.
 */
export function UploadResultsPanel() {
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [recorded, setRecorded] = useState<PayoutResults | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadPayoutResults();

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setRecorded(null);
    upload.reset();
    if (!file) return;
    if (file.size > MAX_RESULT_CHARS * 4) {
      setProblem(PAYOUTS_TEXT.resultTooLarge);
      return;
    }
    try {
      const content = await file.text();
      setText(content);
      setFileName(file.name);
      setProblem(content.length > MAX_RESULT_CHARS ? PAYOUTS_TEXT.resultTooLarge : null);
    } catch {
      setProblem(PAYOUTS_TEXT.resultUnreadable);
    }
  }

  function edit(value: string) {
    setText(value);
    setFileName(null);
    setProblem(null);
    setRecorded(null);
    upload.reset();
    if (fileInput.current) fileInput.current.value = '';
  }

  function start() {
    setRecorded(null);
    upload.reset();
    if (text.trim() === '') setProblem(PAYOUTS_TEXT.resultRequired);
    else if (text.length > MAX_RESULT_CHARS) setProblem(PAYOUTS_TEXT.resultTooLarge);
    else {
      setProblem(null);
      setIsConfirming(true);
    }
  }

  function send() {
    setIsConfirming(false);
    upload.mutate(text, {
      onSuccess: (results) => {
        setRecorded(results);
        setText('');
        setFileName(null);
        if (fileInput.current) fileInput.current.value = '';
      },
    });
  }

  const lines = resultLineCount(text);
  return (
    <Panel title="Upload the bank's result file">
      <div className={ui.form}>
        <p className={ui.hint}>
          The bank's answer for each payout: a header row (request number, UTR, status), then one line per request —
          paid with the bank's UTR, or failed. Paid ones show their UTR in the player's withdraw history; failed ones
          return the points to the player's wallet. A file with any bad line is refused as a whole.
        </p>
        <div className={styles.uploadFields}>
          <FormField label="Result file (CSV)" hint={fileName ? `Read: ${fileName}` : undefined}>
            {(control) => (
              <input
                {...control}
                ref={fileInput}
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                className={`${control.className} ${styles.fileInput}`}
                onChange={(event) => void chooseFile(event)}
              />
            )}
          </FormField>
          <FormField label="Or paste the result file" error={problem}>
            {(control) => (
              <textarea
                {...control}
                className={`${control.className} ${styles.paste}`}
                value={text}
                spellCheck={false}
                placeholder={'Request number,UTR,Status\n1042,UTIB000123456789,paid\n1043,,failed'}
                onChange={(event) => edit(event.target.value)}
              />
            )}
          </FormField>
        </div>
        <div className={ui.actions}>
          <Button className={ui.small} onClick={start} disabled={upload.isPending}>
            {upload.isPending ? 'Uploading…' : 'Upload bank result'}
          </Button>
        </div>
        {recorded ? (
          <p className={ui.success} role="status">
            {resultSummary(recorded)}
          </p>
        ) : null}
        {upload.isError ? (
          <p className={ui.alert} role="alert">
            Nothing was recorded: {errorMessage(upload.error)}
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        title="Record the bank's results?"
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        onConfirm={send}
        confirmLabel="Record results"
      >
        <p>
          {fileName ? `${fileName}: ` : 'The pasted text: '}
          {plural(lines, 'result line')}. Paid lines store the bank's UTR; failed lines return the points to the
          player's wallet.
        </p>
      </ConfirmDialog>
    </Panel>
  );
}
