import { useState, type ReactNode } from 'react';
import { Badge, Button } from 'antd';
import {
  RightOutlined,
  TagsOutlined,
  TeamOutlined,
  UserAddOutlined,
  UsergroupAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../ui';
import { openAddFriendDialog } from './add-friend-store';
import { BusinessCard } from './BusinessCard';
import { FriendBook } from './FriendBook';
import { FriendRequests } from './FriendRequests';
import { useFriendCounts } from './friends-queries';
import { rememberedLabel, rememberLabel } from './label-memory';
import { LabelList, LabelPane } from './Labels';
import './friends.css';

/** The side tabs of the friends page (spec 001 §2). */
export type FriendsSection = 'newFriend' | 'meFriend' | 'meGroup' | 'label';

type Selection =
  | { kind: 'requests' }
  | { kind: 'user'; id: number }
  | { kind: 'groups' }
  | { kind: 'label'; id: number }
  | null;

export interface FriendsTabProps {
  /** What 我的群聊 shows: the viewer's groups, a pane of the groups feature. */
  groupsPane: ReactNode;
}

/** The friend tab of the chat panel: the four entries on the left, the chosen item on the right. */
export function FriendsTab({ groupsPane }: FriendsTabProps) {
  const { t } = useTranslation();
  const counts = useFriendCounts().data;
  const [initialLabel] = useState(rememberedLabel);
  const [section, setSection] = useState<FriendsSection>(initialLabel ? 'label' : 'newFriend');
  const [selection, setSelection] = useState<Selection>(
    initialLabel ? { kind: 'label', id: initialLabel } : { kind: 'requests' },
  );

  const choose = (next: FriendsSection) => {
    setSection((current) =>
      current === next && next !== 'newFriend' && next !== 'meGroup' ? current : next,
    );
    if (next === 'newFriend') setSelection({ kind: 'requests' });
    if (next === 'meGroup') setSelection({ kind: 'groups' });
  };
  const selectLabel = (id: number) => {
    rememberLabel(id);
    setSelection({ kind: 'label', id });
  };
  const openUser = (id: number) => setSelection({ kind: 'user', id });

  return (
    <div className="friends-tab" data-testid="friends-tab">
      <aside className="friends-tab__side">
        <div className="friends-tab__header">
          <span className="friends-tab__heading">{t('friends.heading')}</span>
          <Button
            type="primary"
            size="small"
            icon={<UserAddOutlined />}
            onClick={openAddFriendDialog}
            data-testid="friends-add"
          >
            {t('friends.addFriend')}
          </Button>
        </div>
        <nav className="friends-tab__nav">
          <Entry
            id="newFriend"
            icon={<UsergroupAddOutlined />}
            active={section === 'newFriend'}
            onClick={() => choose('newFriend')}
            extra={
              <Badge
                count={counts?.approvalFriendCount ?? 0}
                overflowCount={99}
                data-testid="new-friend-badge"
              />
            }
          >
            {t('friends.tabs.newFriend')}
          </Entry>
          <Entry
            id="meFriend"
            icon={<UserOutlined />}
            active={section === 'meFriend'}
            onClick={() => choose('meFriend')}
            // The friends the book below lists, so the number matches its rows (spec 001 §3's "plus one"
            // counts the new-friends entry with them, a row this entry does not hold).
            extra={counts && <span className="friends-entry__count">{counts.friendCount}</span>}
          >
            {t('friends.tabs.meFriend')}
          </Entry>
          {section === 'meFriend' && (
            <FriendBook selectedId={selection?.kind === 'user' ? selection.id : null} onSelect={openUser} />
          )}
          <Entry
            id="meGroup"
            icon={<TeamOutlined />}
            active={section === 'meGroup'}
            onClick={() => choose('meGroup')}
          >
            {t('friends.tabs.meGroup')}
          </Entry>
          <Entry
            id="label"
            icon={<TagsOutlined />}
            active={section === 'label'}
            onClick={() => choose('label')}
            extra={counts && <span className="friends-entry__count">{counts.tagCount}</span>}
          >
            {t('friends.tabs.label')}
          </Entry>
          {section === 'label' && (
            <LabelList
              selectedId={selection?.kind === 'label' ? selection.id : null}
              onSelect={selectLabel}
            />
          )}
        </nav>
      </aside>
      <section className="friends-tab__main" data-testid="friends-main">
        <Detail
          selection={selection}
          groupsPane={groupsPane}
          onOpenUser={openUser}
          onCleared={() => setSelection(null)}
        />
      </section>
    </div>
  );
}

function Entry({
  id,
  icon,
  active,
  onClick,
  extra,
  children,
}: {
  id: FriendsSection;
  icon: ReactNode;
  active: boolean;
  onClick: () => void;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={active ? 'friends-entry friends-entry--active' : 'friends-entry'}
      onClick={onClick}
      data-testid={`friends-entry-${id}`}
    >
      <span className="friends-entry__icon">{icon}</span>
      <span className="friends-entry__name">{children}</span>
      {extra}
      <RightOutlined className="friends-entry__arrow" />
    </button>
  );
}

function Detail({
  selection,
  groupsPane,
  onOpenUser,
  onCleared,
}: {
  selection: Selection;
  groupsPane: ReactNode;
  onOpenUser: (id: number) => void;
  onCleared: () => void;
}) {
  const { t } = useTranslation();
  switch (selection?.kind) {
    case 'requests':
      return <FriendRequests onOpenUser={onOpenUser} />;
    case 'user':
      return <BusinessCard key={selection.id} userId={selection.id} onDeleted={onCleared} />;
    case 'groups':
      return groupsPane;
    case 'label':
      return (
        <LabelPane
          key={selection.id}
          labelId={selection.id}
          onOpenFriend={onOpenUser}
          onDeleted={() => {
            rememberLabel(null);
            onCleared();
          }}
        />
      );
    default:
      return <EmptyState text={t('friends.pickSomething')} />;
  }
}
