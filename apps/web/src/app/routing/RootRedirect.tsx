import { Navigate, useLocation } from 'react-router';

/**
 * `/` opens the home page. The query travels along. A root-level `?code=&state=` (the WeChat QR login,
 * spec 000 §2) has already been taken off the address at start-up (features/auth/wechat/wechat-callback.ts).
 */
export function RootRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: '/home', search, hash }} replace />;
}
