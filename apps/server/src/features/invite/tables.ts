import type { Generated } from 'kysely';

/** One code per user, made on their first request for a link. */
export interface InviteCodeTable {
  userId: number;
  code: string;
  createdAt: number;
}

/** Who brought whom: an account is linked to at most one inviter. */
export interface InvitationTable {
  id: Generated<number>;
  inviterId: number;
  inviteeId: number;
  createdAt: number;
}

/** Tables of the invite feature. */
export interface InviteTables {
  inviteCodes: InviteCodeTable;
  invitations: InvitationTable;
}
