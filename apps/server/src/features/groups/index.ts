// The groups feature's surface: what the rest of the server may use of it.
export { createGroupDirectory, groupDirectory } from './directory.js';
export { createGroupsFeature } from './routes.js';
export type { TaskPlans } from './plans.js';
export {
  closeTaskGroup,
  joinTaskGroup,
  openTaskGroup,
  taskGroupIdOf,
  taskGroupMemberIds,
  TaskGroupOutbox,
  talkInTaskGroup,
} from './tasks.js';
export {
  deliverGroupLine,
  dissolveByPlatform,
  groupRowById,
  groupRowForUpdate,
  searchGroupRows,
  setGroupBanned,
  type ConsoleGroupRow,
  type GroupSearch,
} from './console-groups.js';
