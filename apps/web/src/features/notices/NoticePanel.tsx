import { useState } from 'react';
import { Badge, Segmented } from 'antd';
import { BellOutlined, HeartOutlined, SolutionOutlined, UserAddOutlined } from '@ant-design/icons';
import { notices } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { NoticeList } from './NoticeList';
import { FansItem, FriendItem, InteractItem, PlainItem } from './NoticeItems';
import { unreadOf, useNoticeUnread, type NoticeTab, type UnreadCounts } from './notice-queries';
import './notices.css';

type Entry = 'system' | 'friend' | 'interact' | 'task';

/** The panel's left entries (spec 001 §2) and the tabs each one holds; the first tab opens first. */
const ENTRIES: { key: Entry; icon: React.ReactNode; tabs: readonly NoticeTab[] }[] = [
  { key: 'system', icon: <BellOutlined />, tabs: notices.SYSTEM_TABS },
  { key: 'friend', icon: <UserAddOutlined />, tabs: notices.FRIEND_TABS },
  { key: 'interact', icon: <HeartOutlined />, tabs: ['interact'] },
  { key: 'task', icon: <SolutionOutlined />, tabs: notices.TASK_TABS },
];

const plainLoader = (tab: NoticeTab) => (pageNum: number) => {
  const page = { pageNum, pageSize: notices.NOTICE_PAGE_SIZE };
  switch (tab) {
    case 'shop':
      return api(notices.shopPage, page);
    case 'wallet':
      return api(notices.walletPage, page);
    case 'mcn':
      return api(notices.mcnPage, page);
    case 'publisher':
    case 'receiver':
      return api(notices.taskPage, { ...page, noticeType: tab });
    default:
      return api(notices.systemPage, page);
  }
};

function TabContent({ tab, counts }: { tab: NoticeTab; counts: UnreadCounts }) {
  const { t } = useTranslation();
  const common = { tab, unread: counts[tab], emptyText: t(`notices.empty.${tab}`) };
  const page = (pageNum: number) => ({ pageNum, pageSize: notices.NOTICE_PAGE_SIZE });
  switch (tab) {
    case 'interact':
      return (
        <NoticeList
          {...common}
          load={(pageNum) => api(notices.interactPage, page(pageNum))}
          renderItem={(notice) => <InteractItem notice={notice} />}
        />
      );
    case 'fans':
      return (
        <NoticeList
          {...common}
          load={(pageNum) => api(notices.fansList, page(pageNum))}
          renderItem={(notice) => <FansItem notice={notice} />}
        />
      );
    case 'friend':
      return (
        <NoticeList
          {...common}
          load={(pageNum) => api(notices.friendPage, page(pageNum))}
          renderItem={(notice) => <FriendItem notice={notice} />}
        />
      );
    default:
      return (
        <NoticeList
          {...common}
          load={plainLoader(tab)}
          renderItem={(notice) => <PlainItem notice={notice} />}
        />
      );
  }
}

/**
 * The notification panel (spec 001 §2): entries system, fans, interact and task on the left, each with its
 * unread count; sub-tabs on the right where an entry has them. Opening a tab marks its notices read.
 */
export function NoticePanel() {
  const { t } = useTranslation();
  const counts = useNoticeUnread();
  const [entry, setEntry] = useState<Entry>('system');
  const [tabOf, setTabOf] = useState<Record<Entry, NoticeTab>>({
    system: 'system',
    friend: 'fans',
    interact: 'interact',
    task: 'publisher',
  });
  const current = ENTRIES.find((item) => item.key === entry)!;
  const tab = tabOf[entry];

  return (
    <div className="notice-panel">
      <nav className="notice-panel__entries" aria-label={t('notices.entriesAria')}>
        {ENTRIES.map((item) => (
          <button
            key={item.key}
            type="button"
            className={`notice-panel__entry${item.key === entry ? ' notice-panel__entry--active' : ''}`}
            onClick={() => setEntry(item.key)}
            aria-current={item.key === entry ? 'page' : undefined}
            data-testid={`notice-entry-${item.key}`}
          >
            <span className="notice-panel__entry-icon" aria-hidden>
              {item.icon}
            </span>
            <span className="notice-panel__entry-label">{t(`notices.entry.${item.key}`)}</span>
            <Badge
              count={unreadOf(counts, item.tabs)}
              size="small"
              overflowCount={99}
              data-testid={`notice-entry-badge-${item.key}`}
            />
          </button>
        ))}
      </nav>
      <section className="notice-panel__content" aria-label={t(`notices.entry.${entry}`)}>
        <header className="notice-panel__heading">{t(`notices.entry.${entry}`)}</header>
        {current.tabs.length > 1 ? (
          <Segmented
            className="notice-panel__tabs"
            block
            value={tab}
            onChange={(value) => setTabOf((before) => ({ ...before, [entry]: value }))}
            options={current.tabs.map((value) => ({
              value,
              label: (
                <span className="notice-panel__tab" data-testid={`notice-tab-${value}`}>
                  {t(`notices.tab.${value}`)}
                  {counts[value] > 0 ? (
                    <span className="notice-panel__tab-count">{counts[value]}</span>
                  ) : null}
                </span>
              ),
            }))}
          />
        ) : null}
        <div className="notice-panel__list">
          <TabContent key={tab} tab={tab} counts={counts} />
        </div>
      </section>
    </div>
  );
}
