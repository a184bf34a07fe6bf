import { Outlet } from 'react-router';
import { AppHeader } from '../header/AppHeader';

/** Header only and a narrower column, for detail and account pages (spec 002 §2.2). */
export function DetailLayout() {
  return (
    <>
      <AppHeader />
      <main className="layout-detail">
        <Outlet />
      </main>
    </>
  );
}
