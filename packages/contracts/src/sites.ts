import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { idOrZeroSchema } from './ids.js';
import { pagingQuery } from './paging.js';
import { lineText } from './text.js';
export * from './sites-constants.js';
import { SITE_PAGE_SIZE_MAX } from './sites-constants.js';

export const siteCateSchema = z.enum(['city', 'brand']);
export type SiteCate = z.infer<typeof siteCateSchema>;

export const siteTypeSchema = z.enum(['Country', 'City', 'Brand']);
export type SiteType = z.infer<typeof siteTypeSchema>;

/** A site: a country, a city or a brand (spec 002 §3: id, siteId, name, parentId, parentName, children). */
export const siteSchema = z.object({
  id: z.number().int(),
  /** The same as id; the platform's clients read either. */
  siteId: z.number().int(),
  /** Short name as people say it: 武汉, 延边州, 阿里地区. */
  name: z.string(),
  /** Official name: 武汉市, 延边朝鲜族自治州. */
  fullName: z.string(),
  siteCate: siteCateSchema,
  type: siteTypeSchema,
  /** 0 for countries and brands, else the country node. */
  parentId: z.number().int(),
  /** The province of a domestic city, the country of a city abroad, empty for the rest. */
  parentName: z.string(),
  province: z.string().nullable(),
  /** Upper-case pinyin initial (or first Latin letter) of the name: the letter index of the picker. */
  initial: z.string().regex(/^[A-Z]$/),
  /** Degrees of the city seat; null for countries and brands. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  hot: z.boolean(),
});
export type Site = z.infer<typeof siteSchema>;

export const siteNodeSchema = siteSchema.extend({ children: z.array(siteSchema) });
export type SiteNode = z.infer<typeof siteNodeSchema>;

const COORDINATE_PAIR = /^(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/;

/** `lat,lng` in decimal degrees, as the browser's geolocation gives them. */
export const locationSchema = z
  .string()
  .trim()
  .max(64)
  .transform((value, context) => {
    const match = COORDINATE_PAIR.exec(value);
    const latitude = Number(match?.[1]);
    const longitude = Number(match?.[2]);
    if (!match || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
      context.addIssue({ code: 'invalid_format', format: 'lat,lng', input: value });
      return z.NEVER;
    }
    return { latitude, longitude };
  })
  .describe('Latitude and longitude in decimal degrees: `30.59,114.30`');

export const siteList = defineEndpoint({
  method: 'GET',
  path: '/app/api/site/list',
  auth: 'public',
  tag: 'sites',
  summary: 'getSiteList: the countries with their cities, or the brands',
  query: z.object({ siteCate: siteCateSchema.default('city') }),
  kind: 'list',
  response: siteNodeSchema,
});

export const siteDetails = defineEndpoint({
  method: 'GET',
  path: '/app/api/site/details',
  auth: 'public',
  tag: 'sites',
  summary: 'getSiteDetails: sites by name, category, type or parent, in pinyin order',
  query: pagingQuery(20, SITE_PAGE_SIZE_MAX).extend({
    name: lineText(20).optional().describe('Part of the short or official name'),
    siteCate: siteCateSchema.optional(),
    type: siteTypeSchema.optional(),
    pid: idOrZeroSchema.optional().describe('Parent site id: 5 for the domestic cities'),
  }),
  kind: 'list',
  response: siteSchema,
});

export const hotSites = defineEndpoint({
  method: 'GET',
  path: '/app/api/site/hot',
  auth: 'public',
  tag: 'sites',
  summary: 'The hot cities and hot brands, most popular first',
  kind: 'object',
  response: z.object({ cities: z.array(siteSchema), brands: z.array(siteSchema) }),
});

export const locationDetail = defineEndpoint({
  method: 'GET',
  path: '/app/api/site/location',
  auth: 'public',
  tag: 'sites',
  summary: 'getLocationDetail: the city nearest to a location, by great-circle distance',
  query: z.object({ location: locationSchema }),
  kind: 'object',
  response: siteSchema.extend({ distanceKm: z.number() }),
});
