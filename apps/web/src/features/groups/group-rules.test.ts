import { describe, expect, it } from 'vitest';
import { im } from '@fox/contracts';
import {
  atIdsFor,
  canMentionAll,
  effectiveSendBlock,
  memberGridSize,
  mentionQueryAt,
  needsMutePolling,
  outranks,
} from './group-rules';

describe('group rules', () => {
  it('lets the leader act on anyone but himself and admins only on ordinary members', () => {
    expect(outranks('group_leader', 'group_admin')).toBe(true);
    expect(outranks('group_leader', 'group_leader')).toBe(false);
    expect(outranks('group_admin', 'group_user')).toBe(true);
    expect(outranks('group_admin', 'group_admin')).toBe(false);
    expect(outranks('group_admin', 'group_leader')).toBe(false);
    expect(outranks('group_user', 'group_user')).toBe(false);
  });

  it('lets only the leader and admins mention everyone, and sizes the member grid by role', () => {
    expect(canMentionAll('group_leader')).toBe(true);
    expect(canMentionAll('group_admin')).toBe(true);
    expect(canMentionAll('group_user')).toBe(false);
    expect(memberGridSize(true)).toBe(10);
    expect(memberGridSize(false)).toBe(11);
  });

  it('finds the mention being typed at the caret', () => {
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('你好 @陈', 5)).toEqual({ start: 3, query: '陈' });
    expect(mentionQueryAt('你好 @陈 ', 6)).toBeNull();
    expect(mentionQueryAt('@陈一帆 明天', 4)).toEqual({ start: 0, query: '陈一帆' });
  });

  it('sends the ids of the mentions still in the text, each once', () => {
    const picks = [
      { id: im.MENTION_ALL, name: '所有人' },
      { id: 3, name: '陈一帆' },
      { id: 3, name: '陈一帆' },
      { id: 4, name: '林知夏' },
    ];
    expect(atIdsFor('@所有人 @陈一帆 开会', picks)).toEqual([im.MENTION_ALL, 3]);
    expect(atIdsFor('开会', picks)).toEqual([]);
  });

  it('lets the poll judge a timed mute, but never lifts a dissolved, banned or ended group', () => {
    expect(effectiveSendBlock({ sendBlock: 'dissolved' }, false)).toBe('dissolved');
    expect(effectiveSendBlock({ sendBlock: 'banned' }, undefined)).toBe('banned');
    expect(effectiveSendBlock({ sendBlock: null }, true)).toBe('forbidden');
    expect(effectiveSendBlock({ sendBlock: 'forbidden' }, false)).toBeNull();
    expect(effectiveSendBlock({ sendBlock: 'forbidden' }, undefined)).toBe('forbidden');
    expect(needsMutePolling({ forbidTime: true, myRole: 'group_user', sendBlock: null })).toBe(true);
    expect(needsMutePolling({ forbidTime: true, myRole: 'group_admin', sendBlock: null })).toBe(false);
    expect(needsMutePolling({ forbidTime: false, myRole: 'group_user', sendBlock: null })).toBe(false);
    expect(needsMutePolling({ forbidTime: true, myRole: 'group_user', sendBlock: 'orderEnded' })).toBe(false);
  });
});
