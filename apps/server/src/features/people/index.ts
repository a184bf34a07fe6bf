// The back office's people pages: users, their console roles, and groups. Only the app installs it.
export { peopleFeature } from './routes.js';
