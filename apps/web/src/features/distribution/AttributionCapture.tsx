import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionStore } from '../auth';
import { keepPendingCode, postVisit, readAttribution, takePendingCode } from './attribution';

/**
 * Rendered once by the app shell: reads a promotion link's code from any page's address, posts the visit
 * for a logged-in viewer or keeps it for a guest until they log in, and takes the code off the address.
 */
export function AttributionCapture() {
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useSessionStore((state) => state.token !== null);

  useEffect(() => {
    const found = readAttribution(location.search);
    if (!found) return;
    navigate(
      { pathname: location.pathname, search: found.rest, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
    if (!found.code) return;
    if (useSessionStore.getState().token) void postVisit(found.code);
    else keepPendingCode(found.code);
  }, [location, navigate]);

  useEffect(() => {
    if (!loggedIn) return;
    const code = takePendingCode();
    if (code) void postVisit(code);
  }, [loggedIn]);

  return null;
}
