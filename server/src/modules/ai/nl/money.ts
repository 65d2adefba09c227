/** Money: "500k", "$2.5M", "2.5 million", "$500,000", "500 000 $", "2,5 M$". */

export const AMOUNT = `(\\$\\s?)?(\\d{1,3}(?:[ ,.]\\d{3})+|\\d+(?:[.,]\\d+)?)\\s?(k|m|mm|b|bn|millions?|thousand|mille|milliards?|billions?)?(?![a-z])\\s?(\\$|dollars?|cad|k\\$)?`;

export const amountOf = (
  dollar: string | undefined,
  digits: string,
  unit: string | undefined,
  suffix: string | undefined,
): number | null => {
  let numberText = digits;
  if (/^\d{1,3}(?:[ ,.]\d{3})+$/.test(digits) && !/^\d{1,3}[.,]\d{3}$/.test(digits)) {
    numberText = digits.replace(/[ ,.]/g, '');
  } else if (/^\d{1,3}[.,]\d{3}$/.test(digits)) {
    // "1,500" is fifteen hundred; "1.500" too (French thousands), unless a unit follows ("1.500 M" is rare).
    numberText = unit ? digits.replace(',', '.') : digits.replace(/[.,]/, '');
  } else {
    numberText = digits.replace(',', '.');
  }
  let value = Number(numberText);
  if (!Number.isFinite(value)) return null;
  const scale = (unit ?? (suffix === 'k$' ? 'k' : '')).toLowerCase();
  if (scale === 'k' || scale === 'thousand' || scale === 'mille') value *= 1_000;
  else if (scale === 'm' || scale === 'mm' || scale.startsWith('million')) value *= 1_000_000;
  else if (scale === 'b' || scale === 'bn' || scale.startsWith('milliard') || scale.startsWith('billion'))
    value *= 1_000_000_000;
  // A bare small number ("under 50") is not money: it needs a currency sign or a unit, or to be large.
  if (!dollar && !unit && !suffix && value < 1_000) return null;
  return Math.round(value);
};

export const formatMoney = (value: number): string =>
  `$${new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 }).format(value)}`;

/** Whole dollars in French ("500 000 $"). */
export const formatMoneyFr = (value: number): string =>
  `${new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 0 }).format(value)} $`;

/** Dollars in the language of the answer. */
export const formatMoneyIn = (value: number, language: 'eng' | 'fra'): string =>
  language === 'fra' ? formatMoneyFr(value) : formatMoney(value);
