import { useTranslation } from '../../i18n/use-translation';
import { usePanelsStore } from '../../ui/panels-store';
import { openGroupChat } from '../im';
import { GroupPagedList } from './GroupPagedList';
import './groups.css';

/** 我的群聊 in the friend tab (spec 001 §2 meGroup): the viewer's groups; a click opens the group's chat. */
export function MyGroupsPane() {
  const { t } = useTranslation();
  return (
    <div className="friends-pane" data-testid="my-groups">
      <h3 className="friends-pane__title">{t('groups.mine.title')}</h3>
      <GroupPagedList
        onPick={(group) => {
          // The chat panel opens on its message tab: closing it first makes it open afresh there.
          usePanelsStore.getState().close();
          void openGroupChat(group.id, { name: group.name, avatar: group.logo }).catch(() => {});
        }}
      />
    </div>
  );
}
