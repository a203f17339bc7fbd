/**
 * Moderating reported reviews: `npm run reviews -- list`, `npm run reviews -- publish ID` (shown
 * again, its reports cleared) or `npm run reviews -- remove ID`, on the store's database (as the
 * other commands find it: DATABASE_URL, or the embedded PostgreSQL, the running store's included).
 */
import { moderateReview, reviewsAwaitingModeration } from '../features/reviews/reviews.js';
import { withStoreDatabase } from './store-database.js';

const USAGE = 'usage: npm run reviews -- list | publish ID | remove ID';
const say = (line: string) => console.error(`[reviews] ${line}`);

async function main(): Promise<number> {
  const [command, idText] = process.argv.slice(2);
  const id = Number(idText);
  if (command !== 'list' && ((command !== 'publish' && command !== 'remove') || !Number.isInteger(id) || id < 1)) {
    say(USAGE);
    return 2;
  }
  return withStoreDatabase(say, async (db) => {
    if (command === 'list') {
      const waiting = await reviewsAwaitingModeration(db);
      if (waiting.length === 0) console.log('No review is waiting for a moderator.');
      for (const review of waiting) console.log(`#${review.id} product ${review.product_id}, ${review.rating}/5, ${review.reports} reports: ${review.title || '(no title)'}\n  ${review.body.slice(0, 300)}`);
      return 0;
    }
    const found = await moderateReview(db, id, command);
    console.log(found ? `Review #${id}: ${command === 'publish' ? 'published' : 'removed'}.` : `No review #${id}.`);
    return found ? 0 : 1;
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    say(`failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
