import { type ExpansionKey, type Family } from '@pana/domain/catalogue';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { failureMessage, TOAST_MS, useSaveSlip } from '../hooks/use-slips.ts';
import { boardOfSlip, type SavableLine, saveLinesOf } from '../lib/prefill.ts';
import { MAX_SLIP_NAME, slipsMessages } from '../texts.ts';
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
  const t = useMessages(slipsMessages);
  if (lines.length === 0) return null;

  const close = () => {
    if (save.isPending) return;
    setIsOpen(false);
    setError(undefined);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim().replace(/\s+/g, ' ');
    if (trimmed === '') return setError(t.nameRequired);
    if (trimmed.length > MAX_SLIP_NAME) return setError(t.nameTooLong);
    setError(undefined);
    save.mutate(
      { name: trimmed, family, lines: saveLinesOf(lines), board: boardOfSlip(lines, expansion) },
      {
        onSuccess: ({ msg }) => {
          notifySuccess(msg || t.saved, { duration: TOAST_MS });
          setIsOpen(false);
          setName('');
        },
        onError: (failure) => setError(failureMessage(failure, t.failed)),
      },
    );
  }

  return (
    <>
      <Button variant="outline" isBlock onClick={() => setIsOpen(true)} aria-haspopup="dialog">
        {t.saveSlip}
      </Button>
      <Modal title={t.saveTitle} isOpen={isOpen} onClose={close}>
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.hint}>{t.saveHint}</p>
          <TextField
            label={t.name}
            placeholder={t.namePlaceholder}
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
              {t.cancel}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t.saving : t.save}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
