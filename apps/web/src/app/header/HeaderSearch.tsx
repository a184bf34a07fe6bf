import { useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../ui/TextInput';

const SEARCH_PATH = '/searchResult';

/** The search box; it opens the search results page and mirrors the keyword shown there. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const urlKeyword = pathname === SEARCH_PATH ? (params.get('keyword') ?? '') : '';

  const [keyword, setKeyword] = useState(urlKeyword);
  const [seenUrlKeyword, setSeenUrlKeyword] = useState(urlKeyword);
  if (urlKeyword !== seenUrlKeyword) {
    setSeenUrlKeyword(urlKeyword);
    setKeyword(urlKeyword);
  }

  const search = (value: string) => {
    if (!value) return;
    navigate(`${SEARCH_PATH}?${new URLSearchParams({ keyword: value }).toString()}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(keyword);
  };

  return (
    <form className="header-search" role="search" onSubmit={submit}>
      <TextInput
        value={keyword}
        onChange={setKeyword}
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
    </form>
  );
}
