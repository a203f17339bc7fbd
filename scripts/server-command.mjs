// The server's command-line tools (`npm run seed`, `catalogue:import`, `stock:import`,
// `orders:export`, `reviews`): `node scripts/server-command.mjs <entry under server/src> [arguments]`
// runs the entry compiled with NODE_ENV=production, from its sources otherwise, so the commands
// work on a production install (`npm ci --omit=dev`, no tsx) as in development.
import { loadServerModule, refuse } from './server-module.mjs';

const entry = process.argv[2];
if (entry === undefined) refuse('no command named', 'node scripts/server-command.mjs <entry under server/src, e.g. cli/stock-import> [arguments]');
// The command reads its own arguments (parseArgs reads process.argv from the third on).
process.argv.splice(2, 1);
await loadServerModule(entry);
