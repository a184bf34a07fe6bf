import { Navigate, useLocation } from 'react-router';

/**
 * `/` opens the home page. The query travels along: a root-level `?code=` starts the WeChat QR login
 * (spec 002 §2.4), which the accounts work picks up from /home.
 */
export function RootRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: '/home', search, hash }} replace />;
}
