import './ui/styles/global.less';
import redirectTable from './redirects.json';
import { BOOT_GLOBAL, type BootData, readBootData } from './ui/app/rendering/boot-data';
import { yieldToBrowser } from './ui/app/yield-to-browser';

// reflect-metadata is imported by the lazily loaded forms, where class-transformer needs it;
// the container binds with factories and needs no decorator metadata.
const boot = readBootData((window as unknown as Record<string, unknown>)[BOOT_GLOBAL]);
// `npm start` renders pages on the server and the browser hydrates them; `npm run dev` renders in the browser.
if (boot) void hydrateInSteps(boot);
// Only then is the browser's own start needed: not part of a server-rendered page's script.
else void import('./ui/app/start').then(({ startStorefront }) => startStorefront(document.getElementById('root')!, redirectTable));

/**
 * React's DOM renderer, then the router (which imports React from the renderer's chunk), then the
 * packages the store is built on, then the store's start-up modules, each evaluated in a task of
 * its own: together they were one long task on a slow phone. The server preloads all four with the
 * entry, so they are fetched at once and only their evaluation waits its turn; an `import()` of
 * chunks already fetched evaluates them in the task that asked, so each step yields before the next.
 */
async function hydrateInSteps(boot: BootData): Promise<void> {
  await import('./ui/app/rendering/framework');
  await yieldToBrowser();
  await import('./ui/app/rendering/router-framework');
  await yieldToBrowser();
  await import('./ui/app/rendering/startup-packages');
  await yieldToBrowser();
  const { hydrateStorefront } = await import('./ui/app/rendering/hydrate');
  await hydrateStorefront(boot, redirectTable);
}
