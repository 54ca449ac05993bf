import { type ReactNode } from 'react';
import styles from './card.module.css';

/** A white panel; `title` becomes the screen's heading. */
export function Card({ title, children, className }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')}>
      {title ? <h1 className={styles.title}>{title}</h1> : null}
      {children}
    </section>
  );
}
