import type { ReactNode } from 'react';
import { Popover } from 'antd';
import {
  BellOutlined,
  CloudUploadOutlined,
  MessageOutlined,
  MobileOutlined,
  RobotOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { requireLogin } from '../../features/auth/login-prompt-store';
import { NoticeBadge } from '../../features/notices/NoticeBadge';
import { openPublishDialog, PublishDialogHost } from '../../features/publish';
import { usePanelsStore } from '../panels-store';

interface ItemProps {
  icon: ReactNode;
  label: string;
  testId: string;
}

function ItemContent({ icon, label }: Omit<ItemProps, 'testId'>) {
  return (
    <>
      <span className="top-nav__icon" aria-hidden>
        {icon}
      </span>
      <span className="top-nav__label">{label}</span>
    </>
  );
}

function ActionItem({ onClick, ...item }: ItemProps & { onClick: () => void }) {
  return (
    <button
      type="button"
      className="top-nav__item"
      onClick={onClick}
      title={item.label}
      data-testid={item.testId}
    >
      <ItemContent icon={item.icon} label={item.label} />
    </button>
  );
}

/**
 * The header's top navigation (spec 002 §2.5). AI tools, notifications, messages and publishing need a
 * login; business cooperation and the app download stay open to guests.
 */
export function TopNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openNotices = usePanelsStore((state) => state.openNotices);
  const openChat = usePanelsStore((state) => state.openChat);

  const downloadInfo = (
    <div className="download-popover" data-testid="download-popover">
      <div className="download-popover__title">{t('download.title')}</div>
      <p className="download-popover__text">{t('download.body')}</p>
    </div>
  );

  return (
    <nav className="top-nav" aria-label={t('nav.topAria')}>
      <ActionItem
        icon={<RobotOutlined />}
        label={t('nav.aiTools')}
        testId="nav-ai-tools"
        onClick={() => requireLogin(() => navigate('/makeMoney/AITools'))}
      />
      <Link
        to="/investmentFlow"
        className="top-nav__item"
        title={t('nav.business')}
        data-testid="nav-business"
      >
        <ItemContent icon={<ShopOutlined />} label={t('nav.business')} />
      </Link>
      <Popover content={downloadInfo} trigger="click" placement="bottom">
        <button type="button" className="top-nav__item" title={t('nav.download')} data-testid="nav-download">
          <ItemContent icon={<MobileOutlined />} label={t('nav.download')} />
        </button>
      </Popover>
      <ActionItem
        icon={
          <NoticeBadge>
            <BellOutlined />
          </NoticeBadge>
        }
        label={t('nav.notices')}
        testId="nav-notices"
        onClick={() => requireLogin(openNotices)}
      />
      <ActionItem
        icon={<MessageOutlined />}
        label={t('nav.messages')}
        testId="nav-messages"
        onClick={() => requireLogin(openChat)}
      />
      <ActionItem
        icon={<CloudUploadOutlined />}
        label={t('nav.publish')}
        testId="nav-publish"
        onClick={() => requireLogin(() => openPublishDialog())}
      />
      <PublishDialogHost />
    </nav>
  );
}
