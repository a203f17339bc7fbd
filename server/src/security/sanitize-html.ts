// An allowlist sanitiser for the store's own rich text (descriptions, FAQ answers, pages).
// Tags outside the list are dropped (their text kept, except script/style whose content goes
// too); attributes are dropped except a safe href on <a>.

const ALLOWED_TAGS = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'span',
]);
const VOID_TAGS = new Set(['br']);
const DROPPED_WITH_CONTENT = /<(script|style|iframe|object|embed|template|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi;
const COMMENTS = /<!--[\s\S]*?(-->|$)/g;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g;
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

const escapeText = (text: string) => text.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function hrefOf(attributes: string): string | null {
  const match = /\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  const raw = (match?.[2] ?? match?.[3] ?? match?.[4] ?? '').trim();
  // Entities and control characters can hide "javascript:"; refuse anything with them.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (raw === '' || /[&\u0000-\u001f]/.test(raw) || !SAFE_HREF.test(raw)) return null;
  return raw;
}

function rebuildTag(closing: string, name: string, attributes: string): string {
  const tag = name.toLowerCase();
  if (!ALLOWED_TAGS.has(tag)) return '';
  if (closing) return VOID_TAGS.has(tag) ? '' : `</${tag}>`;
  if (tag !== 'a') return `<${tag}>`;
  const href = hrefOf(attributes);
  if (href === null) return '<a>';
  const external = /^https?:/i.test(href) ? ' rel="noopener noreferrer"' : '';
  return `<a href="${escapeAttribute(href)}"${external}>`;
}

/** Returns HTML holding only allowlisted tags and safe links. */
export function sanitizeHtml(html: string): string {
  const cleaned = html.replace(DROPPED_WITH_CONTENT, '').replace(COMMENTS, '');
  let output = '';
  let last = 0;
  for (const match of cleaned.matchAll(TAG)) {
    output += escapeText(cleaned.slice(last, match.index));
    output += rebuildTag(match[1] ?? '', match[2] ?? '', match[3] ?? '');
    last = match.index + match[0].length;
  }
  return output + escapeText(cleaned.slice(last));
}
