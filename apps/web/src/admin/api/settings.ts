import type { rateTablesAnswer, setRateAnswer, setRateBody, settingsAnswer, updateSettingsBody } from '@pana/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet, adminPut } from './admin-client.ts';

/** The rate tables: per family, each rate key → {val1, val2}, null when unset. */
export type Rates = Omit<z.infer<typeof rateTablesAnswer>, 'status' | 'msg'>;

const ratesQueryKey = ['admin', 'rates'] as const;

export function useRates() {
  return useQuery({
    queryKey: ratesQueryKey,
    queryFn: ({ signal }) => adminGet<Rates>(adminApiPaths.rates, undefined, signal),
  });
}

export function useSaveRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof setRateBody>) =>
      adminPut<z.infer<typeof setRateAnswer>>(adminApiPaths.rates, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ratesQueryKey }),
  });
}

/** Every operator setting as text. */
export type Settings = z.infer<typeof settingsAnswer>['settings'];

const settingsQueryKey = ['admin', 'settings'] as const;

export function useSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: async ({ signal }) =>
      (await adminGet<z.infer<typeof settingsAnswer>>(adminApiPaths.settings, undefined, signal)).settings,
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: z.input<typeof updateSettingsBody>) =>
      adminPut<z.infer<typeof settingsAnswer>>(adminApiPaths.settings, changes),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  });
}
