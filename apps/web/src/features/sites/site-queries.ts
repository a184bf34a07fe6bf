import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { sites } from '@fox/contracts';
import { api } from '../../api';
import { locateSite } from './site-location';

/** Sites are reference data: they change with a release, not while a page is open. */
const REFERENCE_STALE_MS = 60 * 60_000;

export const siteQueryKeys = {
  children: (pid: number) => ['sites', 'children', pid] as const,
  brands: ['sites', 'brands'] as const,
  hot: ['sites', 'hot'] as const,
  search: (siteCate: sites.SiteCate, name: string) => ['sites', 'search', siteCate, name] as const,
};

/** The cities of a country: spec 002 §4.12 loads the domestic ones with pid 5 and pageSize 999. */
export function useCitiesOf(pid: number, enabled = true) {
  return useQuery({
    queryKey: siteQueryKeys.children(pid),
    queryFn: async ({ signal }) =>
      (await api(sites.siteDetails, { pid, pageSize: sites.SITE_PAGE_SIZE_MAX }, { signal })).data,
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}

export function useBrands(enabled = true) {
  return useQuery({
    queryKey: siteQueryKeys.brands,
    queryFn: async ({ signal }) => (await api(sites.siteList, { siteCate: 'brand' }, { signal })).data,
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}

export function useHotSites() {
  return useQuery({
    queryKey: siteQueryKeys.hot,
    queryFn: ({ signal }) => api(sites.hotSites, undefined, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** City search is by name (spec 002 §2.10); brands likewise. */
export function useSiteSearch(siteCate: sites.SiteCate, name: string) {
  return useQuery({
    queryKey: siteQueryKeys.search(siteCate, name),
    queryFn: async ({ signal }) =>
      (
        await api(
          sites.siteDetails,
          { name, siteCate, type: siteCate === 'city' ? 'City' : 'Brand', pageSize: 60 },
          { signal },
        )
      ).data,
    staleTime: REFERENCE_STALE_MS,
    enabled: name.length > 0,
  });
}

export function useLocateSite() {
  return useMutation({ mutationFn: () => locateSite() });
}

/** The value once it has stopped changing for a moment: one search per pause in typing, not per key. */
export function useDebouncedValue<T>(value: T, delayMs = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
