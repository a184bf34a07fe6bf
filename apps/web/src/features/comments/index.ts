export { CommentPanel } from './CommentPanel';
export { CommentDrawer } from './CommentDrawer';
