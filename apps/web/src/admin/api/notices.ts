import type { marketsAnswer, noticesAnswer, sendNoticeAnswer, SendNoticeBody, SentNotice } from '@pana/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet, adminPost } from './admin-client.ts';

/** Notices from the console (ADR 014): those sent, and sending one. */
export type { SendNoticeBody, SentNotice };
export type SendNoticeAnswer = z.infer<typeof sendNoticeAnswer>;

export function useNotices() {
  return useQuery({
    queryKey: ['admin', 'notices'],
    queryFn: async ({ signal }) => (await adminGet<z.infer<typeof noticesAnswer>>(adminApiPaths.notices, undefined, signal)).items,
  });
}

/** Every market of every kind (active or paused), for choosing a market's players. */
export function useAllMarkets() {
  return useQuery({
    queryKey: ['admin', 'markets', 'all'],
    queryFn: async ({ signal }) => (await adminGet<z.infer<typeof marketsAnswer>>(adminApiPaths.markets, undefined, signal)).items,
  });
}

export function useSendNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendNoticeBody) => adminPost<SendNoticeAnswer>(adminApiPaths.notices, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'notices'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
