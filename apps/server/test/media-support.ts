import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { DEMO_MEDIA_DIR } from '../src/features/uploads/demo-media.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import type { TestServer } from './harness.js';

export const UPLOAD = '/resource/oss/v2/upload';
export const PUBLISH = '/app/api/playlet';
export const EPISODES = '/app/api/playlet/episodes';
export const DOWNLOAD = '/resource/oss/download/url';

/** Uploads one of the shipped clips as the user's own video; answers its address. */
export async function uploadClip(server: TestServer, token: string, clip = 'cat-nap'): Promise<string> {
  const bytes = fs.readFileSync(path.join(DEMO_MEDIA_DIR, 'videos', `${clip}.mp4`));
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), `${clip}.mp4`);
  const { body } = await server.upload(UPLOAD, form, bearer(token));
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data.url as string;
}

/** The demo world's shipped files, which anyone may name (a picture, a clip and its poster). */
export const DEMO_PICTURE = '/resource/files/demo/pictures/cat.jpg';
export const DEMO_PICTURE_2 = '/resource/files/demo/pictures/xihu.jpg';
export const DEMO_VIDEO = '/resource/files/demo/videos/cat-nap.mp4';
export const DEMO_POSTER = '/resource/files/demo/videos/cat-nap.jpg';

/** Uploads a one-page PDF of the user's own; answers its address. */
export async function uploadPdf(server: TestServer, token: string, name = 'plan.pdf'): Promise<string> {
  const form = new FormData();
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), name);
  const { body } = await server.upload(UPLOAD, form, bearer(token));
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data.url as string;
}

/** Uploads a small picture of the user's own; answers its address. */
export async function uploadPicture(server: TestServer, token: string): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff7a1a' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
  const { body } = await server.upload(UPLOAD, form, bearer(token));
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data.url as string;
}

/** A user who may sell: a verified pay account and bank card. */
export async function makeSeller(server: TestServer, prefix: string): Promise<SessionUserForTest> {
  const [seller] = (await makeUsers(server, 1, prefix)) as [SessionUserForTest];
  const { db } = server;
  const now = Date.now();
  await db
    .insertInto('payAccounts')
    .values({ userId: seller.userId, state: 'Pass', updatedAt: now })
    .execute();
  await db.insertInto('bankCards').values({ userId: seller.userId, state: 'Pass', updatedAt: now }).execute();
  return seller;
}

export interface EpisodeAnswer {
  id: number;
  episodeNumber: number;
  videoUrl: string;
  coverUrl: string;
  paid: boolean;
}

export async function episodesOf(server: TestServer, dramaId: number, token?: string) {
  const answer = await server.get(`${EPISODES}?episodeRelevance=${dramaId}`, token ? bearer(token) : {});
  expect(answer.body.code).toBe(200);
  return answer.body.data as EpisodeAnswer[];
}

/** Records that the user bought one episode (as a purchase does; the purchase itself is tested elsewhere). */
export async function grantEpisode(server: TestServer, userId: number, dramaId: number, episodeId: number) {
  await server.db
    .insertInto('episodeUnlocks')
    .values({ userId, episodeId, dramaId, orderId: null, createdAt: Date.now() })
    .execute();
}

/** GET without the signed header, as an <img> or <video> element asks; redirects are not followed. */
export async function fetchFile(server: TestServer, url: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(url, server.url), { headers, redirect: 'manual' });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body };
}

/** The envelope a refused file request answers. */
export function envelopeOf(body: Buffer): { code: number; msg: string } {
  return JSON.parse(body.toString('utf8')) as { code: number; msg: string };
}

/** The site path of an address: what remains when its signature is taken away. */
export const bare = (url: string) => url.split('?')[0]!;
