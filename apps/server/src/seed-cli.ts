import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db/database.js';
import { createFileStore } from './platform/storage/index.js';
import { emptyDatabase, isEmpty, seedDemoWorld } from './seed/demo-world.js';

// `npm run seed` seeds an empty database; `npm run seed -- --reset` empties it first and seeds anew.
async function run(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const config = loadConfig();
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
  });
  try {
    if (reset) await emptyDatabase(database);
    else if (!(await isEmpty(database.db))) {
      process.stdout.write(
        'The database already has data; run `npm run seed -- --reset` to rebuild the demo world.\n',
      );
      return;
    }
    await seedDemoWorld(database, createFileStore(config));
    process.stdout.write(`Demo world seeded in ${database.location}.\n`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  process.stderr.write(`Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
