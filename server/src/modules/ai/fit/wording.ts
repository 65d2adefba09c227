import { formatServerMessage, formatTenderValue, serverEn, type MessageLanguage } from '@tenderscout/domain';

/**
 * What the fit model needs besides its catalogue messages (`fit.*` in packages/domain/src/i18n/server-fit-en.ts
 * and server-fit-fr.ts): clearance levels and amounts as the reader sees them.
 */

type ClearanceLevel = keyof typeof serverEn.fit.clearanceLevels;

const isClearanceLevel = (level: string): level is ClearanceLevel =>
  Object.hasOwn(serverEn.fit.clearanceLevels, level);

/** A clearance level in the reader's words ('Top Secret' → 'Très secret'); an unknown one as given. */
export const clearanceLevelLabel = (level: string, language: MessageLanguage): string =>
  isClearanceLevel(level) ? formatServerMessage(language, `fit.clearanceLevels.${level}`) : level;

const englishMoney = (value: number): string =>
  value >= 1_000_000
    ? `$${(Math.round(value / 100_000) / 10).toString()}M`
    : `$${new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 }).format(value)}`;

const MONEY: Record<MessageLanguage, (value: number) => string> = {
  en: englishMoney,
  fr: (value) => formatTenderValue(value, 'fra'),
};

/** A contract value as the fit explanations say it: '$2.5M', '$750,000'; '2,5 M$', '750 000 $'. */
export const fitMoney = (value: number, language: MessageLanguage): string => MONEY[language](value);
