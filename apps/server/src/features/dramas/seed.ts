import { payments } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { FileStore } from '../../platform/storage/index.js';
import { storeDemoFile, storeDemoMedia, storePrivateCopy, type DemoClip } from '../uploads/index.js';
import { accountById, userIdsByName } from '../users/index.js';
import { insertDrama } from './publish.js';
import { demoDramas } from './seed-shelf.js';
import type { DramasTables } from './tables.js';

const DAY = 86_400_000;

/**
 * The demo dramas, each with a cover of its own made from its title (a video's poster would say something
 * else). Their episodes replay the shipped clips in turn. Free episodes play the public clips the short
 * videos use; paid episodes play private copies of them (one copy per clip, shared by every paid episode
 * that replays it, owned by the creator who first sells it), so no paid episode's file is also a free
 * video's. storeDemoMedia copies nothing the content seed has already stored.
 */
export async function seedDramas(handle: Db, now: number, files: FileStore): Promise<void> {
  const db = tablesOf<DramasTables>(handle);
  const media = await storeDemoMedia(files);
  const slugs = [...media.clips.keys()];
  const clipAt = (index: number): DemoClip & { slug: string } => {
    const slug = slugs[index % slugs.length]!;
    return { ...media.clips.get(slug)!, slug };
  };
  const idOf = await userIdsByName(db);
  const privateCopies = new Map<string, Promise<string>>();
  const privateCopyOf = (clip: DemoClip & { slug: string }, ownerId: number) => {
    let copy = privateCopies.get(clip.slug);
    if (!copy) {
      copy = storePrivateCopy(db, files, {
        fromUrl: clip.videoUrl,
        ownerId,
        fileName: `${clip.slug}.mp4`,
        now,
      });
      privateCopies.set(clip.slug, copy);
    }
    return copy;
  };

  for (const drama of demoDramas) {
    const creatorId = idOf.get(drama.creator);
    const creator = creatorId === undefined ? undefined : await accountById(db, creatorId);
    if (!creator) throw new Error(`demo drama refers to an unknown user ${drama.creator}`);
    const start = slugs.indexOf(drama.firstClip);
    if (start < 0) throw new Error(`demo drama refers to an unknown clip ${drama.firstClip}`);
    const { url: coverUrl } = await storeDemoFile(files, `covers/${drama.cover}.jpg`);
    const episodes = await Promise.all(
      drama.beats.map(async (beat, index) => {
        const clip = clipAt(start + index);
        const paid = index >= drama.freeCount;
        return {
          title: `第${index + 1}集 ${beat}`,
          videoUrl: paid ? await privateCopyOf(clip, Number(creator.id)) : clip.videoUrl,
          coverUrl: clip.coverUrl,
          duration: clip.duration,
        };
      }),
    );
    await insertDrama(
      db,
      {
        userId: Number(creator.id),
        title: drama.title,
        intro: drama.intro,
        coverUrl,
        categoryName: drama.categoryName,
        singlePriceCents: payments.centsOf(drama.singlePrice),
        playletPriceCents: payments.centsOf(drama.playletPrice),
        freeCount: drama.freeCount,
        isPlatform: drama.isPlatform,
        state: drama.state,
        rejectReason: drama.rejectReason ?? '',
        playCount: drama.playCount,
        siteId: Number(creator.siteId),
        createdAt: now - drama.daysAgo * DAY,
      },
      episodes,
    );
  }
}
