import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AppProviders } from '../../ui/AppProviders';
import { reportCaughtError } from '../root-error-handlers';
import { lazyPart, OnceOpened, OptionalPart } from './lazy-part';

const chunkFailure = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const Dialog = () => <div data-testid="dialog">dialog</div>;

describe('OnceOpened', () => {
  it('fetches nothing until opened, then shows the part', async () => {
    const load = vi.fn(() => Promise.resolve(Dialog));
    const part = lazyPart(load);
    const view = render(
      <AppProviders>
        <OnceOpened open={false} part={part} close={() => undefined} props={{}} />
      </AppProviders>,
    );
    expect(load).not.toHaveBeenCalled();
    view.rerender(
      <AppProviders>
        <OnceOpened open part={part} close={() => undefined} props={{}} />
      </AppProviders>,
    );
    expect(await screen.findByTestId('dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });

  it('says so and closes when the code cannot be fetched, and the next opening fetches again', async () => {
    const load = vi.fn<() => Promise<typeof Dialog>>();
    load.mockImplementationOnce(chunkFailure).mockResolvedValueOnce(Dialog);
    const part = lazyPart(load);
    let setOpen: (open: boolean) => void = () => undefined;
    function Host() {
      const [open, set] = useState(false);
      setOpen = set;
      return <OnceOpened open={open} part={part} close={() => set(false)} props={{}} />;
    }
    render(
      <AppProviders>
        <Host />
      </AppProviders>,
      { onCaughtError: reportCaughtError },
    );

    act(() => setOpen(true));
    expect(await screen.findByText('页面加载失败')).toBeTruthy();
    expect(screen.queryByTestId('dialog')).toBeNull();

    act(() => setOpen(true));
    expect(await screen.findByTestId('dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('OptionalPart', () => {
  it('shows what stands in for an extra whose code cannot be fetched, not the crash page', async () => {
    const badge = lazyPart<object>(chunkFailure);
    render(
      <AppProviders>
        <OptionalPart loading={<span>bell</span>} failed={<span data-testid="plain-bell">bell</span>}>
          <badge.Component />
        </OptionalPart>
      </AppProviders>,
      { onCaughtError: reportCaughtError },
    );
    expect(await screen.findByTestId('plain-bell')).toBeTruthy();
  });
});
