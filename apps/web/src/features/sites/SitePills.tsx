import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { sites } from '@fox/contracts';
import { LETTER_TABS, sectionsOf, type LetterGroup, type LetterTab } from './site-letters';

type PillSite = Pick<sites.Site, 'id' | 'name'> & Partial<Pick<sites.Site, 'parentName' | 'hot'>>;

export interface SitePillsProps<S extends PillSite> {
  sites: readonly S[];
  /** The highlighted site: the user's current one. */
  activeId: number | null;
  onChoose: (site: S) => void;
  /** Adds the province or country after the name, for search results. */
  withRegion?: boolean;
  variant?: 'plain' | 'hot';
}

/** A row of site pills; the current site is highlighted and marked as pressed. */
export function SitePills<S extends PillSite>({
  sites: list,
  activeId,
  onChoose,
  withRegion = false,
  variant = 'plain',
}: SitePillsProps<S>) {
  return (
    <ul className={`site-pills site-pills--${variant}`}>
      {list.map((site) => {
        const active = site.id === activeId;
        return (
          <li key={site.id}>
            <button
              type="button"
              className={`site-pill${active ? ' site-pill--active' : ''}`}
              aria-pressed={active}
              onClick={() => onChoose(site)}
            >
              <span className="site-pill__name">{site.name}</span>
              {withRegion && site.parentName ? (
                <span className="site-pill__region">{site.parentName}</span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function SiteBlock({
  title,
  extra,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="site-block">
      <header className="site-block__head">
        <h4 className="site-block__title">{title}</h4>
        {extra}
      </header>
      {children}
    </section>
  );
}

/** The letter chips: hot, ABCDEF, GHIJ, KLMN, PQRSTUVW, XYZ (spec 002 §2.10). */
export function LetterIndex({ value, onChange }: { value: LetterTab; onChange: (tab: LetterTab) => void }) {
  const { t } = useTranslation();
  return (
    <div className="letter-index" role="tablist" aria-label={t('sites.letterIndexAria')}>
      {LETTER_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === value}
          className={`letter-chip${tab === value ? ' letter-chip--active' : ''}${tab === 'hot' ? ' letter-chip--hot' : ''}`}
          onClick={() => onChange(tab)}
        >
          {tab === 'hot' ? t('sites.letterHot') : tab}
        </button>
      ))}
    </div>
  );
}

/** The sites of one letter group, under a large initial per letter. */
export function LetterSections<S extends PillSite & { initial: string }>({
  sites: list,
  group,
  activeId,
  onChoose,
}: {
  sites: readonly S[];
  group: LetterGroup;
  activeId: number | null;
  onChoose: (site: S) => void;
}) {
  const { t } = useTranslation();
  const sections = sectionsOf(list, group);
  if (sections.length === 0) return <p className="site-muted">{t('sites.noResult')}</p>;
  return (
    <dl className="letter-sections">
      {sections.map((section) => (
        <div className="letter-section" key={section.letter}>
          <dt className="letter-section__letter">{section.letter}</dt>
          <dd className="letter-section__sites">
            <SitePills sites={section.sites} activeId={activeId} onChoose={onChoose} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
