/** The query text the rules read and consume: a folded copy the same length as the typed one. */

/** Lower-case, accent-free, same length as the input (one character out for each character in). */
export const foldSameLength = (text: string): string =>
  Array.from(text, (char) => {
    const folded = char
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    return folded.length === 1 ? folded : char.length === 1 ? char.toLowerCase().slice(0, 1) || char : char;
  })
    .join('')
    .replace(/[\u2019\u2018`]/g, "'")
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u00a0\u202f]/g, ' ');

export class Text {
  original: string;
  folded: string;
  constructor(input: string) {
    // Characters outside the BMP would break the one-to-one index mapping; they carry nothing searchable.
    this.original = input.replace(/[\uD800-\uDFFF]/g, ' ');
    this.folded = foldSameLength(this.original);
    if (this.folded.length !== this.original.length) this.folded = this.original.toLowerCase();
  }

  /** Blanks a span in both copies so later rules and the search words no longer see it. */
  consume(start: number, end: number): string {
    const source = this.original.slice(start, end).trim();
    const blank = ' '.repeat(end - start);
    this.original = this.original.slice(0, start) + blank + this.original.slice(end);
    this.folded = this.folded.slice(0, start) + blank + this.folded.slice(end);
    return source;
  }

  /**
   * Runs `pattern` (global) over the folded text; for each match `handle` returns true to take the phrase out.
   * `onOriginal` matches the case-sensitive original instead (province codes, acronyms).
   */
  each(
    pattern: RegExp,
    handle: (match: RegExpExecArray, source: string) => boolean,
    onOriginal = false,
  ): void {
    const target = onOriginal ? this.original : this.folded;
    const matches = [
      ...target.matchAll(
        new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
      ),
    ];
    for (const match of matches) {
      const start = match.index;
      const end = start + match[0].length;
      // A span an earlier match took (in this rule or before) is not matched twice.
      const current = onOriginal ? this.original : this.folded;
      if (current.slice(start, end) !== match[0] || match[0].trim() === '') continue;
      const source = this.original.slice(start, end).trim();
      if (handle(match, source)) this.consume(start, end);
    }
  }
}

/** Folded and with single spaces, for comparing names. */
export const fold = (text: string): string => foldSameLength(text).toLowerCase().replace(/\s+/g, ' ').trim();
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
