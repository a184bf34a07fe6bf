export type { BusyType } from './busy-type';
export { useGatedAction } from './gated-action';
export { useLikeToggle, useCollectToggle } from './use-reaction-toggle';
export { useFollowToggle } from './use-follow-toggle';
export { useShareLink } from './use-share-link';
export { useDislike } from './use-dislike';
export { ReportDialog } from './ReportDialog';
export { ReportForm } from './ReportForm';
