import type { sites } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../ui';
import { SiteLoadState } from './SiteLoadState';
import { SitePills } from './SitePills';
import { useSiteSearch } from './site-queries';

export interface SiteSearchResultsProps {
  siteCate: sites.SiteCate;
  name: string;
  activeId: number | null;
  onChoose: (site: sites.Site) => void;
}

/** Sites whose name contains the search text, with the province or country beside each city. */
export function SiteSearchResults({ siteCate, name, activeId, onChoose }: SiteSearchResultsProps) {
  const { t } = useTranslation();
  const query = useSiteSearch(siteCate, name);
  return (
    <div className="site-search-results" data-testid="site-search-results">
      <SiteLoadState query={query}>
        {query.data?.length ? (
          <SitePills
            sites={query.data}
            activeId={activeId}
            onChoose={onChoose}
            withRegion={siteCate === 'city'}
          />
        ) : (
          <EmptyState text={t('sites.noResult')} />
        )}
      </SiteLoadState>
    </div>
  );
}
