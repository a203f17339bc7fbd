// HTML from the API is sanitised by the server and again here (DOMPurify), before React puts it in
// the page. DOMPurify comes with the content pages' chunks, never at start-up. It needs a DOM:
// in the server render there is none, and the HTML goes out as this server's API sanitised it
// (its allowlist, at write time); the render reads only that API, in process.
import { headingAnchor } from '@/domain';
import DOMPurify from 'dompurify';

/** A heading of a rich text, for a table of contents. */
export interface RichHeading {
  readonly id: string;
  readonly text: string;
  readonly level: 2 | 3;
}

/** Sanitised HTML whose h2 and h3 carry anchor ids, and those headings in order. */
export interface RichHtml {
  readonly html: string;
  readonly headings: readonly RichHeading[];
}

/** API HTML sanitised with DOMPurify where there is a DOM (the browser). */
export function sanitizeRichHtml(html: string): string {
  return typeof DOMPurify.sanitize === 'function' ? DOMPurify.sanitize(html) : html;
}

const HEADING = /<(h[23])((?:\s[^>]*)?)>([\s\S]*?)<\/\1\s*>/gi;
const ID_ATTRIBUTE = /\sid\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i;
const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of a heading's inner HTML: tags dropped, entities decoded (the same for any serialisation of it). */
function headingText(inner: string): string {
  return inner
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    })
    .trim();
}

/**
 * Sanitises API HTML and gives its h2/h3 headings ids (for a table of contents) when asked. The
 * headings are found in the sanitised markup's text, so the server render and the browser agree
 * on them whichever serialisation each has.
 */
export function prepareRichHtml(html: string, withAnchors = false): RichHtml {
  const clean = sanitizeRichHtml(html);
  if (!withAnchors) return { html: clean, headings: [] };
  const taken = new Set<string>();
  const headings: RichHeading[] = [];
  const anchored = clean.replace(HEADING, (_whole, tag: string, attributes: string, inner: string) => {
    const text = headingText(inner);
    const id = headingAnchor(text, taken);
    taken.add(id);
    headings.push({ id, text, level: tag.toLowerCase() === 'h2' ? 2 : 3 });
    return `<${tag}${attributes.replace(ID_ATTRIBUTE, '')} id="${id}">${inner}</${tag}>`;
  });
  return { html: anchored, headings };
}
