import { useMemo } from 'react';
import { ControlOutlined } from '@ant-design/icons';
import type { ConsoleRole } from '@fox/contracts/client';
import { readPortalConfig } from '../../api/portal-config';
import { useSessionStore } from '../../features/auth/session-store';
import { useTranslation } from '../../i18n/use-translation';
import { lazyPart } from '../routing/lazy-part';
import { consoleRolesOfSession, openConsole } from './console-entry';
import { DeferredOverlay, type OverlayProps, type TriggerProps } from './DeferredOverlay';

const consoleEntryMenu = lazyPart<OverlayProps & { roles: ConsoleRole[] }>(() =>
  import('./ConsoleEntryMenu').then((module) => module.ConsoleEntryMenu),
);

/**
 * 管理后台: for an account holding a back-office role, opens the console in a new tab with the token and
 * the role (its first one on a click; a hover lists every role it holds, when there are several).
 */
export function ConsoleEntry() {
  const { t } = useTranslation();
  const roleKeys = useSessionStore((state) => (state.token ? state.userInfo?.roles : undefined));
  const roles = useMemo(() => consoleRolesOfSession(roleKeys), [roleKeys]);
  const first = roles[0];
  if (!first || !readPortalConfig().adminSiteUrl) return null;

  const trigger = ({ onClick, ...props }: TriggerProps) => (
    <button
      type="button"
      className="top-nav__item"
      title={t('consoleEntry.hint')}
      data-testid="nav-console"
      {...props}
      onClick={() => {
        onClick?.();
        openConsole(first);
      }}
    >
      <span className="top-nav__icon" aria-hidden>
        <ControlOutlined />
      </span>
      <span className="top-nav__label">{t('consoleEntry.label')}</span>
    </button>
  );
  if (roles.length === 1) return trigger({});
  return (
    <DeferredOverlay
      overlay={(props) => <consoleEntryMenu.Component roles={roles} {...props} />}
      onFailed={consoleEntryMenu.reset}
      preload={consoleEntryMenu.preload}
      openOn="hover"
      trigger={trigger}
    />
  );
}
