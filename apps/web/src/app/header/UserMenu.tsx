import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { SessionUser } from '../../features/auth/session-store';
import { lazyPart } from '../routing/lazy-part';
import { DeferredOverlay, type OverlayProps } from './DeferredOverlay';

const userMenuDropdown = lazyPart<OverlayProps & { user: SessionUser }>(() =>
  import('./UserMenuDropdown').then((module) => module.UserMenuDropdown),
);

/** The logged-in user's avatar, opening /my; its dropdown's code comes when the pointer reaches it. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = user.nickName || user.userName;

  return (
    <DeferredOverlay
      overlay={(props) => <userMenuDropdown.Component user={user} {...props} />}
      onFailed={userMenuDropdown.reset}
      preload={userMenuDropdown.preload}
      openOn="hover"
      trigger={({ onClick, ...props }) => (
        <button
          type="button"
          className="user-avatar"
          aria-label={t('user.menuAria')}
          data-testid="nav-user"
          {...props}
          onClick={() => {
            onClick?.();
            void navigate('/my');
          }}
        >
          <Avatar size={36} src={user.avatar || undefined} icon={<UserOutlined />} alt={name} />
        </button>
      )}
    />
  );
}
