export { activeSiteId, useSiteStore } from './site-store';
