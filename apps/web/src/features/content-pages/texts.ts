/** Texts of the How To Play screen. */
export const HOW_TO_PLAY_TEXT = {
  title: 'How To Play',
  video: 'Watch the tutorial video',
  empty: 'The rules will appear here soon.',
  loading: 'Loading how to play',
} as const;
