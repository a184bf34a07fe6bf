export { userHomeLinkOf, workLinkOf } from './work-links';
export { useUserHome, useRefreshProfile, PROFILE_KEY } from './profile-queries';
