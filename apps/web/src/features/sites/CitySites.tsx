import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { sites } from '@fox/contracts';
import { EmptyState } from '../../ui';
import { SiteLoadState } from './SiteLoadState';
import { LetterIndex, LetterSections, SiteBlock, SitePills } from './SitePills';
import { SiteSearchBox } from './SiteSearchBox';
import { SiteSearchResults } from './SiteSearchResults';
import type { LetterTab } from './site-letters';
import { useCitiesOf, useDebouncedValue, useHotSites } from './site-queries';
import type { StoredSite } from './site-store';

export type CitySection = 'recommend' | 'domestic' | 'international';
const SECTIONS: readonly CitySection[] = ['recommend', 'domestic', 'international'];

export interface CitySitesProps {
  activeId: number | null;
  history: readonly StoredSite[];
  onChoose: (site: sites.Site | StoredSite) => void;
}

/** The city tab: a sidebar of recommend, domestic and international, and a search by name. */
export function CitySites({ activeId, history, onChoose }: CitySitesProps) {
  const { t } = useTranslation();
  const [section, setSection] = useState<CitySection>('recommend');
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim());
  const searching = search.trim().length > 0;

  return (
    <div className="site-panel">
      <nav className="site-sidebar" aria-label={t('sites.sectionsAria')}>
        {SECTIONS.map((key) => (
          <button
            key={key}
            type="button"
            className={`site-sidebar__item${key === section && !searching ? ' site-sidebar__item--active' : ''}`}
            aria-current={key === section ? 'true' : undefined}
            onClick={() => {
              setSection(key);
              setSearch('');
            }}
          >
            {t(`sites.${key}`)}
          </button>
        ))}
      </nav>
      <div className="site-main">
        <SiteSearchBox value={search} onChange={setSearch} placeholder={t('sites.cityPlaceholder')} />
        <div className="site-scroll">
          {searching ? (
            name ? (
              <SiteSearchResults siteCate="city" name={name} activeId={activeId} onChoose={onChoose} />
            ) : null
          ) : section === 'recommend' ? (
            <RecommendedCities activeId={activeId} history={history} onChoose={onChoose} />
          ) : section === 'domestic' ? (
            <DomesticCities activeId={activeId} onChoose={onChoose} />
          ) : (
            <InternationalCities activeId={activeId} onChoose={onChoose} />
          )}
        </div>
      </div>
    </div>
  );
}

function RecommendedCities({ activeId, history, onChoose }: CitySitesProps) {
  const { t } = useTranslation();
  const hot = useHotSites();
  const cityHistory = history.filter((site) => site.siteCate === 'city');
  return (
    <>
      {cityHistory.length > 0 ? (
        <SiteBlock title={t('sites.history')}>
          <SitePills sites={cityHistory} activeId={activeId} onChoose={onChoose} />
        </SiteBlock>
      ) : null}
      <SiteBlock title={t('sites.hotCities')}>
        <SiteLoadState query={hot}>
          <SitePills sites={hot.data?.cities ?? []} activeId={activeId} onChoose={onChoose} variant="hot" />
        </SiteLoadState>
      </SiteBlock>
    </>
  );
}

function DomesticCities({ activeId, onChoose }: Pick<CitySitesProps, 'activeId' | 'onChoose'>) {
  const [tab, setTab] = useState<LetterTab>('hot');
  const hot = useHotSites();
  const cities = useCitiesOf(sites.DOMESTIC_SITE_ID);
  const hotDomestic = (hot.data?.cities ?? []).filter((city) => city.parentId === sites.DOMESTIC_SITE_ID);
  return (
    <>
      <LetterIndex value={tab} onChange={setTab} />
      {tab === 'hot' ? (
        <SiteLoadState query={hot}>
          <SitePills sites={hotDomestic} activeId={activeId} onChoose={onChoose} variant="hot" />
        </SiteLoadState>
      ) : (
        <SiteLoadState query={cities}>
          <LetterSections sites={cities.data ?? []} group={tab} activeId={activeId} onChoose={onChoose} />
        </SiteLoadState>
      )}
    </>
  );
}

const regionCollator = new Intl.Collator('zh-Hans-CN');

function InternationalCities({ activeId, onChoose }: Pick<CitySitesProps, 'activeId' | 'onChoose'>) {
  const { t } = useTranslation();
  const cities = useCitiesOf(sites.INTERNATIONAL_SITE_ID);
  const byCountry = new Map<string, sites.Site[]>();
  for (const city of cities.data ?? []) {
    byCountry.set(city.parentName, [...(byCountry.get(city.parentName) ?? []), city]);
  }
  const countries = [...byCountry.keys()].sort(regionCollator.compare);
  return (
    <SiteLoadState query={cities}>
      {countries.length === 0 ? <EmptyState text={t('sites.noResult')} /> : null}
      <dl className="letter-sections">
        {countries.map((country) => (
          <div className="letter-section" key={country}>
            <dt className="letter-section__region">{country}</dt>
            <dd className="letter-section__sites">
              <SitePills sites={byCountry.get(country)!} activeId={activeId} onChoose={onChoose} />
            </dd>
          </div>
        ))}
      </dl>
    </SiteLoadState>
  );
}
