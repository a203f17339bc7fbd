// The journeys' server: the real reference server (which builds the SPA when stale) on a fresh
// embedded PostgreSQL in a temporary folder, seeded with a small deterministic catalogue.
// Playwright starts it (playwright.config.ts) and stops it; the folder is removed afterwards.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.env.E2E_PORT ?? '4173';
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
// Run as root, the embedded PostgreSQL runs as its own user, which must reach the folder.
chmodSync(dataDir, 0o755);
// Where a journey finds this server's data folder, keyed by the port: its database (e2e/support/database.ts)
// and the store's CLI commands run on it (e2e/support/store-cli.ts).
const dataDirNote = join(tmpdir(), `storefront-e2e-port-${port}.datadir`);
writeFileSync(dataDirNote, dataDir);
// tsx as a loader of this same node (not through `npx tsx`): a signal sent to this script reaches
// the server itself, which then stops PostgreSQL (npm exec did not pass SIGTERM on to it).
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: port,
    SEED_PRODUCTS: process.env.E2E_PRODUCTS ?? '240',
    // Journeys sign in more often than a shopper would.
    RATE_LIMIT_LOGIN_MAX: '1000',
    RATE_LIMIT_LOGIN_ACCOUNT_MAX: '1000',
    RATE_LIMIT_REGISTER_MAX: '1000',
    RATE_LIMIT_RESET_PASSWORD_MAX: '1000',
    RATE_LIMIT_FORGOT_PASSWORD_MAX: '1000',
    RATE_LIMIT_NEWSLETTER_MAX: '1000',
    RATE_LIMIT_CONTACT_MAX: '1000',
    RATE_LIMIT_BACK_IN_STOCK_MAX: '1000',
    // A journey signs in or up many times on two cores: scrypt at 2^14 (its cost is a setting; the
    // server suite and production keep OWASP's 2^17).
    PASSWORD_HASH_COST: '16384',
    // Journeys follow the reset e-mail's link from the development outbox (GET /api/dev/outbox).
    DEV_OUTBOX: '1',
  },
});

// Playwright stops its web server with SIGKILL on the whole process group, so the handlers below
// never run then: a detached janitor (outside the group) removes the folder once this script and
// PostgreSQL are gone.
const janitor = `
  const { readFileSync, rmSync } = require('node:fs');
  const [owner, dir] = process.argv.slice(1);
  const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
  const postmaster = () => { try { return Number(readFileSync(dir + '/pg/postmaster.pid', 'utf8').split('\\n')[0]); } catch { return 0; } };
  let waited = 0;
  const timer = setInterval(() => {
    if (alive(Number(owner))) return;
    const pg = postmaster();
    if (pg && alive(pg) && (waited += 1) < 60) return;
    clearInterval(timer);
    rmSync(dir, { recursive: true, force: true });
  }, 500);
`;
spawn(process.execPath, ['-e', janitor, String(process.pid), dataDir], { detached: true, stdio: 'ignore' }).unref();

const cleanUp = () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataDirNote, { force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
