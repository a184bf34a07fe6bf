import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePanelsStore } from '../../ui/panels-store';
import { chatActions, useChatStore } from './chat-store';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api', () => ({ api }));
vi.mock('./chat-connection', () => ({ ensureChatConnection: vi.fn(), markRead: vi.fn() }));

const { openChatWith } = await import('./open-chat');

describe('openChatWith', () => {
  beforeEach(() => {
    chatActions.reset(9);
    usePanelsStore.setState({ openPanel: null });
    api.mockReset();
  });

  it('opens the chat panel on a new conversation, looking the user up when not known', async () => {
    api.mockResolvedValue({ id: 8, userName: '10000008', nickName: '西湖边的猫', avatar: '/resource/a.png' });
    await openChatWith(8);
    expect(usePanelsStore.getState().openPanel).toBe('chat');
    expect(useChatStore.getState().selectedPeer).toBe(8);
    expect(useChatStore.getState().peers[8]).toEqual({
      id: 8,
      name: '西湖边的猫',
      avatar: '/resource/a.png',
    });
  });

  it('uses what the caller knows without asking the server', async () => {
    await openChatWith(5, { id: 5, name: '晴天', avatar: '' });
    expect(api).not.toHaveBeenCalled();
    expect(useChatStore.getState().peers[5]?.name).toBe('晴天');
  });
});
