import { useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { search } from '@fox/contracts/client';
import { useTranslation } from '../../i18n/use-translation';
import { TextInput } from '../../ui';
import { searchLinkOf } from './novel-links';

/** The bookstore's search box: titles, authors and synopses; the results open on the chart page. */
export function NovelSearchBox({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(initial);
  const [seenInitial, setSeenInitial] = useState(initial);
  // A search started elsewhere (the address of the results) shows its keyword here.
  if (initial !== seenInitial) {
    setSeenInitial(initial);
    setKeyword(initial);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = keyword.trim();
    if (wanted) navigate(searchLinkOf(wanted));
  };

  return (
    <form className="novel-search" role="search" onSubmit={submit}>
      <TextInput
        value={keyword}
        onChange={setKeyword}
        maxLength={search.KEYWORD_MAX}
        placeholder={t('novels.searchPlaceholder')}
        aria-label={t('novels.searchPlaceholder')}
        searchIcon
        clearable
        className="novel-search__input"
        data-testid="novel-search-input"
      />
      <Button type="primary" htmlType="submit" data-testid="novel-search-button">
        <SearchOutlined aria-hidden />
        {t('novels.search')}
      </Button>
    </form>
  );
}
