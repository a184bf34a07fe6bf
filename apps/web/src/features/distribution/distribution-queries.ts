import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { distribution } from '@fox/contracts';
import { api } from '../../api';
import { useSessionStore } from '../auth';

export type PlazaSort = distribution.PlazaSort;

export const PLAZA_PAGE_SIZE = 12;
export const PROMOTIONS_PAGE_SIZE = 10;

/** The viewer is in the keys of what carries the viewer's own promotion. */
function useViewerId(): number | null {
  return useSessionStore((state) => (state.token ? state.userId : null));
}

/** One page of the plaza; the page on screen stays while the next one loads. */
export function usePlazaPage(sort: PlazaSort, pageNum: number) {
  return useQuery({
    queryKey: ['distribution', 'plaza', sort, pageNum],
    queryFn: () => api(distribution.distributionPlaza, { sort, pageNum, pageSize: PLAZA_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useDistributionDetail(id: number | null) {
  const viewer = useViewerId();
  return useQuery({
    queryKey: ['distribution', 'detail', id, viewer ?? 'guest'],
    queryFn: () => api(distribution.distributionDetail, { id: id ?? 0 }),
    enabled: id !== null,
    retry: false,
  });
}

export function useMyPromotions(pageNum: number, pageSize: number, enabled: boolean) {
  const viewer = useViewerId();
  return useQuery({
    queryKey: ['distribution', 'promotions', viewer, pageNum, pageSize],
    queryFn: () => api(distribution.myPromotions, { pageNum, pageSize }),
    enabled: enabled && viewer !== null,
    placeholderData: keepPreviousData,
  });
}

/** The viewer's dashboard figures: today, the month, the last 30 days and the month's rank. */
export function usePromoterFigures() {
  const viewer = useViewerId();
  return useQuery({
    queryKey: ['distribution', 'figures', viewer],
    queryFn: () => api(distribution.promoterFigures),
    enabled: viewer !== null,
  });
}

/** Forgets what showed the viewer's promotions, so pages read them again after a take. */
export function useRefreshDistribution() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['distribution'] });
}

/** A positive whole id from the address, or null. */
export function idParam(raw: string | null): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export const distributionDetailLink = (id: number) => `/makeMoney/distributionDetail?id=${id}`;
export const PLAZA_PATH = '/makeMoney/distributionPlaza';

/** The promotion's link as a full address, what a promoter shares. */
export const absoluteLink = (link: string) => new URL(link, window.location.origin).href;
