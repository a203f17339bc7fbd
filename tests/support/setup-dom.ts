import 'reflect-metadata';
import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadDeferredParts } from '@/ui/app/rendering/deferred-part';

// Routes, drawers and dialogs are lazy chunks, transformed on their first load: on a busy
// machine that takes longer than the default second a find or waitFor gives it.
configure({ asyncUtilTimeout: 5000 });

// The shell's deferred parts (footer, mega menu, overlay host, page heads) render in place once
// their code has loaded, as in a server render; the browser's way is deferred-part.test.tsx's.
beforeAll(loadDeferredParts);

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  sessionStorage.clear();
  localStorage.clear();
});

// happy-dom has matchMedia, but react-slick and our viewport hooks need a predictable answer.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}
