import {
  addDays,
  addMonths,
  endOfMonth,
  endOfWeek,
  endOfYear,
  formatDay,
  makeDate,
  startOfMonth,
  type IsoDate,
} from '../dates';
import { fold } from '../text';
import type { NlRule, RuleContext } from '../types';
import {
  COUNT,
  DATE_PATTERN,
  MONTH_NAMES,
  UNIT,
  countOf,
  dateFromMatch,
  monthOf,
  shift,
  unitOf,
} from '../when';

/** Closing windows: the default for a future window ("in the next 2 weeks", "before March 15", "in June"). */

export const CLOSING_CONTEXT =
  '(?:(?:that\\s+|which\\s+)?(?:closing|closes|close|due|ending|ends|expiring|with\\s+(?:a\\s+)?deadline|deadline|submissions?\\s+due|qui\\s+fermen?t|fermant|fermeture|cloture|se\\s+terminant|date\\s+limite)\\s+)';

const setClosing = (
  { structure, note }: Pick<RuleContext, 'structure' | 'note'>,
  from: IsoDate | null,
  to: IsoDate | null,
  source: string,
  words?: string,
) => {
  structure.closing_from = from;
  structure.closing_to = to;
  const range =
    from && to
      ? from === to
        ? `on ${formatDay(from)}`
        : `between ${formatDay(from)} and ${formatDay(to)}`
      : from
        ? `after ${formatDay(addDays(from, -1))}`
        : `by ${formatDay(to!)}`;
  note('closing', `Closing ${range}${words ? ` (${words})` : ''}`, source);
};

/** "in the next 2 weeks", "within 10 days", « dans les 30 prochains jours ». */
export const closingWindowRule: NlRule = ({ text, today, ...context }) => {
  text.each(
    new RegExp(
      `${CLOSING_CONTEXT}?\\b(?:in|within|over|during)\\s+(?:the\\s+)?(?:next|coming)\\s+${COUNT}?\\s*${UNIT}` +
        `|${CLOSING_CONTEXT}?\\b(?:within|in\\s+less\\s+than|in\\s+under)\\s+${COUNT}\\s*${UNIT}` +
        `|${CLOSING_CONTEXT}?\\b(?:dans\\s+les|au\\s+cours\\s+des|d'ici|dans\\s+moins\\s+de|d'ici\\s+les|durant\\s+les)\\s+${COUNT}?\\s*(?:prochains?\\s+|prochaines?\\s+)?${UNIT}(?:\\s+(?:prochains?|prochaines?|a\\s+venir))?` +
        `|${CLOSING_CONTEXT}\\b(?:in|dans)\\s+${COUNT}\\s*${UNIT}` +
        `|${CLOSING_CONTEXT}?\\bnext\\s+${COUNT}\\s*${UNIT}`,
    ),
    (match, source) => {
      const groups = match.slice(1);
      const pairs: Array<[string | undefined, string | undefined]> = [
        [groups[0], groups[1]],
        [groups[2], groups[3]],
        [groups[4], groups[5]],
        [groups[6], groups[7]],
        [groups[8], groups[9]],
      ];
      const pair = pairs.find(([, unit]) => unit !== undefined);
      if (!pair) return false;
      const count = countOf(pair[0]) ?? (/\b(?:few|quelques)\b/.test(fold(source)) ? 3 : 1);
      const unit = unitOf(pair[1]!);
      const plural = count === 1 ? unit : `${unit}s`;
      setClosing(context, today, shift(today, count, unit), source, `next ${count} ${plural}`);
      return true;
    },
  );
};

/** "before March 15", "by 2027-03-15", "closing on June 1", « avant le 15 mars ». */
export const closingDeadlineRule: NlRule = ({ text, today, structure, ...context }) => {
  text.each(
    new RegExp(
      `${CLOSING_CONTEXT}?\\b(?:before|by|until|no\\s+later\\s+than|prior\\s+to|avant\\s+le|avant|d'ici\\s+le|au\\s+plus\\s+tard\\s+le|jusqu'au)\\s+(?:the\\s+)?${DATE_PATTERN}` +
        `|${CLOSING_CONTEXT}(?:on\\s+|le\\s+)?${DATE_PATTERN}`,
    ),
    (match, source) => {
      const groups = match.slice(1);
      const isDeadline = groups.slice(0, 9).some((value) => value !== undefined);
      const date = dateFromMatch(isDeadline ? groups.slice(0, 9) : groups.slice(9, 18), today);
      if (!date) return false;
      if (isDeadline) {
        const exclusive = /\b(?:before|prior\s+to|avant)\b/.test(fold(source));
        const to = exclusive ? addDays(date, -1) : date;
        setClosing({ structure, ...context }, structure.closing_from ?? today, to, source);
      } else {
        setClosing({ structure, ...context }, date, date, source);
      }
      return true;
    },
  );
};

/** "after March 15", « après le 15 mars ». */
export const closingAfterRule: NlRule = ({ text, today, structure, ...context }) => {
  text.each(
    new RegExp(`${CLOSING_CONTEXT}?\\b(?:after|apres\\s+le|apres)\\s+(?:the\\s+)?${DATE_PATTERN}`),
    (match, source) => {
      const date = dateFromMatch(match.slice(1, 10), today);
      if (!date) return false;
      setClosing({ structure, ...context }, addDays(date, 1), structure.closing_to, source);
      return true;
    },
  );
};

/** "closing this week", "next month", "by the end of the year", "soon", « demain ». */
export const closingNamedRule: NlRule = ({ text, today, ...context }) => {
  text.each(
    new RegExp(
      `${CLOSING_CONTEXT}?\\b(?:(today|tomorrow|this\\s+week|next\\s+week|this\\s+month|next\\s+month|(?:by\\s+|before\\s+)?(?:the\\s+)?end\\s+of\\s+(?:the\\s+)?(?:month|year|week)|this\\s+year|aujourd'hui|demain|cette\\s+semaine|la\\s+semaine\\s+prochaine|ce\\s+mois-ci|ce\\s+mois|le\\s+mois\\s+prochain|(?:d'ici|avant)\\s+la\\s+fin\\s+(?:du\\s+mois|de\\s+l'annee|de\\s+la\\s+semaine)|cette\\s+annee))\\b` +
        `|${CLOSING_CONTEXT}(soon|bientot|shortly)\\b|\\b(closing\\s+soon|fermant\\s+bientot|qui\\s+ferment\\s+bientot|closes?\\s+soon)\\b`,
    ),
    (match, source) => {
      const when = fold(match[1] ?? match[2] ?? match[3] ?? '');
      if (/soon|bientot|shortly/.test(when))
        setClosing(context, today, addDays(today, 3), source, 'closing soon: within 3 days');
      else if (/today|aujourd/.test(when)) setClosing(context, today, today, source, 'today');
      else if (/tomorrow|demain/.test(when))
        setClosing(context, addDays(today, 1), addDays(today, 1), source, 'tomorrow');
      else if (/next week|semaine prochaine/.test(when)) {
        const start = addDays(endOfWeek(today), 1);
        setClosing(context, start, endOfWeek(start), source, 'next week');
      } else if (/end of (?:the )?week|this week|cette semaine|fin de la semaine/.test(when))
        setClosing(context, today, endOfWeek(today), source, 'this week');
      else if (/next month|mois prochain/.test(when)) {
        const start = addMonths(startOfMonth(today), 1);
        setClosing(context, start, endOfMonth(start), source, 'next month');
      } else if (/year|annee/.test(when)) setClosing(context, today, endOfYear(today), source, 'this year');
      else setClosing(context, today, endOfMonth(today), source, 'this month');
      return true;
    },
  );
};

/** "closing in June", « fermant en juin 2027 ». */
export const closingMonthRule: NlRule = ({ text, today, ...context }) => {
  text.each(
    new RegExp(
      `${CLOSING_CONTEXT}(?:in|during|en|au\\s+mois\\s+de)\\s+(${MONTH_NAMES})\\b(?:\\s+(\\d{4}))?\\b`,
    ),
    (match, source) => {
      const month = monthOf(match[1]!);
      if (!month) return false;
      const thisYear = Number(today.slice(0, 4));
      const thisMonth = Number(today.slice(5, 7));
      const year = match[2] ? Number(match[2]) : month < thisMonth ? thisYear + 1 : thisYear;
      const start = makeDate(year, month, 1)!;
      setClosing(context, start < today ? today : start, endOfMonth(start), source);
      return true;
    },
  );
};
