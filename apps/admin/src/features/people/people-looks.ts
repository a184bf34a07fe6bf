import { CONSOLE_ROLES, type ConsoleRole, type consolePeople } from '@fox/contracts';

/**
 * How the people pages name states: an account's, a chat mute's and a group's. Each table says what the
 * server's value means; a value the table does not know shows as it is.
 */

export const ACCOUNT_STATE_LOOK: Record<consolePeople.AccountState, { label: string; color: string }> = {
  active: { label: '正常', color: 'success' },
  disabled: { label: '已停用', color: 'error' },
};

export const accountStateOptions = (['active', 'disabled'] as const).map((state) => ({
  value: state,
  label: ACCOUNT_STATE_LOOK[state].label,
}));

/** Group states of spec 001 §4 (0 normal, 1 banned by the platform, 2 its order ended). */
export const GROUP_STATE_LOOK: Record<'0' | '1' | '2', { label: string; color: string }> = {
  '0': { label: '正常', color: 'success' },
  '1': { label: '已封禁', color: 'error' },
  '2': { label: '订单已结束', color: 'default' },
};

export const groupStateOptions = (['0', '1', '2'] as const).map((state) => ({
  value: Number(state),
  label: GROUP_STATE_LOOK[state].label,
}));

/** Group types of spec 002 (group and normal are both the ordinary kind). */
const GROUP_TYPE_NAMES: Record<string, string> = {
  group: '普通群',
  normal: '普通群',
  subGroup: '子群',
  groupTask: '任务群',
  groupForm: '表单群',
};

export const groupTypeName = (type: string) => GROUP_TYPE_NAMES[type] ?? type;

/** The console roles among an account's role keys (`user` and unknown keys left out), in their order. */
export const consoleRolesIn = (roles: readonly string[]): ConsoleRole[] =>
  CONSOLE_ROLES.filter((role) => roles.includes(role));

/** A mute in force in words: until when, or until an operator lifts it. */
export const muteUntilText = (mute: consolePeople.AccountMute) =>
  mute.until === null ? '直到解除' : `至 ${mute.until}`;
