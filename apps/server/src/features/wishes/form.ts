import { randomBytes } from 'node:crypto';
import { parseChinaTime, sites, wishes, type HandlerInput } from '@fox/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import { imageSourcesOf, plainTextOf, sanitizeRichText } from '../content/index.js';
import { checkFileUrls, hostOf, type FileUrlField } from '../uploads/index.js';
import type { WishTable } from './tables.js';

export type WishBody = HandlerInput<typeof wishes.createWish>['body'];

const DAY_MS = 86_400_000;

/** Yuan to fen, refusing more than two decimals. */
export function fenOf(yuan: number): number {
  const cents = Math.round(yuan * 100);
  if (!Number.isFinite(yuan) || Math.abs(cents - yuan * 100) > 1e-6)
    throw new AppError(400, 'wishes.amountFen');
  return cents;
}

/** A list sent as the real client sends it (comma-separated) or as an array. */
export function listOf(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  const items = Array.isArray(value) ? value : value.split(',');
  return items.map((item) => item.trim()).filter(Boolean);
}

/** A readable, unique task number: the day and random digits (WX + 14 digits + 6 hex). */
export function newTaskNumber(now: number): string {
  const day = new Date(now + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `WX${day}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * The form's fields as stored, checked as the client checks them and more: the reward splits into whole
 * fen per place; each place earns at least the minimum; the deadline is a day to a year away; the rich text
 * is sanitised as articles' is; every picture and video is a file of the portal's own store.
 */
export async function wishFieldsOf(
  db: Db,
  request: FastifyRequest,
  userId: number,
  body: WishBody,
  now: number,
): Promise<
  Omit<WishTable, 'id' | 'taskNumber' | 'userId' | 'state' | 'createdAt' | 'updatedAt' | 'platformFee'>
> {
  const fullAmountCents = fenOf(body.fullAmount);
  const receiveLimit = body.receiveLimit;
  let standAmountCents: number;
  if (body.standAmount !== undefined) {
    standAmountCents = fenOf(body.standAmount);
    if (standAmountCents * receiveLimit !== fullAmountCents) throw new AppError(400, 'wishes.amountSplit');
  } else {
    if (fullAmountCents % receiveLimit !== 0) throw new AppError(400, 'wishes.amountSplit');
    standAmountCents = fullAmountCents / receiveLimit;
  }
  if (standAmountCents < wishes.STAND_AMOUNT_MIN_CENTS) {
    throw new AppError(400, 'wishes.standTooSmall', { min: wishes.STAND_AMOUNT_MIN_CENTS / 100 });
  }
  const deliveryDay =
    typeof body.deliveryDay === 'number'
      ? now + body.deliveryDay * DAY_MS
      : parseChinaTime(body.deliveryDay)!;
  if (deliveryDay < now + DAY_MS - 60_000) throw new AppError(400, 'wishes.deadlinePast');
  if (deliveryDay > now + wishes.DELIVERY_DAYS_MAX * DAY_MS + 60_000)
    throw new AppError(400, 'wishes.deadlineTooFar');
  const images = listOf(body.imageUrl);
  if (images.length > wishes.WISH_IMAGES_MAX)
    throw new AppError(400, 'wishes.imagesTooMany', { max: wishes.WISH_IMAGES_MAX });
  const content = sanitizeRichText(body.content);
  const fields: FileUrlField[] = images.map((url, index) => ({
    field: `imageUrl.${index}`,
    url,
    kind: 'image',
  }));
  if (body.videoUrl) fields.push({ field: 'videoUrl', url: body.videoUrl, kind: 'video' });
  for (const url of imageSourcesOf(content)) fields.push({ field: 'content', url, kind: 'image' });
  await checkFileUrls(db, { userId, host: hostOf(request) }, fields);
  const extra = {
    potentialDemand: body.potentialDemand ?? '',
    settleType: body.settleType ?? '',
    kickbackType: body.kickbackType ?? '',
    needSplit: body.needSplit ?? false,
    deliveryStep: body.deliveryStep ?? null,
    deliveryList: body.deliveryList ?? null,
  };
  return {
    title: body.title,
    content,
    contentText: plainTextOf(content).slice(0, 2000),
    industryType: body.industryType,
    type: body.type,
    fullAmountCents,
    standAmountCents,
    deliveryStandard: body.deliveryStandard,
    deliveryDay,
    receiveLimit,
    receiveNum: 0,
    deliveryNum: 0,
    applyNum: 0,
    settlingNum: 0,
    isApproveReceive: body.isApproveReceive ? 1 : 0,
    isReceiveDeposit: body.isReceiveDeposit ? 1 : 0,
    images: JSON.stringify(images),
    labels: JSON.stringify(body.labelList ?? []),
    videoUrl: body.videoUrl ?? '',
    location: body.location ?? '',
    address: body.address ?? '',
    // A wish published without a site belongs to the default one, as an article does.
    siteId: body.siteId ?? sites.DEFAULT_SITE_ID,
    onSquare: 0,
    rejectReason: '',
    reviewPending: 0,
    payOrderNo: null,
    paidCents: 0,
    extra: JSON.stringify(extra).slice(0, 20_000),
    endedAt: null,
  };
}

/**
 * A deposit in yuan as the apply dialog takes it (spec 000 §5): required, at most one decimal place, at
 * least 0.2 and at most 100,000,000, each refused with its own message. Answers fen.
 */
export function depositCentsOf(amount: number | string | undefined): number {
  if (amount === undefined || amount === '') throw new AppError(400, 'wishes.depositRequired');
  const text = String(amount).trim();
  if (!wishes.DEPOSIT_PATTERN.test(text)) throw new AppError(400, 'wishes.depositFormat');
  const yuan = Number(text);
  if (yuan < wishes.DEPOSIT_MIN_YUAN) throw new AppError(400, 'wishes.depositMin');
  if (yuan > wishes.DEPOSIT_MAX_YUAN) throw new AppError(400, 'wishes.depositMax');
  return Math.round(yuan * 100);
}

/** Evidence images of an application: at most 6, jpg/png/jpeg only. */
export function annexOf(value: string | string[] | undefined): string[] {
  const list = listOf(value);
  if (list.length > wishes.APPLY_IMAGES_MAX)
    throw new AppError(400, 'wishes.imagesTooMany', { max: wishes.APPLY_IMAGES_MAX });
  for (const url of list) {
    const extension = /\.([A-Za-z0-9]+)$/.exec(url)?.[1]?.toLowerCase() ?? '';
    if (!(wishes.APPLY_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
      throw new AppError(400, 'wishes.imageType');
    }
  }
  return list;
}
