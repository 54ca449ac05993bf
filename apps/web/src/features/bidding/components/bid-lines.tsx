import { type BidTypeSpec } from '@pana/domain/catalogue';
import { type GameNames, useGameNames } from '../../../components/games/names.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { trashIcon } from '../../../components/ui/icon-paths.ts';
import trashStyles from '../../../components/ui/trash-button.module.css';
import { formatPoints } from '../../../lib/format.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { lineSpec, type SlipLine } from '../lib/submission.ts';
import { biddingMessages } from '../texts.ts';
import styles from './bid-slip.module.css';

/**
 * What a line shows beside its number: its own type for expansions, boards and lines of another type
 * than the screen's (a prefilled slip), its session where chosen.
 */
function lineDetails(spec: BidTypeSpec, line: SlipLine, showType: boolean, names: GameNames): string {
  const parts: string[] = [];
  const own = lineSpec(spec, line);
  if (showType || spec.expansion !== null || own !== spec) parts.push(names.bidType(line.type));
  if (own.sessionRule === 'choice') parts.push(names.session(line.session));
  return parts.join(' · ');
}

/** The lines added with Proceed, each with a delete action that gives its points back. */
export function BidLines({
  spec,
  lines,
  onRemove,
  showType = false,
}: {
  spec: BidTypeSpec;
  lines: readonly SlipLine[];
  onRemove: (id: number) => void;
  /** Name every line's type (a board's lines, which may mix Single, Double and Triple Pana). */
  showType?: boolean;
}) {
  const t = useMessages(biddingMessages);
  const names = useGameNames();
  if (lines.length === 0) return <p className={styles.hint}>{t.noBidsYet}</p>;
  return (
    <ul className={styles.lines} aria-label={t.yourBids}>
      {lines.map((line) => {
        const number = line.closedigits ? `${line.digits}-${line.closedigits}` : line.digits;
        const details = lineDetails(spec, line, showType, names);
        return (
          <li key={line.id} className={styles.line}>
            <span className={styles.lineNumber}>{number}</span>
            <span className={styles.lineDetails}>{details}</span>
            <span className={styles.linePoints}>{formatPoints(line.points)}</span>
            <button
              type="button"
              className={trashStyles.trashButton}
              aria-label={t.deleteLine({ digits: number })}
              onClick={() => onRemove(line.id)}
            >
              <Icon path={trashIcon} size={20} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
