import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../ui/AppProviders';
import type { FormProps } from './form-parts';
import { PublishDialog } from './PublishDialog';
import { openPublishDialog, usePublishDialog } from './publish-store';

configure({ asyncUtilTimeout: 5000 });

// The dialog's part is what happens once a drama is published; the form itself has its own tests.
vi.mock('./DramaForm', () => ({
  DramaForm: ({ onPublished }: FormProps) => (
    <button
      type="button"
      data-testid="fake-drama-published"
      onClick={() => onPublished({ kind: 'drama', id: 42 })}
    >
      published
    </button>
  ),
}));

describe('PublishDialog, drama kind', { timeout: 30_000 }, () => {
  beforeEach(() => openPublishDialog('drama'));

  it('offers 短剧 and, once published, says so and opens the drama in its player', async () => {
    const router = createMemoryRouter([{ path: '*', element: <PublishDialog /> }], {
      initialEntries: ['/my'],
    });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect((await screen.findByTestId('publish-tab-drama')).textContent).toBe('短剧');
    fireEvent.click(screen.getByTestId('fake-drama-published'));
    expect(await screen.findByText('短剧发布成功')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shortPlayDetail'));
    expect(router.state.location.search).toBe('?episodeRelevance=42');
    expect(usePublishDialog.getState().open).toBe(false);
  });
});
