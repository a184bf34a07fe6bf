import { useState } from 'react';
import { DownOutlined, SoundOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { useGroupDetail } from './groups-queries';

/** Spec 001 §2: the group notice on top of the message list, one line until opened. */
export function GroupNoticeBar({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const notice = useGroupDetail(groupId).data?.groupNotice ?? '';
  const [open, setOpen] = useState(false);
  if (notice === '') return null;
  return (
    <button
      type="button"
      className={`group-notice${open ? ' group-notice--open' : ''}`}
      onClick={() => setOpen((value) => !value)}
      aria-expanded={open}
      data-testid="group-notice"
    >
      <SoundOutlined className="group-notice__icon" />
      <span className="group-notice__label">{t('groups.notice.title')}</span>
      <span className="group-notice__text" data-testid="group-notice-text">
        {notice}
      </span>
      <span className="group-notice__toggle">
        {open ? t('groups.notice.collapse') : t('groups.notice.expand')}
        {open ? <UpOutlined /> : <DownOutlined />}
      </span>
    </button>
  );
}
