import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { groupAdmin } from '@fox/contracts';
import { useSessionStore } from '../../auth';
import { HarassRuleDialog } from './HarassRuleDialog';
import { fakeServer, groupOf, list, logIn, ok, renderWithProviders } from '../../../../test/kits/groups';

configure({ asyncUtilTimeout: 10_000 });

const led = (id: number, harassRuleId: number | null): groupAdmin.LedGroup => ({
  id,
  name: `群${id}`,
  logo: '',
  avatars: [],
  groupUserNum: 10,
  role: 'leader',
  harassRuleId,
});

let server: ReturnType<typeof fakeServer>;
const toasts = () => document.querySelector('.ant-message')?.textContent ?? '';
const savedBody = () =>
  JSON.parse(String(server.callsTo('POST /im/group/noHarass').at(-1)![1]!.body)) as Record<string, unknown>;

beforeEach(() => {
  logIn();
  server = fakeServer();
  // Group 5 has no rule; 6 has none; 7 follows rule 40 of someone's.
  server.on('GET /im/group/isLeader', () => list([led(5, null), led(6, null), led(7, 40)]));
  server.on('POST /im/group/noHarass', (_url, init) => ok({ id: 41, ...JSON.parse(String(init.body)) }));
  server.on('GET /im/group/5', () => ok(groupOf()));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

async function openDialog() {
  renderWithProviders(<HarassRuleDialog group={groupOf()} open onClose={() => {}} />);
  await waitFor(() => expect(screen.getAllByTestId('rule-group')).toHaveLength(3));
}

const row = (id: number) =>
  screen.getAllByTestId('rule-group').find((one) => one.dataset.group === String(id))!;
const checkbox = (id: number) => within(row(id)).getByRole('checkbox') as HTMLInputElement;

describe('the anti-harassment rule dialog', { timeout: 60_000 }, () => {
  it('says what is missing: the name, keywords with the ad switch on, and the character limit', async () => {
    server.on('GET /im/group/noHarass/5', () => ok(null));
    await openDialog();
    expect(checkbox(5).checked).toBe(true);
    expect(checkbox(6).checked).toBe(false);

    fireEvent.click(screen.getByTestId('rule-ad'));
    fireEvent.click(screen.getByTestId('rule-screen'));
    fireEvent.click(screen.getByTestId('rule-save'));
    expect((await screen.findByTestId('rule-title-error')).textContent).toBe('请填写规则名称');
    expect(screen.getByTestId('rule-keywords-error').textContent).toBe('请添加关键词');
    expect(screen.getByTestId('rule-limit-error').textContent).toBe('请填写限制字数');

    fireEvent.change(screen.getByTestId('rule-limit'), { target: { value: '4x9' } });
    expect((screen.getByTestId('rule-limit') as HTMLInputElement).value).toBe('49');
    await waitFor(() =>
      expect(screen.getByTestId('rule-limit-error').textContent).toBe('限制字数不少于50字'),
    );
    fireEvent.change(screen.getByTestId('rule-limit'), { target: { value: '123456' } });
    expect((screen.getByTestId('rule-limit') as HTMLInputElement).value).toBe('1234');
    await waitFor(() => expect(screen.queryByTestId('rule-limit-error')).toBeNull());

    fireEvent.change(screen.getByTestId('rule-title'), { target: { value: '防广告' } });
    fireEvent.change(screen.getByTestId('rule-keyword-input'), { target: { value: '加微信' } });
    fireEvent.keyDown(screen.getByTestId('rule-keyword-input'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.change(screen.getByTestId('rule-keyword-input'), { target: { value: '代购，兼职' } });
    fireEvent.click(screen.getByTestId('rule-keyword-add'));
    await waitFor(() => expect(screen.getAllByTestId('rule-keyword')).toHaveLength(3));
    await waitFor(() => expect(screen.queryByTestId('rule-title-error')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('rule-keywords-error')).toBeNull());
    expect(server.callsTo('POST /im/group/noHarass')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('rule-punish-kick'));
    fireEvent.click(screen.getByTestId('rule-save'));
    await waitFor(() => expect(server.callsTo('POST /im/group/noHarass')).toHaveLength(1));
    // Spec 002 §3: keywords and groups travel as comma strings.
    expect(savedBody()).toEqual({
      title: '防广告',
      enableAd: true,
      adWordList: '加微信,代购,兼职',
      enableScreen: true,
      screenLimit: 1234,
      punishType: 1,
      groupList: '5',
    });
    expect(screen.queryByTestId('rule-confirm-groups')).toBeNull();
    await waitFor(() => expect(toasts()).toContain('保存成功'));
  });

  it('asks once more when a chosen group follows another rule, and not for the groups of this rule', async () => {
    server.on('GET /im/group/noHarass/5', () =>
      ok({
        id: 41,
        title: '群规',
        enableAd: false,
        adWordList: '',
        enableScreen: true,
        screenLimit: 200,
        punishType: 2,
        groupList: '5,6',
      }),
    );
    server.on('GET /im/group/isLeader', () => list([led(5, 41), led(6, 41), led(7, 40)]));
    await openDialog();
    expect((screen.getByTestId('rule-title') as HTMLInputElement).value).toBe('群规');
    expect(checkbox(5).checked).toBe(true);
    expect(checkbox(6).checked).toBe(true);
    expect(within(row(7)).getByTestId('rule-group-has-rule').textContent).toBe('已有规则');

    // The groups already on this rule need no second confirm.
    fireEvent.click(screen.getByTestId('rule-save'));
    await waitFor(() => expect(server.callsTo('POST /im/group/noHarass')).toHaveLength(1));
    expect(savedBody()).toMatchObject({ id: 41, groupList: '5,6', screenLimit: 200, punishType: 2 });
    expect(screen.queryByTestId('rule-confirm-groups')).toBeNull();
  });

  it('does not save when the second confirm is dismissed, and saves once it is accepted', async () => {
    server.on('GET /im/group/noHarass/5', () => ok(null));
    await openDialog();
    fireEvent.change(screen.getByTestId('rule-title'), { target: { value: '防刷屏' } });
    fireEvent.click(checkbox(7));
    await waitFor(() => expect(checkbox(7).checked).toBe(true));

    fireEvent.click(screen.getByTestId('rule-save'));
    let confirm = await screen.findByTestId('rule-confirm-groups');
    expect(confirm.textContent).toContain('确认选择群聊');
    expect(confirm.textContent).toContain('部分群聊有设置规则，规则保存后将会适用新的规则');
    fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.callsTo('POST /im/group/noHarass')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('rule-save'));
    await waitFor(() => expect(screen.getAllByTestId('rule-confirm-groups').length).toBeGreaterThan(0));
    confirm = screen.getAllByTestId('rule-confirm-groups').at(-1)!;
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('POST /im/group/noHarass')).toHaveLength(1));
    expect(savedBody()).toMatchObject({
      title: '防刷屏',
      groupList: '5,7',
      enableAd: false,
      enableScreen: false,
    });
  });
});
