/**
 * Search highlights arrive as text with the matched words wrapped in `<mark>…</mark>` and every other `<`, `>`,
 * `&`, `"` and `'` escaped (packages/domain search.ts). They are never handed to the browser as HTML: the
 * fragment is split on the two mark tags and the text between is decoded and rendered as plain text, so markup
 * hidden in a notice cannot run even if the server's escaping were wrong.
 */

export interface HighlightPart {
  text: string;
  isMatch: boolean;
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });

export const parseHighlight = (fragment: string): HighlightPart[] => {
  const parts: HighlightPart[] = [];
  let isMatch = false;
  for (const piece of fragment.split(/(<mark>|<\/mark>)/i)) {
    const tag = piece.toLowerCase();
    if (tag === '<mark>') isMatch = true;
    else if (tag === '</mark>') isMatch = false;
    else if (piece !== '') parts.push({ text: decodeEntities(piece), isMatch });
  }
  return parts;
};
