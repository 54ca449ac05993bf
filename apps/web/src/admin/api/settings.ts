import { type Family, type RateKey, type RatePair } from '@pana/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet, adminPut } from './admin-client.ts';

export type Rates = Record<Family, Partial<Record<RateKey, RatePair>>>;

export const ratesQueryKey = ['admin', 'rates'] as const;

export async function getRates(signal?: AbortSignal): Promise<Rates> {
  const body = await adminGet<Partial<Rates>>(adminApiPaths.rates, undefined, signal);
  return { main: body.main ?? {}, starline: body.starline ?? {}, gali: body.gali ?? {} };
}

export function useRates() {
  return useQuery({ queryKey: ratesQueryKey, queryFn: ({ signal }) => getRates(signal) });
}

export function useSaveRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { family: Family; rateKey: RateKey; val1: number; val2: number }) =>
      adminPut(adminApiPaths.rates, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ratesQueryKey }),
  });
}

export type SettingValue = string | number | boolean | null;
export type Settings = Record<string, SettingValue>;

export const settingsQueryKey = ['admin', 'settings'] as const;

export async function getSettings(signal?: AbortSignal): Promise<Settings> {
  const body = await adminGet<{ settings?: Settings }>(adminApiPaths.settings, undefined, signal);
  return body.settings ?? {};
}

export function useSettings() {
  return useQuery({ queryKey: settingsQueryKey, queryFn: ({ signal }) => getSettings(signal) });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Settings) => adminPut(adminApiPaths.settings, changes),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  });
}
