import { invite } from '@fox/contracts';
import type { Feature } from '../../platform/feature.js';
import { bindInvite, inviteLinkFor, inviterOf, inviteStatistics } from './invitations.js';
import { inviteMessages } from './messages.js';

/** Codes are 8 characters from 31: this keeps guessing them slow without bothering people. */
const LOOKUP_LIMIT = { max: 30, windowMs: 60_000 };

/** Invitations: invite links and their statistics. */
export const inviteFeature: Feature = {
  name: 'invite',
  messages: inviteMessages,
  install({ router, platform }) {
    const { db } = platform.database;
    router.handle(invite.createInvite, ({ user }) => inviteLinkFor(db, user.id));
    router.handle(invite.inviteStatistics, ({ user }) => inviteStatistics(db, user.id));
    router.handle(invite.inviter, ({ query }) => inviterOf(db, query.inviteCode), {
      rateLimit: LOOKUP_LIMIT,
    });
    router.handle(invite.bindInvite, ({ body, user }) => bindInvite(db, user.id, body.inviteCode), {
      rateLimit: LOOKUP_LIMIT,
    });
  },
};
