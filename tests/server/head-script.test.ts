import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { withHeadScript } from '../../server/src/http/head-script.js';

/** The document streamed through the transform in these chunks (bytes, as React writes them). */
const streamed = (chunks: readonly string[], script = 'warm();') => text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(withHeadScript(script, 'n0nce')));

describe('withHeadScript', () => {
  it("puts the script first in the head, after the charset, before React's stylesheet", async () => {
    const html = await streamed(['<!DOCTYPE html><html lang="en-US"><head><meta charSet="UTF-8"/><link rel="stylesheet" href="/a.css"/></head><body>é</body></html>']);
    expect(html).toBe('<!DOCTYPE html><html lang="en-US"><head><meta charSet="UTF-8"/><script nonce="n0nce">warm();</script><link rel="stylesheet" href="/a.css"/></head><body>é</body></html>');
  });

  it('finds a head split across chunks and keeps a character split across them whole', async () => {
    const bytes = Buffer.from('<!DOCTYPE html><html><he');
    const rest = Buffer.from('ad><title>Café</title></head><body>Ünïcode</body></html>');
    // The é of "Café" cut between two chunks.
    const cut = rest.indexOf('é') + 1;
    const html = await text(Readable.from([bytes, rest.subarray(0, cut), rest.subarray(cut)]).pipe(withHeadScript('warm();', 'n0nce')));
    expect(html).toBe('<!DOCTYPE html><html><head><script nonce="n0nce">warm();</script><title>Café</title></head><body>Ünïcode</body></html>');
  });

  it('sends a document whose head is not found as it came', async () => {
    const page = '<p>' + 'x'.repeat(5000) + '</p>';
    expect(await streamed([page.slice(0, 3000), page.slice(3000)])).toBe(page);
    expect(await streamed(['<p>short</p>'])).toBe('<p>short</p>');
  });

  it('refuses a script that would end its own element', () => {
    expect(() => withHeadScript('"</script><script>alert(1)"', 'n0nce')).toThrow('cannot hold');
  });
});
