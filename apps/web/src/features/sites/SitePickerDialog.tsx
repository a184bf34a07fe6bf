import { useState } from 'react';
import { Alert, Button, Modal, Tabs } from 'antd';
import { AimOutlined, EnvironmentFilled, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import type { sites } from '@fox/contracts';
import { BrandSites } from './BrandSites';
import { CitySites } from './CitySites';
import { registerSiteMessages } from './site-i18n';
import { useSitePicker } from './site-picker-store';
import { useHotSites, useLocateSite } from './site-queries';
import { reloadAfterSiteChange } from './site-reload';
import { storedSiteOf, useSiteStore, type StoredSite } from './site-store';
import './site-picker.css';

registerSiteMessages();

export interface SitePickerDialogProps {
  /** What follows a change of site; by default the page reloads after 200 ms (spec 002 §4.12). */
  onSiteChange?: () => void;
}

/** The site picker (spec 002 §2.10, §4.12): cities or brands, a location shortcut, and "all sites". */
export function SitePickerDialog({ onSiteChange = reloadAfterSiteChange }: SitePickerDialogProps) {
  const { t } = useTranslation();
  const isOpen = useSitePicker((state) => state.isOpen);
  const close = useSitePicker((state) => state.close);

  return (
    <Modal
      open={isOpen}
      onCancel={close}
      title={t('sites.title')}
      footer={null}
      centered
      width={820}
      destroyOnHidden
      className="site-picker"
      modalRender={(node) => <div data-testid="site-picker-dialog">{node}</div>}
    >
      <SitePickerBody
        onChanged={() => {
          close();
          onSiteChange();
        }}
      />
    </Modal>
  );
}

function SitePickerBody({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const { siteId, whetherAll, history, siteList, chooseSite, chooseAllSites } = useSiteStore();
  const [tab, setTab] = useState<sites.SiteCate>(() =>
    siteList[0]?.siteCate === 'brand' && !whetherAll ? 'brand' : 'city',
  );
  const hot = useHotSites();
  const locate = useLocateSite();
  const activeId = whetherAll ? null : siteId;
  const currentName = whetherAll
    ? t('sites.allSites')
    : [...siteList, ...history, ...(hot.data?.cities ?? [])].find((site) => site.id === siteId)?.name;

  const choose = (site: sites.Site | StoredSite) => {
    chooseSite(storedSiteOf(site));
    onChanged();
  };
  const chooseAll = () => {
    chooseAllSites();
    onChanged();
  };

  return (
    <div className="site-picker__body">
      <div className="site-status">
        <div className="site-status__current">
          <EnvironmentFilled className="site-status__icon" aria-hidden />
          <span className="site-muted">{t('sites.current')}</span>
          <strong className="site-status__name" data-testid="site-current">
            {currentName ?? '—'}
          </strong>
        </div>
        <div className="site-status__actions">
          {locate.data ? (
            <button
              type="button"
              className={`site-pill site-pill--located${locate.data.id === activeId ? ' site-pill--active' : ''}`}
              aria-pressed={locate.data.id === activeId}
              onClick={() => choose(locate.data)}
            >
              <AimOutlined aria-hidden />
              <span className="site-pill__name">{locate.data.name}</span>
              <span className="site-pill__region">
                {t('sites.distance', { km: Math.max(1, Math.round(locate.data.distanceKm)) })}
              </span>
            </button>
          ) : null}
          <Button icon={<AimOutlined />} loading={locate.isPending} onClick={() => locate.mutate()}>
            {locate.isPending
              ? t('sites.locating')
              : locate.isError
                ? t('sites.relocate')
                : t('sites.locate')}
          </Button>
          <Button
            type={whetherAll ? 'primary' : 'default'}
            icon={<GlobalOutlined />}
            aria-pressed={whetherAll}
            title={t('sites.allSitesHint')}
            onClick={chooseAll}
          >
            {t('sites.allSites')}
          </Button>
        </div>
      </div>
      {locate.isError ? (
        <Alert className="site-status__alert" type="warning" showIcon title={t('sites.locateFailed')} />
      ) : null}
      <Tabs
        className="site-tabs"
        activeKey={tab}
        onChange={(key) => setTab(key as sites.SiteCate)}
        items={[
          {
            key: 'city',
            label: t('sites.tabCity'),
            children: <CitySites activeId={activeId} history={history} onChoose={choose} />,
          },
          {
            key: 'brand',
            label: t('sites.tabBrand'),
            children: <BrandSites activeId={activeId} onChoose={choose} />,
          },
        ]}
      />
    </div>
  );
}
