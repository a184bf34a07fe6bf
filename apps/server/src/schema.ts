import type { Kysely } from 'kysely';
import { tablesOf, type Db } from './platform/db/tables.js';
import type { AuthTables } from './features/auth/tables.js';
import type { ContentTables } from './features/content/tables.js';
import type { CommentsTables } from './features/comments/tables.js';
import type { WechatTables } from './features/auth/wechat/tables.js';
import type { SitesTables } from './features/sites/tables.js';
import type { SocialTables } from './features/social/tables.js';
import type { UploadsTables } from './features/uploads/tables.js';
import type { UsersTables } from './features/users/tables.js';
import type { ProfilesTables } from './features/profiles/tables.js';
import type { FeedbackTables } from './features/feedback/tables.js';
import type { InviteTables } from './features/invite/tables.js';
import type { SearchTables } from './features/search/tables.js';
import type { FeedTables } from './features/feed/tables.js';
import type { TrackingTables } from './features/tracking/tables.js';
import type { FriendsTables } from './features/friends/tables.js';
import type { ImTables } from './features/im/tables.js';
import type { GroupsTables } from './features/groups/tables.js';
import type { NoticesTables } from './features/notices/tables.js';
import type { DramasTables } from './features/dramas/tables.js';
import type { NovelsTables } from './features/novels/tables.js';
import type { WalletTables } from './features/wallet/tables.js';
import type { EarningsTables } from './features/earnings/tables.js';
import type { ReconciliationTables } from './features/reconciliation/tables.js';
import type { PaymentsTables } from './features/payments/tables.js';
import type { AuditTables } from './features/audit/tables.js';
import type { WishesTables } from './features/wishes/tables.js';
import type { GamesTables } from './features/games/tables.js';
import type { DistributionTables } from './features/distribution/tables.js';
import type { SigningTables } from './platform/http/signing/tables.js';
import type { MetricsTables } from './platform/metrics/tables.js';

/** Every table, composed from the features that own them (one `&` per feature). */
export type DatabaseSchema = UsersTables &
  MetricsTables &
  AuditTables &
  AuthTables &
  SigningTables &
  SitesTables &
  WechatTables &
  SocialTables &
  CommentsTables &
  ContentTables &
  UploadsTables &
  ProfilesTables &
  FeedbackTables &
  InviteTables &
  SearchTables &
  FeedTables &
  TrackingTables &
  FriendsTables &
  ImTables &
  GroupsTables &
  NoticesTables &
  DramasTables &
  NovelsTables &
  WalletTables &
  EarningsTables &
  ReconciliationTables &
  PaymentsTables &
  WishesTables &
  GamesTables &
  DistributionTables;

/** The whole database with every table named: for the demo seed, the command line and tests only. */
export const allTables = (db: Db): Kysely<DatabaseSchema> => tablesOf<DatabaseSchema>(db);
