import { holds, requiredCertifications, type Facts } from '../facts';

/** Additional information: set-aside, certifications, Canadian content, other certifications, terms. */

export const additionalInfo = (f: Facts): string[] => {
  const { company, ctx, p } = f;
  const bi = ctx.tender.business_intelligence;
  const paragraphs: string[] = [];
  if (bi.indigenous_business_required) {
    paragraphs.push(
      p.indigenous({
        partial: bi.indigenous_set_aside === 'partial',
        company: company.name,
        holds: holds(company, 'Indigenous Business'),
      }),
    );
  }
  for (const certification of requiredCertifications(f)) {
    paragraphs.push(
      p.certification({ certification, company: company.name, holds: holds(company, certification) }),
    );
  }
  if (bi.canadian_made) paragraphs.push(p.canadianContent);
  const others = company.certifications.filter(
    (held) => !requiredCertifications(f).some((required) => required.toLowerCase() === held.toLowerCase()),
  );
  if (others.length > 0) {
    paragraphs.push(p.otherCertifications(company.name, p.list(others.map(p.certificationName))));
  }
  paragraphs.push(
    p.terms({
      company: company.name,
      solicitation: f.solicitation ?? f.ref,
      title: f.title,
      agreements: ctx.tender.trade_agreements.slice(0, 4),
    }),
  );
  return paragraphs;
};
