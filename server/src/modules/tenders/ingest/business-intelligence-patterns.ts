import type { ClearanceLevel } from '@tenderscout/domain';
import { ENGLISH_CARDINAL_WORDS, FRENCH_CARDINAL_WORDS, wordAlternation } from '../../../lib/number-words';

/**
 * The English and French wording the business-intelligence reader looks for, one group per fact. Kept
 * conservative: a pattern should match a sentence that states the requirement, not one that only mentions it.
 */

// ---- Indigenous set-aside -------------------------------------------------------------------------------
export const INDIGENOUS_BOILERPLATE =
  /directory|répertoire|\bIBD\b|\bREA\b|can also allow|peut également|online resource|ressource en ligne/i;
/** A set-aside said to be possible, not made: "Tenders may be set aside …" (a source list's later calls). */
export const INDIGENOUS_POSSIBLE =
  /\b(may|might|could|can) (also |sometimes )?be (set[- ]aside|reserved)\b|\bin (such cases|this case)\b|\bif\b[^.]{0,120}\bset[- ]aside\b|\bpeu(?:ven)?t (?:aussi |également )?être réservée?s?\b|\bpourrai(?:en)?t être réservée?s?\b|\bdans (de tels cas|ce cas)\b|\bsi\b[^.]{0,120}\bréservée?s?\b/i;
/** A notice saying it is not set aside ("This procurement is not subject to any set-asides for Indigenous …"). */
export const INDIGENOUS_NONE =
  /\bnot (subject to|set[- ]aside)[^.]{0,40}(set[- ]asides?|indigenous|aboriginal)|\bno set[- ]asides?\b[^.]{0,40}(indigenous|aboriginal)|n['’](est|a) (pas|fait l['’]objet d['’]aucune?)[^.]{0,60}(réserv|autochtone)|\bne (fait|comporte) (pas|l['’]objet d['’]aucune?)[^.]{0,60}(réserv|autochtone)/i;
export const INDIGENOUS_FULL = [
  /\bset[- ]aside\b[^.]{0,80}\b(indigenous|aboriginal)\b/i,
  /\b(indigenous|aboriginal)\b[^.]{0,40}\bset[- ]aside\b/i,
  /\bset[- ]aside under the procurement strategy for (indigenous|aboriginal) business/i,
  /only (suppliers|bidders|firms) (that|who) meet the definition of an? (indigenous|aboriginal) business/i,
  /\bréservée?s? (aux|à une|à des) (entreprises?|fournisseurs?) autochtones?/i,
  /marché réservé[^.]{0,80}autochtone/i,
];
export const INDIGENOUS_PARTIAL = [
  /\bstream\b[^.]{0,60}\b(indigenous|aboriginal)\b/i,
  /\bvolet\b[^.]{0,60}\bautochtones?\b/i,
  /\b(indigenous|aboriginal) (participation|benefits) plan\b/i,
  /plan de participation (des )?autochtones?/i,
];

// ---- Security clearance -----------------------------------------------------------------------------------
export const SECURITY_CONTEXT =
  /secur|sécurité|clearance|attestation|cote de|reliability|fiabilité|screening|enquête|\bFSC\b|\bDOS\b|\bVOD\b|\bASI\b/i;
export const SECURITY_NONE =
  /\bno security\b|\bnot? (contain|include|have)[^.]{0,20}security|there (is|are) no[^.]{0,30}security|aucune exigence[^.]{0,40}sécurité|pas d['’]exigences?[^.]{0,40}sécurité|ne comporte aucune[^.]{0,40}sécurité|do not need to have the required clearance/i;
export const NOT_APPLICABLE = /:\s*(not applicable|n\/a|none|sans objet|aucune?)\s*\.?$/i;
export const SECURITY_REQUIRED =
  /security requirements? (associated|applies|apply)|there (is|are) (a )?security requirements?|\bSRCL\b|security requirements? check ?list|minimum[^.]{0,40}security|must (each )?hold[^.]{0,40}(valid|clearance|status)|exigences? (relatives? à|en matière de) (la )?sécurité|niveau minimum[^.]{0,60}sécurité|doivent détenir/i;
export const LEVEL_PATTERNS: Array<[ClearanceLevel, RegExp]> = [
  ['Top Secret', /\btop secret\b|\btrès secret\b/i],
  ['Secret', /(?<!top |très )\bsecret\b(?! sigint)/i],
  ['Enhanced Reliability', /\benhanced reliability\b|fiabilit[ée] approfondie/i],
  ['Reliability', /\breliability\b|\bfiabilit[ée](?![a-z])/i],
  [
    'DOS',
    /designated organi[sz]ation screening|\(DOS\)|\bDOS\b|vérification d['’]organisation désignée|\bVOD\b/,
  ],
  ['FSC', /facility security clearance|\(FSC\)|\bFSC\b|attestation de sécurité d['’]installation|\bASI\b/],
];

// ---- Canadian content -------------------------------------------------------------------------------------
export const CANADIAN_CONTENT =
  /canadian content|contenu canadien|limited to canadian (goods|services|products)|limitée? aux (produits|biens|services) canadiens|made in canada|fabriqué au canada|canadian[- ]made|canadian goods and\/or services/i;
export const DOES_NOT_APPLY = /(does|do) not apply|not applicable|ne s['’]applique(nt)? pas|sans objet/i;

// ---- Experience -------------------------------------------------------------------------------------------
export const EXPERIENCE_YEARS = new RegExp(
  `\\b(\\d{1,2}|${wordAlternation(ENGLISH_CARDINAL_WORDS)})\\s*(?:\\((\\d{1,2})\\))?\\s*(?:\\+\\s*)?(?:-\\s*)?years?\\s+(?:of\\s+)?(?:[a-z-]+\\s+){0,3}experience`,
  'i',
);
export const EXPERIENCE_YEARS_FR = new RegExp(
  `\\b(\\d{1,2}|${wordAlternation(FRENCH_CARDINAL_WORDS)})\\s*(?:\\((\\d{1,2})\\))?\\s*(?:ans|années)\\s+d['’](?:\\w+\\s+){0,2}?expérience`,
  'i',
);
export const EXPERIENCE_GENERAL =
  /\b(demonstrated|proven|previous|relevant|minimum|must have|must demonstrate|required)\b[^.]{0,40}\bexperience\b|expérience (démontrée|pertinente|préalable|requise|minimale)|doit (posséder|avoir|démontrer)[^.]{0,40}expérience/i;

// ---- Certifications ---------------------------------------------------------------------------------------
export const BUSINESS_CERTIFICATIONS: Array<[string, RegExp]> = [
  ['ISO 9001', /\bISO[\s-]?9001\b/i],
  ['ISO 14001', /\bISO[\s-]?14001\b/i],
  ['ISO 27001', /\bISO(?:\/IEC)?[\s-]?27001\b/i],
  ['ISO 45001', /\bISO[\s-]?45001\b/i],
  ['ISO 13485', /\bISO[\s-]?13485\b/i],
  ['ISO 20000', /\bISO(?:\/IEC)?[\s-]?20000\b/i],
  [
    'COR (Certificate of Recognition)',
    /certificate of recognition|\bCOR\b(?!\w)|certificat de reconnaissance/,
  ],
  ['SOC 2', /\bSOC ?2\b/i],
  ['Controlled Goods Program', /controlled goods program|programme des marchandises contrôlées/i],
  ['Progressive Aboriginal Relations (PAR)', /progressive aboriginal relations|\bPAR certif/i],
  ['WSIB / WCB clearance', /\bWSIB\b|\bWCB\b|workers['’]? compensation (board )?(clearance|certificate)/i],
  ['Red Seal', /\bred seal\b|sceau rouge/i],
];
export const PRODUCT_CERTIFICATIONS: Array<[string, RegExp]> = [
  [
    'CSA',
    /\bCSA\b(?![- ]?Z\d*\s*(?:standard)?\s*$)|canadian standards association|association canadienne de normalisation/,
  ],
  ['ULC', /\bULC\b|underwriters['’]? laboratories of canada/i],
  ['UL', /\bUL\b(?:[- ]listed| certified| \d{2,4})/],
  ['ENERGY STAR', /energy star/i],
  ['EPEAT', /\bEPEAT\b/],
  ['NSF', /\bNSF\b/],
  ['CE mark', /\bCE[- ]mark/i],
  ['FIPS 140-2/3', /\bFIPS[\s-]?140/i],
  ['Common Criteria', /common criteria|critères communs/i],
  ['NIOSH', /\bNIOSH\b/],
  ['TAA compliant', /\bTAA[- ]compliant/i],
];

// ---- Lowest price, language, contract length --------------------------------------------------------------
export const LOWEST_PRICE =
  /lowest[- ](?:evaluated[- ])?price|lowest[- ]priced|lowest[- ]cost|prix le plus bas|moins[- ]disant|plus bas prix/i;
export const REQUIREMENT_WORD =
  /\b(must|shall|required|requirement|mandatory|proficien|fluent|capable|able to)\b|doit|doivent|requis|exig|obligatoire|maîtrise/i;
export const BILINGUAL =
  /\bbilingual\b|\bbilingue\b|both official languages|deux langues officielles|in (english|french) and (english|french)|en (anglais|français) et en (anglais|français)/i;
export const FRENCH_ONLY =
  /\b(in french|french language|french-speaking|francophone)\b|en français|langue française/i;
export const ENGLISH_ONLY =
  /\b(in english|english language|english-speaking|anglophone)\b|en anglais|langue anglaise/i;
export const DOCUMENT_TALK = /documents?|equivalent|discrepanc|écart|équivalent/i;
export const CONTRACT_PERIOD =
  /(contract period|period of|term of|duration of|for a period|durée du contrat|période de|pour une période)[^.]{0,40}?\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze)\s*(?:\((\d{1,2})\))?\s*[- ]?(years?|months?|ans?|années?|mois)\b/i;
