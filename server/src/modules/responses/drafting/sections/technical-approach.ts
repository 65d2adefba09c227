import { deliverableList, holds, regionList, type Facts } from '../facts';

/** The technical approach: the requirement understood, each deliverable, the method, the service area. */

export const technicalApproach = (f: Facts): string[] => {
  const { company, p } = f;
  const paragraphs: string[] = [];
  const what = f.deliverables.length > 0 ? deliverableList(f) : p.workOf(f.title);
  const listed = f.deliverables.length > 0;
  paragraphs.push(p.understanding({ org: f.org, what, listed, scope: f.scope }));

  f.deliverables.forEach((deliverable, index) => {
    paragraphs.push(
      p.deliverable({
        deliverable,
        company: company.name,
        service: company.relevantServices[index % Math.max(1, company.relevantServices.length)],
        regions: f.regions.length > 0 ? regionList(f, f.regions) : null,
        org: f.org,
      }),
    );
  });

  paragraphs.push(
    p.method({
      org: f.org,
      start: f.start,
      what,
      listed,
      iso9001: holds(company, 'ISO 9001'),
      title: f.title,
    }),
  );

  if (f.regions.length > 0) {
    paragraphs.push(
      p.serviceArea({
        regions: regionList(f, f.regions),
        served: f.regions.filter((region) => company.regions.includes(region)).map(p.region),
        others: f.regions.filter((region) => !company.regions.includes(region)).map(p.region),
        company: company.name,
      }),
    );
  }

  if (f.criteria && f.isTechnicalMerit) paragraphs.push(p.technicalMerit(f.criteria));
  return paragraphs;
};
