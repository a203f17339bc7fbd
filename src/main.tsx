import './ui/styles/global.less';
import redirectTable from './redirects.json';
import { BOOT_GLOBAL, readBootData } from './ui/app/rendering/boot-data';

// reflect-metadata is imported by the lazily loaded forms, where class-transformer needs it;
// the container binds with factories and needs no decorator metadata.
const boot = readBootData((window as unknown as Record<string, unknown>)[BOOT_GLOBAL]);
// `npm start` renders pages on the server and the browser hydrates them; `npm run dev` renders in the browser.
if (boot) {
  // The three load at once and each evaluates in a task of its own as it arrives: React's DOM
  // renderer, the router (which imports React from the renderer's chunk), then the store's start-up
  // modules (which import both). Together they were one long task on a slow phone.
  const frameworks = import('./ui/app/rendering/framework');
  const router = import('./ui/app/rendering/router-framework');
  const storefront = import('./ui/app/rendering/hydrate');
  void Promise.all([frameworks, router, storefront]).then(([, , { hydrateStorefront }]) => hydrateStorefront(boot, redirectTable));
}
// Only then is the browser's own start needed: not part of a server-rendered page's script.
else void import('./ui/app/start').then(({ startStorefront }) => startStorefront(document.getElementById('root')!, redirectTable));
