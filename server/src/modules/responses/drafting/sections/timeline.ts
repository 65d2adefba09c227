import { deliverableList, periodOf, regionList, type Facts } from '../facts';

/** The timeline: key dates, then milestones from the contract start (or from award). */

export const timeline = (f: Facts): string[] => {
  const { tender } = f.ctx;
  const { p } = f;
  const paragraphs: string[] = [];
  paragraphs.push(
    p.keyDates({ closing: tender.closing_date ? p.closing(tender.closing_date) : null, period: periodOf(f) }),
  );
  const milestones = f.start
    ? p.milestonesFromStart({ org: f.org, start: f.start })
    : p.milestonesFromAward(f.org);
  if (f.deliverables.length > 0) {
    milestones.push(
      p.ongoingDelivery({
        deliverables: deliverableList(f),
        regions: f.regions.length > 0 ? regionList(f, f.regions) : null,
        months: f.months,
      }),
    );
  }
  const closeOut = p.closeOut({ end: f.end, months: f.months });
  if (closeOut) milestones.push(closeOut);
  paragraphs.push(p.milestones(milestones));
  return paragraphs;
};
