import { chooseLocale } from '../../lib/i18n/i18n.ts';
import { type Locale, locale, LOCALE_NAMES, LOCALES } from '../../lib/i18n/locale.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import styles from './language-choice.module.css';

type LanguageChoiceProps = {
  /** Called once the screens show the new language (the logged-in shell then tells the server). */
  onChosen?: (code: Locale) => void;
  className?: string;
};

/**
 * English, हिंदी, मराठी (ADR 020): each named in its own script, so a player finds theirs whatever the
 * screen's language; the choice is remembered on this device.
 */
export function LanguageChoice({ onChosen, className }: LanguageChoiceProps) {
  const current = useMessages(locale);
  return (
    <div role="group" aria-label="Language · भाषा" className={[styles.choice, className].filter(Boolean).join(' ')}>
      {LOCALES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={styles.option}
          aria-pressed={code === current}
          onClick={() => {
            if (code === current) return;
            void chooseLocale(code).then(() => onChosen?.(code));
          }}
        >
          {LOCALE_NAMES[code]}
        </button>
      ))}
    </div>
  );
}
