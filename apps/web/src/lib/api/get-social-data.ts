import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../config/paths.ts';
import { apiPost } from '../api-client.ts';
import { type Infer, object, text } from './schema.ts';

export const socialDataSchema = object({
  /** The admin's contact number. */
  mobile_no: text,
  mobile_1: text,
  whatsapp_no: text,
  telegram_no: text,
  /** Android app download link; empty when there is none. */
  app_link: text,
});

export type SocialData = Infer<typeof socialDataSchema>;

export function getSocialData(signal?: AbortSignal): Promise<SocialData> {
  return apiPost(apiPaths.getSocialData, {}, socialDataSchema, signal ? { signal } : {});
}

export const socialDataQueryKey = ['social-data'] as const;

export const socialDataQueryOptions = queryOptions({
  queryKey: socialDataQueryKey,
  queryFn: ({ signal }) => getSocialData(signal),
  staleTime: 5 * 60_000,
});

/** Admin contact numbers and the app link (public, no login needed). */
export function useSocialData() {
  return useQuery(socialDataQueryOptions);
}
