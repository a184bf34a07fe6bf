import { payments } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.js';
import type { FileStore } from '../../platform/storage/index.js';
import { storeDemoMedia, type DemoClip } from '../content/demo-media.js';
import { insertDrama } from './publish.js';
import { demoDramas } from './seed-stories.js';

const DAY = 86_400_000;

/**
 * The demo dramas. Their episodes replay the shipped clips in turn (no media of their own), so every
 * episode plays; storeDemoMedia copies nothing the content seed has already stored.
 */
export async function seedDramas(db: Kysely<DatabaseSchema>, now: number, files: FileStore): Promise<void> {
  const media = await storeDemoMedia(files);
  const slugs = [...media.clips.keys()];
  const clipAt = (index: number): DemoClip => media.clips.get(slugs[index % slugs.length]!)!;
  const users = await db.selectFrom('users').select(['id', 'userName', 'siteId']).execute();
  const userOf = new Map(users.map((user) => [user.userName, user]));

  for (const drama of demoDramas) {
    const creator = userOf.get(drama.creator);
    if (!creator) throw new Error(`demo drama refers to an unknown user ${drama.creator}`);
    const start = slugs.indexOf(drama.coverClip);
    if (start < 0) throw new Error(`demo drama refers to an unknown clip ${drama.coverClip}`);
    await insertDrama(
      db,
      {
        userId: Number(creator.id),
        title: drama.title,
        intro: drama.intro,
        coverUrl: clipAt(start).coverUrl,
        categoryName: drama.categoryName,
        singlePriceCents: payments.centsOf(drama.singlePrice),
        playletPriceCents: payments.centsOf(drama.playletPrice),
        freeCount: drama.freeCount,
        isPlatform: drama.isPlatform,
        state: drama.state,
        playCount: drama.playCount,
        siteId: Number(creator.siteId),
        createdAt: now - drama.daysAgo * DAY,
      },
      drama.beats.map((beat, index) => ({
        title: `第${index + 1}集 ${beat}`,
        ...clipAt(start + index),
      })),
    );
  }
}
