import { vi } from 'vitest';

/** A script element that loads only when a test says so (happy-dom loads no external scripts). */
export class FakeScript extends EventTarget {
  src = '';
  async = false;
  defer = false;
  readonly remove = vi.fn();
  load(): void {
    this.dispatchEvent(new Event('load'));
  }
  fail(): void {
    this.dispatchEvent(new Event('error'));
  }
}

/** A document whose head records appended scripts and whose window holds the globals a script would define. */
export function fakeDocument<G extends object>() {
  const scripts: FakeScript[] = [];
  const view = {} as G;
  const document = {
    defaultView: view,
    head: {
      appendChild: (script: FakeScript) => {
        scripts.push(script);
        return script;
      },
    },
    createElement: (tag: string) => {
      if (tag !== 'script') throw new Error(`unexpected element ${tag}`);
      return new FakeScript();
    },
  };
  return { document: document as unknown as Document, scripts, view };
}
