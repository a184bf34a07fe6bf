// The review feature's surface: what the app needs to wire it, and what a queue's owner declares.
export type {
  PresentOptions,
  ReviewActionDeclaration,
  ReviewChange,
  ReviewPageQuery,
  ReviewQueue,
  ReviewRecord,
} from './queue.js';
export { createReviewFeature } from './routes.js';
