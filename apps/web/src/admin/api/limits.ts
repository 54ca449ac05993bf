import type { alertsAnswer, alertSettingsBody, limitsAnswer, lineLimitBody } from '@pana/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet, adminPut } from './admin-client.ts';

/** The line limits of every stored bid type and the alert thresholds (ADR 017). */
export type Limits = Omit<z.infer<typeof limitsAnswer>, 'status' | 'msg'>;
export type LineLimit = Limits['lines'][number];
export type AlertSettings = Limits['alerts'];
export type OperatorAlert = z.infer<typeof alertsAnswer>['items'][number];

const limitsQueryKey = ['admin', 'limits'] as const;
const alertsQueryKey = ['admin', 'alerts'] as const;

export function useLimits() {
  return useQuery({
    queryKey: limitsQueryKey,
    queryFn: ({ signal }) => adminGet<Limits>(adminApiPaths.limits, undefined, signal),
  });
}

/** A limits write that refreshes the limits when it succeeds. */
function useLimitsMutation<V extends Record<string, unknown>>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: V) => adminPut<z.infer<typeof limitsAnswer>>(path, body),
    onSuccess: (answer) => queryClient.setQueryData(limitsQueryKey, { lines: answer.lines, alerts: answer.alerts }),
  });
}

export const useSaveLineLimit = () => useLimitsMutation<z.input<typeof lineLimitBody>>(adminApiPaths.lineLimits);
export const useSaveAlertSettings = () =>
  useLimitsMutation<z.input<typeof alertSettingsBody>>(adminApiPaths.alertSettings);

/** The newest alerts, read again every 30 seconds while the screen is open. */
export function useAlerts() {
  return useQuery({
    queryKey: alertsQueryKey,
    queryFn: async ({ signal }) =>
      (await adminGet<z.infer<typeof alertsAnswer>>(adminApiPaths.alerts, undefined, signal)).items,
    refetchInterval: 30_000,
  });
}
