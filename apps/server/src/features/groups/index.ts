// The groups feature's surface: what the rest of the server may use of it.
export { groupDirectory } from './directory.js';
export { groupsFeature } from './routes.js';
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
