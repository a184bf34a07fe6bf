import { Outlet } from 'react-router';
import { AppHeader } from '../header/AppHeader';

/** Header and a wide content area, for the portal's feeds and areas. */
export function MainLayout() {
  return (
    <>
      <AppHeader />
      <main className="layout-main">
        <Outlet />
      </main>
    </>
  );
}
