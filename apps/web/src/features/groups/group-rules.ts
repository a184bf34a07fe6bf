import { groups, im } from '@fox/contracts';

/** The role rules the server enforces too, from the contracts. */
export const { isManager, outranks } = groups;

/** Spec 001 §5: only the leader and admins may mention everyone. */
export const canMentionAll = isManager;

/** The catalogue key of a role's tag; ordinary members have none. */
export function roleTagKey(role: string | null | undefined): string | null {
  if (role === 'group_leader' || role === 'group_admin') return `groups.role.${role}`;
  return null;
}

/** The name a member goes by in this group for everyone: their group nickname, nickname, then ID. */
export const publicNameOf = (member: Pick<groups.Member, 'groupUserNickName' | 'nickName' | 'userName'>) =>
  member.groupUserNickName || member.nickName || member.userName;

/** The name the viewer sees: their own remark for the member first (spec 001 §3 displayName). */
export const shownNameOf = (member: groups.Member) => member.alias || publicNameOf(member);

/** Spec 001 §5: the @ picker and the member search match alias, nickname or username, any case. */
export function memberMatches(member: groups.Member, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  return [member.alias, member.groupUserNickName, member.nickName, member.userName].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/**
 * The spec's member grid (spec 002 §2.6, §9): 10 members for those who may remove members (the remove
 * tile takes a place), 11 for others; 'view more members' shows at 11 or more.
 */
export const memberGridSize = (mayRemove: boolean) => (mayRemove ? 10 : 11);
export const MEMBER_GRID_MORE_AT = 11;

/**
 * What the composer shows instead of itself, or null when the viewer can send. The group's own block comes
 * first; a timed mute is re-judged by the 5 s poll (`polledMute`) while it runs, since windows open and
 * close without any message arriving.
 */
export function effectiveSendBlock(
  group: Pick<groups.Group, 'sendBlock'>,
  polledMute: boolean | undefined,
): groups.SendBlock | null {
  if (group.sendBlock !== null && group.sendBlock !== 'forbidden') return group.sendBlock;
  if (polledMute === undefined) return group.sendBlock;
  return polledMute ? 'forbidden' : null;
}

/** Spec 001 §4, §9: the mute state is polled for ordinary members of a group with timed mute windows. */
export const needsMutePolling = (group: Pick<groups.Group, 'forbidTime' | 'myRole' | 'sendBlock'>) =>
  group.forbidTime &&
  group.myRole === 'group_user' &&
  (group.sendBlock === null || group.sendBlock === 'forbidden');

/** A mention chosen in the @ picker: who, and the name written into the text after the @. */
export interface PickedMention {
  id: number;
  name: string;
}

/**
 * The atIds of a message: the picks whose "@name" is still in the text when it is sent (a mention the
 * writer deleted again does not notify), each once; MENTION_ALL stands for everyone.
 */
export function atIdsFor(text: string, picks: readonly PickedMention[]): number[] {
  const ids: number[] = [];
  for (const pick of picks) {
    if (text.includes(`@${pick.name}`) && !ids.includes(pick.id)) ids.push(pick.id);
  }
  return ids;
}

/** The text typed after an "@" up to the caret, and where that "@" is; null when the caret is not in one. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /@([^\s@]{0,20})$/.exec(before);
  if (!match) return null;
  return { start: match.index, query: match[1]! };
}

export const MENTION_ALL = im.MENTION_ALL;
