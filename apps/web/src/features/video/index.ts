export { ActionButton } from './ActionButton';
export { PlayerArrows } from './PlayerArrows';
export { VideoActions } from './VideoActions';
export { VideoScreen } from './VideoScreen';
export { VideoStageNotice } from './VideoStageNotice';
export { useCommentTotals } from './use-comment-totals';
export { useVideoPaging } from './use-video-paging';
export { busyTypeOf } from './video-links';
export { steppedIndex, type Step } from './video-paging';

// The player's layout, which the drama player shares.
import './video.css';
