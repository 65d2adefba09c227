/**
 * Bounds on the keyword query's complexity. `websearch_to_tsquery` turns every word, "phrase", OR and -exclusion
 * into a node that each candidate tender is tested against (in both languages, for ranking, counts and
 * highlights); a 9 KB query of 3,000 exclusions made one search run for minutes. Longer queries keep their
 * first terms: repeats are dropped, then at most `maxTerms` terms, `maxExclusions` of them exclusions (an
 * exclusion alone matches nearly every tender), and `maxPhraseWords` words per phrase.
 */
export const QUERY_BOUNDS = { maxTerms: 16, maxExclusions: 4, maxPhraseWords: 8 } as const;

const TOKEN = /-?"[^"]*(?:"|$)|\S+/g;

export const boundQuery = (text: string, bounds = QUERY_BOUNDS): string => {
  const kept: string[] = [];
  const seen = new Set<string>();
  let terms = 0;
  let exclusions = 0;
  for (const token of text.match(TOKEN) ?? []) {
    if (token === 'OR') {
      // An OR joins two kept terms: never first, never doubled.
      if (kept.length > 0 && kept.at(-1) !== 'OR') kept.push(token);
      continue;
    }
    let term = token;
    if (/^-?"/.test(term)) {
      const negated = term.startsWith('-');
      const words = term
        .replace(/^-?"|"$/g, '')
        .split(/\s+/)
        .filter(Boolean);
      if (words.length === 0) continue;
      term = `${negated ? '-' : ''}"${words.slice(0, bounds.maxPhraseWords).join(' ')}"`;
    }
    const key = term.toLowerCase();
    if (seen.has(key)) continue;
    const isExclusion = term.startsWith('-') && term.length > 1;
    if (terms >= bounds.maxTerms || (isExclusion && exclusions >= bounds.maxExclusions)) continue;
    seen.add(key);
    terms += 1;
    if (isExclusion) exclusions += 1;
    kept.push(term);
  }
  while (kept.at(-1) === 'OR') kept.pop();
  return kept.join(' ');
};
