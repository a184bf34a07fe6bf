import { FloatButton } from 'antd';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FirstLoginGuide } from '../../features/auth/guide/FirstLoginGuide';
import { LoginPrompt } from '../../features/auth/LoginPrompt';
import { PasswordDialog } from '../../features/auth/PasswordDialog';
import { SitePickerDialog } from '../../features/sites/SitePickerDialog';
import { SessionBootstrap } from '../../features/auth/SessionBootstrap';
import { WechatCallback } from '../../features/auth/wechat/WechatCallback';
import { TopUpDialog } from '../../features/wallet/TopUpDialog';
import { SidePanels } from '../panels/SidePanels';
import { ApiEffectsBridge } from './ApiEffectsBridge';
import { IeBanner } from './IeBanner';
import { RealtimeBridge } from './RealtimeBridge';
import { ScrollToTop } from './ScrollToTop';

/** Spec 002 §9: the back-to-top button appears after 1200 px of scrolling. */
export const BACK_TO_TOP_AFTER_PX = 1200;

/** What every page shares: the global dialogs and panels, scroll handling and browser warnings. */
export function Shell() {
  const { t } = useTranslation();
  return (
    <>
      <ApiEffectsBridge />
      <SessionBootstrap />
      <RealtimeBridge />
      <WechatCallback />
      <ScrollToTop />
      <IeBanner />
      <Outlet />
      <FloatButton.BackTop
        visibilityHeight={BACK_TO_TOP_AFTER_PX}
        tooltip={t('ui.backTop')}
        data-testid="back-to-top"
      />
      <LoginPrompt />
      <PasswordDialog />
      <FirstLoginGuide />
      <SitePickerDialog />
      <TopUpDialog />
      <SidePanels />
    </>
  );
}
