import { formatNoticeDateTime, formatTenderValue, type Bookmark, type Language } from '@tenderscout/domain';
import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import type { DeadlineEvent, DeadlineKind } from './saved-deadlines';

const DAY_SECONDS = 24 * 60 * 60;
const EASTERN = 'America/Toronto';

const LABELS: Record<
  Language,
  {
    calendar: string;
    event: Record<DeadlineKind, string>;
    moved: (from: string, to: string, amendment: number) => string;
    reference: string;
    buyer: string;
    value: string;
    notice: string;
    inApp: string;
  }
> = {
  eng: {
    calendar: 'TenderScout: saved tender deadlines',
    event: { closing: 'Closes', enquiry: 'Questions deadline', site_visit: 'Site visit' },
    moved: (from, to, amendment) => `Moved from ${from} to ${to} by amendment ${amendment}`,
    reference: 'Reference',
    buyer: 'Buyer',
    value: 'Value',
    notice: 'Notice',
    inApp: 'In TenderScout',
  },
  fra: {
    calendar: 'TenderScout : échéances des appels d’offres sauvegardés',
    event: { closing: 'Clôture', enquiry: 'Date limite des questions', site_visit: 'Visite des lieux' },
    moved: (from, to, amendment) => `Déplacée du ${from} au ${to} par la modification ${amendment}`,
    reference: 'Référence',
    buyer: 'Acheteur',
    value: 'Valeur',
    notice: 'Avis',
    inApp: 'Dans TenderScout',
  },
};

const UID_SUFFIX: Record<DeadlineKind, string> = {
  closing: '',
  enquiry: '-questions',
  site_visit: '-site-visit',
};

export interface CalendarTender {
  bookmark: Bookmark;
  deadlines: DeadlineEvent[];
}

/** `2026-01-19T17:00` → `2026-01-19T17:00:00`: Eastern local, written with TZID=America/Toronto. */
const localStart = (local: string): { start: string; allDay: boolean } =>
  local.length === 10 ? { start: local, allDay: true } : { start: `${local}:00`, allDay: false };

/**
 * An iCalendar feed (RFC 5545) of saved tenders: for each, an event at its closing time and, when the notice
 * states them, at its questions deadline and site visit, in Eastern time (`TZID=America/Toronto`), with reminders
 * three days (the Closing Soon threshold) and one day before. An amendment that moves a date keeps the event's
 * UID, raises its SEQUENCE and says so in its description. `appOrigin` makes the link back to the tender's page.
 */
export const buildSavedTendersCalendar = (
  tenders: CalendarTender[],
  options: { language: Language; appOrigin: string; now?: Date },
): string => {
  const labels = LABELS[options.language];
  const calendar = ical({
    name: labels.calendar,
    prodId: {
      company: 'TenderScout',
      product: 'Saved tenders',
      language: options.language === 'fra' ? 'FR' : 'EN',
    },
    method: ICalCalendarMethod.PUBLISH,
    // Calendar apps that honour it poll hourly; closing dates can move with an amendment.
    ttl: 60 * 60,
  });
  for (const { bookmark, deadlines } of tenders) {
    const appUrl = `${options.appOrigin}/tender/${encodeURIComponent(bookmark.tender_id)}`;
    for (const deadline of deadlines) {
      const when = formatNoticeDateTime(deadline.local, options.language);
      const description = [
        `${labels.event[deadline.kind]}: ${when}`,
        deadline.moved?.from
          ? labels.moved(
              formatNoticeDateTime(deadline.moved.from, options.language),
              when,
              deadline.moved.amendment,
            )
          : null,
        `${labels.reference}: ${bookmark.reference_number}${bookmark.solicitation_number ? ` (${bookmark.solicitation_number})` : ''}`,
        `${labels.buyer}: ${bookmark.organization}`,
        `${labels.value}: ${formatTenderValue(bookmark.estimated_value, options.language)}`,
        bookmark.notice_url ? `${labels.notice}: ${bookmark.notice_url}` : null,
        `${labels.inApp}: ${appUrl}`,
      ]
        .filter((line): line is string => line !== null)
        .join('\n');
      const { start, allDay } = localStart(deadline.local);
      calendar.createEvent({
        id: `${bookmark.tender_id}${UID_SUFFIX[deadline.kind]}@tenderscout`,
        sequence: deadline.sequence,
        start,
        allDay,
        timezone: EASTERN,
        stamp: options.now ?? new Date(),
        summary: `${labels.event[deadline.kind]}: ${bookmark.title}`,
        description,
        url: bookmark.notice_url ?? appUrl,
        alarms: [
          { type: ICalAlarmType.display, triggerBefore: 3 * DAY_SECONDS },
          { type: ICalAlarmType.display, triggerBefore: DAY_SECONDS },
        ],
      });
    }
  }
  return calendar.toString();
};
