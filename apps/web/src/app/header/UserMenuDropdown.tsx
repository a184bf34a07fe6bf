import { useState } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { auth } from '@fox/contracts';
import { api } from '../../api/client';
import { usePasswordDialog } from '../../features/auth/password-dialog-store';
import { useSessionStore, type SessionUser } from '../../features/auth/session-store';
import { useTopUpDialog } from '../../features/wallet/top-up-store';
import { useSettlementGate } from '../../features/wallet/use-settlement-gate';
import { useConfirmDialog } from '../../ui/use-confirm-dialog';
import type { OverlayProps } from './DeferredOverlay';

/** Spec 002 §2.5: the user dropdown measures 120 by 250 px. */
export const USER_MENU_SIZE = { width: 120, height: 250 } as const;

type MenuKey = 'finance' | 'mineOrders' | 'topUp' | 'password' | 'logout';

function item(key: MenuKey, label: string, danger = false) {
  return { key, danger, label: <span data-testid={`user-menu-${key}`}>{label}</span> };
}

/** The logged-in user's dropdown around the header's avatar (its own chunk: see UserMenu). */
export function UserMenuDropdown({ user, openAtStart, children }: OverlayProps & { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const confirm = useConfirmDialog();
  const clearSession = useSessionStore((state) => state.clearSession);
  const openTopUp = useTopUpDialog((state) => state.open);
  const openPassword = usePasswordDialog((state) => state.open);
  const settlementGate = useSettlementGate();
  const [open, setOpen] = useState(openAtStart);

  const logout = async () => {
    const confirmed = await confirm({ title: t('user.logoutConfirm'), testId: 'logout-confirm' });
    if (!confirmed) return;
    // The session ends here whatever the server says: a failed logout call must not keep the user in.
    await api(auth.logout, undefined, { silent: true }).catch(() => undefined);
    clearSession();
    void message.success(t('user.logoutDone'));
    void navigate('/home');
  };

  const actions: Record<MenuKey, () => void> = {
    // The settlement centre is useless without a passed real-name account and bank card (spec 002 §4.10).
    finance: () =>
      void settlementGate.check().then((ready) => {
        if (ready) void navigate('/makeMoney/finance');
      }),
    mineOrders: () => navigate('/makeMoney/mineOrders'),
    topUp: () => openTopUp(),
    password: openPassword,
    logout: () => void logout(),
  };

  const menu: MenuProps = {
    items: [
      item('finance', t('user.settlement')),
      item('mineOrders', t('user.wishOrders')),
      item('topUp', t('user.topUp')),
      item('password', user.hasPassword ? t('user.changePassword') : t('user.setPassword')),
      { type: 'divider' },
      item('logout', t('user.logout'), true),
    ],
    onClick: ({ key }) => actions[key as MenuKey](),
  };

  const name = user.nickName || user.userName;

  return (
    <Dropdown
      menu={menu}
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      popupRender={(content) => (
        <div className="user-menu" style={USER_MENU_SIZE} data-testid="user-menu">
          <div className="user-menu__name" title={name}>
            {name}
          </div>
          {content}
        </div>
      )}
    >
      {children}
    </Dropdown>
  );
}
