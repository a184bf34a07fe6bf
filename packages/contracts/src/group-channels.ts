/**
 * Join channels, invite records and pre-join messages (spec 002 §2.8, §3, §4.5, §5, §7): where a group's
 * people come from, who brought whom, and what a newcomer reads on arrival.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { idSchema } from './ids.js';
import { pagingQuery } from './paging.js';
import { fileAddress } from './uploads.js';
import { lineText, multilineText, nameText } from './text.js';

const id = idSchema;

/** Spec 002 §5, §9: a channel's note holds 200 characters and it shows at most 5 images. */
export const CHANNEL_NAME_MAX = 32;
export const CHANNEL_NOTE_MAX = 200;
export const CHANNEL_IMAGES_MAX = 5;
/** Spec 002 §5, §9: at most 10 pre-join messages of 200 characters each. */
export const FAKE_MESSAGES_MAX = 10;
export const FAKE_MESSAGE_MAX = 200;
export const FAKE_BUSY_TYPE = 'FakeImMessage';
export const CHANNEL_TYPES = ['common', 'bindUser'] as const;

export const channelSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  channelName: z.string(),
  channelNote: z.string(),
  channelImage: z.array(z.string()),
  /** The portal path of the channel's join link. */
  channelUrl: z.string(),
  channelCode: z.string(),
  channelUserCount: z.number().int(),
  createTime: z.string(),
});
export type Channel = z.infer<typeof channelSchema>;

const channelForm = z.object({
  channelName: nameText(CHANNEL_NAME_MAX, { min: 1 }),
  channelNote: multilineText(CHANNEL_NOTE_MAX).default(''),
  channelImage: z.array(fileAddress).max(CHANNEL_IMAGES_MAX).default([]),
});

export const channelList = defineEndpoint({
  method: 'GET',
  path: '/im/group/channel/list',
  auth: 'user',
  tag: 'groups',
  summary: "A group's join channels, newest first (imGroupChannelList); the join-settings roles only",
  query: pagingQuery(20, 100).extend({ groupId: id }),
  kind: 'list',
  response: channelSchema,
});

export const channelDetail = defineEndpoint({
  method: 'GET',
  path: '/im/group/channel/:id',
  auth: 'user',
  tag: 'groups',
  summary: 'One join channel, loaded before the edit dialog opens',
  params: z.object({ id }),
  kind: 'object',
  response: channelSchema,
});

export const addChannel = defineEndpoint({
  method: 'POST',
  path: '/im/group/channel',
  auth: 'user',
  tag: 'groups',
  summary: 'Adds a join channel with a code and link of its own; the join-settings roles only',
  body: channelForm.extend({ groupId: id }),
  kind: 'object',
  response: channelSchema,
});

export const editChannel = defineEndpoint({
  method: 'PUT',
  path: '/im/group/channel',
  auth: 'user',
  tag: 'groups',
  summary: "Changes a channel's name, note and images; its code and link stay",
  body: channelForm.extend({ id }),
  kind: 'object',
  response: channelSchema,
});

export const deleteChannel = defineEndpoint({
  method: 'DELETE',
  path: '/im/group/channel/:id',
  auth: 'user',
  tag: 'groups',
  summary: 'Deletes a channel: its link stops working; those who joined through it stay',
  params: z.object({ id }),
  kind: 'object',
  response: z.null(),
});

const personSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  userAvatar: z.string(),
  joinTime: z.string(),
});

export const channelUsers = defineEndpoint({
  method: 'GET',
  path: '/im/group/channel/users',
  auth: 'user',
  tag: 'groups',
  summary: 'Who joined through a channel, newest first (the channel member list)',
  query: pagingQuery(20, 100).extend({ channelId: id }),
  kind: 'list',
  response: personSchema,
});

/** One inviter and whom they brought (spec 002 §3 invite record). */
export const inviteRecordSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  userAvatar: z.string(),
  inviteCount: z.number().int(),
  /** The newest of those they brought, at most 10; `inviteCount` counts them all. */
  inviteList: z.array(personSchema),
});
export type InviteRecord = z.infer<typeof inviteRecordSchema>;

export const inviteUserList = defineEndpoint({
  method: 'GET',
  path: '/im/group/invite/list',
  auth: 'user',
  tag: 'groups',
  summary:
    'Invite records (imGroupInviteUserList): who brought how many and whom, most first; channelType bindUser counts only those bound as friends, channelCode only one channel. The join-settings roles only',
  query: pagingQuery(20, 100).extend({
    groupId: id,
    channelType: z.enum(CHANNEL_TYPES).default('common'),
    channelCode: lineText(32).optional(),
  }),
  kind: 'list',
  response: inviteRecordSchema,
});

export const fakeMessageSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  busyType: z.literal(FAKE_BUSY_TYPE),
  busyContent: z.string(),
});
export type FakeMessage = z.infer<typeof fakeMessageSchema>;

const fakeForm = z.object({
  groupId: id,
  busyType: z.literal(FAKE_BUSY_TYPE).default(FAKE_BUSY_TYPE),
  busyContent: multilineText(FAKE_MESSAGE_MAX, { min: 1 }),
});

export const fakeList = defineEndpoint({
  method: 'GET',
  path: '/im/group/fake/list',
  auth: 'user',
  tag: 'groups',
  summary:
    "A group's pre-join messages in the order newcomers read them (getFakeList); the join-settings roles only",
  query: z.object({ groupId: id, busyType: z.literal(FAKE_BUSY_TYPE).default(FAKE_BUSY_TYPE) }),
  kind: 'list',
  response: fakeMessageSchema,
});

export const addFakeMessage = defineEndpoint({
  method: 'POST',
  path: '/im/group/fake',
  auth: 'user',
  tag: 'groups',
  summary: 'Adds a pre-join message (fakeListAdd); at most 10 a group',
  body: fakeForm,
  kind: 'object',
  response: fakeMessageSchema,
});

export const editFakeMessage = defineEndpoint({
  method: 'PUT',
  path: '/im/group/fake',
  auth: 'user',
  tag: 'groups',
  summary: 'Changes a pre-join message (updatedFakeList)',
  body: fakeForm.extend({ id }),
  kind: 'object',
  response: fakeMessageSchema,
});

export const deleteFakeMessage = defineEndpoint({
  method: 'DELETE',
  path: '/im/group/fake/:groupId/:id',
  auth: 'user',
  tag: 'groups',
  summary: 'Deletes a pre-join message (fakeListDel)',
  params: z.object({ groupId: id, id }),
  kind: 'object',
  response: z.null(),
});
