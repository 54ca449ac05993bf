import { type ExpansionKey, type Family } from '@pana/domain/catalogue';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { failureMessage, TOAST_MS, useSaveSlip } from '../hooks/use-slips.ts';
import { boardOfSlip, type SavableLine, saveLinesOf } from '../lib/prefill.ts';
import { MAX_SLIP_NAME, SLIPS_TEXT } from '../texts.ts';
import styles from './slips.module.css';

type SaveSlipButtonProps = {
  family: Family;
  /** The slip's lines, each naming its stored type and the board it came from, if any. */
  lines: readonly SavableLine[];
  /** The screen's expansion (SP DP TP, SP Motor, DP Motor): its lines are saved as that board. */
  expansion?: ExpansionKey | null;
};

/**
 * "Save slip" on a bid screen whose slip has lines: asks for a name (at most 40 characters) and
 * keeps the slip on the server, to replay it later from the game screen. The server's refusals
 * (a 21st slip, a name already used, a bad line) are shown in its words under the name.
 */
export function SaveSlipButton({ family, lines, expansion = null }: SaveSlipButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useSaveSlip();
  if (lines.length === 0) return null;

  const close = () => {
    if (save.isPending) return;
    setIsOpen(false);
    setError(undefined);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim().replace(/\s+/g, ' ');
    if (trimmed === '') return setError(SLIPS_TEXT.nameRequired);
    if (trimmed.length > MAX_SLIP_NAME) return setError(SLIPS_TEXT.nameTooLong);
    setError(undefined);
    save.mutate(
      { name: trimmed, family, lines: saveLinesOf(lines), board: boardOfSlip(lines, expansion) },
      {
        onSuccess: ({ msg }) => {
          notifySuccess(msg || SLIPS_TEXT.saved, { duration: TOAST_MS });
          setIsOpen(false);
          setName('');
        },
        onError: (failure) => setError(failureMessage(failure, SLIPS_TEXT.failed)),
      },
    );
  }

  return (
    <>
      <Button variant="outline" isBlock onClick={() => setIsOpen(true)} aria-haspopup="dialog">
        {SLIPS_TEXT.saveSlip}
      </Button>
      <Modal title={SLIPS_TEXT.saveTitle} isOpen={isOpen} onClose={close}>
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.hint}>{SLIPS_TEXT.saveHint}</p>
          <TextField
            label={SLIPS_TEXT.name}
            placeholder={SLIPS_TEXT.namePlaceholder}
            value={name}
            maxLength={MAX_SLIP_NAME}
            autoComplete="off"
            error={error}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
          />
          <div className={styles.buttons}>
            <Button variant="outline" onClick={close} disabled={save.isPending}>
              {SLIPS_TEXT.cancel}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? SLIPS_TEXT.saving : SLIPS_TEXT.save}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
