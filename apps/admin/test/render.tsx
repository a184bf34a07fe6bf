import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ConsoleProviders } from '../src/app/ConsoleProviders';

/** Renders a piece of the console with everything a page has around it (providers, a router). */
export function renderInConsole(element: ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(
    <ConsoleProviders>
      <RouterProvider router={router} />
    </ConsoleProviders>,
  );
}
