import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Input } from 'antd';
import { consoleCore } from '@fox/contracts/client';
import { ApiError } from '@fox/web/api';
import { fakeServer } from '../../../test/fake-server';
import { renderInConsole } from '../../../test/render';
import { connectApiToConsole } from '../../session/api-connection';
import { ConsoleTable } from './ConsoleTable';

const PATH = '/admin/api/console/audit';

/** 45 audit entries, newest (highest id) first, served by key: `before` and `pageSize` as the server does. */
function entries(url: URL) {
  const before = Number(url.searchParams.get('before') ?? Infinity);
  const pageSize = Number(url.searchParams.get('pageSize'));
  const action = url.searchParams.get('action');
  const rows = Array.from({ length: 45 }, (_, index) => 45 - index)
    .filter((id) => id < before)
    .map((id) => ({
      id,
      operatorId: 1,
      operatorName: '超级管理员',
      action: id % 2 ? 'user.disable' : 'report.resolve',
      targetType: 'user',
      targetId: String(id),
      reason: '',
      before: '{}',
      after: '{}',
      createTime: '2026-01-02 03:04:05',
    }))
    .filter((row) => !action || row.action === action)
    .slice(0, pageSize);
  return { code: 200, msg: 'ok', data: rows, total: rows.length < pageSize ? rows.length : rows.length + 1 };
}

const columns = [
  { title: 'ID', dataIndex: 'id' },
  { title: '操作', dataIndex: 'action' },
];

const rowIds = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell').at(-2)?.textContent);

// antd's table renders slowly in jsdom on a busy two-core machine: each test walks several pages.
describe('ConsoleTable', { timeout: 45_000 }, () => {
  let disconnect: () => void;
  beforeEach(() => {
    disconnect = connectApiToConsole();
  });
  afterEach(() => {
    disconnect();
    vi.unstubAllGlobals();
  });

  it('pages by key: next asks for the rows before the last one shown, previous goes back', async () => {
    const server = fakeServer({ [PATH]: entries });
    renderInConsole(<ConsoleTable endpoint={consoleCore.auditLog} columns={columns} total="more" />);
    await waitFor(() => expect(rowIds()[0]).toBe('45'));
    expect(rowIds()).toHaveLength(20);
    expect(screen.getByTestId('console-table-previous')).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByTestId('console-table-next'));
    await waitFor(() => expect(rowIds()[0]).toBe('25'));
    expect(screen.getByTestId('console-table-page').textContent).toBe('第 2 页');
    expect(server.callsTo(PATH).at(-1)?.url.searchParams.get('before')).toBe('26');

    fireEvent.click(screen.getByTestId('console-table-next'));
    await waitFor(() => expect(rowIds()).toEqual(['5', '4', '3', '2', '1']));
    expect(screen.getByTestId('console-table-next')).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByTestId('console-table-previous'));
    await waitFor(() => expect(rowIds()[0]).toBe('25'));
  });

  it('filters from the first page, and shows a real count as the total', async () => {
    const server = fakeServer({ [PATH]: (url) => ({ ...entries(url), total: 23 }) });
    renderInConsole(
      <ConsoleTable
        endpoint={consoleCore.auditLog}
        columns={columns}
        total="count"
        filters={[{ name: 'action', label: '操作', input: <Input data-testid="filter-action" /> }]}
      />,
    );
    await waitFor(() => expect(rowIds()[0]).toBe('45'));
    expect(screen.getByTestId('console-table-total').textContent).toBe('共 23 条');
    fireEvent.click(screen.getByTestId('console-table-next'));
    await waitFor(() => expect(screen.getByTestId('console-table-page').textContent).toBe('第 2 页'));

    fireEvent.change(screen.getByTestId('filter-action'), { target: { value: '  report.resolve ' } });
    fireEvent.click(screen.getByTestId('console-table-search'));
    await waitFor(() => expect(screen.getByTestId('console-table-page').textContent).toBe('第 1 页'));
    const last = server.callsTo(PATH).at(-1)!.url.searchParams;
    expect(last.get('action')).toBe('report.resolve');
    expect(last.has('before')).toBe(false);
  });

  it('asks the server for the order of a sortable column, from the first page', async () => {
    const server = fakeServer({ [PATH]: entries });
    renderInConsole(
      <ConsoleTable
        endpoint={consoleCore.auditLog}
        columns={[{ title: 'ID', dataIndex: 'id', key: 'id', sorter: true }, columns[1]!]}
        total="more"
        sort={({ field, order }) =>
          ({ orderBy: field, direction: order === 'ascend' ? 'asc' : 'desc' }) as never
        }
      />,
    );
    await waitFor(() => expect(rowIds()[0]).toBe('45'));
    fireEvent.click(screen.getByTestId('console-table-next'));
    await waitFor(() => expect(screen.getByTestId('console-table-page').textContent).toBe('第 2 页'));
    // The sticky header draws the titles once more above the body's own.
    fireEvent.click(screen.getAllByText('ID')[0]!);
    await waitFor(() => {
      const query = server.callsTo(PATH).at(-1)!.url.searchParams;
      expect(query.get('orderBy')).toBe('id');
      expect(query.get('direction')).toBe('asc');
      expect(query.has('before')).toBe(false);
    });
    expect(screen.getByTestId('console-table-page').textContent).toBe('第 1 页');
  });

  it('runs a batch action on the selected rows after a confirmation with its reason', async () => {
    fakeServer({ [PATH]: entries });
    // The API refuses the first try (as a server's envelope would), and takes the second.
    const run = vi.fn(async (_rows: { id: number }[], input: { reason: string }) => {
      if (input.reason === '重复') throw new ApiError({ code: 500, msg: '该账号已被处理', kind: 'business' });
    });
    renderInConsole(
      <ConsoleTable
        endpoint={consoleCore.auditLog}
        columns={columns}
        total="more"
        batchActions={[{ key: 'close', label: '批量关闭', reason: 'required', run }]}
      />,
    );
    await waitFor(() => expect(rowIds()[0]).toBe('45'));
    expect(screen.getByTestId('batch-close')).toHaveProperty('disabled', true);
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    expect(screen.getByTestId('console-table-selected').textContent).toBe('已选 2 项');

    fireEvent.click(screen.getByTestId('batch-close'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('批量关闭所选的 2 项？');
    expect(screen.getByTestId('confirm-action-ok')).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('confirm-action-reason'), { target: { value: '重复' } });
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    expect((await screen.findByTestId('confirm-action-error')).textContent).toContain('该账号已被处理');
    expect(run).toHaveBeenCalledWith(
      [expect.objectContaining({ id: 45 }), expect.objectContaining({ id: 44 })],
      {
        reason: '重复',
      },
    );

    fireEvent.change(screen.getByTestId('confirm-action-reason'), { target: { value: '已核实' } });
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('console-table-selected').textContent).toBe('已选 0 项'));
  });
});
