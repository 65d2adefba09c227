import type { CompanyProfile } from '@tenderscout/domain';
import { extractBusinessIntelligence } from '../../../tenders';
import {
  clearanceOf,
  coversNoticeClearance,
  deliverableList,
  evaluationKind,
  holds,
  namedCertifications,
  periodOf,
  regionList,
  requiredCertifications,
  speaksRequired,
  type Facts,
} from '../facts';

/** The executive summary: the opening, the company, each stated requirement committed to, how bids are rated. */

/**
 * What to quote from one of the user's uploads: the sentences the requirement rules (the same as the notice's)
 * cite in it, else its first sentences that read like requirements, else its first sentences.
 */
export const uploadQuote = (text: string): string | null => {
  const cited = extractBusinessIntelligence({
    titleEn: null,
    titleFr: null,
    descriptionEn: text.slice(0, 200_000),
    descriptionFr: null,
    selectionCriteriaEn: null,
    selectionCriteriaFr: null,
    contractStartDate: null,
    contractEndDate: null,
    deliveryRegions: [],
    deliveryPlaces: [],
    unspscDescriptionsEn: [],
    gsinDescriptionsEn: [],
  }).evidence.map((evidence) => evidence.sentence);
  const sentences = text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 20);
  const requirementLike = sentences.filter((sentence) =>
    /\b(must|shall|required?|mandatory|doit|doivent|obligatoire)\b/i.test(sentence),
  );
  const picked =
    cited.length > 0
      ? [...new Set(cited)].slice(0, 3)
      : (requirementLike.length > 0 ? requirementLike : sentences).slice(0, 2);
  const quote = picked.join(' ').trim();
  return quote === '' ? null : quote.slice(0, 600);
};

/**
 * One line per requirement the notice states. A line the company profile does not support (a clearance, a
 * certification, years of experience, a working language) carries the note to confirm it, never a bare promise.
 */
const commitmentsOf = (f: Facts): Array<{ text: string; note: string | null }> => {
  const { company, p } = f;
  const bi = f.ctx.tender.business_intelligence;
  const commitments: Array<{ text: string; note: string | null }> = [];
  const add = (text: string, note: string | null = null) => commitments.push({ text, note });
  if (f.deliverables.length > 0) add(p.commitDeliver(deliverableList(f)));
  if (f.regions.length > 0) add(p.commitServe(regionList(f, f.regions)));
  const period = periodOf(f);
  if (period) add(p.commitPeriod(period));
  const clearance = clearanceOf(f);
  if (clearance) add(p.commitClearance(clearance), coversNoticeClearance(f) ? null : p.unlisted(clearance));
  if (bi.experience_required)
    add(p.commitExperience(bi.experience_years), p.experienceNote(bi.experience_years));
  const certifications = requiredCertifications(f);
  const unheld = certifications.filter((certification) => !holds(company, certification));
  if (certifications.length > 0) {
    add(
      p.commitCertifications(p.list(certifications)),
      unheld.length > 0 ? p.unlisted(p.list(unheld)) : null,
    );
  }
  const language = p.languages(bi.language_requirements);
  if (language) add(p.commitLanguage(language), speaksRequired(f) ? null : p.languageNote(language));
  return commitments;
};

export const executiveSummary = (f: Facts): string[] => {
  const { company, ctx, p } = f;
  const paragraphs: string[] = [];
  paragraphs.push(
    p.opening({
      company: company.name,
      org: f.org,
      title: f.title,
      ref: f.ref,
      solicitation: f.solicitation,
      summary: f.summary,
    }),
  );
  for (const upload of ctx.ownUploads.slice(0, 3)) {
    const quote = uploadQuote(upload.text);
    if (quote) paragraphs.push(p.ownUpload({ filename: upload.filename, quote }));
  }

  if (company.hasProfile && company.size && company.industry && company.experience) {
    paragraphs.push(
      p.companyIntro({
        company: company.name,
        size: company.size,
        industry: company.industry as CompanyProfile['industry'],
        services: company.relevantServices,
        experience: company.experience,
        certifications: namedCertifications(company),
        description: company.description,
        clearance: company.clearanceLevel,
      }),
    );
  } else {
    paragraphs.push(p.gap('company'));
  }

  const commitments = commitmentsOf(f);
  if (commitments.length > 0) paragraphs.push(p.commitments(commitments));

  if (f.criteria) paragraphs.push(p.evaluation(evaluationKind(f), f.criteria));
  return paragraphs;
};
