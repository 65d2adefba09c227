import {
  EMPTY_NL_STRUCTURE,
  PROCUREMENT_CATEGORIES,
  REGIONS,
  nlQueryStructureSchema,
  regionValueOf,
  type NlQueryStructure,
} from '@tenderscout/domain';
import type { LlmClient } from '../../lib/llm-client';

/**
 * The LLM path of the natural-language search: the model proposes the filter structure as JSON, which is
 * validated against the same schema as the built-in parser's output. Anything else (not JSON, a missing or
 * unknown field, a region or category outside the vocabulary, a time-out) is a failure with a reason, and the
 * caller falls back to the built-in parser.
 */

/** Leaves room inside the client's 20 s AI time-out for the search itself. */
export const LLM_PARSE_TIMEOUT_MS = 12_000;

const SYSTEM_PROMPT = (today: string) =>
  [
    "You turn a supplier's search for Canadian government tenders (English or French) into search filters.",
    `Today is ${today} (Eastern time). Resolve relative dates from today. Answer with one JSON object only, with exactly these keys:`,
    "- search_terms: string, the words describing the work to search for, without the filter phrases (keep the user's language)",
    `- regions: array of region values among ${JSON.stringify(REGIONS.map((region) => region.value))}`,
    `- categories: array of procurement category codes among ${JSON.stringify(PROCUREMENT_CATEGORIES.map((category) => category.code))} (CNST construction, GD goods, SRV services, SRVTGD services related to goods), only when the user names the category`,
    '- organizations: array of buying organisation names the user named (empty if none)',
    '- closing_from, closing_to: "YYYY-MM-DD" or null (when the tender closes)',
    '- published_from, published_to: "YYYY-MM-DD" or null (when the tender was published)',
    '- value_min, value_max: numbers in Canadian dollars or null ("500k" is 500000, "$2.5M" is 2500000)',
    '- security_clearance_required: true, false ("no security clearance") or null',
    '- indigenous_set_aside: true, false or null',
    '- canadian_made: true, false or null',
    '- experience_required: true, false or null',
    '- status: "open" (default), "closed" or "any"',
  ].join('\n');

const stripFences = (text: string): string =>
  text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '')
    .trim();

export type LlmParseOutcome = { ok: true; structure: NlQueryStructure } | { ok: false; reason: string };

export const parseWithLlm = async (
  llm: LlmClient,
  query: string,
  today: string,
): Promise<LlmParseOutcome> => {
  let answer: string;
  try {
    answer = await llm.complete(
      [
        { role: 'system', content: SYSTEM_PROMPT(today) },
        { role: 'user', content: query },
      ],
      { json: true, temperature: 0, maxTokens: 600, signal: AbortSignal.timeout(LLM_PARSE_TIMEOUT_MS) },
    );
  } catch (error) {
    return {
      ok: false,
      reason: `The language model did not answer: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(stripFences(answer));
  } catch {
    return { ok: false, reason: 'The language model did not answer with JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, reason: 'The language model did not answer with a JSON object' };
  if (typeof (parsed as Record<string, unknown>).search_terms !== 'string')
    return { ok: false, reason: "The language model's answer has no search_terms" };
  const candidate = { ...EMPTY_NL_STRUCTURE, ...(parsed as Record<string, unknown>) };
  // Region names in either language or as codes are accepted and written as values; anything else fails below.
  if (Array.isArray(candidate.regions))
    candidate.regions = candidate.regions.map((region: unknown) =>
      typeof region === 'string' ? (regionValueOf(region) ?? region) : region,
    ) as NlQueryStructure['regions'];
  const result = nlQueryStructureSchema.safeParse(candidate);
  if (!result.success) {
    const issue = result.error.issues[0];
    return {
      ok: false,
      reason: `The language model's answer did not match the filter schema (${issue ? `${issue.path.join('.') || 'answer'}: ${issue.message}` : 'invalid'})`,
    };
  }
  return { ok: true, structure: result.data };
};
