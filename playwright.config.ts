import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its browser on our machines: use Debian's chromium when present.
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const launchOptions = existsSync(DEBIAN_CHROMIUM)
  ? {
      executablePath: DEBIAN_CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    }
  : {};

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two workers, each with a server and a database of its own (e2e/support/worker-server.ts).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  // A journey takes 5–20 s alone on 2 cores; CI leaves room for a loaded machine (expects keep their 5 s).
  timeout: process.env.CI ? 60_000 : 30_000,
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'retain-on-failure', launchOptions },
  projects: [
    // Journeys tagged @mobile (burger menu, filter drawer) or @desktop (mega menu) run in their project only;
    // so do journeys of a server rule or a form that looks alike at both widths (CI keeps within 30 minutes).
    { name: 'desktop', grepInvert: /@mobile/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'mobile', grepInvert: /@desktop/, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions } },
  ],
  webServer: {
    command: `node e2e/support/serve.mjs`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    // First start: SPA build, PostgreSQL init, migrations and seed.
    timeout: 240_000,
    // SIGTERM lets the server stop its embedded PostgreSQL before the folder is removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { E2E_PORT: String(PORT) },
  },
});
