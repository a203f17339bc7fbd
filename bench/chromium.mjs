// The browser the front-end benches and the README's screenshots run: Debian's chromium when the
// machine has it (Playwright cannot download its own here; playwright.config.ts does the same for
// the journeys), launched alike everywhere so that the benches' figures compare.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Debian's chromium if installed; otherwise undefined, and the launcher finds its own browser. */
export const CHROMIUM_PATH = existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;

/**
 * Flags for a headless chromium in a container without a GPU. Playwright and chrome-launcher add
 * the rest themselves (no background networking, component updates, sync or first-run screens).
 */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu'];

/** A mid-range phone's CPU against this machine's: the slowdown Lighthouse's mobile simulation takes. */
export const PHONE_CPU_SLOWDOWN = 4;

/** Launches chromium through Playwright with the shared flags. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * A new page of `context` whose main thread runs `rate` times slower (DevTools' CPU throttling),
 * with its DevTools session for further emulation (network, profiler).
 */
export async function throttledPage(context, rate = PHONE_CPU_SLOWDOWN) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { page, cdp };
}
