import DOMPurify from 'dompurify';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../components/form-field.tsx';
import ui from '../../components/ui.module.css';
import { type SettingField } from '../../lib/settings-form.ts';
import styles from './settings-screen.module.css';

/** One setting's control by its kind: On/Off, text area, HTML with a preview, a link with the image it shows. */
export function SettingInput({
  field,
  value,
  onChange,
  canWrite,
  error,
}: {
  field: SettingField;
  value: string;
  onChange: (v: string) => void;
  canWrite: boolean;
  error: string | null | undefined;
}) {
  const [isPreviewing, setIsPreviewing] = useState(false);
  return (
    <FormField label={field.label} hint={field.hint} error={error}>
      {(control) => (
        <>
          {field.input === 'onOff' ? (
            <select
              {...control}
              value={value === '1' ? '1' : '0'}
              disabled={!canWrite}
              onChange={(e) => onChange(e.target.value)}
            >
              <option value="1">On</option>
              <option value="0">Off</option>
            </select>
          ) : field.input === 'textarea' || field.input === 'html' ? (
            <textarea
              {...control}
              className={`${control.className} ${field.input === 'html' ? ui.mono : ''}`}
              rows={field.input === 'html' ? 10 : 4}
              readOnly={!canWrite}
              value={value}
              onChange={(e) => onChange(e.target.value)}
            />
          ) : (
            <input
              {...control}
              type={field.input === 'url' || field.input === 'image' ? 'url' : field.input === 'tel' ? 'tel' : 'text'}
              inputMode={field.input === 'number' ? 'numeric' : undefined}
              readOnly={!canWrite}
              value={value}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
          {field.input === 'image' && /^(https?:\/\/|\/)/i.test(value.trim()) ? (
            <img src={value.trim()} alt="QR code preview" className={`${ui.qr} ${styles.qrPreview}`} />
          ) : null}
          {field.input === 'html' ? (
            <>
              <Button
                variant="ghost"
                className={`${ui.small} ${styles.startAligned}`}
                onClick={() => setIsPreviewing((v) => !v)}
              >
                {isPreviewing ? 'Hide preview' : 'Preview as players see it'}
              </Button>
              {isPreviewing ? (
                <div
                  className={styles.htmlPreview}
                  aria-label="How-to-play preview"
                  // The same sanitising as the player's How to Play screen.
                  dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(value) }}
                />
              ) : null}
            </>
          ) : null}
        </>
      )}
    </FormField>
  );
}
