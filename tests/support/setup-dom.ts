import 'reflect-metadata';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Routes, drawers and dialogs are lazy chunks, transformed on their first load: on a busy
// machine that takes longer than the default second a find or waitFor gives it.
configure({ asyncUtilTimeout: 5000 });

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
