import { z } from 'zod';
import { authoredFields, CONTENT_STATES, platformItemFields, TITLE_MAX } from './content.js';
import { chinaTimeSchema } from './china-time-schema.js';
import { defineEndpoint } from './endpoint.js';
import { idSchema } from './ids.js';
import { pagingQuery } from './paging.js';
import { fileAddress } from './uploads.js';
import { lineText, multilineText } from './text.js';

/** A drama taken down by its author (OffShelf) or by the platform (CompelOff) sells nothing (spec 000 §4). */
export const TAKEN_DOWN_STATES = ['OffShelf', 'CompelOff'] as const;

/** Episodes per tab of the episode list; above TAB_SPLIT_ABOVE episodes the list has about TAB_COUNT tabs. */
export const EPISODE_TAB_SIZE = 10;
export const TAB_SPLIT_ABOVE = 50;
export const TAB_COUNT = 5;

export const EPISODES_MAX = 200;
export const INTRO_MAX = 500;
/** Yuan; a price has at most two decimals (fen). */
export const PRICE_MAX_YUAN = 10_000;

export const DRAMA_SORTS = ['hot', 'new'] as const;

/** A yuan amount with at most two decimals, from 0 to PRICE_MAX_YUAN. */
export const yuanPrice = z
  .number()
  .min(0)
  .max(PRICE_MAX_YUAN)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'at most two decimals');

/** Drama info and play info (spec 000 §3): prices in yuan, the shelf state, the episode count. */
export const dramaSchema = z.object({
  /** The platform's fields: the intro is the content, playCount the viewCount. */
  ...platformItemFields,
  id: z.number().int(),
  userId: z.number().int(),
  /** The creator's public ID, nickname and avatar. */
  userName: z.string(),
  nickName: z.string(),
  userAvatar: z.string(),
  title: z.string(),
  intro: z.string(),
  coverUrl: z.string(),
  categoryName: z.string(),
  episodeCount: z.number().int(),
  /** The first this-many episodes are free to watch. */
  freeCount: z.number().int(),
  singlePrice: z.number(),
  playletPrice: z.number(),
  /** Sold by the platform itself rather than by the creator. */
  isPlatform: z.boolean(),
  state: z.enum(CONTENT_STATES),
  collectObj: z.boolean(),
  collectCount: z.number().int(),
  playCount: z.number().int(),
  /** Paid episodes the viewer has unlocked; 0 for guests. */
  unlockedCount: z.number().int(),
  createTime: chinaTimeSchema,
});
export type Drama = z.infer<typeof dramaSchema>;

/**
 * One episode as the player shows it (spec 000 §3 video item). videoUrl is empty while it is locked;
 * otherwise it is signed for the viewer and valid for one to two hours (the same address all hour long), so
 * a player open longer asks for the episodes again when the video fails to load.
 */
export const episodeSchema = z.object({
  ...authoredFields,
  title: z.string(),
  videoUrl: z.string(),
  coverUrl: z.string(),
  duration: z.number().int(),
  /** The drama's id. */
  episodeRelevance: z.number().int(),
  playletTitle: z.string(),
  episodeNumber: z.number().int(),
  episodeCount: z.number().int(),
  /** The episode must be bought. */
  episodePay: z.boolean(),
  /** The viewer may watch it: free, bought, or their own drama. */
  paid: z.boolean(),
  relation: z.null(),
});
export type Episode = z.infer<typeof episodeSchema>;

const relevanceQuery = z.object({ episodeRelevance: idSchema });

export const dramaPage = defineEndpoint({
  method: 'GET',
  path: '/app/api/playlet/list',
  auth: 'optional',
  tag: 'dramas',
  summary: 'Dramas on the shelf: hottest or newest first, optionally matching a keyword',
  query: pagingQuery(12, 50).extend({
    sort: z.enum(DRAMA_SORTS).default('hot'),
    keyword: lineText(32).optional(),
  }),
  kind: 'list',
  response: dramaSchema,
});

export const dramaInfo = defineEndpoint({
  method: 'GET',
  path: '/app/api/playlet/info',
  auth: 'optional',
  tag: 'dramas',
  summary: 'One drama with its prices and shelf state (PlayletInfo); a taken-down one still answers',
  query: relevanceQuery,
  kind: 'object',
  response: dramaSchema,
});

export const episodeList = defineEndpoint({
  method: 'GET',
  path: '/app/api/playlet/episodes',
  auth: 'optional',
  tag: 'dramas',
  summary: "Every episode of a drama in order, with the viewer's paid flags (getShortPlayNum)",
  query: relevanceQuery,
  kind: 'list',
  response: episodeSchema,
});

export const collectedDramas = defineEndpoint({
  method: 'GET',
  path: '/app/api/dj/collect/list',
  auth: 'user',
  tag: 'dramas',
  summary: 'Dramas the viewer collected, newest collect first',
  query: pagingQuery(12, 50),
  kind: 'list',
  response: dramaSchema,
});

export const myDramas = defineEndpoint({
  method: 'GET',
  path: '/app/api/playlet/mine',
  auth: 'user',
  tag: 'dramas',
  summary: 'Dramas the viewer published, whatever their state',
  query: pagingQuery(12, 50),
  kind: 'list',
  response: dramaSchema,
});

export const boughtDramas = defineEndpoint({
  method: 'GET',
  path: '/app/api/playlet/bought',
  auth: 'user',
  tag: 'dramas',
  summary: 'Dramas the viewer bought episodes of, latest purchase first (unlockedCount says how many)',
  query: pagingQuery(12, 50),
  kind: 'list',
  response: dramaSchema,
});

/** A drama the viewer watched, with where they got to. */
export const watchedDramaSchema = dramaSchema.extend({ lastEpisodeNumber: z.number().int() });
export type WatchedDrama = z.infer<typeof watchedDramaSchema>;

export const watchedDramas = defineEndpoint({
  method: 'GET',
  path: '/app/api/playlet/watched',
  auth: 'user',
  tag: 'dramas',
  summary: 'Dramas the viewer watched, latest first, with the last episode watched',
  query: pagingQuery(12, 50),
  kind: 'list',
  response: watchedDramaSchema,
});

export const watchEpisode = defineEndpoint({
  method: 'POST',
  path: '/app/api/playlet/watch',
  auth: 'user',
  tag: 'dramas',
  summary: 'The viewer is watching an episode: it becomes where their progress in the drama stands',
  body: z.object({ episodeRelevance: idSchema, episodeNumber: z.number().int().min(1).max(EPISODES_MAX) }),
  kind: 'object',
  response: z.null(),
});

export const newEpisode = z
  .object({
    title: lineText(TITLE_MAX, { min: 1 }),
    videoUrl: fileAddress,
    coverUrl: fileAddress.optional(),
    duration: z.number().int().min(0).max(86_400).default(0),
  })
  .strict();

export const publishDrama = defineEndpoint({
  method: 'POST',
  path: '/app/api/playlet',
  auth: 'user',
  tag: 'dramas',
  summary:
    'Publish a drama with its episodes; paid episodes need a verified pay account and bank card (spec 002 §4.10)',
  body: z
    .object({
      title: lineText(TITLE_MAX, { min: 1 }),
      intro: multilineText(INTRO_MAX).default(''),
      coverUrl: fileAddress.optional(),
      categoryName: lineText(16).default(''),
      singlePrice: yuanPrice,
      playletPrice: yuanPrice,
      freeCount: z.number().int().min(0).max(EPISODES_MAX),
      episodes: z.array(newEpisode).min(1).max(EPISODES_MAX),
    })
    .strict(),
  kind: 'object',
  response: dramaSchema,
});

export const setDramaState = defineEndpoint({
  method: 'PUT',
  path: '/app/api/playlet/state',
  auth: 'user',
  tag: 'dramas',
  summary: 'The creator puts their drama on or off the shelf',
  body: z.object({ id: idSchema, state: z.enum(['OnShelf', 'OffShelf']) }).strict(),
  kind: 'object',
  response: dramaSchema,
});

/** The episode tabs of spec 002 §9: chunks of 10, or 5 even chunks above 50 episodes. */
export function episodeTabs(episodeCount: number): Array<{ from: number; to: number }> {
  if (episodeCount <= 0) return [];
  const size = episodeCount > TAB_SPLIT_ABOVE ? Math.ceil(episodeCount / TAB_COUNT) : EPISODE_TAB_SIZE;
  const tabs: Array<{ from: number; to: number }> = [];
  for (let from = 1; from <= episodeCount; from += size) {
    tabs.push({ from, to: Math.min(from + size - 1, episodeCount) });
  }
  return tabs;
}
