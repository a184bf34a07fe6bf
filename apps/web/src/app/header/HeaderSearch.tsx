import { useState, type FocusEvent, type FormEvent } from 'react';
import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { search } from '@fox/contracts';
import { HotWords } from '../../features/discovery/HotWords';
import '../../features/discovery/discovery.css';
import { TextInput } from '../../ui/TextInput';

const SEARCH_PATH = '/searchResult';

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
        aria-label={t('nav.search')}
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
          <HotWords
            onPick={(word) => {
              setKeyword(word);
              go(word);
            }}
            data-testid="header-hot-words"
          />
        </div>
      )}
    </form>
  );
}
