import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { defineEndpoint } from './endpoint.js';
import { idSchema, wholeNumber } from './ids.js';
import { pagingQuery } from './paging.js';

/**
 * Distribution (分销): an owner opens an item to promoters with a commission; a promoter takes it and
 * shares a link carrying an attribution code; a buyer who opened that link and buys within the window
 * earns the promoter the commission, out of the seller's share. Dramas first; wishes join later.
 */

/** The kinds of item that can be opened to distribution (wishes join in a later step). */
export const DISTRIBUTION_KINDS = ['drama'] as const;
export type DistributionKind = (typeof DISTRIBUTION_KINDS)[number];

/** Commission in percent of the price: at least 1, and at most half, so the seller keeps a real share. */
export const COMMISSION_PERCENT_MIN = 1;
export const COMMISSION_PERCENT_MAX = 50;
/** An item stays open for at most a year before its owner must renew it. */
export const DISTRIBUTION_MAX_DAYS = 366;
/** Days a link's attribution lasts when the server is not configured otherwise (DISTRIBUTION_WINDOW_DAYS). */
export const DEFAULT_WINDOW_DAYS = 7;

/** The query parameter carrying the attribution code on a shared link (`/shortPlayDetail?...&pc=<code>`). */
export const ATTRIBUTION_PARAM = 'pc';
/** Attribution codes: 12 characters of an unguessable alphabet (about 71 bits). */
export const ATTRIBUTION_CODE_PATTERN = /^[0-9A-Za-z]{12}$/;

export const PLAZA_SORTS = ['commission', 'sales', 'newest'] as const;
export type PlazaSort = (typeof PLAZA_SORTS)[number];

export const DISTRIBUTION_STATES = ['open', 'closed'] as const;

/** A China-time calendar day, YYYY-MM-DD. */
const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');

const itemRef = z.object({
  kind: z.enum(DISTRIBUTION_KINDS).default('drama'),
  /** The drama's id. */
  itemId: idSchema,
});

/** An item as the plaza shows it to promoters. */
export const plazaItemSchema = z.object({
  /** The distribution's own id: what a promoter takes. */
  id: z.number().int(),
  kind: z.enum(DISTRIBUTION_KINDS),
  itemId: z.number().int(),
  title: z.string(),
  coverUrl: z.string(),
  categoryName: z.string(),
  /** Yuan per episode, and for the whole drama. */
  singlePrice: z.number(),
  playletPrice: z.number(),
  commissionPercent: z.number().int(),
  /** Yuan a promoter earns on one episode sold through their link, rounded down to the fen. */
  commissionPerEpisode: z.number(),
  /** Orders made through promoters' links so far. */
  sales: z.number().int(),
  /** The last day it is open, China time. */
  endDate: z.string(),
  createTime: chinaTimeSchema,
});
export type PlazaItem = z.infer<typeof plazaItemSchema>;

/** An item's distribution as its owner sees it after a change. */
export const distributionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DISTRIBUTION_KINDS),
  itemId: z.number().int(),
  commissionPercent: z.number().int(),
  endDate: z.string(),
  state: z.enum(DISTRIBUTION_STATES),
  sales: z.number().int(),
  commission: z.number(),
});
export type Distribution = z.infer<typeof distributionSchema>;

/** A promoter's promotion of one item: the code, the link, and its figures (from rollups). */
export const promotionSchema = z.object({
  id: z.number().int(),
  distributionId: z.number().int(),
  kind: z.enum(DISTRIBUTION_KINDS),
  itemId: z.number().int(),
  title: z.string(),
  code: z.string(),
  /** The portal path the shared link opens, with the attribution code. */
  link: z.string(),
  commissionPercent: z.number().int(),
  /** Visits through the link by logged-in users other than the promoter. */
  visits: z.number().int(),
  /** Different buyers who bought through it. */
  buyers: z.number().int(),
  orders: z.number().int(),
  /** Yuan credited, less any reversed by refunds. */
  commission: z.number(),
  createTime: chinaTimeSchema,
});
export type Promotion = z.infer<typeof promotionSchema>;

/** One item's promotion page: the item, whether it is open now, and the viewer's own promotion of it. */
export const distributionDetailSchema = plazaItemSchema.extend({
  open: z.boolean(),
  promotion: promotionSchema.nullable(),
});
export type DistributionDetail = z.infer<typeof distributionDetailSchema>;

export const openDistribution = defineEndpoint({
  method: 'POST',
  path: '/app/api/distribution/item',
  auth: 'user',
  tag: 'distribution',
  summary:
    "Open one's own drama to distribution, or change its commission and end date (a closed one opens again)",
  body: itemRef
    .extend({
      commissionPercent: wholeNumber({ min: COMMISSION_PERCENT_MIN, max: COMMISSION_PERCENT_MAX }),
      /** The last day it is open, China time; from today to a year ahead. */
      endDate: dayText,
    })
    .strict(),
  kind: 'object',
  response: distributionSchema,
});

export const ownDistribution = defineEndpoint({
  method: 'GET',
  path: '/app/api/distribution/item',
  auth: 'user',
  tag: 'distribution',
  summary:
    "One's own drama's distribution terms as they stand (open or closed), for the owner's settings; null when it was never opened",
  query: itemRef,
  kind: 'object',
  response: distributionSchema.nullable(),
});

export const closeDistribution = defineEndpoint({
  method: 'POST',
  path: '/app/api/distribution/item/close',
  auth: 'user',
  tag: 'distribution',
  summary: "Close one's own drama to distribution: no new commission from now on",
  body: itemRef.strict(),
  kind: 'object',
  response: distributionSchema,
});

export const distributionPlaza = defineEndpoint({
  method: 'GET',
  path: '/app/api/distribution/plaza',
  auth: 'optional',
  tag: 'distribution',
  summary: 'The distribution plaza: open items by commission, sales or newest, of one kind',
  query: pagingQuery(12, 50).extend({
    kind: z.enum(DISTRIBUTION_KINDS).default('drama'),
    sort: z.enum(PLAZA_SORTS).default('commission'),
  }),
  kind: 'list',
  response: plazaItemSchema,
});

export const distributionDetail = defineEndpoint({
  method: 'GET',
  path: '/app/api/distribution/detail',
  auth: 'optional',
  tag: 'distribution',
  summary:
    "One distributable item (the portal's /makeMoney/distributionDetail?id): its terms, and the viewer's own link and figures for it",
  query: z.object({ id: idSchema }),
  kind: 'object',
  response: distributionDetailSchema,
});

export const takePromotion = defineEndpoint({
  method: 'POST',
  path: '/app/api/distribution/take',
  auth: 'user',
  tag: 'distribution',
  summary:
    'Take an item from the plaza: the promoter gets their attribution code and link (the same one if taken before)',
  body: z.object({ distributionId: idSchema }).strict(),
  kind: 'object',
  response: promotionSchema,
});

export const recordVisit = defineEndpoint({
  method: 'POST',
  path: '/app/api/distribution/visit',
  auth: 'user',
  tag: 'distribution',
  summary:
    'A page opened through a promotion link (?pc=<code>): the visitor is attributed to its promoter for the window, last click winning; a promoter visiting their own link is not counted',
  body: z.object({ code: z.string().regex(ATTRIBUTION_CODE_PATTERN, 'an attribution code') }).strict(),
  kind: 'object',
  response: z.object({
    /** False when nothing was recorded: the promoter's own link, or an item no longer open. */
    attributed: z.boolean(),
    kind: z.enum(DISTRIBUTION_KINDS),
    itemId: z.number().int(),
    /** Until when a purchase earns this promoter their commission; null when not attributed. */
    expireTime: chinaTimeSchema.nullable(),
  }),
});

export const myPromotions = defineEndpoint({
  method: 'GET',
  path: '/app/api/distribution/promotions',
  auth: 'user',
  tag: 'distribution',
  summary: "The viewer's own promotions, newest first, each with its visits, buyers, orders and commission",
  query: pagingQuery(10, 50),
  kind: 'list',
  response: promotionSchema,
});

/** A promoter's figures over a period, from their daily and monthly rollups. */
export const figureTotalsSchema = z.object({
  /** Visits through their links by logged-in users other than themselves. */
  visits: z.number().int(),
  /** Buyers who bought through one of their links for the first time. */
  buyers: z.number().int(),
  orders: z.number().int(),
  /** Yuan credited, less any taken back by refunds (counted on the sale's day). */
  commission: z.number(),
});
export type FigureTotals = z.infer<typeof figureTotalsSchema>;

export const figureDaySchema = figureTotalsSchema.extend({
  /** A China-time calendar day, YYYY-MM-DD. */
  date: z.string(),
});
export type FigureDay = z.infer<typeof figureDaySchema>;

/** The promoter's dashboard (the portal's /makeMoney/indepent). */
export const figuresSchema = z.object({
  today: figureTotalsSchema,
  month: figureTotalsSchema,
  /** The last 30 China days, oldest first, each present (zeros when nothing happened): for a chart. */
  series: z.array(figureDaySchema),
  /** 1 + the promoters who earned more commission this China month; ties share a rank. */
  rank: z.number().int(),
  /** Promoters who earned any commission this China month. */
  promoters: z.number().int(),
});
export type Figures = z.infer<typeof figuresSchema>;

export const promoterFigures = defineEndpoint({
  method: 'GET',
  path: '/app/api/distribution/figures',
  auth: 'user',
  tag: 'distribution',
  summary:
    "The viewer's own promoter dashboard: today's and this month's visits, buyers, orders and commission, the last 30 days, and their rank among promoters by this month's commission",
  kind: 'object',
  response: figuresSchema,
});
