export { TextInput, DEFAULT_INPUT_MAX_LENGTH, DEFAULT_TEXTAREA_ROWS, type TextInputProps } from './TextInput';
export { trimSpacesAndTabs } from './text-trim';
export { textRule, textProblemMessage } from './text-rule';
export { Pagination, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type PaginationProps } from './Pagination';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ScrollBox, type ScrollBoxProps } from './ScrollBox';
export { InfiniteScroll, type InfiniteScrollProps } from './InfiniteScroll';
export { shouldLoadMore, LOAD_MORE_THRESHOLD_PX } from './infinite-scroll';
export { useConfirmDialog, type ConfirmOptions } from './use-confirm-dialog';
