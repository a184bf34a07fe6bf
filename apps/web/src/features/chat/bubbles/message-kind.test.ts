import { im } from '@fox/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { COMMANDS_WITH_LINE, messageKindOf, systemLineOf } from './message-kind';

const body = (content: string) => ({ content, err: null, duration: null });

describe('message kinds', () => {
  it('sorts every message type of the spec into bubble, system line or app only', () => {
    const kinds = Object.fromEntries(im.MESSAGE_TYPES.map((type) => [type, messageKindOf(type)]));
    expect(kinds).toEqual({
      unknown: 'appOnly',
      text: 'bubble',
      photo: 'bubble',
      video: 'bubble',
      voice: 'bubble',
      share: 'bubble',
      voiceCall: 'appOnly',
      videoCall: 'appOnly',
      notice: 'system',
      tip: 'system',
      file: 'bubble',
      command: 'system',
      msg: 'appOnly',
    });
    expect(messageKindOf('hologram')).toBe('appOnly');
  });

  it('shows the server’s line, else the generic line of a friend or group command', () => {
    const command = (commandType: string, content = '') => ({
      messageType: 'command' as const,
      commandType,
      body: body(content),
    });
    expect(systemLineOf(command('groupName', '群名称修改为 西湖夜跑'))).toEqual({
      text: '群名称修改为 西湖夜跑',
    });
    expect(systemLineOf(command('addFriendPass'))).toEqual({ key: 'chat.bubble.command.addFriendPass' });
    expect(i18n.t('chat.bubble.command.addFriendPass')).toBe('你们已经是好友了，开始聊天吧');
    expect(systemLineOf(command('groupRoomRefresh'))).toBeNull();
    expect(
      systemLineOf({ messageType: 'tip', commandType: null, body: body(' 对方开启了好友验证 ') }),
    ).toEqual({ text: '对方开启了好友验证' });
    expect(systemLineOf({ messageType: 'notice', commandType: null, body: body('') })).toBeNull();
  });

  it('has a generic line for every listed command in both languages', () => {
    for (const command of COMMANDS_WITH_LINE) {
      for (const lng of ['zh-CN', 'en-US']) {
        expect(i18n.exists(`chat.bubble.command.${command}`, { lng }), `${command} ${lng}`).toBe(true);
      }
    }
  });
});
