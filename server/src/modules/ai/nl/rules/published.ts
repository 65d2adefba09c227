import { addDays, formatDay, startOfMonth, startOfWeek, type IsoDate } from '../dates';
import { COUNT, UNIT, countOf, shift, unitOf } from '../when';
import type { NlRule, RuleContext } from '../types';

/** Publication windows: "posted in the last 2 weeks", "published this week", « publiés depuis une semaine ». */

export const PUBLISHED_CONTEXT =
  '(?:(?:that\\s+were\\s+|which\\s+were\\s+)?(?:posted|published|released|issued|added|new|publies?|publiees?|parus?|affiches?|nouveaux|nouvelles)\\s+)';

const setPublished = (
  { structure, note }: Pick<RuleContext, 'structure' | 'note'>,
  from: IsoDate | null,
  to: IsoDate | null,
  source: string,
) => {
  structure.published_from = from;
  structure.published_to = to;
  const range =
    from && to
      ? from === to
        ? `on ${formatDay(from)}`
        : `between ${formatDay(from)} and ${formatDay(to)}`
      : from
        ? `since ${formatDay(from)}`
        : `by ${formatDay(to!)}`;
  note('published', `Published ${range}`, source);
};

/** "posted in the last 2 weeks", « publiés au cours des 3 derniers jours ». */
export const publishedRecentRule: NlRule = ({ text, today, ...context }) => {
  text.each(
    new RegExp(
      `${PUBLISHED_CONTEXT}?\\b(?:in\\s+|within\\s+|over\\s+|during\\s+)?(?:the\\s+)?(?:last|past|previous)\\s+${COUNT}?\\s*${UNIT}` +
        `|${PUBLISHED_CONTEXT}?\\b(?:au\\s+cours\\s+des?|dans\\s+les|pendant\\s+les|des)\\s+${COUNT}?\\s*(?:derniers?|dernieres?)\\s+${UNIT}` +
        `|${PUBLISHED_CONTEXT}?\\b(?:les|la|le)\\s+${COUNT}?\\s*${UNIT}\\s+(?:derniers?|dernieres?)` +
        `|${PUBLISHED_CONTEXT}(?:depuis|il\\s+y\\s+a\\s+moins\\s+de)\\s+${COUNT}?\\s*${UNIT}`,
    ),
    (match, source) => {
      const groups = match.slice(1);
      const pairs: Array<[string | undefined, string | undefined]> = [
        [groups[0], groups[1]],
        [groups[2], groups[3]],
        [groups[4], groups[5]],
        [groups[6], groups[7]],
      ];
      const pair = pairs.find(([, unit]) => unit !== undefined);
      if (!pair) return false;
      const count = countOf(pair[0]) ?? 1;
      const unit = unitOf(pair[1]!);
      setPublished(context, shift(today, -count, unit), today, source);
      return true;
    },
  );
};

/** "published today", "posted this week", « publiés hier ». */
export const publishedNamedRule: NlRule = ({ text, today, ...context }) => {
  text.each(
    new RegExp(
      `${PUBLISHED_CONTEXT}(today|yesterday|this\\s+week|this\\s+month|aujourd'hui|hier|cette\\s+semaine|ce\\s+mois-ci|ce\\s+mois)\\b`,
    ),
    (match, source) => {
      const when = match[1]!;
      if (/today|aujourd/.test(when)) setPublished(context, today, today, source);
      else if (/yesterday|hier/.test(when))
        setPublished(context, addDays(today, -1), addDays(today, -1), source);
      else if (/week|semaine/.test(when)) setPublished(context, startOfWeek(today), today, source);
      else setPublished(context, startOfMonth(today), today, source);
      return true;
    },
  );
};
