import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { pagingQuery } from './paging.js';
import { lineText } from './text.js';

/** The public face of a user: what search results and cards show. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  /** The public ID people search by. */
  userName: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  intro: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userPage = defineEndpoint({
  method: 'GET',
  path: '/app/api/common/user/page',
  auth: 'optional',
  tag: 'users',
  summary: 'Search users by ID or nickname',
  query: pagingQuery(10, 50).extend({
    keyword: lineText(20).optional(),
  }),
  kind: 'list',
  response: publicUserSchema,
});
