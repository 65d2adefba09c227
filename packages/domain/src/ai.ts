/**
 * The AI features behind the AI panel and the /api/ai calls: the AI user profile, natural-language search, smart
 * recommendations, the fit (competitiveness) score and tender summaries. Every answer carries its reasons so a user
 * can see why a tender was found.
 */

export * from './ai-profile';
export * from './ai-nl-search';
export * from './ai-fit';
