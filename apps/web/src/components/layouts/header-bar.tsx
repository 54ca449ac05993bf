import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { Icon } from '../ui/icon.tsx';
import { menuIcon } from '../ui/icon-paths.ts';
import styles from './app-shell.module.css';
import { shellMessages } from './texts.ts';

/**
 * The top bar: hamburger, screen title and an item on the right (wallet or Login). A title too wide for
 * its room on one line (a long one in Hindi or Marathi: "स्टारलाइन जिंकल्याचा इतिहास") is set on two
 * smaller lines rather than cut.
 */
export function HeaderBar({ title, onOpenMenu, end }: { title: string; onOpenMenu: () => void; end?: ReactNode }) {
  const navigation = useNavigation();
  const t = useMessages(shellMessages);
  const titleRef = useRef<HTMLParagraphElement>(null);
  const [longTitle, setLongTitle] = useState<string | null>(null);
  const isLong = longTitle === title;

  // Measured again when the title's box or the fonts change (the screen's styles and the Devanagari font may
  // arrive after the first paint).
  useLayoutEffect(() => {
    const element = titleRef.current;
    if (!element || isLong) return;
    let isCurrent = true;
    const measure = () => {
      if (isCurrent && element.scrollWidth > element.clientWidth + 1) setLongTitle(title);
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(element);
    void (document.fonts as FontFaceSet | undefined)?.ready.then(measure);
    return () => {
      isCurrent = false;
      observer?.disconnect();
    };
  }, [title, isLong]);

  return (
    <header className={styles.header}>
      {navigation.state === 'loading' ? <div className={styles.progress} aria-hidden="true" /> : null}
      <button type="button" className={styles.iconButton} aria-label={t.openMenu} onClick={onOpenMenu}>
        <Icon path={menuIcon} size={24} />
      </button>
      <p ref={titleRef} className={isLong ? `${styles.title} ${styles.titleLong}` : styles.title}>
        {title}
      </p>
      {end ?? <span />}
    </header>
  );
}
