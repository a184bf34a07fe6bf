import { formatChinaTime } from '@fox/contracts/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { dramas, profiles } from '@fox/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../ui/AppProviders';
import { useSessionStore } from '../auth';
import { DramasPanel } from './DramasPanel';
import { MyPage } from './MyPage';
import { platformFieldsOf } from '../../../test/kits/content-items';

configure({ asyncUtilTimeout: 5000 });

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api', () => ({ api }));

const drama = (id: number, change: Partial<dramas.Drama> = {}): dramas.Drama => ({
  ...platformFieldsOf('playlet', '10000009'),
  coverImage: `/resource/cover/${id}.jpg`,
  id,
  userId: 9,
  userName: '10000009',
  nickName: '小狐狸',
  userAvatar: '',
  title: `短剧${id}`,
  intro: '',
  coverUrl: `/resource/cover/${id}.jpg`,
  categoryName: '都市',
  episodeCount: 20,
  freeCount: 3,
  singlePrice: 1.5,
  playletPrice: 19.9,
  isPlatform: false,
  state: 'OnShelf',
  collectObj: false,
  collectCount: 0,
  playCount: 0,
  unlockedCount: 0,
  createTime: formatChinaTime(1_700_000_000_000),
  updateTime: formatChinaTime(1_700_000_000_000),
  praiseCount: 0,
  commentCount: 0,
  ...change,
});

let mine: dramas.Drama[] = [];
let collected: dramas.Drama[] = [];

function answer(endpoint: unknown, input: { id?: number; state?: 'OnShelf' | 'OffShelf' }) {
  if (endpoint === dramas.myDramas) return { data: mine, total: mine.length };
  if (endpoint === dramas.collectedDramas) return { data: collected, total: collected.length };
  if (endpoint === dramas.setDramaState) {
    mine = mine.map((item) => (item.id === input.id ? { ...item, state: input.state! } : item));
    return mine.find((item) => item.id === input.id);
  }
  if (endpoint === profiles.userHome) {
    return {
      id: 9,
      userName: '10000009',
      nickName: '小狐狸',
      avatar: '',
      intro: '',
      followCount: 0,
      fansCount: 0,
      likedCount: 0,
      worksCount: 0,
      followed: false,
      self: true,
    };
  }
  if (endpoint === profiles.userWorks) return { data: [], total: 0 };
  throw new Error('unexpected call');
}

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/my'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const card = (id: number) =>
  screen.getAllByTestId('drama-card').find((item) => item.dataset.id === String(id))!;
const stateCalls = () => api.mock.calls.filter(([endpoint]) => endpoint === dramas.setDramaState);

describe('/my dramas', { timeout: 30_000 }, () => {
  beforeEach(() => {
    api.mockReset();
    api.mockImplementation(async (endpoint: unknown, input: { id?: number }) => answer(endpoint, input));
    mine = [
      drama(1),
      drama(2, { state: 'OffShelf', freeCount: 20 }),
      drama(3, { state: 'CompelOff' }),
      drama(4, { state: 'WaitApprove', coverUrl: '' }),
    ];
    collected = [drama(8, { userId: 5, title: '别人的剧' })];
  });

  it('lists my dramas as cover cards opening their player, with shelf state and switch', async () => {
    renderAt(<DramasPanel />);
    expect(await screen.findAllByTestId('drama-card')).toHaveLength(4);
    expect(within(card(1)).getByTestId('drama-card-link').getAttribute('href')).toBe(
      '/shortPlayDetail?episodeRelevance=1',
    );
    expect(card(1).textContent).toContain('单集 1.50 元 · 整部 19.90 元');
    expect(card(2).textContent).toContain('免费');
    expect(within(card(1)).getByTestId('drama-shelf-switch').getAttribute('aria-checked')).toBe('true');
    expect(within(card(2)).getByTestId('drama-shelf-switch').getAttribute('aria-checked')).toBe('false');
    expect(within(card(3)).getByTestId('drama-card-state').textContent).toBe('已被平台下架');
    expect(within(card(3)).queryByTestId('drama-shelf-switch')).toBeNull();
    expect(within(card(4)).getByTestId('drama-card-state').textContent).toBe('审核中');
    expect(within(card(4)).queryByTestId('drama-shelf-switch')).toBeNull();
  });

  it('takes a drama off the shelf after confirming, and puts one back at once', async () => {
    renderAt(<DramasPanel />);
    await screen.findAllByTestId('drama-card');
    fireEvent.click(within(card(1)).getByTestId('drama-shelf-switch'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('下架后短剧不再展示和出售，已购买的用户仍可观看已解锁的剧集');
    expect(stateCalls()).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(stateCalls()).toHaveLength(1));
    expect(stateCalls()[0]![1]).toEqual({ id: 1, state: 'OffShelf' });
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('已下架'));
    await waitFor(() =>
      expect(within(card(1)).getByTestId('drama-shelf-switch').getAttribute('aria-checked')).toBe('false'),
    );

    fireEvent.click(within(card(2)).getByTestId('drama-shelf-switch'));
    await waitFor(() => expect(stateCalls()).toHaveLength(2));
    expect(stateCalls()[1]![1]).toEqual({ id: 2, state: 'OnShelf' });
    await waitFor(() => expect(within(card(2)).getByTestId('drama-card-state').textContent).toBe('已上架'));
  });

  it('lists collected dramas without shelf controls', async () => {
    renderAt(<DramasPanel />);
    await screen.findAllByTestId('drama-card');
    fireEvent.click(screen.getByTestId('dramas-shelf-collected'));
    await waitFor(() => expect(screen.getByTestId('dramas-collected')).toBeTruthy());
    expect(screen.getAllByTestId('drama-card')).toHaveLength(1);
    expect(card(8).textContent).toContain('别人的剧');
    expect(within(card(8)).getByTestId('drama-card-link').getAttribute('href')).toBe(
      '/shortPlayDetail?episodeRelevance=8',
    );
    expect(screen.queryByTestId('drama-shelf-switch')).toBeNull();
    expect(screen.queryByTestId('drama-card-state')).toBeNull();
  });

  it('says when a list is empty', async () => {
    mine = [];
    collected = [];
    renderAt(<DramasPanel />);
    expect((await screen.findByTestId('dramas-empty')).textContent).toContain('还没有发布短剧');
    fireEvent.click(screen.getByTestId('dramas-shelf-collected'));
    await waitFor(() => expect(screen.getByTestId('dramas-empty').textContent).toContain('还没有收藏短剧'));
  });

  it('is a tab of /my', async () => {
    useSessionStore.getState().setSession({
      token: 't',
      userId: 9,
      userInfo: {
        id: 9,
        userName: '10000009',
        nickName: '小狐狸',
        avatar: '',
        hasPassword: false,
        roles: ['user'],
      },
    });
    renderAt(<MyPage />);
    fireEvent.click(await screen.findByTestId('my-tab-dramas'));
    expect(await screen.findByTestId('dramas-panel')).toBeTruthy();
    expect(await screen.findAllByTestId('drama-card')).toHaveLength(4);
    useSessionStore.getState().clearSession();
  });
});
