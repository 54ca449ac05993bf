import { type BidTypeSpec, requireBidType } from '@pana/domain/catalogue';
import { Icon } from '../../../components/ui/icon.tsx';
import { trashIcon } from '../../../components/ui/icon-paths.ts';
import { formatPoints } from '../../../lib/format.ts';
import { lineSpec, sessionLabel, type SlipLine } from '../lib/submission.ts';
import { BIDDING_TEXT } from '../texts.ts';
import styles from './bid-slip.module.css';

/**
 * What a line shows beside its number: its own type for expansions, boards and lines of another type
 * than the screen's (a prefilled slip), its session where chosen.
 */
function lineDetails(spec: BidTypeSpec, line: SlipLine, showType: boolean): string {
  const parts: string[] = [];
  const own = lineSpec(spec, line);
  if (showType || spec.expansion !== null || own !== spec) parts.push(requireBidType(spec.family, line.type).name);
  if (own.sessionRule === 'choice') parts.push(sessionLabel(line.session));
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
  if (lines.length === 0) return <p className={styles.hint}>{BIDDING_TEXT.noBidsYet}</p>;
  return (
    <ul className={styles.lines} aria-label={BIDDING_TEXT.yourBids}>
      {lines.map((line) => {
        const number = line.closedigits ? `${line.digits}-${line.closedigits}` : line.digits;
        const details = lineDetails(spec, line, showType);
        return (
          <li key={line.id} className={styles.line}>
            <span className={styles.lineNumber}>{number}</span>
            <span className={styles.lineDetails}>{details}</span>
            <span className={styles.linePoints}>{formatPoints(line.points)}</span>
            <button
              type="button"
              className={styles.lineDelete}
              aria-label={BIDDING_TEXT.deleteLine(number)}
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
