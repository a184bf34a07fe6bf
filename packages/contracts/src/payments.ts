import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { defineEndpoint } from './endpoint.js';
import { idOrZeroSchema, idSchema } from './ids.js';
import { lineText } from './text.js';

/** Pay sources (spec 000 §9, spec 002 §7). */
export const PAY_SOURCE = {
  episodeQr: 7,
  topUp: 9,
  dramaQr: 14,
  episodeCoin: 101,
  dramaCoin: 102,
} as const;
export type PaySource = (typeof PAY_SOURCE)[keyof typeof PAY_SOURCE];

/** Pay types: fox coins, or the QR code (spec 002 §7 names it yi-ma). */
export const PAY_TYPE = { coin: 'virtual-pay', qr: 'yi-ma' } as const;
export const PAY_CHANNEL = 'pc';

/** QR codes are drawn 192 px wide (spec 000 §9); the coin-paid notice closes the dialog after 3 s. */
export const QR_SIZE = 192;
export const COIN_SUCCESS_DELAY_MS = 3000;
/** A QR order that is not paid within this time is closed. */
export const ORDER_TTL_MS = 15 * 60 * 1000;

/**
 * An order is created, paid, then fulfilled (delivered); an unpaid one closes. A refund moves a fulfilled
 * order to refunding, then to refunded (all of it) or partiallyRefunded (part of a top-up whose coins were
 * partly spent), or back to fulfilled when the provider refuses it.
 */
export const ORDER_STATES = [
  'created',
  'paid',
  'fulfilled',
  'closed',
  'refunding',
  'refunded',
  'partiallyRefunded',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

const id = idSchema;
const orderNo = lineText(64, { min: 1 });

/** The order payload of spec 000 §3, for drama episodes. */
export const dramaOrderInput = z.object({
  payType: z.enum([PAY_TYPE.coin, PAY_TYPE.qr]),
  payChannel: z.literal(PAY_CHANNEL).default(PAY_CHANNEL),
  paySource: z.union([
    z.literal(PAY_SOURCE.episodeQr),
    z.literal(PAY_SOURCE.dramaQr),
    z.literal(PAY_SOURCE.episodeCoin),
    z.literal(PAY_SOURCE.dramaCoin),
  ]),
  /** The drama (episodeRelevance). */
  masterId: id,
  /** The episode bought, or the one the viewer stands on when buying the whole drama. */
  materialId: id,
  /** The price the viewer was shown, in yuan; a different current price is refused. */
  payPrice: z.number().min(0).max(1_000_000),
  isPlatform: z.boolean().optional(),
  isIndependent: z.boolean().optional(),
  independentUserId: idOrZeroSchema.nullable().optional(),
  userId: idOrZeroSchema.optional(),
  siteId: idOrZeroSchema.optional(),
});

export const orderSchema = z.object({
  masterOrderNo: z.string(),
  state: z.enum(ORDER_STATES),
  paySource: z.number().int(),
  /** Yuan. */
  payPrice: z.number(),
  /** Coins charged or credited; null for a drama bought by QR. */
  coin: z.number().nullable(),
  /** What the QR code encodes; null for coin payments. */
  codeUrl: z.string().nullable(),
  expireTime: chinaTimeSchema.nullable(),
  /** Episode numbers this order unlocked (drama orders once fulfilled). */
  unlockedEpisodes: z.array(z.number().int()),
  /** False when the request found everything already bought and charged nothing. */
  charged: z.boolean(),
  /** The balance after a coin payment or a credited top-up; null otherwise. */
  virtualCoin: z.number().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const placeOrder = defineEndpoint({
  method: 'POST',
  path: '/app/api/orders',
  auth: 'user',
  tag: 'payments',
  summary:
    'Buy one episode or the rest of a drama: with coins (101, 102) it is charged and unlocked at once; by QR (7) it answers the code',
  body: dramaOrderInput.strict(),
  kind: 'object',
  response: orderSchema,
});

export const ordersAdded = defineEndpoint({
  method: 'POST',
  path: '/app/api/orders/add',
  auth: 'user',
  tag: 'payments',
  summary:
    'Place a QR order: a top-up (paySource 9, amount in yuan) or a whole drama (14). msg carries {"codeUrl"} as JSON, as the platform does',
  body: z
    .object({
      payType: z.literal(PAY_TYPE.qr),
      paySource: z.union([z.literal(PAY_SOURCE.topUp), z.literal(PAY_SOURCE.dramaQr)]),
      payChannel: z.literal(PAY_CHANNEL).default(PAY_CHANNEL),
      /** Top-up: yuan, whole or with fen. */
      amount: z.number().optional(),
      /** Top-up: the chosen package; absent for a custom amount. */
      packageId: id.optional(),
      payPrice: z.number().min(0).max(1_000_000).optional(),
      masterId: id.optional(),
      materialId: id.optional(),
      masterOrderNo: lineText(64).optional(),
      isPlatform: z.boolean().optional(),
      isIndependent: z.boolean().optional(),
      independentUserId: idOrZeroSchema.nullable().optional(),
      userId: idOrZeroSchema.optional(),
      siteId: idOrZeroSchema.optional(),
    })
    .strict(),
  kind: 'object',
  response: orderSchema,
});

export const payment = defineEndpoint({
  method: 'POST',
  path: '/app/api/pay/payment',
  auth: 'user',
  tag: 'payments',
  summary: 'Refresh an open order\'s QR code (payment); msg carries {"codeUrl"} as JSON',
  body: z
    .object({
      payType: z.literal(PAY_TYPE.qr),
      paySource: z.number().int().optional(),
      masterOrderNo: orderNo,
      payChannel: z.literal(PAY_CHANNEL).default(PAY_CHANNEL),
    })
    .strict(),
  kind: 'object',
  response: orderSchema,
});

export const confirmOrder = defineEndpoint({
  method: 'POST',
  path: '/app/api/orders/confirm',
  auth: 'user',
  tag: 'payments',
  summary:
    "'Payment finished': asks the provider about an open order, fulfils it once if it was paid, answers its state",
  body: z.object({ masterOrderNo: orderNo }).strict(),
  kind: 'object',
  response: orderSchema,
});

export const orderState = defineEndpoint({
  method: 'GET',
  path: '/app/api/orders/state',
  auth: 'user',
  tag: 'payments',
  summary: "One of the viewer's orders as stored (polled while a QR code is shown)",
  query: z.object({ masterOrderNo: orderNo }),
  kind: 'object',
  response: orderSchema,
});

/** The price in yuan cents of the episodes still locked, bought together: never more than buying each. */
export function wholeDramaPriceCents(
  playletPriceCents: number,
  singlePriceCents: number,
  lockedCount: number,
): number {
  return Math.min(playletPriceCents, singlePriceCents * lockedCount);
}

/** Yuan to integer fen, exact for amounts with at most two decimals. */
export const centsOf = (yuan: number): number => Math.round(yuan * 100);
export const yuanOf = (cents: number): number => cents / 100;
