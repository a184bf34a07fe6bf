import { Drawer } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { ChatPanel } from '../../features/chat';
import { FriendsHost } from '../../features/friends';
import { NoticePanel } from '../../features/notices/NoticePanel';
import { usePanelsStore } from '../../ui/panels-store';

// Widths leave the page visible beside the panel at 1366 px; chat needs room for a list and a thread.
const NOTICE_PANEL_WIDTH = 520;
const CHAT_PANEL_WIDTH = 760;

/**
 * The notification and chat panels, sliding over the page from the right; the store keeps at most one
 * open. Their bodies remount on each reload signal, which is where the coming content will refetch.
 */
export function SidePanels() {
  const { t } = useTranslation();
  const openPanel = usePanelsStore((state) => state.openPanel);
  const reloadCount = usePanelsStore((state) => state.reloadCount);
  const close = usePanelsStore((state) => state.close);

  return (
    <>
      <Drawer
        open={openPanel === 'notices'}
        onClose={close}
        title={t('panels.noticesTitle')}
        placement="right"
        size={NOTICE_PANEL_WIDTH}
        destroyOnHidden
      >
        <div className="side-panel" data-testid="notice-panel" key={reloadCount.notices}>
          <NoticePanel />
        </div>
      </Drawer>
      <Drawer
        open={openPanel === 'chat'}
        onClose={close}
        title={t('panels.chatTitle')}
        placement="right"
        size={CHAT_PANEL_WIDTH}
        destroyOnHidden
      >
        <div className="side-panel" data-testid="chat-panel" key={reloadCount.chat}>
          <ChatPanel />
        </div>
      </Drawer>
      <FriendsHost />
    </>
  );
}
