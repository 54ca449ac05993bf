// A second process for the result feeds' test (modules/feeds/feeds.test.ts): on DATABASE_URL, with the
// clock fixed at `now`, runs one round of the feeds poller (taking its PostgreSQL lock as a server
// process does) and prints what it did as JSON.
import { openDatabase } from '../db/database.ts';
import { DatabaseRateLimitStore } from '../db/rate-limit-store.ts';
import { FixedClock } from '../lib/clock.ts';
import { FeedPoller } from '../modules/feeds/poller.ts';

const [url, now] = process.argv.slice(2);
if (!url || !now) throw new Error('usage: feed-poll-round <url> <now>');
const database = openDatabase(url);
const deps = {
  db: database.db,
  reads: database.reads,
  clock: new FixedClock(Number(now)),
  rateLimits: new DatabaseRateLimitStore(database.db),
  fetchMode: 'test' as const,
};
try {
  const round = await new FeedPoller(deps).run();
  console.log(`round ${JSON.stringify(round)}`);
} finally {
  await database.close();
}
