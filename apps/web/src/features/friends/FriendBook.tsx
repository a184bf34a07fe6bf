import { useMemo, useState } from 'react';
import { Avatar, Button, Spin } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { friends } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState, TextInput } from '../../ui';
import { groupByLetter } from './friend-rules';
import { useFriendBook, useFriendSearch } from './friends-queries';
import { LoadFailed } from './LoadFailed';
import { useDebounced } from '../../ui/use-debounced';

/** The friend search waits like the add-friend search (spec 001 §9). */
const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_MAX = 20;

/** 我的好友: the whole friend book grouped A–Z; a search asks the server by remark, nickname or ID. */
export function FriendBook({
  selectedId,
  onSelect,
}: {
  selectedId: number | null;
  onSelect: (friendId: number) => void;
}) {
  const { t } = useTranslation();
  const book = useFriendBook();
  const [text, setText] = useState('');
  const alias = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const search = useFriendSearch(alias);
  const groups = useMemo(() => groupByLetter(book.data?.data ?? []), [book.data]);
  const found = search.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="friends-book" data-testid="friend-book">
      <TextInput
        value={text}
        onChange={setText}
        maxLength={SEARCH_MAX}
        searchIcon
        clearable
        placeholder={t('friends.book.search')}
        data-testid="friend-book-search"
      />
      {alias !== '' ? (
        search.isError ? (
          <LoadFailed onRetry={() => void search.refetch()} />
        ) : search.isPending ? (
          <div className="friends-center">
            <Spin size="small" />
          </div>
        ) : found.length === 0 ? (
          <EmptyState text={t('friends.book.noMatch')} />
        ) : (
          <>
            {found.map((friend) => (
              <FriendItem
                key={friend.friendId}
                friend={friend}
                active={friend.friendId === selectedId}
                onClick={() => onSelect(friend.friendId)}
              />
            ))}
            {search.hasNextPage && (
              <Button
                type="link"
                size="small"
                loading={search.isFetchingNextPage}
                onClick={() => void search.fetchNextPage()}
              >
                {t('friends.requests.more')}
              </Button>
            )}
          </>
        )
      ) : book.isError ? (
        <LoadFailed onRetry={() => void book.refetch()} />
      ) : book.isPending ? (
        <div className="friends-center">
          <Spin size="small" />
        </div>
      ) : groups.length === 0 ? (
        <EmptyState text={t('friends.book.empty')} />
      ) : (
        groups.map(([letter, list]) => (
          <div key={letter} className="friends-book__group">
            <div className="friends-book__letter">{letter}</div>
            {list.map((friend) => (
              <FriendItem
                key={friend.friendId}
                friend={friend}
                active={friend.friendId === selectedId}
                onClick={() => onSelect(friend.friendId)}
              />
            ))}
          </div>
        ))
      )}
    </div>
  );
}

export function FriendItem({
  friend,
  active,
  onClick,
}: {
  friend: friends.Friend;
  active?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={active ? 'friends-item friends-item--active' : 'friends-item'}
      onClick={onClick}
      data-testid="friend-item"
    >
      <Avatar size={32} src={friend.userAvatar || undefined} icon={<UserOutlined />} />
      <span className="friends-item__name">{friend.displayName}</span>
    </button>
  );
}
