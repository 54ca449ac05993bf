import { type PlayerDetail } from '../../api/players.ts';
import { Figure } from '../../components/figure.tsx';
import { formatInstant, formatMoney } from '../../lib/format.ts';

type Play = NonNullable<PlayerDetail['play']>;

/**
 * The player's own responsible-play settings (ADR 018), read-only: a break with its end
 * (nobody ends it early, an operator neither), when they confirmed being 18 or older, and their limits.
 */
export function ResponsiblePlayFigures({ play }: { play: Play }) {
  const current = play.break;
  return (
    <>
      <Figure
        label="Break from play"
        value={current ? (current.kind === 'self_exclusion' ? 'Self-excluded' : 'Cool-off') : 'None'}
        hint={
          current
            ? `until ${formatInstant(current.endsAt)}; cannot be ended early`
            : 'bids, deposits and transfers open'
        }
        isWarning={current !== null}
        isText
      />
      <Figure
        label="18 or older"
        value={play.ageConfirmedAt === null ? 'Not confirmed' : 'Confirmed'}
        hint={play.ageConfirmedAt === null ? 'asked at next login in the app' : formatInstant(play.ageConfirmedAt)}
        isWarning={play.ageConfirmedAt === null}
        isText
      />
      {play.limits.map((limit) => (
        <Figure
          key={limit.key}
          label={limit.name}
          value={limit.amount === null ? 'None' : formatMoney(limit.amount)}
          hint={
            limit.pendingAt === null
              ? 'set by the player'
              : `${limit.pendingAmount === null ? 'none' : formatMoney(limit.pendingAmount)} from ${formatInstant(limit.pendingAt)}`
          }
        />
      ))}
    </>
  );
}
