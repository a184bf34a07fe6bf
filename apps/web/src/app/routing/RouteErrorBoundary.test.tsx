import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders } from '../../ui/AppProviders';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('a page bug');
}

function renderAt(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Link to="/fine" data-testid="go-fine">
          fine
        </Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<h1 data-testid="page-title">fine</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>
    </AppProviders>,
    // React reports what a boundary caught; these tests look at what the page shows.
    { onCaughtError: () => undefined },
  );
}

describe('RouteErrorBoundary', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the crash page in place of a page that throws', async () => {
    renderAt('/broken');
    // The crash page's code loads when it is first needed.
    expect(await screen.findByText('页面出错了', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByTestId('crash-page')).toBeTruthy();
    expect(screen.queryByTestId('page-title')).toBeNull();
  });

  it('shows the next page again after a navigation', async () => {
    renderAt('/broken');
    await screen.findByTestId('crash-page', undefined, { timeout: 5_000 });
    fireEvent.click(screen.getByTestId('go-fine'));
    expect((await screen.findByTestId('page-title')).textContent).toBe('fine');
    expect(screen.queryByTestId('crash-page')).toBeNull();
  });
});
