import type { ResponseSections } from '@tenderscout/domain';

/**
 * The passages a draft leaves for the writer: a claim the company profile does not support ("[To confirm
 * before submitting: …]") and a fact it lacks ("[To complete: …]"), in English or French.
 */
const OPEN_MARKER = /\[(?:To confirm|To complete|À confirmer|À compléter)\b/giu;

/** How many marked passages are still in the response's sections. */
export const countOpenMarkers = (sections: ResponseSections): number =>
  Object.values(sections).reduce((count, text) => count + (text.match(OPEN_MARKER)?.length ?? 0), 0);
