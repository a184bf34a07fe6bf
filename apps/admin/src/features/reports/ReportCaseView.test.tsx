import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { consoleReports } from '@fox/contracts';
import { fakeServer, type Answer } from '../../../test/fake-server';
import { renderInConsole } from '../../../test/render';
import { connectApiToConsole } from '../../session/api-connection';
import { ReportCaseView } from './ReportCaseView';
import { aCase, aPreview, filedReport, operator } from './report-test-fixtures';

const CASE = '/admin/api/console/reports/5';

function caseServer(
  found: consoleReports.ReportCase,
  preview: consoleReports.ReportPreview,
  more: Record<string, Answer | ((url: URL) => Answer)> = {},
) {
  return fakeServer({
    [CASE]: { data: { ...found, preview } },
    [`${CASE}/reports`]: { code: 200, msg: 'ok', total: 1, data: [filedReport] },
    [`${CASE}/notes`]: { code: 200, msg: 'ok', total: 0, data: [] },
    ...more,
  });
}

const chatLine = (id: number, senderId: number, nickName: string, content: string, extra = {}) => ({
  id,
  seq: id,
  sender: { id: senderId, userName: String(10000000 + senderId), nickName, avatar: '', groupNickName: '' },
  messageType: 'text',
  content,
  fileName: null,
  shareTitle: null,
  createTime: `2026-01-02 10:0${id}:00`,
  recalled: false,
  removed: false,
  reported: false,
  ...extra,
});

// Pages with antd's tables, drawers and dialogs render slowly in jsdom on a busy machine.
describe('a report case', { timeout: 60_000 }, () => {
  let disconnect: () => void;
  beforeEach(() => {
    disconnect = connectApiToConsole();
  });
  afterEach(() => {
    disconnect();
    vi.unstubAllGlobals();
  });

  it('plays a reported video with its poster and lists the reports with their words and pictures', async () => {
    caseServer(aCase(), aPreview());
    renderInConsole(<ReportCaseView id={5} layout="page" />);
    const video = (await screen.findByTestId('report-content-video')) as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/resource/files/demo/videos/xihu.mp4');
    expect(video.getAttribute('poster')).toBe('/resource/files/demo/pictures/xihu.jpg');
    expect(screen.getByTestId('report-content').textContent).toContain('已上架');
    const item = await screen.findByTestId('report-filed-item');
    expect(item.textContent).toContain('热心网友');
    expect(item.textContent).toContain('垃圾广告');
    expect(item.textContent).toContain('视频里一直在打广告');
    expect(item.querySelector('img.report-image')?.getAttribute('src')).toBe(
      '/resource/files/evidence-1.png',
    );
  });

  it("renders an article's HTML, made safe once more, and a comment with what it is under", async () => {
    caseServer(
      aCase({ objType: 'Article' }),
      aPreview({
        title: '一篇文章',
        videoUrl: '',
        text: '摘要',
        html: '<p onclick="steal()">正文<script>alert(1)</script></p><a href="javascript:alert(1)">链接</a>',
      }),
    );
    const { unmount } = renderInConsole(<ReportCaseView id={5} layout="page" />);
    const html = await screen.findByTestId('report-content-html');
    expect(html.innerHTML).toBe('<p>正文</p><a target="_blank" rel="noopener noreferrer">链接</a>');
    unmount();

    caseServer(
      aCase({ objType: 'Comment', title: '一条恶意评论' }),
      aPreview({
        title: '一条恶意评论',
        text: '一条恶意评论',
        videoUrl: '',
        coverUrl: '',
        state: '',
        under: { busyType: 'Video', busyCode: 1043, title: '评论所在的视频' },
      }),
    );
    renderInConsole(<ReportCaseView id={5} layout="page" />);
    expect((await screen.findByTestId('report-content-under')).textContent).toContain(
      '发布在视频下：「评论所在的视频」',
    );
    expect(screen.getByTestId('report-content-text').textContent).toBe('一条恶意评论');
  });

  it('shows a paid episode by its cover and title only', async () => {
    caseServer(
      aCase({ objType: 'PlayletVideo', title: '第2集' }),
      aPreview({
        title: '第2集',
        videoUrl: '',
        coverUrl: '/resource/files/episode-2.jpg',
        paidEpisode: true,
      }),
    );
    renderInConsole(<ReportCaseView id={5} layout="page" />);
    const paid = await screen.findByTestId('report-content-paid');
    expect(paid.textContent).toContain('付费剧集');
    expect(paid.querySelector('img')?.getAttribute('src')).toBe('/resource/files/episode-2.jpg');
    expect(screen.queryByTestId('report-content-video')).toBeNull();
    expect(screen.getByTestId('report-content-title').textContent).toBe('第2集');
  });

  it('shows a chat message among its neighbours with their senders, the reported one marked', async () => {
    caseServer(
      aCase({ objType: 'xyhGroup', title: '第1句' }),
      aPreview({
        videoUrl: '',
        coverUrl: '',
        state: '',
        text: '第1句',
        chat: {
          sessionType: 'group',
          conversation: { id: 300, name: '周末爬山群', avatar: '' },
          messages: [
            { ...chatLine(1, 0, '', '群聊已创建'), messageType: 'tip' },
            chatLine(2, 31, '小明', '第0句'),
            chatLine(3, 32, '小红', '第1句', { reported: true }),
            chatLine(4, 31, '小明', '第2句', { recalled: true }),
          ],
        },
      }),
    );
    renderInConsole(<ReportCaseView id={5} layout="page" />);
    const chat = await screen.findByTestId('report-chat');
    expect(chat.textContent).toContain('周末爬山群');
    const lines = within(chat).getAllByTestId('report-chat-line');
    expect(lines.map((line) => line.textContent)).toEqual([
      '群聊已创建',
      expect.stringContaining('小明'),
      expect.stringContaining('小红'),
      expect.stringContaining('发送者已撤回'),
    ]);
    expect(lines.map((line) => line.getAttribute('data-reported'))).toEqual([null, 'false', 'true', 'false']);
    expect(lines[2]!.textContent).toContain('被举报的消息');
    expect(lines[2]!.textContent).toContain('第1句');
    // A chat message is removed rather than taken down.
    expect(screen.getByTestId('report-take-down').textContent).toBe('移除消息');
  });

  it('takes the object down only with a reason, after a confirmation, and shows the server message on failure', async () => {
    let refuse = true;
    const server = caseServer(aCase(), aPreview(), {
      [`${CASE}/resolve`]: () =>
        refuse
          ? { code: 400, msg: '该内容已不存在，无法下架' }
          : { data: aCase({ state: 'resolved', outcome: 'takenDown' }) },
    });
    renderInConsole(<ReportCaseView id={5} layout="page" />);
    fireEvent.click(await screen.findByTestId('report-take-down'));
    const dialog = await screen.findByTestId('report-confirm-takenDown');
    expect(dialog.textContent).toContain('下架该内容？');
    expect(dialog.textContent).toContain('全部 3 条举报');
    expect(screen.getByTestId('confirm-action-ok')).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('confirm-action-reason'), { target: { value: '低俗引流' } });
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    expect((await screen.findByTestId('confirm-action-error')).textContent).toBe('该内容已不存在，无法下架');

    refuse = false;
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    expect(await screen.findByText('已下架')).toBeTruthy();
    expect(server.callsTo(`${CASE}/resolve`).map((call) => call.body)).toEqual([
      { outcome: 'takenDown', reason: '低俗引流' },
      { outcome: 'takenDown', reason: '低俗引流' },
    ]);
    // The case is read again after the decision.
    await waitFor(() => expect(server.callsTo(CASE).length).toBeGreaterThan(1));
  });

  it('warns only with a reason and dismisses without one', async () => {
    const server = caseServer(aCase(), aPreview(), {
      [`${CASE}/resolve`]: { data: aCase({ state: 'resolved', outcome: 'dismissed' }) },
    });
    renderInConsole(<ReportCaseView id={5} layout="page" />);
    fireEvent.click(await screen.findByTestId('report-warn'));
    await screen.findByTestId('report-confirm-warned');
    expect(screen.getByTestId('confirm-action-ok')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('confirm-action-cancel'));
    await waitFor(() => expect(screen.queryByTestId('report-confirm-warned')).toBeNull());

    fireEvent.click(screen.getByTestId('report-dismiss'));
    await screen.findByTestId('report-confirm-dismissed');
    expect(screen.getByTestId('confirm-action-ok')).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    await waitFor(() =>
      expect(server.callsTo(`${CASE}/resolve`).map((call) => call.body)).toEqual([{ outcome: 'dismissed' }]),
    );
  });

  it('shows what was decided on a resolved case, and keeps notes between operators', async () => {
    const note = { id: 3, operator, content: '已核实为搬运', createTime: '2026-01-04 10:00:00' };
    let notes: (typeof note)[] = [];
    const server = caseServer(
      aCase({
        state: 'resolved',
        outcome: 'takenDown',
        resolveReason: '搬运他人作品',
        resolver: operator,
        resolveTime: '2026-01-04 09:00:00',
      }),
      aPreview({ state: 'CompelOff' }),
      {
        [`${CASE}/notes`]: () => ({ code: 200, msg: 'ok', total: notes.length, data: notes }),
      },
    );
    // The note endpoint answers the POST; the list answers what was stored since.
    const fetchMock = vi.mocked(fetch);
    const faked = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') notes = [note];
      return faked(input, init);
    });
    renderInConsole(<ReportCaseView id={5} layout="page" />);
    const done = await screen.findByTestId('report-decision-done');
    expect(done.textContent).toContain('已下架');
    expect(done.textContent).toContain('运营小狐');
    expect(done.textContent).toContain('搬运他人作品');
    expect(screen.queryByTestId('report-take-down')).toBeNull();
    expect(screen.getByTestId('report-content').textContent).toContain('强制下架');

    expect(await screen.findByText('还没有备注')).toBeTruthy();
    fireEvent.change(screen.getByTestId('report-note-input'), { target: { value: ' 已核实为搬运 ' } });
    fireEvent.click(screen.getByTestId('report-note-add'));
    expect((await screen.findByTestId('report-note')).textContent).toContain('已核实为搬运');
    expect(server.calls.find((call) => call.method === 'POST')!.body).toEqual({ content: '已核实为搬运' });
    expect((screen.getByTestId('report-note-input') as HTMLTextAreaElement).value).toBe('');
  });

  it('says so when the object is gone, and shows the API message when the case cannot be read', async () => {
    caseServer(aCase(), aPreview({ found: false }));
    const { unmount } = renderInConsole(<ReportCaseView id={5} layout="page" />);
    expect((await screen.findByTestId('report-content-missing')).textContent).toContain('已被删除');
    unmount();

    fakeServer({ [CASE]: { code: 404, msg: '举报记录不存在' } });
    renderInConsole(<ReportCaseView id={5} layout="page" />);
    expect((await screen.findByTestId('report-case-error')).textContent).toContain('举报记录不存在');
  });
});
