import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { defineEndpoint } from './endpoint.js';

/** Invitations: invite links and their statistics. */

/** Codes are 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const INVITE_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{8}$/;
const inviteCode = z.string().trim().toUpperCase().regex(INVITE_CODE_PATTERN, 'an invite code');

/** A new account may be linked to an inviter within this many days of registering. */
export const INVITE_BIND_DAYS = 7;

/** The page an invite link opens; the client puts its own origin in front. */
export const INVITE_LANDING_PATH = '/inviteFriendsIndex';

export const inviteLinkSchema = z.object({
  inviteCode: z.string(),
  /** Path and query of the invite link: `/inviteFriendsIndex?inviteCode=…`. */
  invitePath: z.string(),
  createTime: chinaTimeSchema,
});
export type InviteLink = z.infer<typeof inviteLinkSchema>;

export const createInvite = defineEndpoint({
  method: 'POST',
  path: '/app/user/invite/create',
  auth: 'user',
  tag: 'invite',
  summary: "The viewer's invite code and link; made on the first call, the same one ever after",
  kind: 'object',
  response: inviteLinkSchema,
});

export const inviteeSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  /** When they joined through the link. */
  createTime: chinaTimeSchema,
});
export type Invitee = z.infer<typeof inviteeSchema>;

export const INVITEES_SHOWN = 50;

export const inviteStatistics = defineEndpoint({
  method: 'GET',
  path: '/app/user/invite/statistics',
  auth: 'user',
  tag: 'invite',
  summary: 'How many people joined through the viewer’s link, and the latest fifty of them',
  kind: 'object',
  response: z.object({
    inviteCode: z.string().nullable(),
    invitedCount: z.number().int(),
    invitees: z.array(inviteeSchema),
  }),
});

export const inviter = defineEndpoint({
  method: 'GET',
  path: '/app/user/invite/inviter',
  auth: 'public',
  tag: 'invite',
  summary: 'Who an invite code belongs to, for the landing page',
  query: z.object({ inviteCode }),
  kind: 'object',
  response: z.object({ userId: z.number().int(), nickName: z.string(), avatar: z.string() }),
});

export const bindInvite = defineEndpoint({
  method: 'POST',
  path: '/app/user/invite/bind',
  auth: 'user',
  tag: 'invite',
  summary: `Links a newly registered viewer (within ${INVITE_BIND_DAYS} days) to the inviter; once, never to oneself`,
  body: z.object({ inviteCode }).strict(),
  kind: 'object',
  response: z.object({ inviterId: z.number().int(), nickName: z.string() }),
});
