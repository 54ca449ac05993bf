import { i18n } from '../../lib/i18n/i18n.ts';

/** Texts of the How To Play screen (the rules themselves are the operator's HTML): the 'howToPlay' component (ADR 020). */
export const howToPlayMessages = i18n('howToPlay', {
  title: 'How To Play',
  video: 'Watch the tutorial video',
  empty: 'The rules will appear here soon.',
  loading: 'Loading how to play',
});
