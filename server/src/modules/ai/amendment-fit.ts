import type { AmendmentFit, FitCriterion, FitResult, Language } from '@tenderscout/domain';
import type { NormalisedTender } from '../tenders';
import { buyerRegionOf, computeFit, type FitTender } from './fit';
import { aiStore } from './ai.store';
import { getAiProfileState, profileVector, type AiContext } from './ai.service';

/**
 * What a material amendment did to the user's fit: the score and the pass/fail criteria recomputed on the
 * version before and the version after, with the same profile and meaning similarity, and the difference said
 * in words ("Fit 72 → 58: new mandatory criterion …"), as of the day the amendment was published. Null without a
 * company profile.
 */

const words = {
  eng: {
    fit: (before: number, after: number) => `Fit ${before} → ${after}`,
    added: (label: string, status: string) => `new mandatory criterion: ${label} (${status})`,
    removed: (label: string) => `mandatory criterion removed: ${label}`,
    moved: (label: string, before: string, after: string) => `${label}: ${before} → ${after}`,
    criterion: (text: string) => `new mandatory criterion: ${text}`,
    status: { met: 'met', not_met: 'not met', unknown: 'to check' },
    colon: ': ',
  },
  fra: {
    fit: (before: number, after: number) => `Adéquation ${before} → ${after}`,
    added: (label: string, status: string) => `nouveau critère obligatoire : ${label} (${status})`,
    removed: (label: string) => `critère obligatoire retiré : ${label}`,
    moved: (label: string, before: string, after: string) => `${label} : ${before} → ${after}`,
    criterion: (text: string) => `nouveau critère obligatoire : ${text}`,
    status: { met: 'rempli', not_met: 'non rempli', unknown: 'à vérifier' },
    colon: ' : ',
  },
} as const;

/** The fit model's view of a stored version of a notice. */
const fitTenderOf = (tender: NormalisedTender): FitTender => {
  const bi = tender.businessIntelligence;
  return {
    id: tender.id,
    title: tender.titleEn ?? tender.titleFr ?? '',
    titleFr: tender.titleFr,
    description: tender.descriptionEn ?? tender.descriptionFr ?? '',
    descriptionFr: tender.descriptionFr,
    categories: tender.procurementCategories,
    unspscCodes: tender.unspscCodes,
    commodityDescriptions: [
      ...tender.unspscDescriptionsEn,
      ...tender.gsinDescriptionsEn,
      ...tender.unspscDescriptionsFr,
      ...tender.gsinDescriptionsFr,
    ],
    commodities: tender.unspscCodes.map((code, index) => ({
      code,
      en: tender.unspscDescriptionsEn[index] ?? null,
      fr: tender.unspscDescriptionsFr[index] ?? null,
    })),
    regions: tender.regions,
    buyerRegion: buyerRegionOf(tender.buyerAddress.en.province, tender.buyerAddress.en.city),
    valueAmount: null,
    closingAt: tender.closingAt === null ? null : new Date(tender.closingAt),
    clearanceRequired: tender.securityClearanceRequired,
    clearanceLevels: tender.clearanceLevels,
    indigenousBusinessRequired: tender.indigenousBusinessRequired,
    indigenousSetAside: bi.indigenous_set_aside,
    canadianMade: tender.canadianMade,
    experienceRequired: tender.experienceRequired,
    experienceYears: bi.experience_years,
    businessCertifications: tender.businessCertifications,
    productCertifications: tender.productCertifications,
    languageRequirements: tender.languageRequirements,
    evidence: bi.evidence,
  };
};

/**
 * When to judge both versions: the day the amendment was published (noon UTC), so a tender that has closed
 * since still shows what the amendment changed rather than two closed scores; now when the date is unknown.
 */
const judgedAt = (tender: NormalisedTender): number => {
  const published = tender.amendmentDate ? Date.parse(`${tender.amendmentDate.slice(0, 10)}T12:00:00Z`) : NaN;
  return Number.isNaN(published) ? Date.now() : Math.min(published, Date.now());
};

const percent = (fit: FitResult) => Math.round(fit.score * 100);

/** The mandatory criteria that appeared, went or changed status between two fits, in words. */
const criteriaChanges = (before: FitCriterion[], after: FitCriterion[], language: Language): string[] => {
  const w = words[language];
  const mandatory = (list: FitCriterion[]) => new Map(list.filter((c) => c.mandatory).map((c) => [c.key, c]));
  const old = mandatory(before);
  const now = mandatory(after);
  const lines: string[] = [];
  for (const [key, criterion] of now) {
    const was = old.get(key);
    if (!was) lines.push(w.added(criterion.label, w.status[criterion.status]));
    else if (was.status !== criterion.status)
      lines.push(w.moved(criterion.label, w.status[was.status], w.status[criterion.status]));
  }
  for (const [key, criterion] of old) if (!now.has(key)) lines.push(w.removed(criterion.label));
  return lines;
};

export interface AmendmentVersions {
  before: NormalisedTender;
  after: NormalisedTender;
  /** The notice's mandatory sentences the amendment added, in `language` (named when no fit criterion moved). */
  addedCriteria: string[];
}

/** The fit before and after each amendment of one tender, for the user's company profile. */
export const amendmentFits = async (
  context: Omit<AiContext, 'llm'>,
  userId: string,
  tenderId: string,
  steps: AmendmentVersions[],
  language: Language,
): Promise<Array<AmendmentFit | null>> => {
  if (steps.length === 0) return [];
  const state = await getAiProfileState(context.db, userId);
  const profile = state.profile;
  if (!profile || state.source === 'none') return steps.map(() => null);
  const vector = await profileVector({ ...context, llm: null }, profile);
  const [row] = vector ? await aiStore.loadFitTenders(context.db, [tenderId], vector) : [];
  const signals = { similarity: row?.similarity ?? null, dismissed: null };
  const w = words[language];
  return steps.map((step) => {
    const now = judgedAt(step.after);
    const before = computeFit(profile, fitTenderOf(step.before), signals, now, language);
    const after = computeFit(profile, fitTenderOf(step.after), signals, now, language);
    const changes = criteriaChanges(before.criteria, after.criteria, language);
    const named = changes.length > 0 ? changes : step.addedCriteria.map(w.criterion);
    const score = w.fit(percent(before), percent(after));
    return {
      before: percent(before),
      after: percent(after),
      summary: named.length > 0 ? `${score}${w.colon}${named.join('; ')}` : score,
    };
  });
};
