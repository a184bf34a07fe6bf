// Before the long test tiers start: the databases the suite was told to use must answer, so a missing
// PostgreSQL or Redis is reported in seconds rather than as failures half an hour later.
import pg from 'pg';
import { Redis } from 'ioredis';

const problems = [];

async function checkPostgres(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
    console.log(`PostgreSQL answers at ${new URL(url).host}`);
  } catch (error) {
    problems.push(`TEST_DATABASE_URL is set but PostgreSQL does not answer (${error.message}).`);
  } finally {
    await client.end().catch(() => {});
  }
}

async function checkRedis(url) {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 5000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    console.log(`Redis answers at ${new URL(url).host}`);
  } catch (error) {
    problems.push(`TEST_REDIS_URL is set but Redis does not answer (${error.message}).`);
  } finally {
    redis.disconnect();
  }
}

if (process.env.TEST_DATABASE_URL) await checkPostgres(process.env.TEST_DATABASE_URL);
if (process.env.TEST_REDIS_URL) await checkRedis(process.env.TEST_REDIS_URL);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error('Start the service, or unset the variable to run without that suite.');
  process.exit(1);
}
