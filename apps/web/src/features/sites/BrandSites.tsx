import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { sites } from '@fox/contracts';
import { SiteLoadState } from './SiteLoadState';
import { LetterIndex, LetterSections, SitePills } from './SitePills';
import { SiteSearchBox } from './SiteSearchBox';
import { SiteSearchResults } from './SiteSearchResults';
import type { LetterTab } from './site-letters';
import { useBrands, useDebouncedValue, useHotSites } from './site-queries';

export interface BrandSitesProps {
  activeId: number | null;
  onChoose: (site: sites.Site) => void;
}

/** The brand tab: hot brands, every brand by letter, and a search by name. */
export function BrandSites({ activeId, onChoose }: BrandSitesProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LetterTab>('hot');
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim());
  const searching = search.trim().length > 0;
  const hot = useHotSites();
  const brands = useBrands(!searching && tab !== 'hot');

  return (
    <div className="site-panel">
      <div className="site-main">
        <SiteSearchBox value={search} onChange={setSearch} placeholder={t('sites.brandPlaceholder')} />
        <div className="site-scroll">
          {searching ? (
            name ? (
              <SiteSearchResults siteCate="brand" name={name} activeId={activeId} onChoose={onChoose} />
            ) : null
          ) : (
            <>
              <LetterIndex value={tab} onChange={setTab} />
              {tab === 'hot' ? (
                <SiteLoadState query={hot}>
                  <SitePills
                    sites={hot.data?.brands ?? []}
                    activeId={activeId}
                    onChoose={onChoose}
                    variant="hot"
                  />
                </SiteLoadState>
              ) : (
                <SiteLoadState query={brands}>
                  <LetterSections
                    sites={brands.data ?? []}
                    group={tab}
                    activeId={activeId}
                    onChoose={onChoose}
                  />
                </SiteLoadState>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
