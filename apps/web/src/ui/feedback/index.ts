// FeedbackHost is left out on purpose: it is the part fetched on first use.
export { feedback, useFeedback } from './feedback';
export { FeedbackOutlet } from './FeedbackOutlet';
export { preloadFeedback } from './host-link';
export type { Feedback, MessageApi, ModalApi, NotificationApi } from './feedback-types';
