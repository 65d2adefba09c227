/**
 * The natural-language search engine: the parser (parse.ts) runs the ordered rules (rules/) over a folded copy
 * of the query (text.ts), with their vocabulary (regions.vocabulary.ts, organizations.vocabulary.ts, when.ts,
 * money.ts); describe.ts says a structure back in English or French.
 */
export { todayInEastern, type IsoDate } from './dates';
export { describeStructure } from './describe';
export { formatMoney, formatMoneyIn } from './money';
export { parseNaturalLanguageQuery } from './parse';
export type { KnownOrganization, ParseOptions, ParsedQuery } from './types';
