import { formatChinaTime } from '@fox/contracts/client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { im } from '@fox/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../auth';
import { chatActions, useChatStore, Composer } from '../im';
import { ChatThreadView } from './ChatThreadView';
import { AppProviders } from '../../ui/AppProviders';

const ME = 9;
const PEER = 8;
const base = new Date(2026, 10, 18, 10, 0).getTime();

function stored(seq: number, from: number, minutes: number, extra: Partial<im.Message> = {}): im.Message {
  const person = (id: number) => ({ id, name: id === ME ? '小狐狸' : '西湖边的猫', avatar: '' });
  return {
    id: seq,
    localId: `l${seq}`,
    chatId: '8_9',
    seq,
    sessionType: 'single',
    messageType: 'text',
    commandType: null,
    createTime: formatChinaTime(base + minutes * 60_000),
    body: { content: `消息 ${seq}`, err: null, duration: null },
    sender: { ...person(from), role: null, forbid: false },
    receiver: person(from === ME ? PEER : ME),
    file: null,
    share: null,
    mediaCall: null,
    isRecall: false,
    atIds: [],
    msgSource: null,
    ...extra,
  };
}

function renderThread() {
  return render(
    <AppProviders>
      <ChatThreadView peer={PEER} title="西湖边的猫" />
    </AppProviders>,
  );
}

describe('ChatThreadView', () => {
  beforeEach(() => {
    useSessionStore.setState({
      token: 't',
      userId: ME,
      userInfo: { id: ME, userName: 'fox9', nickName: '小狐狸', avatar: '', hasPassword: false, roles: [] },
    });
    chatActions.reset(ME);
  });

  it('shows own messages on the right, separators over 5 minutes, and the end of history', () => {
    chatActions.addOlderPage(PEER, [stored(3, ME, 12), stored(2, PEER, 4), stored(1, PEER, 0)], 3);
    renderThread();
    const rows = screen.getAllByTestId('chat-message');
    expect(rows.map((row) => row.textContent)).toEqual(['西消息 1', '西消息 2', '小消息 3']);
    expect(rows.map((row) => row.classList.contains('chat-row--own'))).toEqual([false, false, true]);
    // 0 → 4 minutes: no separator; 4 → 12: one.
    expect(screen.getAllByTestId('chat-time')).toHaveLength(2);
    expect(screen.getByTestId('chat-older').textContent).toBe('没有更多消息了');
  });

  it('renders photos as images, files as downloads and shares as cards', () => {
    chatActions.addOlderPage(
      PEER,
      [
        stored(1, PEER, 0, {
          messageType: 'photo',
          body: { content: '/resource/a.jpg', err: null, duration: null },
        }),
        stored(2, PEER, 1, {
          messageType: 'file',
          body: { content: '/resource/plan.pdf', err: null, duration: null },
          file: { fileName: '行程.pdf', fileSize: 2048, status: 'download' },
        }),
        stored(3, PEER, 2, {
          messageType: 'share',
          share: { type: 'article', id: 5, title: '湖边散步' },
        }),
        stored(4, PEER, 3, { messageType: 'voiceCall' }),
      ],
      4,
    );
    const { container } = renderThread();
    expect(container.querySelector('.chat-bubble__photo')?.getAttribute('src')).toBe('/resource/a.jpg');
    expect(screen.getByTestId('chat-file').textContent).toContain('行程.pdf');
    expect(screen.getByTestId('chat-file').textContent).toContain('2.0 KB');
    expect(screen.getByTestId('chat-share').textContent).toBe('湖边散步图文');
    expect(screen.getByText('暂不支持该消息类型，请在App中查看')).toBeTruthy();
  });

  it('shows a pending send with a spinner and a refused one with its error; clicking the icon resends', () => {
    chatActions.addOlderPage(PEER, [], 0);
    chatActions.addPending(PEER, {
      localId: 'x1',
      receiverId: PEER,
      sessionType: 'single',
      messageType: 'text',
      content: '在吗',
    });
    renderThread();
    expect(screen.getByTestId('chat-pending').textContent).toContain('在吗');
    expect(screen.getByTestId('chat-pending').querySelector('.ant-spin')).toBeTruthy();
    fireEvent.click(screen.getByTestId('chat-pending'));
    expect(screen.queryByTestId('chat-resend')).toBeNull();

    act(() => chatActions.failPending('x1', '对方已不是你的好友'));
    expect(screen.getByTestId('chat-pending').textContent).toContain('对方已不是你的好友');
    fireEvent.click(screen.getByTestId('chat-resend'));
    expect(screen.queryByTestId('chat-resend')).toBeNull();
    expect(useChatStore.getState().threads[PEER]!.pending[0]!.error).toBeNull();
  });
});

describe('Composer', () => {
  it('sends on Enter, keeps Shift+Enter and input-method Enter, never sends blank text', () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    const input = screen.getByTestId('chat-input');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '你好' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('你好');
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it('cuts pasted text at 2000 characters', () => {
    render(<Composer onSend={() => {}} />);
    const input = screen.getByTestId('chat-input') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '长'.repeat(2300) } });
    expect(input.value).toHaveLength(2000);
    expect(screen.getByText('2000/2000')).toBeTruthy();
  });
});
