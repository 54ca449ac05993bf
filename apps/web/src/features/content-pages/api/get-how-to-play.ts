import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { list, object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

const howToPlaySchema = object({
  content: list(object({ how_to_play_content: text, video_link: text })),
  video_link: text,
});

export type HowToPlay = { html: string; videoLink: string };

/** The how-to-play HTML (content[0]) and the tutorial video link. */
export async function getHowToPlay(signal?: AbortSignal): Promise<HowToPlay> {
  const body = await apiPost(apiPaths.howToPlay, {}, howToPlaySchema, signal ? { signal } : {});
  const first = body.content[0];
  return { html: first?.how_to_play_content ?? '', videoLink: first?.video_link || body.video_link };
}

export const howToPlayQueryOptions = queryOptions({
  queryKey: ['how-to-play'],
  queryFn: ({ signal }) => getHowToPlay(signal),
  staleTime: 5 * 60_000,
});

export function useHowToPlay() {
  return useQuery(howToPlayQueryOptions);
}
