import { formatChinaTime } from '@fox/contracts/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import { dramas, profiles } from '@fox/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../ui/AppProviders';
import { platformFieldsOf } from '../../../test/kits/content-items';
import { DramasPanel } from './DramasPanel';
import { WorksPanel } from './WorksPanel';

configure({ asyncUtilTimeout: 5000 });

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api', () => ({ api }));

const work = (id: number, change: Partial<profiles.WorkCard> = {}): profiles.WorkCard => ({
  ...platformFieldsOf('video', '10000009'),
  coverUrl: '',
  createTime: formatChinaTime(1_700_000_000_000),
  updateTime: formatChinaTime(1_700_000_000_000),
  praiseCount: 0,
  commentCount: 0,
  collectCount: 0,
  busyType: 'Video',
  id,
  userId: 9,
  nickName: '小狐狸',
  title: `视频${id}`,
  summary: '',
  state: 'OnShelf',
  questionId: null,
  ...change,
});

let works: profiles.WorkCard[] = [];

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/my'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const item = (id: number) =>
  screen.getAllByTestId('work-item').find((element) => element.dataset.id === String(id))!;

describe('works the platform reviewed, on /my', { timeout: 30_000 }, () => {
  beforeEach(() => {
    api.mockReset();
    api.mockImplementation(async (endpoint: unknown) => {
      if (endpoint === profiles.userWorks) return { data: works, total: works.length };
      throw new Error('unexpected call');
    });
    works = [
      work(1),
      work(2, { state: 'CompelOff', rejectReason: '侵犯他人版权' }),
      work(3, { state: 'Refuse', auditState: 'Refuse', rejectReason: '含有广告或引流信息' }),
      work(4, { state: 'WaitApprove', auditState: 'WaitApprove' }),
      work(5, { state: 'OffShelf' }),
    ];
  });

  it('tells the author the state of each work and why the platform refused or took one down', async () => {
    renderAt(<WorksPanel userId={9} own />);
    await screen.findAllByTestId('work-item');
    const note = (id: number) => within(item(id)).queryByTestId('work-state-note')?.textContent ?? null;
    const state = (id: number) => within(item(id)).getByTestId('work-item-state').textContent;

    expect(state(2)).toBe('已被平台下架');
    expect(note(2)).toBe('下架原因：侵犯他人版权，其他用户已无法查看');
    expect(state(3)).toBe('未通过');
    expect(note(3)).toBe('未通过原因：含有广告或引流信息');
    expect(state(4)).toBe('审核中');
    expect(note(4)).toBe('审核通过后其他用户才能看到');
    expect(note(1)).toBeNull();
    expect(note(5)).toBeNull();
    // The platform's decisions are not the author's to switch; their own shelf choice is.
    expect(within(item(2)).queryByTestId('work-shelf-toggle')).toBeNull();
    expect(within(item(3)).queryByTestId('work-shelf-toggle')).toBeNull();
    expect(within(item(5)).getByTestId('work-shelf-toggle').textContent).toBe('上架');
  });

  it('shows no state or reason on the lists others see', async () => {
    works = [work(1)];
    renderAt(<WorksPanel userId={9} own={false} />);
    await screen.findAllByTestId('work-item');
    expect(screen.queryByTestId('work-item-state')).toBeNull();
    expect(screen.queryByTestId('work-state-note')).toBeNull();
  });

  it("tells a drama's creator why the platform took it down", async () => {
    const taken: dramas.Drama = {
      ...platformFieldsOf('playlet', '10000009'),
      rejectReason: '未取得播出许可',
      coverImage: '',
      id: 7,
      userId: 9,
      userName: '10000009',
      nickName: '小狐狸',
      userAvatar: '',
      title: '被下架的短剧',
      intro: '',
      coverUrl: '',
      categoryName: '',
      episodeCount: 10,
      freeCount: 2,
      singlePrice: 1,
      playletPrice: 5,
      isPlatform: false,
      state: 'CompelOff',
      collectObj: false,
      collectCount: 0,
      playCount: 0,
      unlockedCount: 0,
      createTime: formatChinaTime(1_700_000_000_000),
      updateTime: formatChinaTime(1_700_000_000_000),
      praiseCount: 0,
      commentCount: 0,
    };
    api.mockImplementation(async (endpoint: unknown) => {
      if (endpoint === dramas.myDramas) return { data: [taken], total: 1 };
      throw new Error('unexpected call');
    });
    renderAt(<DramasPanel />);
    const card = await screen.findByTestId('drama-card');
    expect(within(card).getByTestId('drama-card-state').textContent).toBe('已被平台下架');
    expect(within(card).getByTestId('work-state-note').textContent).toBe(
      '下架原因：未取得播出许可，其他用户已无法查看',
    );
  });
});
