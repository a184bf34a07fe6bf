import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { Sniffed } from './sniff.js';

const run = promisify(execFile);

export const THUMBNAIL_WIDTH = 360;

/**
 * Re-encodes an image in its own format: pixels only, so EXIF (with GPS), ICC comments and other metadata
 * are gone, and the orientation the camera recorded is applied to the pixels. Throws on a broken image.
 */
export async function reencodeImage(source: string, target: string, type: Sniffed): Promise<void> {
  const animated = type.ext === 'gif' || type.ext === 'webp';
  const image = sharp(source, { animated }).rotate();
  const encoded =
    type.ext === 'jpg'
      ? image.jpeg({ quality: 85, mozjpeg: true })
      : type.ext === 'png'
        ? image.png()
        : type.ext === 'gif'
          ? image.gif()
          : image.webp({ quality: 85 });
  await encoded.toFile(target);
}

/** A small webp preview, at most THUMBNAIL_WIDTH wide (the first frame of an animation). */
export function thumbnailOf(source: string): Promise<Buffer> {
  return sharp(source)
    .rotate()
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

let ffmpegPresent: Promise<boolean> | null = null;

/** Whether both ffprobe and ffmpeg are on PATH; asked once per process. */
export function hasFfmpeg(): Promise<boolean> {
  ffmpegPresent ??= Promise.all([run('ffprobe', ['-version']), run('ffmpeg', ['-version'])]).then(
    () => true,
    () => false,
  );
  return ffmpegPresent;
}

/** The duration in seconds, or null when ffprobe is missing or cannot read the file. */
export async function videoDuration(source: string): Promise<number | null> {
  if (!(await hasFfmpeg())) return null;
  try {
    const { stdout } = await run(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', source],
      { timeout: 20_000 },
    );
    const seconds = Number.parseFloat(stdout.trim());
    return Number.isFinite(seconds) ? Math.round(seconds * 1000) / 1000 : null;
  } catch {
    return null;
  }
}

/** Writes the first frame as a jpg (at most 720 wide); false when ffmpeg is missing or fails. */
export async function extractPoster(source: string, target: string): Promise<boolean> {
  if (!(await hasFfmpeg())) return false;
  try {
    await run(
      'ffmpeg',
      ['-v', 'error', '-y', '-i', source, '-frames:v', '1', '-vf', "scale='min(720,iw)':-2", target],
      { timeout: 30_000 },
    );
    return true;
  } catch {
    return false;
  }
}
