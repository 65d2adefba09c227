import { AMOUNT, amountOf, formatMoney } from '../money';
import type { NlRule } from '../types';

/** The contract value: a range ("between $100k and $500k", "100k-500k"), or a bound ("under $2M"). */

/** "between $100k and $500k", "100k-500k", « entre 100 000 $ et 500 000 $ ». */
export const valueRangeRule: NlRule = ({ text, structure, note }) => {
  const rangePattern = new RegExp(
    `\\b(?:between|from|entre|de)\\s+${AMOUNT}\\s*(?:and|to|-|et|a)\\s*${AMOUNT}|(?<![\\w$])${AMOUNT}\\s*(?:-|to|a)\\s*${AMOUNT}(?=\\s|$|[,.;])`,
  );
  text.each(rangePattern, (match, source) => {
    const groups = match.slice(1);
    const offset = groups[0] !== undefined || groups[1] !== undefined ? 0 : 8;
    const [d1, n1, u1, s1, d2, n2, u2, s2] = groups.slice(offset, offset + 8);
    if (!n1 || !n2) return false;
    // "100k-500k": the unit of the upper bound applies to a bare lower bound ("2-5 million").
    const low = amountOf(d1 ?? d2, n1, u1 ?? u2, s1 ?? s2);
    const high = amountOf(d2 ?? d1, n2, u2, s2);
    if (low === null || high === null || low > high) return false;
    structure.value_min = low;
    structure.value_max = high;
    note('value', `${formatMoney(low)} – ${formatMoney(high)}`, source);
    return true;
  });
};

/** "under $2M", "over 500k", « moins de 2 M$ ». */
export const valueBoundRule: NlRule = ({ text, structure, note }) => {
  const maxWords =
    "under|below|less\\s+than|lower\\s+than|cheaper\\s+than|up\\s+to|at\\s+most|max(?:imum)?|no\\s+more\\s+than|not\\s+over|not\\s+exceeding|<=?|≤|moins\\s+de|inferieure?s?\\s+a|jusqu'a|au\\s+plus|sous|maximum\\s+de";
  const minWords =
    'over|above|more\\s+than|greater\\s+than|at\\s+least|min(?:imum)?|exceeding|no\\s+less\\s+than|>=?|≥|plus\\s+de|superieure?s?\\s+a|au\\s+moins|minimum\\s+de|de\\s+plus\\s+de';
  text.each(
    new RegExp(
      `(?:\\b(?:valued|value[ds]?|worth|budget|contract(?:s)?|d'une\\s+valeur)\\s+)?((?:${maxWords})|(?:${minWords}))\\s*${AMOUNT}`,
    ),
    (match, source) => {
      const [, comparator, dollar, digits, unit, suffix] = match;
      if (!digits || !comparator) return false;
      const value = amountOf(dollar, digits, unit, suffix);
      if (value === null) return false;
      const isMax = new RegExp(`^(?:${maxWords})$`).test(comparator.trim());
      if (isMax) {
        structure.value_max = value;
        note('value', `under ${formatMoney(value)}`, source);
      } else {
        structure.value_min = value;
        note('value', `over ${formatMoney(value)}`, source);
      }
      return true;
    },
  );
};
