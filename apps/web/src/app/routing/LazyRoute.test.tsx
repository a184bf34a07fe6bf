import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '../../ui/AppProviders';
import { reportCaughtError } from '../root-error-handlers';
import type { PageComponent } from './page-registry';

const load = vi.hoisted(() => vi.fn<() => Promise<PageComponent>>());
vi.mock('./page-registry', () => ({ pageLoaderFor: () => load }));

const { LazyRoute } = await import('./LazyRoute');
const { chunkRecovery } = await import('./lazy-page');

function renderRoute(routeKey: string) {
  return render(
    <AppProviders>
      <LazyRoute routeKey={routeKey} />
    </AppProviders>,
    { onCaughtError: reportCaughtError },
  );
}

const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module');

describe('LazyRoute', () => {
  it('shows a retry when the chunk fails and imports it again on retry', async () => {
    load.mockReset();
    load.mockRejectedValueOnce(chunkFailure());
    load.mockResolvedValueOnce(({ routeKey }) => <h1 data-testid="page-title">{routeKey}</h1>);

    renderRoute('novel');

    expect(await screen.findByTestId('chunk-error')).toBeTruthy();
    expect(screen.getByText('页面加载失败')).toBeTruthy();
    fireEvent.click(screen.getByTestId('chunk-retry'));

    expect((await screen.findByTestId('page-title')).textContent).toBe('novel');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads the page when the retried import fails again', async () => {
    const reloadPage = vi.spyOn(chunkRecovery, 'reloadPage').mockImplementation(() => undefined);
    load.mockReset();
    load.mockRejectedValue(chunkFailure());

    renderRoute('listPage');
    fireEvent.click(await screen.findByTestId('chunk-retry'));

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(screen.queryByTestId('chunk-error')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
