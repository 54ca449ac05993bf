import { Card } from '../../../components/ui/card.tsx';
import { PlayResponsibly } from '../../../features/responsible-play/components/play-responsibly.tsx';
import { PLAY_TEXT } from '../../../features/responsible-play/texts.ts';

/** /play-responsibly: the player's limits, a cool-off or self-exclusion, and the help line (issue 19). */
export default function PlayResponsiblyRoute() {
  return (
    <Card title={PLAY_TEXT.title}>
      <PlayResponsibly />
    </Card>
  );
}
