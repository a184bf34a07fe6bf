import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer } from '../../../test/fake-server';
import { renderInConsole } from '../../../test/render';
import { connectApiToConsole } from '../../session/api-connection';
import { groupRow, list, ok } from './test-rows';
import { GroupsPage } from './GroupsPage';

const GROUPS = '/admin/api/console/groups';

async function choose(testId: string, label: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const options = await screen.findAllByText(label, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options.at(-1)!);
}

describe('the groups page', { timeout: 90_000 }, () => {
  let disconnect: () => void;
  beforeEach(() => {
    disconnect = connectApiToConsole();
  });
  afterEach(() => {
    disconnect();
    vi.unstubAllGlobals();
  });

  it('finds a group by its id, and dissolves it only with a reason, saying it cannot be undone', async () => {
    let group = groupRow();
    const server = fakeServer({
      [GROUPS]: () => list([group]),
      [`${GROUPS}/77`]: () => ok(group),
      [`${GROUPS}/77/dissolve`]: () => {
        group = { ...group, dissolved: true };
        return ok(group);
      },
      '/admin/api/console/audit': list([]),
    });
    renderInConsole(<GroupsPage />);
    await screen.findByText('西湖摄影群');
    await choose('group-search-key', '群 ID');
    fireEvent.change(screen.getByTestId('group-search-text'), { target: { value: '77' } });
    fireEvent.click(screen.getByTestId('console-table-search'));
    await waitFor(() => expect(server.callsTo(GROUPS).at(-1)!.url.searchParams.get('groupId')).toBe('77'));

    fireEvent.click(screen.getByText('西湖摄影群'));
    const drawer = await screen.findByTestId('group-drawer');
    await within(drawer).findByText('8 人');
    expect(drawer.textContent).toContain('巡山小妖');
    expect(drawer.textContent).toContain('2026-01-03 10:00:00');

    fireEvent.click(within(drawer).getByTestId('group-dissolve'));
    const dialog = await screen.findByTestId('confirm-dissolve');
    expect(dialog.textContent).toContain('此操作无法撤销');
    expect(screen.getByTestId('confirm-action-ok')).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('confirm-action-reason'), { target: { value: '组织赌博' } });
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    expect(await screen.findByText('群聊已解散')).toBeTruthy();
    expect(server.callsTo(`${GROUPS}/77/dissolve`)[0]!.body).toEqual({ reason: '组织赌博' });
    // A dissolved group has no actions left.
    await within(drawer).findAllByTestId('group-dissolved');
    expect(within(drawer).queryByTestId('group-dissolve')).toBeNull();
    expect(within(drawer).queryByTestId('group-ban')).toBeNull();
  });

  it('lifts the ban of a banned group, and reports which of a batch the server refused', async () => {
    const banned = groupRow({ state: 1 });
    const other = groupRow({ id: 78, name: '夜跑群' });
    const server = fakeServer({
      [GROUPS]: list([banned, other]),
      [`${GROUPS}/77`]: ok(banned),
      [`${GROUPS}/77/ban`]: { code: 400, msg: '该群聊已被封禁' },
      [`${GROUPS}/78/ban`]: ok({ ...other, state: 1 }),
      '/admin/api/console/audit': list([]),
    });
    renderInConsole(<GroupsPage />);
    await screen.findByText('夜跑群');
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    fireEvent.click(screen.getByTestId('batch-ban'));
    await screen.findByRole('dialog');
    fireEvent.change(screen.getByTestId('confirm-action-reason'), { target: { value: '传播谣言' } });
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    const error = await screen.findByTestId('confirm-action-error');
    expect(error.textContent).toContain('1 项已完成，1 项未完成');
    expect(error.textContent).toContain('西湖摄影群：该群聊已被封禁');
    expect(server.callsTo(`${GROUPS}/78/ban`)[0]!.body).toEqual({ reason: '传播谣言' });
    fireEvent.click(screen.getByTestId('confirm-action-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByText('西湖摄影群'));
    const drawer = await screen.findByTestId('group-drawer');
    await within(drawer).findByTestId('group-unban');
    expect(within(drawer).queryByTestId('group-ban')).toBeNull();
  });
});
