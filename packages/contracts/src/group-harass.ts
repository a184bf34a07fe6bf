/**
 * Anti-harassment rules (spec 002 §3, §5, §9): keywords and a length limit that every message of the
 * groups following a rule is checked against before it is stored, and what happens to a sender who breaks it.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { idSchema } from './ids.js';
import { pagingQuery } from './paging.js';
import { nameText } from './text.js';

const id = idSchema;

export const RULE_TITLE_MAX = 30;
export const KEYWORD_MAX = 20;
export const KEYWORDS_MAX = 100;
/** Spec 002 §5: the character limit is at least 50 and at most 4 digits. */
export const SCREEN_LIMIT_MIN = 50;
export const SCREEN_LIMIT_MAX = 9999;
/** Spec 002 §9: 1 kicks the sender out, 2 shows the message to no one but its sender. */
export const PUNISH_KICK = 1;
export const PUNISH_HIDE = 2;
export const PUNISH_TYPES = [PUNISH_KICK, PUNISH_HIDE] as const;
/** How many groups one rule is applied to in one save. */
export const RULE_GROUPS_MAX = 100;

/** The items of a comma string on the wire (spec 002 §3); Chinese commas are read as commas too. */
const splitCommas = (text: string) =>
  text
    .split(/[,，]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
const commaText = z.string().max(20_000).transform(splitCommas);

export const ruleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  enableAd: z.boolean(),
  /** Comma string of keywords, as the real API writes it. */
  adWordList: z.string(),
  enableScreen: z.boolean(),
  screenLimit: z.number().int().nullable(),
  punishType: z.union([z.literal(PUNISH_KICK), z.literal(PUNISH_HIDE)]),
  /** Comma string of the ids of the groups that follow it. */
  groupList: z.string(),
});
export type Rule = z.infer<typeof ruleSchema>;

export const ruleDetails = defineEndpoint({
  method: 'GET',
  path: '/im/group/noHarass/:groupId',
  auth: 'user',
  tag: 'groups',
  summary:
    'The anti-harassment rule a group follows, or null (imGroupNoHarassDetails); the anti-harassment roles only',
  params: z.object({ groupId: id }),
  kind: 'object',
  response: ruleSchema.nullable(),
});

export const saveRule = defineEndpoint({
  method: 'POST',
  path: '/im/group/noHarass',
  auth: 'user',
  tag: 'groups',
  summary:
    'Saves a rule (imGroupNoHarass) and makes the chosen groups follow it, in place of any rule they had; the viewer must hold an anti-harassment role in each. With `id`, changes a rule of the viewer',
  body: z.object({
    id: id.optional(),
    // The title, keywords, limit and punishment are checked by the server, which answers with the exact
    // messages of spec 002 §5 (请填写规则名称, 请添加关键词, 请填写限制字数, 限制字数不少于50字).
    title: nameText(RULE_TITLE_MAX),
    enableAd: z.boolean(),
    adWordList: commaText.default([]),
    enableScreen: z.boolean(),
    screenLimit: z.number().int().nullable().optional(),
    punishType: z.number().int(),
    groupList: commaText.pipe(
      z
        .array(
          z
            .string()
            .regex(/^[1-9]\d{0,15}$/)
            .transform(Number),
        )
        .min(1)
        .max(RULE_GROUPS_MAX),
    ),
  }),
  kind: 'object',
  response: ruleSchema,
});

export const myRules = defineEndpoint({
  method: 'GET',
  path: '/im/group/noHarass/list',
  auth: 'user',
  tag: 'groups',
  summary: 'The rules the viewer made, newest first',
  query: pagingQuery(20, 100),
  kind: 'list',
  response: ruleSchema,
});

export const removeRule = defineEndpoint({
  method: 'DELETE',
  path: '/im/group/noHarass/rule/:id',
  auth: 'user',
  tag: 'groups',
  summary: 'Deletes a rule of the viewer: the groups that followed it follow none',
  params: z.object({ id }),
  kind: 'object',
  response: z.null(),
});
