import type { Migration } from 'kysely';
import * as m0001 from './0001-users.js';
import * as m0002 from './0002-signing-keys.js';
import * as m0003 from './0003-sites.js';
import * as m0004 from './0004-accounts.js';
import * as m0005 from './0005-social-identities.js';
import * as m0006 from './0006-content.js';
import * as m0007 from './0007-uploads.js';
import * as m0008 from './0008-social.js';
import * as m0009 from './0009-search.js';
import * as m0010 from './0010-tracking.js';
import * as m0011 from './0011-profiles.js';
import * as m0012 from './0012-article-relations.js';
import * as m0013 from './0013-friends.js';
import * as m0014 from './0014-im.js';
import * as m0015 from './0015-notices.js';
import * as m0016 from './0016-im-actions.js';
import * as m0017 from './0017-groups.js';
import * as m0018 from './0018-chat-reports.js';
import * as m0019 from './0019-im-write-volume.js';
import * as m0020 from './0020-dramas-and-money.js';
import * as m0021 from './0021-feed-ranking.js';
import * as m0022 from './0022-private-files.js';
import * as m0023 from './0023-login-lockout.js';
import * as m0024 from './0024-drama-viewers.js';
import * as m0025 from './0025-content-views.js';
import * as m0026 from './0026-pay-account-details.js';
import * as m0027 from './0027-console.js';
import * as m0028 from './0028-report-queue.js';
import * as m0029 from './0029-content-review.js';
import * as m0030 from './0030-console-people.js';
import * as m0031 from './0031-notice-broadcasts.js';
import * as m0032 from './0032-refunds.js';
import * as m0034 from './0034-daily-figures.js';
import * as m0035 from './0035-wishes.js';
import * as m0036 from './0036-task-groups.js';
import * as m0037 from './0037-wish-ratings.js';
import * as m0038 from './0038-wishes-by-change.js';
import * as m0039 from './0039-group-administration.js';
import * as m0040 from './0040-group-member-order.js';
import * as m0041 from './0041-group-join.js';
import * as m0042 from './0042-messages-for-one.js';
import * as m0043 from './0043-real-name-and-cards.js';
import * as m0044 from './0044-earnings.js';
import * as m0045 from './0045-reconciliation.js';
import * as m0046 from './0046-sandbox-payout-key.js';
import * as m0047 from './0047-reconciliation-reads.js';
import * as m0048 from './0048-novels.js';
import * as m0049 from './0049-novel-readers.js';
import * as m0052 from './0052-games.js';
import * as m0053 from './0053-game-shelf.js';
import * as m0054 from './0054-distribution.js';
import * as m0055 from './0055-promoter-figures.js';
import * as m0056 from './0056-search-by-change.js';

/** Every migration, in order. Names sort lexically; never rename or edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-users': m0001,
  '0002-signing-keys': m0002,
  '0003-sites': m0003,
  '0004-accounts': m0004,
  '0005-social-identities': m0005,
  '0006-content': m0006,
  '0007-uploads': m0007,
  '0008-social': m0008,
  '0009-search': m0009,
  '0010-tracking': m0010,
  '0011-profiles': m0011,
  '0012-article-relations': m0012,
  '0013-friends': m0013,
  '0014-im': m0014,
  '0015-notices': m0015,
  '0016-im-actions': m0016,
  '0017-groups': m0017,
  '0018-chat-reports': m0018,
  '0019-im-write-volume': m0019,
  '0020-dramas-and-money': m0020,
  '0021-feed-ranking': m0021,
  '0022-private-files': m0022,
  '0023-login-lockout': m0023,
  '0024-drama-viewers': m0024,
  '0025-content-views': m0025,
  '0026-pay-account-details': m0026,
  '0027-console': m0027,
  '0028-report-queue': m0028,
  '0029-content-review': m0029,
  '0030-console-people': m0030,
  '0031-notice-broadcasts': m0031,
  '0032-refunds': m0032,
  '0034-daily-figures': m0034,
  '0035-wishes': m0035,
  '0036-task-groups': m0036,
  '0037-wish-ratings': m0037,
  '0038-wishes-by-change': m0038,
  '0039-group-administration': m0039,
  '0040-group-member-order': m0040,
  '0041-group-join': m0041,
  '0042-messages-for-one': m0042,
  '0043-real-name-and-cards': m0043,
  '0044-earnings': m0044,
  '0045-reconciliation': m0045,
  '0046-sandbox-payout-key': m0046,
  '0047-reconciliation-reads': m0047,
  '0048-novels': m0048,
  '0049-novel-readers': m0049,
  '0052-games': m0052,
  '0053-game-shelf': m0053,
  '0054-distribution': m0054,
  '0055-promoter-figures': m0055,
  '0056-search-by-change': m0056,
};
