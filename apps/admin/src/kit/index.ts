// The back office's kit: what every page is built from. See apps/admin/README.md.
export {
  ConsoleTable,
  type BatchAction,
  type ConsoleTableProps,
  type RowOf,
} from './console-table/ConsoleTable';
export { cleanFilterValues, type ConsoleFilter, type FilterValues } from './console-table/FilterBar';
export { hasNextPage, PAGE_SIZES, type TotalMeaning } from './console-table/key-paging';
export { consoleListKey, useRefreshLists } from './list-keys';
export { DetailDrawer, type DetailDrawerProps, type DetailItem } from './DetailDrawer';
export { ConfirmAction } from './ConfirmAction';
export { ConfirmActionHost, failureText } from './ConfirmActionHost';
export { confirmAction, type ConfirmOptions } from './confirm-store';
export {
  AUDIT_STATE_LOOK,
  AuditStateTag,
  CONTENT_STATE_LOOK,
  ContentStateTag,
  contentStateOptions,
  StateTag,
} from './StatusTags';
export { ChinaTime, chinaTimeText } from './ChinaTime';
export { changedFields, JsonBlock, prettyJson } from './JsonBlock';
export { PageSection } from './PageSection';
export { ROLE_DUTIES, ROLE_NAMES, RoleTag } from './roles';
export {
  CONSOLE_SECTIONS,
  defineConsolePages,
  lazyPage,
  type ConsolePage,
  type ConsoleSection,
} from './console-page';
