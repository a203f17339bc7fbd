// The journeys' server: the real reference server (which builds the SPA when stale) on a fresh
// embedded PostgreSQL in a temporary folder, seeded with a small deterministic catalogue.
// Playwright starts it (playwright.config.ts) and stops it; the folder is removed afterwards.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.env.E2E_PORT ?? '4173';
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
// Run as root, the embedded PostgreSQL runs as its own user, which must reach the folder.
chmodSync(dataDir, 0o755);
const server = spawn('npx', ['tsx', 'server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: port,
    SEED_PRODUCTS: process.env.E2E_PRODUCTS ?? '240',
    // Journeys sign in more often than a shopper would.
    RATE_LIMIT_LOGIN_MAX: '1000',
    RATE_LIMIT_FORGOT_PASSWORD_MAX: '1000',
    RATE_LIMIT_NEWSLETTER_MAX: '1000',
    RATE_LIMIT_CONTACT_MAX: '1000',
  },
});

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
