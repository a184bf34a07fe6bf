import { useIsLoggedIn } from '../../features/auth/session-store';
import { LoginRequiredPage } from '../pages/LoginRequiredPage';
import { useRouteDocumentTitle } from '../../ui/use-document-title';
import { LazyRoute } from './LazyRoute';
import { bundledPageFor } from './page-registry';

/** One page of the route map: its tab title at once, then its page (most load lazily) or a login request. */
export function RoutePage({
  routeKey,
  requiresLogin = false,
}: {
  routeKey: string;
  requiresLogin?: boolean;
}) {
  useRouteDocumentTitle(routeKey);
  const loggedIn = useIsLoggedIn();
  if (requiresLogin && !loggedIn) return <LoginRequiredPage routeKey={routeKey} />;
  const Bundled = bundledPageFor(routeKey);
  if (Bundled) return <Bundled routeKey={routeKey} />;
  return <LazyRoute routeKey={routeKey} />;
}
