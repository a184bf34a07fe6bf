import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { finance } from '@fox/contracts/client';
import { api } from '@fox/web/api';

export const reconcileKey = (day: string) => ['money-reconcile', day] as const;

const DAY_MS = 86_400_000;

/** The China-time day ('YYYY-MM-DD') an instant falls in, `offsetDays` later. */
export const chinaDay = (ms: number, offsetDays = 0) =>
  new Date(ms + 8 * 3600_000 + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** The last reconciliation of a day (null when it was never reconciled). */
export function useReconcileRun(day: string) {
  return useQuery({
    queryKey: reconcileKey(day),
    queryFn: ({ signal }) => api(finance.reconcileDay, { day }, { signal, silent: true }),
  });
}

/** 立即对账: reconciles the day now; its run becomes the day's last at once. */
export function useReconcileNow(day: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(finance.runReconcile, { day }, { silent: true }),
    onSuccess: (answer) => client.setQueryData(reconcileKey(day), answer),
  });
}
