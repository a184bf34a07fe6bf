import { useState, type ReactNode } from 'react';
import { Avatar, Input, Spin } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { groups as groupsApi } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../ui';
import { GroupAvatar, openChatWith, openGroupChat } from '../im';
import { SEARCH_PREVIEW_PER_KIND, useConversationSearch } from './use-conversation-search';
import './chat-search.css';

interface BoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** The message tab's search box; what it finds replaces the conversation list while it holds text. */
export function ConversationSearchBox({ value, onChange }: BoxProps) {
  const { t } = useTranslation();
  return (
    <Input
      className="chat-search__box"
      size="small"
      allowClear
      value={value}
      maxLength={groupsApi.GROUP_NAME_MAX}
      prefix={<SearchOutlined className="chat-search__icon" />}
      placeholder={t('chat.search.placeholder')}
      onChange={(event) => onChange(event.target.value)}
      data-testid="chat-search"
    />
  );
}

interface SectionProps<T> {
  kind: 'contacts' | 'groups';
  items: T[];
  renderItem: (item: T) => ReactNode;
}

/** One kind of result: the first five, and the rest behind 'expand all'. */
function ResultSection<T>({ kind, items, renderItem }: SectionProps<T>) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  if (items.length === 0) return null;
  const shown = expanded ? items : items.slice(0, SEARCH_PREVIEW_PER_KIND);
  return (
    <section className="chat-search__section" data-testid={`chat-search-${kind}`}>
      <h4 className="chat-search__title">{t(`chat.search.${kind}`)}</h4>
      {shown.map(renderItem)}
      {items.length > SEARCH_PREVIEW_PER_KIND ? (
        <button
          type="button"
          className="chat-search__more"
          onClick={() => setExpanded(!expanded)}
          data-testid={`chat-search-${kind}-toggle`}
        >
          {t(expanded ? 'chat.search.collapse' : 'chat.search.expand')}
        </button>
      ) : null}
    </section>
  );
}

function ResultRow({
  avatar,
  name,
  detail,
  onOpen,
}: {
  avatar: ReactNode;
  name: string;
  detail: string;
  onOpen: () => void;
}) {
  return (
    <button type="button" className="chat-search__row" onClick={onOpen} data-testid="chat-search-row">
      {avatar}
      <span className="chat-search__text">
        <span className="chat-search__name">{name}</span>
        <span className="chat-search__detail">{detail}</span>
      </span>
    </button>
  );
}

/** Contacts and groups matching the search box (spec 001 §2); choosing one opens its chat. */
export function ConversationSearchResults({ typed, onOpened }: { typed: string; onOpened: () => void }) {
  const { t } = useTranslation();
  const { keyword, contacts, groups, settling } = useConversationSearch(typed);
  const nothing = contacts.length === 0 && groups.length === 0;

  if (nothing && (settling || keyword === '')) {
    return (
      <div className="chat-search__state" data-testid="chat-search-searching">
        <Spin size="small" /> {t('chat.search.searching')}
      </div>
    );
  }
  if (nothing) return <EmptyState text={t('chat.search.none')} data-testid="chat-search-none" />;
  return (
    // Keyed by the keyword: a new search starts with both kinds folded again.
    <div className="chat-search" key={keyword} data-testid="chat-search-results">
      <ResultSection
        kind="contacts"
        items={contacts}
        renderItem={(friend) => (
          <ResultRow
            key={friend.friendId}
            avatar={
              <Avatar size={36} src={friend.userAvatar || undefined}>
                {friend.displayName.slice(0, 1)}
              </Avatar>
            }
            name={friend.displayName}
            detail={`${t('chat.me.id')} ${friend.userName}`}
            onOpen={() => {
              onOpened();
              void openChatWith(friend.friendId, {
                id: friend.friendId,
                name: friend.displayName,
                avatar: friend.userAvatar,
              }).catch(() => {});
            }}
          />
        )}
      />
      <ResultSection
        kind="groups"
        items={groups}
        renderItem={(group) => (
          <ResultRow
            key={group.id}
            avatar={<GroupAvatar logo={group.logo} avatars={group.avatars} size={36} />}
            name={group.name}
            detail={t('chat.search.members', { count: group.groupUserNum })}
            onOpen={() => {
              onOpened();
              void openGroupChat(group.id, { name: group.name, avatar: group.logo }).catch(() => {});
            }}
          />
        )}
      />
    </div>
  );
}
