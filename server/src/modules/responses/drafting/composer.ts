import type { ResponseSectionKey } from '@tenderscout/domain';
import type { DraftingContext } from './drafting-context';
import { factsOf, type Facts } from './facts';
import { additionalInfo } from './sections/additional-info';
import { budget } from './sections/budget';
import { executiveSummary } from './sections/executive-summary';
import { projectTeam } from './sections/project-team';
import { technicalApproach } from './sections/technical-approach';
import { timeline } from './sections/timeline';

/**
 * The built-in drafting engine: it assembles each section from the tender's facts and the company profile,
 * sentence by sentence, with no model and no fixed text of its own beyond the connecting phrases. What a
 * paragraph says depends on what the tender requires: two tenders give two different drafts, each naming its
 * own requirements. Where a fact is missing it says so, or leaves a marked gap, rather than inventing one.
 *
 * English and Canadian French. The section writers (sections/) decide what is said, from the facts (facts.ts),
 * once for both languages; every sentence they say is a catalogue message (`drafting.*`, in
 * packages/domain/src/i18n/server-drafting-*.ts; a key missing in one language fails the typecheck), said
 * through `Phrases` (phrasebook.ts, phrases.ts), with the language's grammar applied to the values it takes
 * (grammar.ts: « au ministère… », « la cote… »). Tender facts are never translated: a French draft reads the
 * tender's French fields (title, description, organisation, commodity descriptions, selection criteria, trade
 * agreements) and the French names of regions and clearance levels; a fact the notice gives only in English
 * stays as published.
 */

const WRITERS: Record<ResponseSectionKey, (facts: Facts) => string[]> = {
  executive_summary: executiveSummary,
  technical_approach: technicalApproach,
  project_team: projectTeam,
  timeline,
  budget,
  additional_info: additionalInfo,
};

/** The paragraphs of one section, written from the context's facts in the context's language. */
export const composeSection = (ctx: DraftingContext, section: ResponseSectionKey): string[] =>
  WRITERS[section](factsOf(ctx)).filter((paragraph) => paragraph.trim() !== '');
