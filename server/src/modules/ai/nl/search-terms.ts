import { fold } from './text';

/** Words that carry no search meaning once the filters are out ("find me tenders for …"). */
const FILLER_WORDS = new Set(
  (
    'find|show|list|get|give|search|searching|look|looking|seek|seeking|want|need|needs|please|me|us|my|our|i|im|' +
    "i'm|we|we're|am|are|is|be|any|all|some|the|a|an|tender|tenders|contract|contracts|opportunity|opportunities|" +
    'bid|bids|rfp|rfps|rfq|rfqs|rfso|solicitation|solicitations|notice|notices|procurement|procurements|' +
    'in|at|near|around|from|by|with|of|for|that|which|who|are|on|to|and|or|than|between|within|under|over|' +
    'about|into|across|inside|region|regions|province|provinces|government|federal|canada|canadian|' +
    'closing|closes|close|due|deadline|deadlines|posted|published|ending|value|valued|worth|budget|' +
    'requiring|required|requires|require|needed|without|no|not|also|only|just|currently|new|recent|latest|' +
    // French
    'trouve|trouvez|trouver|montre|montrez|montrer|moi|je|nous|cherche|cherchons|recherche|rechercher|des|les|' +
    "le|la|l'|de|du|d'|en|au|aux|dans|pour|avec|qui|que|sont|est|appel|appels|d'offres|offre|offres|avis|" +
    'contrat|contrats|marche|marches|opportunite|opportunites|occasion|occasions|et|ou|a|sur|entre|valeur|' +
    'province|region|gouvernement|federal|federaux|qui|ferment|fermant|fermeture|cloture|publie|publies|' +
    'publiees|sans|aucune|aucun|exigeant|requis|requise|moins|plus|tous|toutes|un|une|nouveaux|recents|l|d'
  ).split('|'),
);

/** The words left to search: the typed text without its filler words, numbers and elisions. */
export const cleanSearchTerms = (text: string): string => {
  const words = text
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, ''))
    .filter((word) => word !== '');
  const kept = words.filter((word) => {
    // "IT" in capitals is information technology, not the pronoun.
    if (word === 'IT' || word === 'TI') return true;
    const folded = fold(word);
    if (FILLER_WORDS.has(folded)) return false;
    if (/^[ld]'/.test(folded) && FILLER_WORDS.has(folded.slice(2))) return false;
    if (/^\d+$/.test(folded)) return false;
    return true;
  });
  return kept
    .map((word) => word.replace(/^[ldLD]['\u2019](?=\p{L})/u, ''))
    .join(' ')
    .trim();
};
