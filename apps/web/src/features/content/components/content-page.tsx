import { type ReactNode } from 'react';
import { type ContentSection } from '../texts.ts';
import styles from './content-page.module.css';

/** A text screen (privacy, about, deletion): a title, sections, and actions underneath. */
export function ContentPage({ title, sections, actions }: { title: string; sections: readonly ContentSection[]; actions?: ReactNode }) {
  return (
    <div className={styles.page}>
      <article className={styles.article}>
        <h1 className={styles.title}>{title}</h1>
        {sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <h2 className={styles.heading}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
