import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerApiUiEffects } from '../../../api';
import { useSessionStore } from '../../auth';
import { PreJoinMessagesDialog } from './PreJoinMessagesDialog';
import { fakeServer, groupOf, list, logIn, ok, renderWithProviders } from '../../../../test/kits/groups';

configure({ asyncUtilTimeout: 10_000 });

const messageOf = (id: number) => ({
  id,
  groupId: 5,
  busyType: 'FakeImMessage',
  busyContent: `欢迎语${id}`,
});

let server: ReturnType<typeof fakeServer>;
/** What the request layer shows of a refusal (the app shows it as an error toast). */
const shownErrors = vi.fn();
let unregister: () => void;
const toasts = () => document.querySelector('.ant-message')?.textContent ?? '';

beforeEach(() => {
  logIn();
  server = fakeServer();
  shownErrors.mockClear();
  unregister = registerApiUiEffects({ showError: shownErrors, navigate: vi.fn() });
});
afterEach(() => {
  unregister();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

const openDialog = () =>
  renderWithProviders(<PreJoinMessagesDialog group={groupOf()} open onClose={() => {}} />);

describe('the pre-join messages dialog', { timeout: 30_000 }, () => {
  it('adds a message with save disabled while empty, and refuses an eleventh', async () => {
    const stored = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(messageOf);
    server.on('GET /im/group/fake/list', () => list(stored));
    server.on('POST /im/group/fake', (_url, init) => {
      const body = JSON.parse(String(init.body)) as { busyContent: string };
      const added = { ...messageOf(10), busyContent: body.busyContent };
      stored.push(added);
      return ok(added);
    });
    openDialog();
    await waitFor(() => expect(screen.getAllByTestId('fake-row')).toHaveLength(9));

    fireEvent.click(screen.getByTestId('fake-add'));
    const editor = await screen.findByTestId('fake-editor');
    const save = within(editor).getByTestId('fake-save');
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(within(editor).getByTestId('fake-input'), { target: { value: '进群请先看群公告' } });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByTestId('fake-editor')).toBeNull());
    expect(JSON.parse(String(server.callsTo('POST /im/group/fake')[0]![1]!.body))).toEqual({
      groupId: 5,
      busyContent: '进群请先看群公告',
    });
    await waitFor(() => expect(screen.getAllByTestId('fake-row')).toHaveLength(10));
    expect(screen.getByTestId('fake-count').textContent).toBe('10/10');

    fireEvent.click(screen.getByTestId('fake-add'));
    await waitFor(() => expect(toasts()).toContain('最多添加10条信息'));
    expect(screen.queryByTestId('fake-editor')).toBeNull();
    expect(server.callsTo('POST /im/group/fake')).toHaveLength(1);
  });

  it('deletes after the confirm, and shows the server message when a delete is refused', async () => {
    server.on('GET /im/group/fake/list', () => list([messageOf(1), messageOf(2)]));
    server.on('DELETE /im/group/fake/5/1', () => ok(null));
    server.on('DELETE /im/group/fake/5/2', () => ({
      code: 500,
      msg: '该消息已被其他管理员删除',
      data: null,
    }));
    openDialog();
    const rows = await screen.findAllByTestId('fake-row');

    fireEvent.click(within(rows[0]!).getByTestId('fake-delete'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('确定删除该条信息？');
    expect(server.callsTo('DELETE /im/group/fake/5/1')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('DELETE /im/group/fake/5/1')).toHaveLength(1));
    await waitFor(() => expect(toasts()).toContain('删除成功'));

    fireEvent.click(within(rows[1]!).getByTestId('fake-delete'));
    await waitFor(() => expect(screen.getAllByTestId('confirm-dialog').length).toBeGreaterThan(0));
    const second = screen.getAllByTestId('confirm-dialog').at(-1)!;
    fireEvent.click(within(second).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(shownErrors).toHaveBeenCalledWith('该消息已被其他管理员删除'));
  });
});
