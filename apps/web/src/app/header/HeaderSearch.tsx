import { useState, type FocusEvent, type FormEvent } from 'react';
import { Button, Spin } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { search } from '@fox/contracts/client';
import type { HotWordsProps } from '../../features/discovery/HotWords';
import '../../features/discovery/discovery.css';
import './header-search.css';
import { TextInput } from '../../ui/TextInput';
import { lazyPart, OptionalPart } from '../routing/lazy-part';

const SEARCH_PATH = '/searchResult';

// The hot words show only while the box has the focus: their code comes then (or when the pointer nears).
const hotWords = lazyPart<HotWordsProps>(() =>
  import('../../features/discovery/HotWords').then((module) => module.HotWords),
);

/**
 * The search box; it opens the search results page and mirrors the keyword shown there. While it has the
 * focus, the hot words show under it.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const urlKeyword = pathname === SEARCH_PATH ? (params.get('keyword') ?? '') : '';

  const [keyword, setKeyword] = useState(urlKeyword);
  const [seenUrlKeyword, setSeenUrlKeyword] = useState(urlKeyword);
  const [open, setOpen] = useState(false);
  if (urlKeyword !== seenUrlKeyword) {
    setSeenUrlKeyword(urlKeyword);
    setKeyword(urlKeyword);
  }

  const go = (value: string) => {
    if (!value) return;
    setOpen(false);
    navigate(`${SEARCH_PATH}?${new URLSearchParams({ keyword: value }).toString()}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(keyword);
  };
  // Focus moving within the form (box, button, a hot word) keeps the panel; leaving it closes it.
  const leave = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <form
      className="header-search"
      role="search"
      onSubmit={submit}
      onFocus={() => setOpen(true)}
      onMouseEnter={hotWords.preload}
      onBlur={leave}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <TextInput
        value={keyword}
        onChange={setKeyword}
        maxLength={search.KEYWORD_MAX}
        placeholder={t('nav.searchPlaceholder')}
        aria-label={t('nav.searchHint')}
        clearable
        data-testid="header-search"
        className="header-search__input"
      />
      <Button
        type="primary"
        htmlType="submit"
        icon={<SearchOutlined />}
        aria-label={t('nav.search')}
        className="header-search__button"
        data-testid="header-search-button"
      />
      {open && (
        <div className="header-search-panel" data-testid="header-search-panel">
          <OptionalPart
            loading={
              <div className="header-search-panel__loading">
                <Spin size="small" />
              </div>
            }
            failed={<p className="header-search-panel__failed">{t('chunk.title')}</p>}
          >
            <hotWords.Component
              onPick={(word) => {
                setKeyword(word);
                go(word);
              }}
              data-testid="header-hot-words"
            />
          </OptionalPart>
        </div>
      )}
    </form>
  );
}
