import { EMPTY_NL_STRUCTURE, type NlQueryStructure, type NlUnderstoodFilter } from '@tenderscout/domain';
import { NL_RULES } from './rules';
import { cleanSearchTerms } from './search-terms';
import { Text } from './text';
import type { ParseOptions, ParsedQuery, RuleContext } from './types';

/**
 * The built-in natural-language parser: a supplier's sentence in English or French → search filters (regions,
 * categories, organisations, closing and publication windows, value range, clearance, set-aside, Canadian
 * content, experience, status) plus the words left to search. Rule-based and deterministic: each rule matches a
 * phrase, records what it understood together with the words it came from, and takes the phrase out of the
 * search words. Works on an accent-folded, lower-cased copy of the text of the same length, so every match
 * maps back to the words the user typed.
 */
export const parseNaturalLanguageQuery = (query: string, options: ParseOptions): ParsedQuery => {
  const text = new Text(query);
  const structure: NlQueryStructure = {
    ...EMPTY_NL_STRUCTURE,
    regions: [],
    categories: [],
    organizations: [],
  };
  const understood: NlUnderstoodFilter[] = [];
  const note = (field: NlUnderstoodFilter['field'], value: string, source: string) =>
    understood.push({ field, value, source_text: source });
  const context: RuleContext = {
    text,
    structure,
    understood,
    today: options.today,
    organizations: options.organizations ?? [],
    note,
  };
  for (const rule of NL_RULES) rule(context);

  structure.search_terms = cleanSearchTerms(text.original);
  if (structure.status === 'open' && !understood.some((item) => item.field === 'status'))
    understood.push({ field: 'status', value: 'Open tenders only', source_text: '' });
  return { structure, understood };
};
