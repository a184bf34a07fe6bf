import { lazyPart, OptionalPart } from '../routing/lazy-part';
import { isInternetExplorer } from './browser-env';

const ieWarning = lazyPart<object>(() => import('./IeWarning').then((module) => module.IeWarning));

/** Spec 002 §2.4: Internet Explorer users are warned that the portal may not work for them. */
export function IeBanner() {
  if (!isInternetExplorer(navigator.userAgent)) return null;
  return (
    <OptionalPart>
      <ieWarning.Component />
    </OptionalPart>
  );
}
