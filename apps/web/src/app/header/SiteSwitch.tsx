import { EnvironmentOutlined, DownOutlined } from '@ant-design/icons';
import { sites } from '@fox/contracts/client';
import { useTranslation } from '../../i18n/use-translation';
import { useSitePicker } from '../../features/sites/site-picker-store';
import { useSiteStore } from '../../features/sites/site-store';

/**
 * The header's site button (spec 002 §2.10, §4.12): the current city, or 'all', opening the site picker.
 * It sits in the account corner, shaped like the top-nav items, so the area links keep their room.
 */
export function SiteSwitch() {
  const { t } = useTranslation();
  const open = useSitePicker((state) => state.open);
  const name = useSiteStore((state) => {
    if (state.whetherAll) return t('site.all');
    const stored = [...state.siteList, ...state.history].find((site) => site.id === state.siteId);
    if (stored) return stored.name;
    return state.siteId === sites.DEFAULT_SITE_ID ? t('site.defaultCity') : t('site.choose');
  });

  return (
    <button
      type="button"
      className="site-switch"
      onClick={open}
      title={t('site.switch')}
      aria-label={t('site.switchAria', { name })}
      data-testid="nav-site"
    >
      <EnvironmentOutlined className="site-switch__icon" aria-hidden />
      <span className="site-switch__name">
        <span className="site-switch__text">{name}</span>
        <DownOutlined className="site-switch__caret" aria-hidden />
      </span>
    </button>
  );
}
