import { FloatButton } from 'antd';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../features/auth/LoginPrompt';
import { TopUpDialog } from '../../features/wallet/TopUpDialog';
import { SidePanels } from '../panels/SidePanels';
import { ApiEffectsBridge } from './ApiEffectsBridge';
import { IeBanner } from './IeBanner';
import { ScrollToTop } from './ScrollToTop';

/** Spec 002 §9: the back-to-top button appears after 1200 px of scrolling. */
export const BACK_TO_TOP_AFTER_PX = 1200;

/** What every page shares: the global dialogs and panels, scroll handling and browser warnings. */
export function Shell() {
  const { t } = useTranslation();
  return (
    <>
      <ApiEffectsBridge />
      <ScrollToTop />
      <IeBanner />
      <Outlet />
      <FloatButton.BackTop
        visibilityHeight={BACK_TO_TOP_AFTER_PX}
        tooltip={t('ui.backTop')}
        data-testid="back-to-top"
      />
      <LoginPrompt />
      <TopUpDialog />
      <SidePanels />
    </>
  );
}
