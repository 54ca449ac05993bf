import { type ReactNode } from 'react';
import styles from './ui.module.css';

const TONES = { neutral: '', good: styles.badgeGood, bad: styles.badgeBad, warn: styles.badgeWarn } as const;

/** A short status word: Active, Paused, Pending, Blocked… */
export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return <span className={[styles.badge, TONES[tone]].filter(Boolean).join(' ')}>{children}</span>;
}
