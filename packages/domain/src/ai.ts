/**
 * The AI features (SPEC.md §2 AI panel, §3 AI user profile / NL search / recommendations, §7 the /api/ai calls,
 * §9): the AI user profile, natural-language search, smart recommendations, the fit (competitiveness) score
 * and tender summaries. Every answer carries its reasons so a user can see why a tender was found.
 */

export * from './ai-profile';
export * from './ai-nl-search';
export * from './ai-fit';
