import { howToPlayAnswer } from '@pana/contract';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { serveAnswer } from '../../../testing/serve-answer.ts';
import { getHowToPlay } from './get-how-to-play.ts';

describe('the how-to-play call', () => {
  it('reads every answer the contract allows: the HTML of content[0] and its video link', async () => {
    const item = { how_to_play_content: '<p>Pick a number</p>', video_link: 'https://video.example/1' };
    serveAnswer(howToPlayAnswer, apiPaths.howToPlay, {
      status: true,
      msg: 'OK',
      content: [item],
      video_link: item.video_link,
      result: [item],
    });
    expect(await getHowToPlay()).toEqual({ html: '<p>Pick a number</p>', videoLink: 'https://video.example/1' });
  });

  it('reads an empty content list as no text', async () => {
    serveAnswer(howToPlayAnswer, apiPaths.howToPlay, {
      status: true,
      msg: 'OK',
      content: [],
      video_link: '',
      result: [],
    });
    expect(await getHowToPlay()).toEqual({ html: '', videoLink: '' });
  });
});
