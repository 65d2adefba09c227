/**
 * Where the notice asks for bids: by e-mail to an address it names, through Canada Post's epost Connect, through
 * another portal (MERX, Bonfire, Biddingo, SAP Ariba), or — when it names none of these — through the notice on
 * CanadaBuys. Read from the notice's own sentences about submitting bids, never from its enquiry contacts.
 */

export type SubmissionChannel =
  | { kind: 'canadabuys' }
  | { kind: 'email'; address: string }
  | { kind: 'epost' }
  | { kind: 'portal'; name: string };

const PORTALS: ReadonlyArray<[RegExp, string]> = [
  [/\bMERX\b/u, 'MERX'],
  [/\bBonfire\b/iu, 'Bonfire'],
  [/\bBiddingo\b/iu, 'Biddingo'],
  [/\bSAP\s+Ariba\b|\bAriba\b/iu, 'SAP Ariba'],
];

/** A sentence about sending the bid itself (not a question, not a contact for enquiries). */
const ABOUT_SUBMITTING =
  /\b(?:submit|submitted|submission|delivered|sent|send|received)\b|\b(?:soumis|présentée?s?|transmise?s?|envoyée?s?|déposée?s?|reçue?s?)\b/iu;
const ABOUT_THE_BID =
  /\b(?:bids?|tenders?|proposals?|offers?|quotations?|responses?|soumissions?|offres?|propositions?)\b/iu;
const ABOUT_ENQUIRIES = /\b(?:inquir\w*|enquir\w*|questions?|renseignements?|clarifications?)\b/iu;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u;

const sentencesOf = (text: string): string[] =>
  text
    .replace(/\s+/gu, ' ')
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .filter((sentence) => ABOUT_SUBMITTING.test(sentence) && ABOUT_THE_BID.test(sentence))
    .filter((sentence) => !ABOUT_ENQUIRIES.test(sentence));

export const submissionChannelOf = (description: string | null | undefined): SubmissionChannel => {
  const sentences = sentencesOf(description ?? '');
  for (const sentence of sentences) {
    if (/\bepost\s*connect\b|\bConnexion\s+postel\b|\bCanada\s+Post\b.{0,60}\bConnect\b/iu.test(sentence)) {
      return { kind: 'epost' };
    }
    const portal = PORTALS.find(([pattern]) => pattern.test(sentence));
    if (portal) return { kind: 'portal', name: portal[1] };
    const address = EMAIL.exec(sentence)?.[0].replace(/\.$/u, '');
    if (address) return { kind: 'email', address };
  }
  return { kind: 'canadabuys' };
};
