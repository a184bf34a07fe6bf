import type { ReactNode } from 'react';
import {
  BellOutlined,
  CloudUploadOutlined,
  MessageOutlined,
  MobileOutlined,
  RobotOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { requireLogin } from '../../features/auth/login-prompt-store';
import { useIsLoggedIn } from '../../features/auth/session-store';
import { closePublishDialog, openPublishDialog, PublishDialogHost } from '../../features/publish';
import { WishPublishEntry, WishPublishHost } from '../../features/wishes';
import { NovelPublishEntry } from '../../features/novels';
import { usePanelsStore } from '../../ui/panels-store';
import { lazyPart, OptionalPart } from '../routing/lazy-part';
import { ConsoleEntry } from './ConsoleEntry';
import { DeferredOverlay, type OverlayProps } from './DeferredOverlay';

const downloadPopover = lazyPart<OverlayProps>(() =>
  import('./DownloadPopover').then((module) => module.DownloadPopover),
);
// A guest has no notices or messages to count: the badges' code comes with the first login.
const noticeBadge = lazyPart<{ children: ReactNode }>(() =>
  import('../../features/notices/NoticeBadge').then((module) => module.NoticeBadge),
);
const messageBadge = lazyPart<{ children: ReactNode }>(() =>
  import('../../features/im/MessageBadge').then((module) => module.MessageBadge),
);

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
 * login; business cooperation and the app download stay open to guests; the back office's entry shows
 * for accounts holding one of its roles.
 */
export function TopNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openNotices = usePanelsStore((state) => state.openNotices);
  const openChat = usePanelsStore((state) => state.openChat);
  const loggedIn = useIsLoggedIn();

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
      <ConsoleEntry />
      <DeferredOverlay
        overlay={(props) => <downloadPopover.Component {...props} />}
        onFailed={downloadPopover.reset}
        preload={downloadPopover.preload}
        openOn="click"
        trigger={(props) => (
          <button
            type="button"
            className="top-nav__item"
            title={t('nav.download')}
            data-testid="nav-download"
            {...props}
          >
            <ItemContent icon={<MobileOutlined />} label={t('nav.download')} />
          </button>
        )}
      />
      <ActionItem
        icon={
          loggedIn ? (
            <OptionalPart loading={<BellOutlined />} failed={<BellOutlined />}>
              <noticeBadge.Component>
                <BellOutlined />
              </noticeBadge.Component>
            </OptionalPart>
          ) : (
            <BellOutlined />
          )
        }
        label={t('nav.notices')}
        testId="nav-notices"
        onClick={() => requireLogin(openNotices)}
      />
      <ActionItem
        icon={
          loggedIn ? (
            <OptionalPart loading={<MessageOutlined />} failed={<MessageOutlined />}>
              <messageBadge.Component>
                <MessageOutlined />
              </messageBadge.Component>
            </OptionalPart>
          ) : (
            <MessageOutlined />
          )
        }
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
      <PublishDialogHost
        // Publishing a wish starts from the same entry; its form is the wish marketplace's own dialog.
        extraTabs={[
          {
            key: 'wish',
            label: t('wishEntry.tab'),
            content: <WishPublishEntry onLeave={closePublishDialog} />,
          },
          {
            key: 'novel',
            label: t('nav.novels'),
            content: <NovelPublishEntry onLeave={closePublishDialog} />,
          },
        ]}
      />
      <WishPublishHost />
    </nav>
  );
}
