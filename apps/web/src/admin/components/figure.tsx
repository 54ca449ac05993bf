import { type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './ui.module.css';

type FigureProps = {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  to?: string;
  isWarning?: boolean;
  /** A value in words or a date rather than a number: written smaller. */
  isText?: boolean;
};

/** One number of the dashboard (a link when it leads to the list behind it). */
export function Figure({ label, value, hint, to, isWarning = false, isText = false }: FigureProps) {
  const className = [styles.figure, isWarning ? styles.figureWarn : undefined].filter(Boolean).join(' ');
  const content = (
    <>
      <span className={styles.figureLabel}>{label}</span>
      <span className={[styles.figureValue, isText ? styles.figureValueSmall : undefined].filter(Boolean).join(' ')}>
        {value}
      </span>
      {hint ? <span className={styles.figureHint}>{hint}</span> : null}
    </>
  );
  return to ? (
    <Link to={to} className={className}>
      {content}
    </Link>
  ) : (
    <div className={className}>{content}</div>
  );
}
