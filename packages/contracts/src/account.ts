import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { defineEndpoint } from './endpoint.js';
import { multilineText, nameText } from './text.js';

/** The logged-in user's own profile. */
export const profileSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  intro: z.string(),
  phone: z.string().nullable(),
  hasPassword: z.boolean(),
  roles: z.array(z.string()),
  siteId: z.number().int(),
  createTime: chinaTimeSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/app/user/profile',
  auth: 'user',
  tag: 'account',
  summary: 'The logged-in user profile',
  kind: 'object',
  response: profileSchema,
});

export const NICKNAME_MAX = 16;
export const INTRO_MAX = 100;

export const editProfile = defineEndpoint({
  method: 'POST',
  path: '/app/user/profile',
  auth: 'user',
  tag: 'account',
  summary: 'Edit nickname, avatar or intro',
  body: z
    .object({
      nickName: nameText(NICKNAME_MAX, { min: 1 }).optional(),
      avatar: z.string().trim().max(512).optional(),
      intro: multilineText(INTRO_MAX).optional(),
    })
    .strict(),
  kind: 'object',
  response: profileSchema,
});

export const getInfo = defineEndpoint({
  method: 'GET',
  path: '/system/user/getInfo',
  auth: 'user',
  tag: 'account',
  summary: 'The user with roles and permissions (getUserProfile after login)',
  kind: 'object',
  response: z.object({
    user: profileSchema,
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
    /** The role key the client reads from userInfo rolePermission. */
    rolePermission: z.array(z.string()),
  }),
});

export const roleList = defineEndpoint({
  method: 'GET',
  path: '/app/user/roles',
  auth: 'user',
  tag: 'account',
  summary: 'Role keys of the logged-in user (getRoleList)',
  kind: 'list',
  response: z.object({ roleKey: z.string(), roleName: z.string() }),
});

export const isFirstLogin = defineEndpoint({
  method: 'GET',
  path: '/app/user/isFirstLogin',
  auth: 'user',
  tag: 'account',
  summary: 'Whether the first-login guide is still to be shown (userIsFirstLogin)',
  kind: 'object',
  response: z.boolean(),
});

export const guideDone = defineEndpoint({
  method: 'POST',
  path: '/app/user/guide/done',
  auth: 'user',
  tag: 'account',
  summary: 'The first-login guide was finished or skipped; it is not shown again',
  kind: 'object',
  response: z.null(),
});
