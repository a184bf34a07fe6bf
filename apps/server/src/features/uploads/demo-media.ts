import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileStore } from '../../platform/storage/index.js';
import { FILES_PREFIX } from './serve.js';

/**
 * The media shipped with the repository, so seeding never needs ffmpeg, a font or a browser: clips,
 * posters and article pictures (scripts/make-demo-media.sh), drama covers (scripts/make-drama-covers.ts)
 * and documents sent in the demo chats (scripts/make-demo-documents.sh).
 */
export const DEMO_MEDIA_DIR = fileURLToPath(new URL('../../../demo-media/', import.meta.url));

interface Manifest {
  videos: Array<{ slug: string; video: string; poster: string; duration: number }>;
  pictures: Array<{ slug: string; picture: string }>;
}

export interface DemoClip {
  videoUrl: string;
  coverUrl: string;
  /** Whole seconds, as ffprobe measured them when the clip was made. */
  duration: number;
}

export interface DemoMedia {
  clips: Map<string, DemoClip>;
  pictures: Map<string, string>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
};

/** A shipped file once in the store: its public address and its size in bytes. */
export interface StoredDemoFile {
  url: string;
  size: number;
}

/**
 * Puts one shipped file into the store under `demo/<relative path>`. A file already there with the same
 * size is left alone, so seeding anew (or many test servers) copies little.
 */
export async function storeDemoFile(files: FileStore, relative: string): Promise<StoredDemoFile> {
  const key = `demo/${relative}`;
  const source = path.join(DEMO_MEDIA_DIR, relative);
  const contentType = CONTENT_TYPES[path.extname(relative)];
  if (!contentType) throw new Error(`demo media of an unknown type: ${relative}`);
  const [stored, shipped] = await Promise.all([files.stat(key), fs.stat(source)]);
  if (stored?.size !== shipped.size) await files.put(key, createReadStream(source), contentType);
  return { url: FILES_PREFIX + key, size: shipped.size };
}

const addressOf = async (stored: Promise<StoredDemoFile>) => (await stored).url;

/** Copies the demo clips, their posters and the article pictures into the file store uploads serve from. */
export async function storeDemoMedia(files: FileStore): Promise<DemoMedia> {
  const manifest = JSON.parse(
    await fs.readFile(path.join(DEMO_MEDIA_DIR, 'manifest.json'), 'utf8'),
  ) as Manifest;
  const clips = await Promise.all(
    manifest.videos.map(async (clip): Promise<[string, DemoClip]> => {
      const [videoUrl, coverUrl] = await Promise.all([
        addressOf(storeDemoFile(files, clip.video)),
        addressOf(storeDemoFile(files, clip.poster)),
      ]);
      return [clip.slug, { videoUrl, coverUrl, duration: clip.duration }];
    }),
  );
  const pictures = await Promise.all(
    manifest.pictures.map(async (picture): Promise<[string, string]> => [
      picture.slug,
      await addressOf(storeDemoFile(files, picture.picture)),
    ]),
  );
  return { clips: new Map(clips), pictures: new Map(pictures) };
}
