import { Card } from '../../../components/ui/card.tsx';
import { PlayResponsibly } from '../../../features/responsible-play/components/play-responsibly.tsx';
import { playMessages } from '../../../features/responsible-play/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';

/** /play-responsibly: the player's limits, a cool-off or self-exclusion, and the help line (ADR 018). */
export default function PlayResponsiblyRoute() {
  const t = useMessages(playMessages);
  return (
    <Card title={t.title}>
      <PlayResponsibly />
    </Card>
  );
}
