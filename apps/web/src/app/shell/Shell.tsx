import { Outlet } from 'react-router';
import { SessionBootstrap } from '../../features/auth/SessionBootstrap';
import { WechatCallback } from '../../features/auth/wechat/WechatCallback';
import { AttributionCapture } from '../../features/distribution';
import { ApiEffectsBridge } from './ApiEffectsBridge';
import { BackToTop } from './BackToTop';
import { IeBanner } from './IeBanner';
import { RealtimeBridge } from './RealtimeBridge';
import { ScrollToTop } from './ScrollToTop';
import { ShellDialogs } from './ShellDialogs';

/** What every page shares: the global dialogs and panels, scroll handling and browser warnings. */
export function Shell() {
  return (
    <>
      <ApiEffectsBridge />
      <SessionBootstrap />
      <RealtimeBridge />
      <WechatCallback />
      <AttributionCapture />
      <ScrollToTop />
      <IeBanner />
      <Outlet />
      <BackToTop />
      <ShellDialogs />
    </>
  );
}
