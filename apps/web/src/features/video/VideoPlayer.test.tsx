import { formatChinaTime } from '@fox/contracts/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { content } from '@fox/contracts';
import { FeedbackOutlet } from '../../ui/feedback';
import { useSessionStore } from '../auth';
import { VideoPlayer } from './VideoPlayer';
import { platformFieldsOf } from '../../../test/kits/content-items';

configure({ asyncUtilTimeout: 5000 });

// The actions themselves are the social feature's, tested there; here only what the player decides.
vi.mock('../social', () => ({
  useGatedAction: () => (action: () => void) => action(),
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
  useDislike: () => () => undefined,
  ReportDialog: () => null,
}));
vi.mock('../comments', () => ({ CommentDrawer: () => null }));
vi.mock('../tracking', () => ({ recordRecBehavior: vi.fn() }));
const api = vi.hoisted(() => vi.fn(() => Promise.resolve({ viewCount: 1 })));
vi.mock('../../api', async (original) => ({ ...(await original<object>()), api }));

const play = vi.fn(function (this: HTMLVideoElement) {
  return Promise.resolve();
});
const pause = vi.fn();

beforeEach(() => {
  api.mockClear();
  play.mockClear();
  pause.mockClear();
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: play });
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, value: pause });
});

afterEach(() => {
  act(() => useSessionStore.setState({ token: null, userId: null, userInfo: null }));
});

function videoOf(id: number, extra: Partial<content.Video> = {}): content.Video {
  return {
    id,
    userId: 500 + id,
    userName: `1000${id}`,
    nickName: `作者${id}`,
    userAvatar: '',
    praiseCount: 0,
    collectCount: 0,
    commentCount: 0,
    shareCount: 0,
    praiseObj: false,
    collectObj: false,
    followObj: false,
    state: 'OnShelf',
    siteId: 11,
    createTime: formatChinaTime(0),
    updateTime: formatChinaTime(0),
    title: `视频${id}`,
    videoUrl: `/resource/files/${id}.mp4`,
    coverUrl: '',
    duration: 5,
    episodeRelevance: null,
    relation: null,
    ...platformFieldsOf('video', `1000${id}`),
    ...extra,
  };
}

function renderPlayer(videos: content.Video[], total: number, onNeedMore = vi.fn()) {
  render(
    <MemoryRouter>
      <>
        <VideoPlayer videos={videos} total={total} onNeedMore={onNeedMore} />
        <FeedbackOutlet />
      </>
    </MemoryRouter>,
  );
  return onNeedMore;
}

const press = (key: string) => act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key })));
const currentTitle = () => screen.getByTestId('video-title').textContent;

// Ten slides of antd parts render slowly on a busy machine.
describe('VideoPlayer', { timeout: 20_000 }, () => {
  it('turns by the arrow buttons and keys, and plays only the current video', () => {
    renderPlayer([videoOf(1), videoOf(2), videoOf(3)], 3);
    expect(currentTitle()).toBe('视频1');
    expect(screen.getByTestId('video-author').textContent).toBe('@作者1');
    expect((screen.getByTestId('video-previous') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('video-next'));
    expect(currentTitle()).toBe('视频2');
    press('ArrowDown');
    expect(currentTitle()).toBe('视频3');
    expect((screen.getByTestId('video-next') as HTMLButtonElement).disabled).toBe(true);
    press('ArrowUp');
    expect(currentTitle()).toBe('视频2');
    const current = screen.getByTestId('video-element') as HTMLVideoElement;
    expect(play.mock.contexts.at(-1)).toBe(current);
    expect(pause.mock.contexts).toContain(document.querySelectorAll('video')[2]);
    // The current one and its neighbours have their source; a far one would not.
    expect(current.getAttribute('src')).toBe('/resource/files/2.mp4');
  });

  it('shows no arrows for a single video', () => {
    renderPlayer([videoOf(1)], 1);
    expect(screen.queryByTestId('video-next')).toBeNull();
    expect(screen.queryByTestId('video-previous')).toBeNull();
  });

  it('asks for the next page once within 3 of the end while more exist', () => {
    const videos = Array.from({ length: 10 }, (_, index) => videoOf(index + 1));
    const onNeedMore = renderPlayer(videos, 25);
    for (let step = 0; step < 6; step += 1) press('ArrowDown');
    expect(currentTitle()).toBe('视频7');
    expect(onNeedMore).not.toHaveBeenCalled();
    press('ArrowDown');
    expect(onNeedMore).toHaveBeenCalledTimes(1);
  });

  it('never asks for more when everything is loaded', () => {
    const videos = Array.from({ length: 4 }, (_, index) => videoOf(index + 1));
    const onNeedMore = renderPlayer(videos, 4);
    for (let step = 0; step < 4; step += 1) press('ArrowDown');
    expect(onNeedMore).not.toHaveBeenCalled();
  });

  it('reports a view of each video once, when it is the current one and plays', () => {
    renderPlayer([videoOf(1), videoOf(2), videoOf(3, { episodeRelevance: 9 })], 3);
    const startCurrent = () => fireEvent.play(screen.getByTestId('video-element'));
    const viewsOf = () => api.mock.calls.map((call) => (call as unknown[])[1]);
    expect(viewsOf()).toEqual([]);
    startCurrent();
    expect(viewsOf()).toEqual([{ busyType: 'Video', busyCode: 1 }]);
    // Paused and played again, or turned away from and back to, it is the same view.
    startCurrent();
    press('ArrowDown');
    // A neighbour that plays while it is not the current one is not watched.
    fireEvent.play(document.querySelectorAll('video')[0]!);
    expect(viewsOf()).toHaveLength(1);
    api.mockRejectedValueOnce(new Error('offline'));
    startCurrent();
    press('ArrowUp');
    startCurrent();
    expect(viewsOf()).toEqual([
      { busyType: 'Video', busyCode: 1 },
      { busyType: 'Video', busyCode: 2 },
    ]);
    // A drama episode counts as its drama's play, not as a video's view.
    press('ArrowDown');
    press('ArrowDown');
    startCurrent();
    expect(viewsOf()).toHaveLength(2);
    // Silently: no toast for a failure, and a refused report is dropped (the second one failed here).
    for (const call of api.mock.calls) expect((call as unknown[])[2]).toEqual({ silent: true });
  });

  it('hides follow and report on the viewer’s own video, and report on a drama episode', async () => {
    act(() => useSessionStore.setState({ token: 't', userId: 501, userInfo: null }));
    renderPlayer([videoOf(1), videoOf(2, { episodeRelevance: 9 }), videoOf(3)], 3);
    expect(screen.queryByTestId('video-follow')).toBeNull();
    fireEvent.click(screen.getByTestId('video-more'));
    expect(await screen.findByText('不感兴趣')).toBeTruthy();
    expect(screen.queryByText('举报')).toBeNull();

    press('ArrowDown');
    expect(screen.getByTestId('video-follow')).toBeTruthy();
    fireEvent.click(screen.getByTestId('video-more'));
    expect(screen.queryByText('举报')).toBeNull();

    press('ArrowDown');
    fireEvent.click(screen.getByTestId('video-more'));
    expect(await screen.findByText('举报')).toBeTruthy();
  });
});
