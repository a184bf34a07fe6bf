import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { dramas, payments } from '@fox/contracts';
import { api } from '../../api';
import type * as WalletFeature from '../wallet';
import { useLoginPrompt, useSessionStore } from '../auth';
import type * as Social from '../social';
import { DramaDetailPage } from './DramaDetailPage';
import { DramaPlayer } from './DramaPlayer';
import { dramaOf, episodesOf, logIn, logOut, renderWith } from './drama-test-kit';

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../api', () => ({ api: vi.fn() }));
// The actions are the social feature's, tested there; login gating stays real, as the lock relies on it.
vi.mock('../social', async (importOriginal) => ({
  ...(await importOriginal<typeof Social>()),
  useLikeToggle: ({ liked, count }: { liked: boolean; count: number }) => ({
    liked,
    count,
    busy: false,
    toggle: () => undefined,
  }),
  useCollectToggle: ({ collected, count }: { collected: boolean; count: number }) => ({
    collected,
    count,
    busy: false,
    toggle: () => undefined,
  }),
  useFollowToggle: ({ followed }: { followed: boolean }) => ({
    followed,
    busy: false,
    toggle: () => undefined,
  }),
  useShareLink: () => () => undefined,
}));
vi.mock('../comments', () => ({ CommentDrawer: () => null }));
// The balance check and the top-up store are the wallet's own; only the server-backed parts are replaced.
vi.mock('../wallet', async (importOriginal) => ({
  ...(await importOriginal<typeof WalletFeature>()),
  useCoinBalance: () => ({ data: 100 }),
  useRechargeRate: () => 10,
  invalidateWallet: () => Promise.resolve(),
  QrPayPanel: () => null,
}));

const apiMock = vi.mocked(api);
const play = vi.fn(() => Promise.resolve());
const pause = vi.fn();

beforeEach(() => {
  play.mockClear();
  pause.mockClear();
  apiMock.mockReset();
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: play });
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, value: pause });
});

afterEach(() => {
  act(() => {
    logOut();
    useLoginPrompt.setState({ isOpen: false });
  });
});

const currentEpisode = () => Number(screen.getByTestId('drama-slide-current').getAttribute('data-episode'));

/**
 * Answers the drama and its episodes as the server would: `bought` holds the episode numbers a logged-in
 * viewer owns, and a coin order adds the one it names.
 */
function serveDrama(drama: dramas.Drama, count: number, bought: number[] = []) {
  const owned = new Set(bought);
  apiMock.mockImplementation(((endpoint: unknown, input: Record<string, unknown>) => {
    if (endpoint === dramas.dramaInfo) return Promise.resolve(drama);
    if (endpoint === dramas.episodeList) {
      const loggedIn = useSessionStore.getState().token !== null;
      const data = episodesOf(count, (n) => (loggedIn && owned.has(n) ? { paid: true } : {}));
      return Promise.resolve({ data, total: count });
    }
    if (endpoint === payments.placeOrder) {
      owned.add(Number(input.materialId) - 700);
      return Promise.resolve({ masterOrderNo: 'M1', state: 'fulfilled' });
    }
    return Promise.reject(new Error('unexpected call'));
  }) as typeof api);
}

describe('DramaPlayer', { timeout: 20_000 }, () => {
  it('advances to the next episode when one ends', () => {
    renderWith(<DramaPlayer drama={dramaOf()} episodes={episodesOf(3, () => ({ paid: true }))} />);
    expect(currentEpisode()).toBe(1);
    const video = screen.getByTestId('video-element');
    expect(video.hasAttribute('loop')).toBe(false);
    fireEvent.ended(video);
    expect(currentEpisode()).toBe(2);
    expect(screen.getByTestId('drama-player-episode').textContent).toContain('第2集');
  });

  it('turns by the arrow keys and opens at the episode asked for', () => {
    renderWith(
      <DramaPlayer drama={dramaOf()} episodes={episodesOf(3, () => ({ paid: true }))} startEpisode={2} />,
    );
    expect(currentEpisode()).toBe(2);
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' })));
    expect(currentEpisode()).toBe(3);
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp' })));
    expect(currentEpisode()).toBe(2);
  });

  it('shows a locked episode behind its lock and asks a guest to log in before selling it', () => {
    renderWith(<DramaPlayer drama={dramaOf()} episodes={episodesOf(3)} startEpisode={2} />);
    const overlay = screen.getByTestId('drama-lock-overlay');
    expect(overlay.textContent).toContain('单集 15.0 狐币（¥1.50）');
    expect(screen.getByTestId('drama-slide-current').getAttribute('data-locked')).toBe('true');
    expect(screen.queryByTestId('video-element')).toBeNull();
    fireEvent.click(screen.getByTestId('drama-unlock'));
    expect(useLoginPrompt.getState().isOpen).toBe(true);
    expect(screen.queryByTestId('pay-dialog')).toBeNull();
  });

  it('opens the pay dialog at once for a logged-in viewer, and has no report in its action bar', async () => {
    act(() => logIn());
    renderWith(<DramaPlayer drama={dramaOf()} episodes={episodesOf(3)} startEpisode={2} />);
    expect(screen.queryByTestId('video-more')).toBeNull();
    expect(screen.getByTestId('video-like')).toBeTruthy();
    fireEvent.click(screen.getByTestId('drama-unlock'));
    expect(await screen.findByTestId('pay-dialog')).toBeTruthy();
    expect(screen.getByTestId('pay-subject').textContent).toContain('第2集');
  });

  it('warns that a taken-down drama sells nothing', async () => {
    act(() => logIn());
    renderWith(
      <DramaPlayer drama={dramaOf({ state: 'OffShelf' })} episodes={episodesOf(3)} startEpisode={2} />,
    );
    expect(screen.getByTestId('drama-off-shelf').textContent).toContain('该视频已下架，请观看其他视频');
    fireEvent.click(screen.getByTestId('drama-unlock'));
    await waitFor(() =>
      expect(document.querySelector('.ant-message-notice')?.textContent).toContain(
        '该视频已下架，请观看其他视频',
      ),
    );
    expect(screen.queryByTestId('pay-dialog')).toBeNull();
  });

  it('pauses while the episode panel is open, jumps to a picked episode and plays again on close', async () => {
    renderWith(<DramaPlayer drama={dramaOf()} episodes={episodesOf(12, () => ({ paid: true }))} />);
    const first = screen.getByTestId('video-element');
    fireEvent.click(screen.getByTestId('drama-episodes-button'));
    expect(await screen.findByTestId('drama-panel-title')).toBeTruthy();
    expect(pause.mock.contexts).toContain(first);
    expect(screen.getByTestId('episode-tab-11-12')).toBeTruthy();
    play.mockClear();
    fireEvent.click(screen.getByTestId('episode-item-3'));
    expect(currentEpisode()).toBe(3);
    await waitFor(() => expect(play.mock.contexts).toContain(screen.getByTestId('video-element')));
  });
});

describe('DramaDetailPage', { timeout: 20_000 }, () => {
  it('after the login asks for the episodes again and plays one already bought instead of selling it', async () => {
    serveDrama(dramaOf(), 3, [2]);
    renderWith(
      <DramaDetailPage routeKey="shortPlayDetail" />,
      '/shortPlayDetail?episodeRelevance=7&episode=2',
    );
    fireEvent.click(await screen.findByTestId('drama-unlock'));
    expect(useLoginPrompt.getState().isOpen).toBe(true);
    act(() => {
      logIn();
      useLoginPrompt.setState({ isOpen: false });
    });
    await waitFor(() => expect(screen.queryByTestId('drama-lock-overlay')).toBeNull());
    expect(currentEpisode()).toBe(2);
    expect(screen.getByTestId('video-element').getAttribute('src')).toBe('/resource/files/e2.mp4');
    expect(screen.queryByTestId('pay-dialog')).toBeNull();
  });

  it('after the login opens the pay dialog for an episode still locked', async () => {
    serveDrama(dramaOf(), 3);
    renderWith(
      <DramaDetailPage routeKey="shortPlayDetail" />,
      '/shortPlayDetail?episodeRelevance=7&episode=3',
    );
    fireEvent.click(await screen.findByTestId('drama-unlock'));
    act(() => {
      logIn();
      useLoginPrompt.setState({ isOpen: false });
    });
    expect(await screen.findByTestId('pay-dialog')).toBeTruthy();
    expect(screen.getByTestId('pay-subject').textContent).toContain('第3集');
  });

  it('plays the episode a coin payment unlocked, once the success has shown', async () => {
    act(() => logIn());
    serveDrama(dramaOf(), 3);
    renderWith(
      <DramaDetailPage routeKey="shortPlayDetail" />,
      '/shortPlayDetail?episodeRelevance=7&episode=2',
    );
    fireEvent.click(await screen.findByTestId('drama-unlock'));
    fireEvent.click(await screen.findByTestId('pay-submit'));
    await waitFor(() => expect(screen.getByTestId('pay-submit').textContent).toContain('支付中'));
    await waitFor(() => expect(screen.queryByTestId('drama-lock-overlay')).toBeNull(), { timeout: 8000 });
    expect(screen.getByText('支付成功')).toBeTruthy();
    expect(currentEpisode()).toBe(2);
    expect(screen.getByTestId('video-element').getAttribute('src')).toBe('/resource/files/e2.mp4');
  });

  it('says so for a drama that does not exist', async () => {
    apiMock.mockRejectedValue(new Error('missing'));
    renderWith(<DramaDetailPage routeKey="shortPlayDetail" />, '/shortPlayDetail?episodeRelevance=99');
    expect((await screen.findByTestId('drama-not-found')).textContent).toContain('短剧不存在或已下架');
  });
});

describe('signed episode videos', { timeout: 20_000 }, () => {
  const hourFromNow = () => Math.floor(Date.now() / 1000) + 3600;
  /** Episode 1 free; every answer signs its video afresh (sig 1, 2, …) until `from` answers. */
  function serveSigned() {
    let answers = 0;
    apiMock.mockImplementation(((endpoint: unknown) => {
      if (endpoint === dramas.dramaInfo) return Promise.resolve(dramaOf());
      if (endpoint === dramas.episodeList) {
        answers += 1;
        const data = episodesOf(3, (n) =>
          n === 1 ? { videoUrl: `/resource/files/e1.mp4?uid=0&exp=${hourFromNow()}&sig=s${answers}` } : {},
        );
        return Promise.resolve({ data, total: 3 });
      }
      return Promise.reject(new Error('unexpected call'));
    }) as typeof api);
    return { answers: () => answers };
  }
  const episodeCalls = () =>
    apiMock.mock.calls.filter(([endpoint]) => endpoint === dramas.episodeList).length;

  it('asks for the episodes again when a video fails, and plays the new address from where it was', async () => {
    const served = serveSigned();
    renderWith(<DramaDetailPage routeKey="shortPlayDetail" />, '/shortPlayDetail?episodeRelevance=7');
    const video = (await screen.findByTestId('video-element')) as HTMLVideoElement;
    expect(video.getAttribute('src')).toMatch(/sig=s1$/);
    video.currentTime = 12;
    fireEvent.error(video);
    await waitFor(() => expect(screen.getByTestId('video-element').getAttribute('src')).toMatch(/sig=s2$/));
    expect(served.answers()).toBe(2);
    play.mockClear();
    fireEvent.loadedMetadata(screen.getByTestId('video-element'));
    expect((screen.getByTestId('video-element') as HTMLVideoElement).currentTime).toBe(12);
    expect(play).toHaveBeenCalled();
    // The same failure again asks no more: one request per address.
    fireEvent.error(screen.getByTestId('video-element'));
    fireEvent.error(video);
    await waitFor(() => expect(episodeCalls()).toBe(3));
  });

  it('keeps playing the address in use when the list comes back with the same file signed anew', () => {
    const soon = Math.floor(Date.now() / 1000) + 60;
    const listed = (sig: string, exp = hourFromNow()) =>
      episodesOf(3, (n) =>
        n === 1 ? { paid: true, videoUrl: `/resource/files/e1.mp4?uid=9&exp=${exp}&sig=${sig}` } : {},
      );
    let show: (episodes: dramas.Episode[]) => void = () => undefined;
    function Stage({ first }: { first: dramas.Episode[] }) {
      const [episodes, setEpisodes] = useState(first);
      show = setEpisodes;
      return <DramaPlayer drama={dramaOf()} episodes={episodes} />;
    }
    const src = () => screen.getByTestId('video-element').getAttribute('src');
    const view = renderWith(<Stage first={listed('a')} />);
    act(() => show(listed('b')));
    expect(src()).toMatch(/sig=a$/);
    view.unmount();
    // An address about to expire is given up for the fresh one.
    renderWith(<Stage first={listed('c', soon)} />);
    act(() => show(listed('d')));
    expect(src()).toMatch(/sig=d$/);
    // Another file is always the new address.
    act(() =>
      show(episodesOf(3, (n) => (n === 1 ? { paid: true, videoUrl: '/resource/files/e9.mp4' } : {}))),
    );
    expect(src()).toBe('/resource/files/e9.mp4');
  });
});
