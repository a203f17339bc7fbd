/**
 * Moderating reported reviews: `npm run reviews -- list`, `npm run reviews -- publish ID` (shown
 * again, its reports cleared) or `npm run reviews -- remove ID`, on DATABASE_URL or the embedded
 * PostgreSQL (stop `npm start` first for the embedded one).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from '../../config.js';
import { createDb } from '../../db/connection.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../db/embedded-postgres.js';
import { moderateReview, reviewsAwaitingModeration } from './reviews.js';

const root = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const USAGE = 'usage: npm run reviews -- list | publish ID | remove ID';

async function main() {
  const [command, idText] = process.argv.slice(2);
  const id = Number(idText);
  if (command !== 'list' && ((command !== 'publish' && command !== 'remove') || !Number.isInteger(id) || id < 1)) throw new Error(USAGE);
  const config = configFromEnv();
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (url === undefined) {
    embedded = await startEmbeddedPostgres(resolve(root, config.dataDir, 'pg'));
    url = embedded.urlFor('storefront');
  }
  const db = createDb(url);
  try {
    if (command === 'list') {
      const waiting = await reviewsAwaitingModeration(db);
      if (waiting.length === 0) console.log('No review is waiting for a moderator.');
      for (const review of waiting) console.log(`#${review.id} product ${review.product_id}, ${review.rating}/5, ${review.reports} reports: ${review.title || '(no title)'}\n  ${review.body.slice(0, 300)}`);
    } else {
      const found = await moderateReview(db, id, command);
      console.log(found ? `Review #${id}: ${command === 'publish' ? 'published' : 'removed'}.` : `No review #${id}.`);
      if (!found) process.exitCode = 1;
    }
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
