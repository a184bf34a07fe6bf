import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer } from '../../../test/fake-server';
import { renderInConsole } from '../../../test/render';
import { connectApiToConsole } from '../../session/api-connection';
import { ReportQueuePage } from './ReportQueuePage';
import { aCase, aPreview, counts, reasonDictionary } from './report-test-fixtures';

const QUEUE = '/admin/api/console/reports';

function queueServer() {
  return fakeServer({
    [QUEUE]: (url) =>
      url.searchParams.get('state') === 'resolved'
        ? {
            code: 200,
            msg: 'ok',
            total: 4,
            data: [
              aCase({
                id: 9,
                objType: 'Comment',
                title: '一条恶意评论',
                state: 'resolved',
                outcome: 'dismissed',
                resolveReason: '未发现违规',
                resolveTime: '2026-01-04 09:00:00',
              }),
            ],
          }
        : { code: 200, msg: 'ok', total: 3, data: [aCase()] },
    '/admin/api/console/reports/counts': { code: 200, msg: 'ok', total: counts.length, data: counts },
    '/system/dict/data/type/report_type': { data: reasonDictionary },
    '/admin/api/console/reports/5': { data: { ...aCase(), preview: aPreview() } },
    '/admin/api/console/reports/5/reports': { code: 200, msg: 'ok', total: 0, data: [] },
    '/admin/api/console/reports/5/notes': { code: 200, msg: 'ok', total: 0, data: [] },
  });
}

/** Picks an option of an antd Select by its label. */
async function choose(testId: string, label: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId).closest('.ant-select')!).getByRole('combobox'));
  const options = await screen.findAllByTitle(label);
  fireEvent.click(options.at(-1)!);
}

// Pages with antd's tables, drawers and dialogs render slowly in jsdom on a busy machine.
describe('the report queue', { timeout: 60_000 }, () => {
  let disconnect: () => void;
  beforeEach(() => {
    disconnect = connectApiToConsole();
  });
  afterEach(() => {
    disconnect();
    vi.unstubAllGlobals();
  });

  it('lists open cases with their reasons and totals from the counters, and filters by type and reason', async () => {
    const server = queueServer();
    renderInConsole(<ReportQueuePage />);
    const title = await screen.findByText('西湖晨跑');
    const row = title.closest('tr')!;
    expect(row.textContent).toContain('视频');
    expect(row.textContent).toContain('#1043');
    expect(row.textContent).toContain('发布者阿狸');
    expect(row.textContent).toContain('垃圾广告×2');
    expect(row.textContent).toContain('色情低俗');
    expect(row.textContent).toContain('2026-01-02 03:04:05');
    expect(screen.getByTestId('console-table-total').textContent).toBe('共 3 条');
    // The tabs count cases from the counters: 2 videos + 1 article open, 4 comments decided.
    await waitFor(() => expect(screen.getByTestId('report-tab-open').textContent).toBe('待处理3'));
    expect(screen.getByTestId('report-tab-resolved').textContent).toBe('已处理4');
    expect(server.callsTo(QUEUE)[0]!.url.searchParams.get('state')).toBe('open');

    await choose('report-filter-type', '视频（2）');
    await choose('report-filter-reason', '垃圾广告（1）');
    fireEvent.click(screen.getByTestId('console-table-search'));
    await waitFor(() => {
      const query = server.callsTo(QUEUE).at(-1)!.url.searchParams;
      expect(query.get('objType')).toBe('Video');
      expect(query.get('reportType')).toBe('Spam');
      expect(query.get('state')).toBe('open');
    });
  });

  it('shows decided cases with their outcome, reason and resolver, without batch decisions', async () => {
    const server = queueServer();
    renderInConsole(<ReportQueuePage />);
    await screen.findByText('西湖晨跑');
    expect(screen.getByTestId('batch-dismiss')).toBeTruthy();
    fireEvent.click(screen.getByTestId('report-tab-resolved'));
    const row = (await screen.findByText('一条恶意评论')).closest('tr')!;
    expect(row.textContent).toContain('评论');
    expect(row.textContent).toContain('已驳回');
    expect(row.textContent).toContain('未发现违规');
    expect(row.textContent).toContain('2026-01-04 09:00:00');
    expect(screen.queryByTestId('batch-dismiss')).toBeNull();
    expect(server.callsTo(QUEUE).at(-1)!.url.searchParams.get('state')).toBe('resolved');
  });

  it('opens a case in a drawer over the list', async () => {
    queueServer();
    renderInConsole(<ReportQueuePage />);
    fireEvent.click(await screen.findByText('西湖晨跑'));
    const drawer = await screen.findByTestId('report-case-drawer');
    expect(drawer.textContent).toContain('举报案件 #5');
    await within(drawer).findByTestId('report-content-video');
    expect(within(drawer).getByTestId('report-open-page').getAttribute('href')).toBe('/reports/5');
    expect(within(drawer).getByTestId('report-take-down')).toBeTruthy();
  });

  it('dismisses the selected cases one by one, and says which one the server refused', async () => {
    const server = fakeServer({
      [QUEUE]: {
        code: 200,
        msg: 'ok',
        total: 2,
        data: [aCase({ id: 5, title: '第一个' }), aCase({ id: 6, title: '第二个' })],
      },
      '/admin/api/console/reports/counts': { code: 200, msg: 'ok', total: 0, data: [] },
      '/system/dict/data/type/report_type': { data: reasonDictionary },
      '/admin/api/console/reports/5/resolve': {
        data: aCase({ id: 5, state: 'resolved', outcome: 'dismissed' }),
      },
      '/admin/api/console/reports/6/resolve': { code: 400, msg: '该举报已处理（已下架）' },
    });
    renderInConsole(<ReportQueuePage />);
    await screen.findByText('第一个');
    for (const checkbox of screen.getAllByRole('checkbox').slice(1)) fireEvent.click(checkbox);
    expect(screen.getByTestId('console-table-selected').textContent).toBe('已选 2 项');
    // Ticking a row selects it; it does not open the row.
    expect(screen.queryByTestId('report-case-drawer')).toBeNull();
    fireEvent.click(screen.getByTestId('batch-dismiss'));
    fireEvent.change(await screen.findByTestId('confirm-action-reason'), { target: { value: '重复举报' } });
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    expect((await screen.findByTestId('confirm-action-error')).textContent).toBe(
      '已驳回 1 项；「第二个」未能驳回：该举报已处理（已下架）',
    );
    expect(server.callsTo('/admin/api/console/reports/5/resolve')[0]!.body).toEqual({
      outcome: 'dismissed',
      reason: '重复举报',
    });
  });
});
