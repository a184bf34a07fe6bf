import { useState } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import type { ConsoleRole } from '@fox/contracts/client';
import { useTranslation } from '../../i18n/use-translation';
import { openConsole } from './console-entry';
import type { OverlayProps } from './DeferredOverlay';

/** The roles of an account holding several back-office roles, each opening its own menu (own chunk). */
export function ConsoleEntryMenu({ roles, openAtStart, children }: OverlayProps & { roles: ConsoleRole[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(openAtStart);
  const menu: MenuProps = {
    items: [
      { key: 'title', type: 'group', label: t('consoleEntry.chooseRole') },
      ...roles.map((role) => ({
        key: role,
        label: <span data-testid={`nav-console-role-${role}`}>{t(`consoleEntry.roles.${role}`)}</span>,
      })),
    ],
    onClick: ({ key }) => {
      setOpen(false);
      openConsole(key as ConsoleRole);
    },
  };
  return (
    <Dropdown menu={menu} placement="bottom" open={open} onOpenChange={setOpen}>
      {children}
    </Dropdown>
  );
}
