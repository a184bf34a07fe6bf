import { useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { TextInput } from '../../ui';

/** Keywords are at most 32 characters (the drama list's limit, the spec's default input length). */
const KEYWORD_MAX = 32;

export function searchLinkOf(keyword: string): string {
  return `/shortPlaySearchResult?${new URLSearchParams({ keyword }).toString()}`;
}

/** The drama search box: a keyword opens the drama search results. */
export function DramaSearchBox({ initial = '', className }: { initial?: string; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(initial);
  const [seenInitial, setSeenInitial] = useState(initial);
  // A new search from elsewhere (the results page's own address) shows its keyword here.
  if (initial !== seenInitial) {
    setSeenInitial(initial);
    setKeyword(initial);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (keyword) navigate(searchLinkOf(keyword));
  };

  return (
    <form className={['drama-search', className].filter(Boolean).join(' ')} role="search" onSubmit={submit}>
      <TextInput
        value={keyword}
        onChange={setKeyword}
        maxLength={KEYWORD_MAX}
        placeholder={t('dramas.searchPlaceholder')}
        aria-label={t('dramas.searchPlaceholder')}
        searchIcon
        clearable
        className="drama-search__input"
        data-testid="drama-search-input"
      />
      <Button
        type="primary"
        htmlType="submit"
        className="drama-search__button"
        data-testid="drama-search-button"
      >
        <SearchOutlined aria-hidden />
        {t('dramas.search')}
      </Button>
    </form>
  );
}
