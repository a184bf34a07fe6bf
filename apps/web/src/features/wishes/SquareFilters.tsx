import { useState } from 'react';
import { Button, Segmented, Tag } from 'antd';
import { wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { TextInput } from '../../ui';
import type { SquareFilters as Filters } from './wish-queries';

/** The square's search box, industry and type chips and sort order. */
export function SquareFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(value.keyword ?? '');
  const search = (text: string) => onChange({ ...value, keyword: text || undefined });

  return (
    <div className="wish-filters" data-testid="wish-filters">
      <div className="wish-filters__search">
        <TextInput
          value={keyword}
          onChange={setKeyword}
          onPressEnter={search}
          searchIcon
          clearable
          placeholder={t('wishes.square.searchPlaceholder')}
          aria-label={t('wishes.square.searchPlaceholder')}
          data-testid="wish-search"
        />
        <Button type="primary" onClick={() => search(keyword)} data-testid="wish-search-submit">
          {t('wishes.square.search')}
        </Button>
      </div>
      <div className="wish-filters__row">
        <span className="wish-filters__label">{t('wishes.square.industryLabel')}</span>
        <div className="wish-filters__chips">
          <Tag.CheckableTag
            checked={value.industryType === undefined}
            onChange={() => onChange({ ...value, industryType: undefined })}
            data-testid="wish-industry-all"
          >
            {t('wishes.square.allIndustries')}
          </Tag.CheckableTag>
          {wishes.INDUSTRY_TYPES.map((industry) => (
            <Tag.CheckableTag
              key={industry}
              checked={value.industryType === industry}
              onChange={() => onChange({ ...value, industryType: industry })}
              data-testid={`wish-industry-${industry}`}
            >
              {t(`wishes.industry.${industry}`)}
            </Tag.CheckableTag>
          ))}
        </div>
      </div>
      <div className="wish-filters__row">
        <span className="wish-filters__label">{t('wishes.square.typeLabel')}</span>
        <div className="wish-filters__chips">
          <Tag.CheckableTag
            checked={value.type === undefined}
            onChange={() => onChange({ ...value, type: undefined })}
            data-testid="wish-type-all"
          >
            {t('wishes.square.allTypes')}
          </Tag.CheckableTag>
          {wishes.WISH_TYPES.map((type) => (
            <Tag.CheckableTag
              key={type}
              checked={value.type === type}
              onChange={() => onChange({ ...value, type })}
              data-testid={`wish-type-${type}`}
            >
              {t(`wishes.type.${type}`)}
            </Tag.CheckableTag>
          ))}
        </div>
        <Segmented
          className="wish-filters__sort"
          value={value.sort}
          onChange={(sort) => onChange({ ...value, sort: sort as wishes.SquareSort })}
          options={wishes.SQUARE_SORTS.map((sort) => ({
            value: sort,
            label: <span data-testid={`wish-sort-${sort}`}>{t(`wishes.square.sort.${sort}`)}</span>,
          }))}
          aria-label={t('wishes.square.sortLabel')}
        />
      </div>
    </div>
  );
}
