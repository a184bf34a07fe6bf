import { Navigate, type RouteObject } from 'react-router';
import { useConsoleSession } from '../session';
import { ConsoleLayout } from './ConsoleLayout';
import { LoginPage } from './login/LoginPage';
import { NotFoundPage } from './NotFoundPage';
import { consolePages, homePathOf } from './page-registry';
import { PageFrame } from './PageFrame';
import { RequireSession } from './RequireSession';

/** The console's client routes live under /admin (the router's basename, the build's base). */
export const CONSOLE_BASENAME = '/admin';

function HomeRedirect() {
  const role = useConsoleSession((state) => state.role);
  return <Navigate to={homePathOf(role)} replace />;
}

export function buildRoutes(): RouteObject[] {
  return [
    { path: '/login', element: <LoginPage /> },
    {
      path: '/',
      element: (
        <RequireSession>
          <ConsoleLayout />
        </RequireSession>
      ),
      children: [
        { index: true, element: <HomeRedirect /> },
        ...consolePages.map((page) => ({
          path: page.path,
          element: <PageFrame page={page} />,
          handle: { page },
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
