import { Segmented, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { consoleNotices } from '@fox/contracts/client';
import { TAB_LOOK, type BroadcastTab } from '../labels';
import { PORTAL_PATH } from './compose-input';

export interface PreviewNotice {
  tab: BroadcastTab;
  title: string;
  content: string;
  linkTitle?: string;
  linkUrl?: string;
  /** China time, `YYYY-MM-DD HH:mm(:ss)`: the moment the user receives it. */
  time: string;
}

/**
 * The notice as the portal's notification panel shows it (its 系统通知 entry, the notice's sub-tab): the
 * title with the unread dot, two lines of text, the link's words when it leads somewhere, the time. The
 * panel shows no other field, so neither does the preview.
 */
export function NoticePreview({
  notice,
  testId = 'notice-preview',
}: {
  notice: PreviewNotice;
  testId?: string;
}) {
  const linked = Boolean(notice.linkTitle && notice.linkUrl && PORTAL_PATH.test(notice.linkUrl));
  return (
    <div className="notice-preview" data-testid={testId}>
      <div className="notice-preview__heading">
        <BellOutlined /> 系统通知
      </div>
      <Segmented
        block
        size="small"
        value={notice.tab}
        className="notice-preview__tabs"
        options={consoleNotices.BROADCAST_TABS.map((tab) => ({
          value: tab,
          label: TAB_LOOK[tab].panelTab,
          disabled: tab !== notice.tab,
        }))}
      />
      <div className="notice-preview__item">
        <div className="notice-preview__head">
          <span className="notice-preview__title">
            {notice.title || <Typography.Text type="secondary">（标题）</Typography.Text>}
          </span>
          <span className="notice-preview__dot" aria-label="未读" />
        </div>
        <div className="notice-preview__text">
          {notice.content || <Typography.Text type="secondary">（正文）</Typography.Text>}
        </div>
        {linked ? <div className="notice-preview__link">{notice.linkTitle}</div> : null}
        <div className="notice-preview__time">{notice.time.slice(0, 16)}</div>
      </div>
    </div>
  );
}
