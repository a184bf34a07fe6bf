export { CommentPanel, type CommentPanelProps } from './CommentPanel';
export { CommentDrawer, COMMENT_DRAWER_WIDTH, type CommentDrawerProps } from './CommentDrawer';
