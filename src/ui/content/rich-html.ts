// HTML from the API is sanitised by the server and again here (DOMPurify), before React puts it in
// the page. DOMPurify comes with the content pages' chunks, never at start-up.
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

/** Sanitises API HTML and gives its h2/h3 headings ids (for a table of contents) when asked. */
export function prepareRichHtml(html: string, withAnchors = false): RichHtml {
  const clean = DOMPurify.sanitize(html);
  if (!withAnchors) return { html: clean, headings: [] };
  const template = document.createElement('template');
  template.innerHTML = clean;
  const taken = new Set<string>();
  const headings: RichHeading[] = [];
  for (const element of template.content.querySelectorAll('h2, h3')) {
    const text = element.textContent?.trim() ?? '';
    const id = headingAnchor(text, taken);
    taken.add(id);
    element.id = id;
    headings.push({ id, text, level: element.tagName === 'H2' ? 2 : 3 });
  }
  return { html: template.innerHTML, headings };
}
