import { procurementCategoryLabel, type ProcurementCategoryCode } from '@tenderscout/domain';
import type { NlRule } from '../types';

/** Procurement categories, only when named as such ("construction projects", "goods", "services contracts"). */

/** "goods", "services contracts", "services related to goods", « biens ». */
export const categoryRule: NlRule = ({ text, structure, note }) => {
  const addCategory = (code: ProcurementCategoryCode, source: string) => {
    if (!structure.categories.includes(code)) {
      structure.categories.push(code);
      note('categories', procurementCategoryLabel(code, 'eng'), source);
    }
    return true;
  };
  text.each(/\bservices\s+related\s+to\s+goods\b|\bservices\s+lies\s+aux\s+biens\b/, (_m, source) =>
    addCategory('SRVTGD', source),
  );
  // "Construction" stays a search word, not a category filter: many notices of construction work (equipment
  // rental, source lists, repairs) carry no category code and a filter would drop them; the word itself finds
  // the Construction category's notices too. Only the words around it go ("construction work" → construction).
  text.each(/(?<=\bconstruction\s+)(?:projects?|contracts?|works?|jobs?)\b/, () => true);
  text.each(/\b(?:travaux|projets?|contrats?)\s+de\s+(?=construction\b)/, () => true);
  text.each(/\b(?:goods|supplies|products|biens|fournitures)\b(?!\s+(?:and|related|lies))/, (_m, source) =>
    addCategory('GD', source),
  );
  text.each(
    /\b(?:services?\s+contracts?|professional\s+services|services\s+professionnels|contrats?\s+de\s+services)\b/,
    (_m, source) => addCategory('SRV', source),
  );
};
