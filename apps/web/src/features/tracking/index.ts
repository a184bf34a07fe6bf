export { recordRecBehavior } from './rec-behavior';
export { trackEvent } from './event-queue';
export { useExposeOnce } from './use-expose';
