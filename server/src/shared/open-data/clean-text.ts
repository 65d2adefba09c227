import he from 'he';

/** Literal placeholders the feeds use for "nothing here". */
const PLACEHOLDERS = new Set([
  'none',
  'aucune',
  'aucun',
  'not applicable',
  'sans objet',
  'n/a',
  's.o.',
  'null',
]);

/** Trims, decodes HTML entities, and treats placeholders as empty. */
export const cleanText = (value: string | undefined): string | null => {
  if (value === undefined) return null;
  const decoded = value.includes('&') ? he.decode(value) : value;
  const trimmed = decoded.replace(/\u00a0/g, ' ').trim();
  if (trimmed === '' || PLACEHOLDERS.has(trimmed.toLowerCase())) return null;
  return trimmed;
};

/** Long text keeps its line structure: CRLF → LF, tabs and trailing spaces tidied, entities decoded. */
export const cleanDescription = (value: string | undefined): string | null => {
  const text = cleanText(value);
  if (text === null) return null;
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
};

/** `*a\n*b` multi-value cells (the `*` prefix is kept even on single values). */
export const splitMultiValue = (value: string | undefined): string[] => {
  if (value === undefined) return [];
  const decoded = value.includes('&') ? he.decode(value) : value;
  return decoded
    .split(/\r?\n/)
    .map((item) => item.replace(/^\s*\*/, '').trim())
    .filter((item) => item !== '' && !PLACEHOLDERS.has(item.toLowerCase()));
};

/** Comma-separated URL lists (CanadaBuys joins with `,`, legacy buyandsell with `, `). */
export const splitUrls = (value: string | undefined): string[] => {
  const text = cleanText(value);
  if (text === null) return [];
  return [
    ...new Set(text.split(/,(?=\s*https?:\/\/)|\s*\n\s*/).map((url) => url.replace(/^\*/, '').trim())),
  ].filter((url) => /^https?:\/\//i.test(url));
};
