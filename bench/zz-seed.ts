import { resolve } from 'node:path';
import { prepareDatabase } from '/work/wt/harden/bench/database.js';
const root = '/work/wt/harden';
const db = await prepareDatabase(root, 100_000, true, (l) => console.log(l), resolve(root, '.data'));
console.log('seedSeconds', db.seedSeconds);
await db.stop();
