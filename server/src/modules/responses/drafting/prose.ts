/** Small helpers for the prose both phrase books write. */

export const trimSentence = (text: string): string => text.trim().replace(/[\s.;:]+$/, '');

/** A sentence that ends as one: its own final mark, else a full stop. */
export const endSentence = (text: string): string => {
  const trimmed = text.trim().replace(/[\s,;:]+$/u, '');
  return /[.!?…\]]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
};

export const lowerFirst = (text: string): string =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

export const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export const joinWith = (items: readonly string[], and: string): string => {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
};

const SENTENCE_END = /(?<=[.!?])\s+(?=[\p{Lu}\p{N}«"“(])/u;

/**
 * Notice text to quote: whole sentences only, up to `max` characters, never a word cut short. A text clipped
 * upstream (ending in "…") loses its unfinished last sentence; a first sentence longer than `max` is cut after
 * its last whole word and marked "[…]" as an elision.
 */
export const quotableExcerpt = (text: string, max = 400): string | null => {
  let clean = text.replace(/\s+/g, ' ').trim();
  const clipped = /(?:…|\.\.\.)$/u.test(clean);
  if (clipped) clean = clean.replace(/(?:…|\.\.\.)$/u, '').trimEnd();
  const sentences = clean.split(SENTENCE_END).filter(Boolean);
  // A clipped text's last sentence is unfinished: only the ones before it are whole.
  const whole = clipped ? sentences.slice(0, -1) : sentences;
  const picked: string[] = [];
  for (const sentence of whole) {
    if ([...picked, sentence].join(' ').length > max) break;
    picked.push(sentence);
  }
  if (picked.length > 0) return picked.join(' ');
  const first = sentences[0] ?? '';
  if (first === '') return null;
  const cut = first.slice(0, max + 1).replace(/[\s,;:]*\S*$/u, '');
  return cut === '' ? null : `${cut} […]`;
};
