import { formatClosingTime, formatTenderValue, type Bookmark, type Language } from '@tenderscout/domain';
import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';

const DAY_SECONDS = 24 * 60 * 60;

const LABELS: Record<
  Language,
  {
    calendar: string;
    closes: string;
    reference: string;
    buyer: string;
    value: string;
    notice: string;
    inApp: string;
  }
> = {
  eng: {
    calendar: 'TenderScout: saved tender deadlines',
    closes: 'Closes',
    reference: 'Reference',
    buyer: 'Buyer',
    value: 'Value',
    notice: 'Notice',
    inApp: 'In TenderScout',
  },
  fra: {
    calendar: 'TenderScout : échéances des appels d’offres sauvegardés',
    closes: 'Clôture',
    reference: 'Référence',
    buyer: 'Acheteur',
    value: 'Valeur',
    notice: 'Avis',
    inApp: 'Dans TenderScout',
  },
};

/**
 * An iCalendar feed (RFC 5545) with one event at each saved tender's closing instant, carrying the notice link,
 * plus reminders three days (the Closing Soon threshold) and one day before. `appOrigin` makes the link back to
 * the tender's page in the app.
 */
export const buildSavedTendersCalendar = (
  bookmarks: Bookmark[],
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
  for (const bookmark of bookmarks) {
    if (!bookmark.closingDate) continue;
    const appUrl = `${options.appOrigin}/tender/${encodeURIComponent(bookmark.tender_id)}`;
    const description = [
      // The event itself is an instant (each calendar shows it in its own zone); the text names Eastern time.
      `${labels.closes}: ${formatClosingTime(bookmark.closingDate, options.language)}`,
      `${labels.reference}: ${bookmark.reference_number}${bookmark.solicitation_number ? ` (${bookmark.solicitation_number})` : ''}`,
      `${labels.buyer}: ${bookmark.organization}`,
      `${labels.value}: ${formatTenderValue(bookmark.estimated_value, options.language)}`,
      bookmark.notice_url ? `${labels.notice}: ${bookmark.notice_url}` : null,
      `${labels.inApp}: ${appUrl}`,
    ]
      .filter((line): line is string => line !== null)
      .join('\n');
    calendar.createEvent({
      id: `${bookmark.tender_id}@tenderscout`,
      start: new Date(bookmark.closingDate),
      stamp: options.now ?? new Date(),
      summary: `${labels.closes}: ${bookmark.title}`,
      description,
      url: bookmark.notice_url ?? appUrl,
      alarms: [
        { type: ICalAlarmType.display, triggerBefore: 3 * DAY_SECONDS },
        { type: ICalAlarmType.display, triggerBefore: DAY_SECONDS },
      ],
    });
  }
  return calendar.toString();
};
