import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../src/app/AppProviders';
import { buildRoutes } from '../src/app/router';
import { useSessionStore } from '../src/features/auth/session-store';

/** Renders the whole client at a path, with an in-memory history the test can inspect. */
export function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

export const testUser = {
  id: 9,
  userName: 'fox9',
  nickName: '小狐狸',
  avatar: '',
  hasPassword: false,
  roles: ['user'],
};

/** Logs `testUser` in, as a login leaves the session store. */
export function logInTestUser(): void {
  useSessionStore.getState().setSession({ token: 'token-9', userId: testUser.id, userInfo: testUser });
}
