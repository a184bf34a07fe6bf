import { useCallback } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { consoleReports as contract } from '@fox/contracts';
import { consoleReports, social } from '@fox/contracts/client';
import { api } from '@fox/web/api';
import { useRefreshLists } from '../../kit';

type Count = contract.ReportCount;

const COUNTS_KEY = ['reports', 'counts'] as const;
const caseKey = (id: number) => ['reports', 'case', id] as const;
const pagedKey = (what: 'reports' | 'notes', id: number) => ['reports', what, id] as const;

/** The queue counters (a few hundred rows at most: states × types × reasons). */
export function useReportCounts() {
  return useQuery({
    queryKey: COUNTS_KEY,
    queryFn: ({ signal }) => api(consoleReports.reportCounts, undefined, { signal, silent: true }),
    select: (answer) => answer.data,
  });
}

/** Cases (not reports) in a state, optionally of one type and one reason, read from the counters. */
export function casesCounted(
  counts: readonly Count[] | undefined,
  filter: { state: string; objType?: string; reportType?: string },
): number {
  if (!counts) return 0;
  return counts
    .filter(
      (row) =>
        row.state === filter.state &&
        row.reportType === (filter.reportType ?? '') &&
        (filter.objType === undefined || row.objType === filter.objType),
    )
    .reduce((sum, row) => sum + row.cases, 0);
}

/** The report reasons of the report_type dictionary, in its order (the portal's report dialog offers these). */
export function useReasonDictionary() {
  return useQuery({
    queryKey: ['reports', 'reasons'],
    queryFn: ({ signal }) => api(social.dictData, { dictType: 'report_type' }, { signal, silent: true }),
    staleTime: 10 * 60_000,
  });
}

export function useReportCase(id: number) {
  return useQuery({
    queryKey: caseKey(id),
    queryFn: ({ signal }) => api(consoleReports.reportCase, { id }, { signal, silent: true }),
  });
}

const PAGE_SIZE = 20;

/** A page of a case's list, as its endpoint answers it. */
interface CasePage<Row> {
  data: Row[];
  total: number;
}

/** A case's reports or notes, newest first, a page more at a time (by the id of the last one shown). */
function useCaseList<Row extends { id: number }>(
  what: 'reports' | 'notes',
  id: number,
  load: (
    input: { id: number; pageSize: number; before?: number },
    signal: AbortSignal,
  ) => Promise<CasePage<Row>>,
) {
  return useInfiniteQuery({
    queryKey: pagedKey(what, id),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      load({ id, pageSize: PAGE_SIZE, ...(pageParam === undefined ? {} : { before: pageParam }) }, signal),
    // Both lists answer their total (the case's report count, its note count).
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((sum, page) => sum + page.data.length, 0);
      return last.data.length === 0 || shown >= last.total ? undefined : last.data.at(-1)?.id;
    },
  });
}

export const useCaseReports = (id: number) =>
  useCaseList('reports', id, (input, signal) =>
    api(consoleReports.caseReports, input, { signal, silent: true }),
  );

export const useCaseNotes = (id: number) =>
  useCaseList('notes', id, (input, signal) => api(consoleReports.caseNotes, input, { signal, silent: true }));

/** Fetches again what a decision or a note changed: the case, its lists, the queue and its counters. */
export function useRefreshCase() {
  const queryClient = useQueryClient();
  const refreshLists = useRefreshLists();
  return useCallback(
    async (id: number | null) => {
      await Promise.all([
        id === null ? null : queryClient.invalidateQueries({ queryKey: caseKey(id) }),
        id === null ? null : queryClient.invalidateQueries({ queryKey: pagedKey('reports', id) }),
        id === null ? null : queryClient.invalidateQueries({ queryKey: pagedKey('notes', id) }),
        queryClient.invalidateQueries({ queryKey: COUNTS_KEY }),
        refreshLists([consoleReports.reportQueue]),
      ]);
    },
    [queryClient, refreshLists],
  );
}
