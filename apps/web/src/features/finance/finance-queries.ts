import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { finance } from '@fox/contracts';
import { api } from '../../api';
import { useSessionStore } from '../auth';

export const RECORDS_PAGE_SIZE = 20;

/** What the statement is narrowed to: a kind of record and a China-time month, each optional. */
export interface RecordFilters {
  kind?: finance.FinanceRecordKind;
  month?: string;
}

/**
 * Everything under `finance` is asked again after a withdrawal, so the figures, the statement and the
 * cash-out rules never show money the server has moved. The viewer is in every key: a log-out and a
 * different log-in must never see the last person's earnings.
 */
export const financeKeys = {
  all: ['finance'] as const,
  summary: (viewer: number | null) => ['finance', 'summary', viewer] as const,
  records: (filters: RecordFilters, viewer: number | null) =>
    ['finance', 'records', filters.kind ?? 'all', filters.month ?? 'all', viewer] as const,
  record: (id: number, viewer: number | null) => ['finance', 'record', id, viewer] as const,
  rules: (viewer: number | null) => ['finance', 'rules', viewer] as const,
};

export function useViewerId(): number | null {
  return useSessionStore((state) => (state.token ? state.userId : null));
}

export function refreshFinance(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: financeKeys.all });
}

/** The top card and the chart: available, pending, frozen, the totals, and the last 30 days. */
export function useFinanceSummary() {
  const viewer = useViewerId();
  return useQuery({
    queryKey: financeKeys.summary(viewer),
    queryFn: ({ signal }) => api(finance.summary, undefined, { signal }),
    enabled: viewer !== null,
  });
}

/** The statement newest first, a page at a time by key (the last id shown). */
export function useFinanceRecords(filters: RecordFilters) {
  const viewer = useViewerId();
  return useInfiniteQuery({
    queryKey: financeKeys.records(filters, viewer),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      api(
        finance.records,
        { kind: filters.kind, month: filters.month, beforeId: pageParam, pageSize: RECORDS_PAGE_SIZE },
        { signal },
      ),
    getNextPageParam: (last) => (last.hasMore ? last.records.at(-1)?.id : undefined),
    enabled: viewer !== null,
  });
}

/** One record with the transfers behind it and, for a withdrawal, its steps. */
export function useFinanceRecord(id: number | null) {
  const viewer = useViewerId();
  return useQuery({
    queryKey: financeKeys.record(id ?? 0, viewer),
    queryFn: ({ signal }) => api(finance.record, { id: id ?? 0 }, { signal }),
    enabled: viewer !== null && id !== null,
  });
}

/** What the cash-out page shows before an amount is typed. */
export function useCashOutRules(enabled: boolean) {
  const viewer = useViewerId();
  return useQuery({
    queryKey: financeKeys.rules(viewer),
    queryFn: ({ signal }) => api(finance.cashOutRules, undefined, { signal }),
    enabled: enabled && viewer !== null,
  });
}
