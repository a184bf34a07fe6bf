import * as account from './account.js';
import * as profiles from './profiles.js';
import * as feedback from './feedback.js';
import * as friends from './friends.js';
import * as im from './im.js';
import * as groups from './groups.js';
import * as groupJoin from './group-join.js';
import * as groupChannels from './group-channels.js';
import * as groupAdmin from './group-admin.js';
import * as groupHarass from './group-harass.js';
import * as notices from './notices.js';
import * as invite from './invite.js';
import * as search from './search.js';
import * as feed from './feed.js';
import * as tracking from './tracking.js';
import * as auth from './auth.js';
import * as comments from './comments.js';
import * as content from './content.js';
import * as contentArticles from './content-articles.js';
import * as contentLiterature from './content-literature.js';
import * as contentQa from './content-qa.js';
import { isEndpoint, type Endpoint } from './endpoint.js';
import * as signing from './signing.js';
import * as sites from './sites.js';
import * as social from './social.js';
import * as system from './system.js';
import * as uploads from './uploads.js';
import * as users from './users.js';
import * as wechat from './wechat.js';
import * as dramas from './dramas.js';
import * as novels from './novels.js';
import * as wallet from './wallet.js';
import * as identity from './identity.js';
import * as payments from './payments.js';
import * as finance from './finance.js';
import * as consoleCore from './console.js';
import * as consoleDashboard from './console-dashboard.js';
import * as consoleReports from './console-reports.js';
import * as consoleMoney from './console-money.js';
import * as consolePeople from './console-people.js';
import * as consoleReview from './console-review.js';
import * as consoleNotices from './console-notices.js';
import * as wishes from './wishes.js';
import * as games from './games.js';
import * as consoleGames from './console-games.js';
import * as distribution from './distribution.js';

function endpointsOf(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).filter(isEndpoint);
}

/** Every endpoint of the API; the OpenAPI document and the server's coverage check read this. */
export const allEndpoints: Endpoint[] = [
  ...endpointsOf(consoleCore),
  ...endpointsOf(consoleDashboard),
  ...endpointsOf(consoleReports),
  ...endpointsOf(consoleMoney),
  ...endpointsOf(consolePeople),
  ...endpointsOf(consoleReview),
  ...endpointsOf(consoleNotices),
  ...endpointsOf(consoleGames),
  ...endpointsOf(wishes),
  ...endpointsOf(system),
  ...endpointsOf(users),
  ...endpointsOf(auth),
  ...endpointsOf(account),
  ...endpointsOf(signing),
  ...endpointsOf(sites),
  ...endpointsOf(wechat),
  ...endpointsOf(social),
  ...endpointsOf(comments),
  ...endpointsOf(content),
  ...endpointsOf(contentArticles),
  ...endpointsOf(contentQa),
  ...endpointsOf(contentLiterature),
  ...endpointsOf(uploads),
  ...endpointsOf(profiles),
  ...endpointsOf(feedback),
  ...endpointsOf(invite),
  ...endpointsOf(search),
  ...endpointsOf(feed),
  ...endpointsOf(tracking),
  ...endpointsOf(friends),
  ...endpointsOf(im),
  ...endpointsOf(groups),
  ...endpointsOf(groupJoin),
  ...endpointsOf(groupChannels),
  ...endpointsOf(groupAdmin),
  ...endpointsOf(groupHarass),
  ...endpointsOf(notices),
  ...endpointsOf(dramas),
  ...endpointsOf(novels),
  ...endpointsOf(wallet),
  ...endpointsOf(identity),
  ...endpointsOf(payments),
  // Every finance endpoint: the earnings feature's, and reconciliation's (reconcileDay, runReconcile).
  ...endpointsOf(finance),
  ...endpointsOf(games),
  ...endpointsOf(distribution),
];
