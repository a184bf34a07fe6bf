import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fakeServer, type Answer } from '../../../test/fake-server';
import { renderInConsole } from '../../../test/render';
import { useConsoleSession } from '../../session';
import { connectApiToConsole } from '../../session/api-connection';
import { articlesQueue, detail, dramasQueue, item, videosQueue } from './review-fixtures';
import { ReviewHomePage, ReviewQueuePage } from './ReviewQueuePage';

const QUEUES = '/admin/api/console/review/queues';
const VIDEOS = `${QUEUES}/videos/items`;
const ACT = `${QUEUES}/videos/actions`;

function renderQueue(path = '/review/videos') {
  return renderInConsole(
    <Routes>
      <Route path="review" element={<ReviewHomePage />} />
      <Route path="review/:queue" element={<ReviewQueuePage />} />
    </Routes>,
    path,
  );
}

const rows = () => screen.getAllByTestId('review-row-title').map((cell) => cell.textContent);

function serve(extra: Record<string, Answer | ((url: URL) => Answer)> = {}) {
  return fakeServer({
    [QUEUES]: { code: 200, msg: 'ok', data: [videosQueue, dramasQueue, articlesQueue], total: 3 },
    [VIDEOS]: (url) => {
      const view = url.searchParams.get('view');
      const data =
        view === 'CompelOff'
          ? [
              item({
                id: 7,
                title: '已下架的视频',
                state: 'CompelOff',
                auditState: 'Pass',
                pending: false,
                rejectReason: '侵犯他人版权',
                actions: ['approve', 'restore'],
              }),
            ]
          : [item({ id: 12, title: '猫咪午睡' }), item({ id: 11, title: '书店一角' })];
      return { code: 200, msg: 'ok', data, total: data.length };
    },
    ...extra,
  });
}

// antd's table and drawer render slowly in jsdom on a busy two-core machine.
describe('the content review page', { timeout: 60_000 }, () => {
  let disconnect: () => void;
  beforeEach(() => {
    disconnect = connectApiToConsole();
    useConsoleSession.setState({ role: 'copyright' });
  });
  afterEach(() => {
    disconnect();
    useConsoleSession.setState({ role: null });
    vi.unstubAllGlobals();
  });

  it("shows the role's queues with their pending counts, and the declared views and keyword", async () => {
    const server = serve();
    renderQueue();
    await waitFor(() => expect(rows()).toEqual(['猫咪午睡', '书店一角']), { timeout: 15_000 });
    // The server answers every queue the account opens; the copyright role works on its own two.
    expect(screen.getByTestId('review-tab-videos').textContent).toContain('视频审核');
    expect(screen.getByTestId('review-pending-videos').textContent).toBe('12');
    expect(screen.getByTestId('review-pending-dramas').textContent).toBe('0');
    expect(screen.queryByTestId('review-tab-articles')).toBeNull();
    expect(screen.getByTestId('review-keyword').getAttribute('placeholder')).toBe(
      '作品ID / 作者ID / 作者手机号',
    );
    expect(server.callsTo(VIDEOS)[0]!.url.searchParams.get('view')).toBe('pending');
    // Each row offers the actions that apply to it now, and the batch bar every action of the queue.
    const first = screen.getAllByTestId('review-row-actions')[0]!;
    expect(within(first).queryByTestId('review-row-restore')).toBeNull();
    expect(within(first).getByTestId('review-row-takeDown').textContent).toBe('下架');
    for (const name of ['approve', 'refuse', 'takeDown', 'restore']) {
      expect(screen.getByTestId(`batch-${name}`)).toHaveProperty('disabled', true);
    }

    fireEvent.click(screen.getByTestId('review-view-CompelOff'));
    await waitFor(() => expect(rows()).toEqual(['已下架的视频']));
    expect(screen.getByTestId('review-row-reason').textContent).toBe('原因：侵犯他人版权');
    fireEvent.change(screen.getByTestId('review-keyword'), { target: { value: ' 13952020001 ' } });
    fireEvent.click(screen.getByTestId('console-table-search'));
    await waitFor(() => {
      const query = server.callsTo(VIDEOS).at(-1)!.url.searchParams;
      expect(query.get('keyword')).toBe('13952020001');
      expect(query.get('view')).toBe('CompelOff');
    });
  });

  it('takes the selected rows down with a common reason, and names what was skipped', async () => {
    const server = serve({
      [ACT]: { data: { changed: [12], skipped: [{ id: 11, state: 'CompelOff' }] } },
    });
    renderQueue();
    await waitFor(() => expect(rows()).toHaveLength(2), { timeout: 15_000 });
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    fireEvent.click(screen.getByTestId('batch-takeDown'));
    const dialog = await screen.findByTestId('review-confirm');
    expect(dialog.textContent).toContain('下架所选的 2 项？');
    expect(dialog.textContent).toContain('之后可以通过「恢复上架」撤销');

    // The reason is required: nothing is sent without one.
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    expect((await screen.findByTestId('confirm-action-error')).textContent).toContain('请填写下架的原因');
    expect(server.callsTo(ACT)).toHaveLength(0);

    fireEvent.click(within(dialog).getByText('侵犯他人版权'));
    expect((screen.getByTestId('review-reason') as HTMLTextAreaElement).value).toBe('侵犯他人版权');
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    await waitFor(() => expect(server.callsTo(ACT)).toHaveLength(1));
    expect(server.callsTo(ACT)[0]!.body).toEqual({
      action: 'takeDown',
      ids: [12, 11],
      reason: '侵犯他人版权',
    });
    expect(await screen.findByText(/已下架 1 项；#11（已被平台下架） 当前状态不适用，已跳过/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('review-confirm')).toBeNull());
  });

  it('keeps the dialog open with the reason when nothing applied any more', async () => {
    serve({ [ACT]: { data: { changed: [], skipped: [{ id: 12, state: 'CompelOff' }] } } });
    renderQueue();
    await waitFor(() => expect(rows()).toHaveLength(2), { timeout: 15_000 });
    fireEvent.click(
      within(screen.getAllByTestId('review-row-actions')[0]!).getByTestId('review-row-takeDown'),
    );
    const dialog = await screen.findByTestId('review-confirm');
    expect(dialog.textContent).toContain('下架「猫咪午睡」？');
    fireEvent.change(screen.getByTestId('review-reason'), { target: { value: '搬运\n他人作品' } });
    expect((screen.getByTestId('review-reason') as HTMLTextAreaElement).value).toBe('搬运 他人作品');
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    expect((await screen.findByTestId('confirm-action-error')).textContent).toContain(
      '当前状态不适用「下架」，未做任何更改：#12（已被平台下架）',
    );
  });

  it('opens an item with its presenter, its audit trail and the actions that apply now', async () => {
    const server = serve({
      [`${QUEUES}/videos/items/7`]: {
        data: detail({
          id: 7,
          title: '已下架的视频',
          state: 'CompelOff',
          auditState: 'Pass',
          pending: false,
          rejectReason: '侵犯他人版权',
          actions: ['approve', 'restore'],
          history: [
            {
              action: 'review.takeDown',
              operatorName: '版权小狐',
              reason: '侵犯他人版权',
              createTime: '2026-03-02 09:00:00',
            },
          ],
        }),
      },
      [ACT]: { data: { changed: [7], skipped: [] } },
    });
    renderQueue('/review/videos?view=CompelOff');
    await waitFor(() => expect(rows()).toEqual(['已下架的视频']));
    fireEvent.click(screen.getByText('已下架的视频'));
    const drawer = await screen.findByTestId('review-item-drawer');
    await waitFor(() => expect(within(drawer).getByTestId('review-player')).toBeTruthy());
    const player = within(drawer).getByTestId('review-player');
    expect(player.getAttribute('src')).toBe('/resource/files/demo/videos/cat-nap.mp4');
    expect(player.getAttribute('poster')).toBe('/resource/files/demo/pictures/cat.jpg');
    expect(within(drawer).getByTestId('review-item-reason').textContent).toBe('侵犯他人版权');
    expect(drawer.textContent).toContain('1:05');
    const entry = within(drawer).getByTestId('review-history-entry');
    expect(entry.textContent).toContain('下架');
    expect(entry.textContent).toContain('版权小狐');
    expect(entry.textContent).toContain('原因：侵犯他人版权');
    expect(within(drawer).getByTestId('review-item-portal').getAttribute('href')).toBe('/videoShare?id=7');
    expect(within(drawer).queryByTestId('review-item-action-takeDown')).toBeNull();

    fireEvent.click(within(drawer).getByTestId('review-item-action-restore'));
    const dialog = await screen.findByTestId('review-confirm');
    expect(dialog.textContent).toContain('原因（选填）');
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    await waitFor(() => expect(server.callsTo(ACT)[0]?.body).toEqual({ action: 'restore', ids: [7] }));
    // The item, the list and the counts are fetched again.
    await waitFor(() => expect(server.callsTo(`${QUEUES}/videos/items/7`).length).toBeGreaterThan(1));
    await waitFor(() => expect(server.callsTo(QUEUES).length).toBeGreaterThan(1));
  });

  it('draws a kind of review it has never heard of from its declaration alone', async () => {
    const wishes = {
      key: 'wishes',
      title: '心愿审核',
      kind: 'Wish',
      roles: ['copyright'],
      pending: 4,
      views: [
        { key: 'pending', label: '待审核' },
        { key: 'all', label: '全部' },
        { key: 'Square', label: '已上广场' },
      ],
      keywordHint: '心愿ID / 用户ID',
      actions: [
        { name: 'publish', label: '上广场', reason: 'none', undoneBy: 'withdraw', from: ['Waiting'] },
        { name: 'withdraw', label: '永久撤下', reason: 'optional', undoneBy: null, from: ['Square'] },
      ],
      reasons: ['虚假心愿'],
    };
    const wish = item({
      id: 3,
      kind: 'Wish',
      title: '想要一台相机',
      cover: '',
      media: '',
      state: 'Square',
      excerpt: '希望有人送我一台相机',
      actions: ['withdraw'],
      portalPath: null,
    });
    const server = fakeServer({
      [QUEUES]: { code: 200, msg: 'ok', data: [wishes], total: 1 },
      [`${QUEUES}/wishes/items`]: { code: 200, msg: 'ok', data: [wish], total: 1 },
      [`${QUEUES}/wishes/actions`]: { data: { changed: [3], skipped: [] } },
    });
    renderQueue('/review/wishes');
    await waitFor(() => expect(rows()).toEqual(['想要一台相机']));
    expect(screen.getByTestId('review-view-Square').textContent).toBe('已上广场');
    expect(screen.getByTestId('review-keyword').getAttribute('placeholder')).toBe('心愿ID / 用户ID');
    expect(screen.getAllByTestId('state-tag')[0]!.textContent).toBe('已上广场');

    // An action that nothing undoes is said to be final and asks for a reason, whatever it declares.
    fireEvent.click(screen.getByTestId('review-row-withdraw'));
    const dialog = await screen.findByTestId('review-confirm');
    expect(dialog.textContent).toContain('此操作无法撤销');
    expect(dialog.textContent).not.toContain('原因（选填）');
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    expect((await screen.findByTestId('confirm-action-error')).textContent).toContain('请填写永久撤下的原因');
    fireEvent.click(within(dialog).getByText('虚假心愿'));
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    await waitFor(() =>
      expect(server.callsTo(`${QUEUES}/wishes/actions`)[0]?.body).toEqual({
        action: 'withdraw',
        ids: [3],
        reason: '虚假心愿',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('review-confirm')).toBeNull());

    // An action without a reason is confirmed without a reason field.
    fireEvent.click(screen.getAllByRole('checkbox')[1]!);
    fireEvent.click(screen.getByTestId('batch-publish'));
    const plain = await screen.findByTestId('review-confirm');
    expect(within(plain).queryByTestId('review-reason')).toBeNull();
    expect(plain.textContent).toContain('之后可以通过「永久撤下」撤销');
  });

  it('opens the menu entry at the first queue with work waiting', async () => {
    fakeServer({
      [QUEUES]: { code: 200, msg: 'ok', data: [dramasQueue, videosQueue], total: 2 },
      [VIDEOS]: { code: 200, msg: 'ok', data: [item({ id: 12, title: '猫咪午睡' })], total: 1 },
    });
    renderQueue('/review');
    await waitFor(() => expect(rows()).toEqual(['猫咪午睡']), { timeout: 15_000 });
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('视频审核');
  });

  it('says so when the named queue is not one of the role', async () => {
    serve();
    renderQueue('/review/articles');
    expect((await screen.findByTestId('review-queue-missing')).textContent).toContain('没有这个审核队列');
  });
});
