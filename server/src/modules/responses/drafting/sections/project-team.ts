import { clearanceOf, coversNoticeClearance, holds, speaksRequired, type Facts } from '../facts';
import { lowerFirst } from '../prose';

/** The project team: roles for the company size, security, experience and language. */

export const projectTeam = (f: Facts): string[] => {
  const { company, ctx, p } = f;
  const bi = ctx.tender.business_intelligence;
  const paragraphs: string[] = [];
  paragraphs.push(
    company.size
      ? p.team({
          size: company.size,
          org: f.org,
          firstDeliverable: f.deliverables[0] ? lowerFirst(f.deliverables[0]) : null,
        })
      : p.gap('team'),
  );
  const clearance = clearanceOf(f);
  if (clearance) {
    paragraphs.push(
      p.security({
        clearance,
        company: company.name,
        held: company.clearanceLevel,
        covers: coversNoticeClearance(f),
        heldWithoutLevel: company.clearanceLevel === null && holds(company, 'Security Clearance'),
        evidence: f.requirement('security-clearance')?.evidence ?? null,
      }),
    );
  }
  if (bi.experience_required) {
    paragraphs.push(
      p.experienceRequired({
        years: bi.experience_years,
        company: company.name,
        experience: company.experience,
      }),
    );
  } else if (company.experience) {
    paragraphs.push(p.experienceOnly(company.name, company.experience));
  }
  const language = p.languages(bi.language_requirements);
  if (language) paragraphs.push(p.language(language, speaksRequired(f)));
  return paragraphs;
};
