import { Transform } from 'node:stream';

/** How far into the document its head must have begun (React writes it in its first chunk). */
const HEAD_WITHIN_BYTES = 4096;
/** The head's start, and its charset declaration when it comes first, as React writes them. */
const HEAD_START = /<head>(?:<meta charSet="[^"]*"\/>)?/i;

/**
 * The document with `script` inline right after its head's start (and charset): before the
 * stylesheet, so it waits for no download, where a script after it would wait for the stylesheet
 * and hold the first paint back. A document whose head is not found early is sent unchanged.
 */
export function withHeadScript(script: string, nonce: string): Transform {
  if (/<\/script/i.test(script)) throw new Error('A head script cannot hold "</script".');
  const tag = Buffer.from(`<script nonce="${nonce}">${script}</script>`);
  let pending = Buffer.alloc(0);
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      pending = Buffer.concat([pending, chunk]);
      // Read byte for byte (latin1), so an index into the text is one into the bytes.
      const head = HEAD_START.exec(pending.toString('latin1'));
      if (head === null && pending.length < HEAD_WITHIN_BYTES) return callback();
      done = true;
      const at = head === null ? 0 : head.index + head[0].length;
      const text = head === null ? pending : Buffer.concat([pending.subarray(0, at), tag, pending.subarray(at)]);
      pending = Buffer.alloc(0);
      callback(null, text);
    },
    flush(callback) {
      callback(null, pending.length > 0 ? pending : undefined);
    },
  });
}
