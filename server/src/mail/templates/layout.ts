// The store's mail look: one centred column at most 600 px wide, the wordmark, warm white, near
// black and the oxblood accent of the storefront (src/ui/styles/tokens.less). Tables and inline
// styles only: what every mail client, narrow ones included, renders alike.

export const MAIL_COLOURS = { page: '#faf8f5', surface: '#ffffff', text: '#1a1817', muted: '#5f5954', rule: '#ebe6df', accent: '#6e2b2b' } as const;
/** The storefront's sans-serif stack, for inline styles. */
export const MAIL_SANS = "'Helvetica Neue',Helvetica,Arial,sans-serif";
const SANS = MAIL_SANS;
const SERIF = "Didot,'Bodoni 72','Bodoni MT',Georgia,'Times New Roman',serif";

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

/** A full-width dark button linking back to the store. */
export function mailButton(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0"><tr><td style="background:${MAIL_COLOURS.text}">
<a href="${escapeHtml(href)}" style="display:inline-block;padding:14px 28px;font:600 14px/1 ${SANS};color:${MAIL_COLOURS.page};text-decoration:none;letter-spacing:.06em;text-transform:uppercase">${escapeHtml(label)}</a></td></tr></table>`;
}

/** A heading in the store's serif. */
export function mailHeading(text: string): string {
  return `<h1 style="margin:0 0 16px;font:400 26px/1.25 ${SERIF};color:${MAIL_COLOURS.text}">${escapeHtml(text)}</h1>`;
}

/** A paragraph of body text (already escaped HTML). */
export function mailParagraph(html: string, muted = false): string {
  return `<p style="margin:0 0 14px;font:15px/1.55 ${SANS};color:${muted ? MAIL_COLOURS.muted : MAIL_COLOURS.text}">${html}</p>`;
}

/**
 * A whole mail: the preheader (the line clients show beside the subject), the wordmark linking
 * home, the content, and a footer with the store's address on the web.
 */
export function mailLayout({ origin, title, preheader, content }: { origin: string; title: string; preheader: string; content: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${MAIL_COLOURS.page}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${MAIL_COLOURS.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px">
<tr><td align="center" style="padding:8px 0 24px"><a href="${escapeHtml(origin)}/" style="font:400 30px/1 ${SERIF};letter-spacing:.28em;color:${MAIL_COLOURS.text};text-decoration:none">MAISON</a></td></tr>
<tr><td style="background:${MAIL_COLOURS.surface};padding:32px 28px;border-top:3px solid ${MAIL_COLOURS.accent}">${content}</td></tr>
<tr><td align="center" style="padding:20px 8px;font:12px/1.6 ${SANS};color:${MAIL_COLOURS.muted}">Maison · <a href="${escapeHtml(origin)}/" style="color:${MAIL_COLOURS.muted}">${escapeHtml(origin.replace(/^https?:\/\//, ''))}</a><br>You receive this e-mail because of something you did at our store.</td></tr>
</table></td></tr></table></body></html>`;
}
