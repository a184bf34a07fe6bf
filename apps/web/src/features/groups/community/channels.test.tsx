import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { groupChannels } from '@fox/contracts';
import { registerApiUiEffects } from '../../../api';
import { useSessionStore } from '../../auth';
import { ChannelsDialog } from './ChannelsDialog';
import { fakeServer, groupOf, list, logIn, ok, renderWithProviders } from '../../../../test/kits/groups';

configure({ asyncUtilTimeout: 10_000 });

const channelOf = (id: number, over: Partial<groupChannels.Channel> = {}): groupChannels.Channel => ({
  id,
  groupId: 5,
  channelName: `渠道${id}`,
  channelNote: '',
  channelImage: [],
  channelUrl: `/joinGroup?channelCode=C${id}`,
  channelCode: `C${id}`,
  channelUserCount: id * 2,
  createTime: '2026-11-27 08:00:00',
  ...over,
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
  server.on('GET /im/group/channel/list', () =>
    list([channelOf(1, { channelNote: '朋友圈海报' }), channelOf(2)]),
  );
});
afterEach(() => {
  unregister();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

function openDialog() {
  const onClose = vi.fn();
  renderWithProviders(<ChannelsDialog group={groupOf()} open onClose={onClose} />);
  return onClose;
}

describe('the join channels dialog', { timeout: 60_000 }, () => {
  it('checks the channel name when it loses focus, and a refused save stays open without a message', async () => {
    server.on('POST /im/group/channel', () => ({ code: 500, msg: '渠道名称已存在', data: null }));
    openDialog();
    const rows = await screen.findAllByTestId('channel-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('朋友圈海报');
    expect(rows[0]!.textContent).toContain('已进群 2 人');

    fireEvent.click(screen.getByTestId('channel-add'));
    const form = await screen.findByTestId('channel-form');
    expect(form.textContent).toContain('新建渠道');
    const name = within(form).getByTestId('channel-name');
    expect(within(form).queryByTestId('channel-name-error')).toBeNull();
    fireEvent.focus(name);
    fireEvent.blur(name);
    expect((await within(form).findByTestId('channel-name-error')).textContent).toBe('请输入渠道名称');

    fireEvent.change(name, { target: { value: '线下门店' } });
    await waitFor(() => expect(within(form).queryByTestId('channel-name-error')).toBeNull());
    fireEvent.click(within(form).getByTestId('channel-form-save'));
    await waitFor(() => expect(server.callsTo('POST /im/group/channel')).toHaveLength(1));
    expect(JSON.parse(String(server.callsTo('POST /im/group/channel')[0]![1]!.body))).toEqual({
      channelName: '线下门店',
      channelNote: '',
      channelImage: [],
      groupId: 5,
    });
    // Spec 002 §4.5, §8: nothing is said and the form stays for another try.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByTestId('channel-form')).toBeTruthy();
    expect(shownErrors).not.toHaveBeenCalled();
    expect(toasts()).not.toContain('保存成功');
  });

  it('loads a channel before editing it, and a save of code 200 refreshes the list and closes', async () => {
    server.on('GET /im/group/channel/2', () => ok(channelOf(2, { channelNote: '旧备注' })));
    server.on('PUT /im/group/channel', (_url, init) =>
      ok({ ...channelOf(2), ...JSON.parse(String(init.body)) }),
    );
    openDialog();
    const rows = await screen.findAllByTestId('channel-row');
    fireEvent.click(within(rows[1]!).getByTestId('channel-edit'));
    const form = await screen.findByTestId('channel-form');
    expect(form.textContent).toContain('编辑渠道');
    await waitFor(() =>
      expect((within(form).getByTestId('channel-note') as HTMLTextAreaElement).value).toBe('旧备注'),
    );
    expect((within(form).getByTestId('channel-name') as HTMLInputElement).value).toBe('渠道2');
    const listCalls = server.callsTo('GET /im/group/channel/list').length;

    fireEvent.change(within(form).getByTestId('channel-name'), { target: { value: '公众号' } });
    fireEvent.click(within(form).getByTestId('channel-form-save'));
    await waitFor(() => expect(screen.queryByTestId('channel-form')).toBeNull());
    expect(JSON.parse(String(server.callsTo('PUT /im/group/channel')[0]![1]!.body))).toMatchObject({
      id: 2,
      channelName: '公众号',
      channelNote: '旧备注',
    });
    await waitFor(() => expect(toasts()).toContain('保存成功'));
    await waitFor(() =>
      expect(server.callsTo('GET /im/group/channel/list').length).toBeGreaterThan(listCalls),
    );
  });

  it('deletes a channel after a confirm and opens the members who joined through one', async () => {
    server.on('DELETE /im/group/channel/1', () => ok(null));
    server.on('GET /im/group/channel/users', () =>
      list([{ userId: 31, userName: '阿狸', userAvatar: '', joinTime: '2026-11-27 09:00:00' }]),
    );
    openDialog();
    const rows = await screen.findAllByTestId('channel-row');

    fireEvent.click(within(rows[0]!).getByTestId('channel-count'));
    const users = await screen.findByTestId('channel-users');
    await waitFor(() => expect(within(users).getAllByTestId('channel-user')).toHaveLength(1));
    expect(users.textContent).toContain('阿狸');
    expect(server.callsTo('GET /im/group/channel/users')[0]![0]).toContain('channelId=1');

    fireEvent.click(within(rows[0]!).getByTestId('channel-delete'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('渠道1');
    expect(server.callsTo('DELETE /im/group/channel/1')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('DELETE /im/group/channel/1')).toHaveLength(1));
    await waitFor(() => expect(toasts()).toContain('删除成功'));
  });
});
