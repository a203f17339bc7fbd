// The boot data's inline script (boot-data.ts): a string literal of JSON that reads back as the data
// whatever the data holds, and that no data can end early.
import { describe, expect, it } from 'vitest';
import { BOOT_GLOBAL, bootScript, readBootData, type BootData } from '@/ui/app/rendering/boot-data';

function dataHolding(text: string): BootData {
  return {
    config: {} as BootData['config'],
    router: { loaderData: { notice: text }, actionData: null, errors: null },
    api: [],
    assets: { styles: ['/assets/index.css'], entry: '/assets/index.js', pages: {} },
  };
}

/** Runs the script as the browser would and returns what the entry reads. */
function runInBrowser(script: string): BootData | undefined {
  const window: Record<string, unknown> = {};
  new Function('window', script)(window);
  return readBootData(window[BOOT_GLOBAL]);
}

describe('the boot script', () => {
  it.each([
    ['quotes and backslashes', `It's a "linen" shirt \\ 100% C:\\new`],
    ['a closing script tag', '</script><script>alert(1)</script>'],
    ['line and paragraph separators', 'one\u2028two\u2029three'],
    ['new lines and emoji', 'first line\nsecond line\r\n👗 ünïcödé'],
  ])('reads back data holding %s exactly', (_, text) => {
    const data = dataHolding(text);
    expect(runInBrowser(bootScript(data))).toEqual(data);
  });

  it('holds no "<" a page could read as a tag, and sets its global to a string for the entry to parse', () => {
    const script = bootScript(dataHolding('</script><!-- <b>'));
    expect(script).not.toContain('<');
    expect(script.startsWith(`window.${BOOT_GLOBAL}='`)).toBe(true);
    expect(script.endsWith("';")).toBe(true);
  });

  it('reads nothing when the page carries no boot data (the browser renders it)', () => {
    expect(readBootData(undefined)).toBeUndefined();
  });
});
