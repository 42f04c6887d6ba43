// Assistant text is shown as text: only the site's own paths (/prenota, /booking-policy#cancellation)
// become links; nothing is ever parsed as HTML.
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const SITE_PATH = /(^|[\s(])(\/[a-z0-9][a-z0-9\-/]*(?:#[a-z0-9-]+)?)/gi;

export function splitChatText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(SITE_PATH)) {
    const start = (m.index ?? 0) + m[1].length;
    // A trailing full stop or comma ends the sentence, not the path.
    const href = m[2].replace(/[.,;:]+$/, '');
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
