import { HowToPlay } from '../../../features/content-pages/components/how-to-play.tsx';

/** /htp (public): How To Play. */
export default function HowToPlayRoute() {
  return <HowToPlay />;
}
