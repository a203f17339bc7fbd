// The inline script that starts the page's code after the first paint (boot-data.ts), run against
// a stand-in browser: what it asks for, and when.
import { describe, expect, it } from 'vitest';
import { entryStartScript } from '@/ui/app/rendering/boot-data';

function runIn(visibility: 'visible' | 'hidden') {
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  const appended: { rel: string; href: string }[] = [];
  const imported: string[] = [];
  const document = {
    visibilityState: visibility,
    head: { appendChild: (link: { rel: string; href: string }) => appended.push({ rel: link.rel, href: link.href }) },
    createElement: () => ({ rel: '', href: '' }),
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  };
  // `import(…)` is syntax: the stand-in takes its place under another name.
  const text = entryStartScript('/assets/index.js', ['/assets/page.js', '/assets/kit.js']).replace('import(', 'importModule(');
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'importModule', text)(
    document,
    (frame: () => void) => frames.push(frame),
    (timer: () => void) => timers.push(timer),
    (url: string) => imported.push(url),
  );
  return { frames, timers, listeners, appended, imported };
}

describe('the entry start script', () => {
  it('asks for nothing until a frame has painted, then for the page’s chunks and the entry, once', () => {
    const page = runIn('visible');
    expect(page.imported).toEqual([]);
    page.frames.forEach((frame) => frame());
    expect(page.imported).toEqual([]); // the frame paints first: the start waits for the next task
    page.timers.forEach((timer) => timer());
    expect(page.appended).toEqual([{ rel: 'modulepreload', href: '/assets/page.js' }, { rel: 'modulepreload', href: '/assets/kit.js' }]);
    expect(page.imported).toEqual(['/assets/index.js']);
    page.listeners.forEach((listener) => listener()); // shown again later: nothing more
    expect(page.imported).toEqual(['/assets/index.js']);
  });

  it('starts at once in a hidden tab, which paints nothing', () => {
    const page = runIn('hidden');
    expect(page.imported).toEqual(['/assets/index.js']);
    expect(page.frames).toEqual([]);
  });
});
