import type { NlRule } from '../types';

/** Status: open (the default), closed, or both. */

/** "including closed ones", "expired tenders", "currently open", « en cours ». */
export const statusRule: NlRule = ({ text, structure, understood, note }) => {
  text.each(
    /\b(?:including\s+closed(?:\s+ones)?|all\s+statuses|any\s+status|open\s+or\s+closed|even\s+(?:the\s+)?closed(?:\s+ones)?|y\s+compris\s+(?:les\s+)?(?:fermes|clos)|tous\s+statuts)\b/,
    (_match, source) => {
      structure.status = 'any';
      note('status', 'Open and closed tenders', source);
      return true;
    },
  );
  text.each(
    /^\s*(?:closed|expired|archived|fermes|fermees|expires|expirees)\b|\b(?:closed|expired|past|archived|previous|fermes|fermees|expires|expirees|passes|anciens)\b(?=\s+(?:tenders?|contracts?|opportunit\w*|notices?|solicitations?|appels?|avis|contrats?|marches)|\s*$)/,
    (_match, source) => {
      if (structure.status !== 'open') return true;
      structure.status = 'closed';
      note('status', 'Closed or expired tenders only', source);
      return true;
    },
  );
  text.each(
    /\b(?:currently\s+open|still\s+open|open\s+(?:right\s+)?now|open\s+today|open|active|current|ouverts?\s+(?:maintenant|aujourd'hui)|ouvertes?\s+(?:maintenant|aujourd'hui)|ouverts?|ouvertes?|en\s+cours|actifs?|actives?)\b/,
    (_match, source) => {
      if (structure.status === 'open' && !understood.some((item) => item.field === 'status'))
        note('status', 'Open tenders only', source);
      return true;
    },
  );
};
