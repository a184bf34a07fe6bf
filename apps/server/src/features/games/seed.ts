import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { FileStore } from '../../platform/storage/index.js';
import { userIdsByName } from '../users/index.js';
import { storeGame } from './h5-files.js';
import { DEMO_DEVELOPER, demoGames, demoPlays } from './seed-catalogue.js';
import { seedRebatePlayer } from './seed-rebate.js';
import type { GamesTables } from './tables.js';

const DAY = 86_400_000;

/**
 * The game centre of the demo world: the games written for the portal, served from the file store like any
 * upload (their icon, banner and screenshots too), with their items and rebate rules, a few players'
 * recent games, and one player with last week's rebate to claim. Only real, playable games are listed.
 */
export async function seedGames(handle: Db, now: number, files: FileStore): Promise<void> {
  const db = tablesOf<GamesTables>(handle);
  const stored = await Promise.all(demoGames.map((game) => storeGame(files, game.slug)));
  const idOf = new Map<string, number>();
  for (const [index, game] of demoGames.entries()) {
    const { base } = stored[index]!;
    const row = await db
      .insertInto('games')
      .values({
        slug: game.slug,
        name: game.name,
        icon: `${base}icon.svg`,
        banner: `${base}banner.svg`,
        screenshots: JSON.stringify(game.screenshots.map((name) => base + name)),
        category: game.category,
        tags: game.tags.join(','),
        summary: game.summary,
        description: game.description,
        developer: DEMO_DEVELOPER,
        entryUrl: `${base}index.html`,
        orientation: game.orientation,
        featured: game.featured ? 1 : 0,
        playCount: game.playCount,
        rebatePercent: game.rebate.percent,
        rebateThresholdCents: game.rebate.thresholdCoins * 100,
        createdAt: now - game.daysAgo * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    idOf.set(game.slug, Number(row.id));
    if (game.items.length > 0) {
      await db
        .insertInto('gameItems')
        .values(
          game.items.map((item, sortOrder) => ({
            gameId: Number(row.id),
            itemKey: item.key,
            name: item.name,
            description: item.description,
            priceCents: item.priceCoins * 100,
            sortOrder,
          })),
        )
        .execute();
    }
  }
  const players = await userIdsByName(db);
  const plays = demoPlays.flatMap((play) => {
    const userId = players.get(play.player);
    if (userId === undefined) throw new Error(`a demo play names an unknown player ${play.player}`);
    const at = now - play.daysAgo * DAY - 3_600_000;
    return [
      {
        userId,
        gameId: idOf.get(play.game)!,
        playSeconds: play.minutes * 60,
        lastPlayedAt: at,
        lastBeatAt: at,
      },
    ];
  });
  await db.insertInto('gamePlays').values(plays).execute();
  await seedRebatePlayer(db, now, idOf);
}
