import { serverEn, type Language } from '@tenderscout/domain';
import type { Phrases } from './phrasebook';
import { DraftWords } from './phrases-words';
import { addDays, lowerFirst, trimSentence } from './prose';

const { contractTypes } = serverEn.drafting;

/** Every sentence of a draft in one language: the sections' sentences, on `DraftWords`. */
class DraftPhrases extends DraftWords implements Phrases {
  understanding: Phrases['understanding'] = ({ org, what, listed, scope }) =>
    this.t(listed ? 'understanding.listed' : 'understanding.other', {
      org: this.grammar.org(org, null),
      what,
      scope: this.part(scope.length > 0, 'understanding.scope', {
        sentences: scope
          .map((sentence) => this.t('quoted', { text: `${trimSentence(sentence)}.` }))
          .join(' '),
      }),
    });
  workOf = (title: string): string => this.t('workOf', { title });
  deliverable: Phrases['deliverable'] = ({ deliverable, company, service, regions, org }) =>
    this.t('deliverable.text', {
      deliverable,
      company,
      lowered: lowerFirst(deliverable),
      service: service ? this.t('deliverable.service', { service: this.grammar.service(service) }) : '',
      regions: this.part(regions, 'deliverable.regions', { regions: regions ?? '' }),
      org: this.grammar.org(org, 'de'),
    });
  method: Phrases['method'] = ({ org, start, what, listed, iso9001, title }) =>
    this.t('method.text', {
      org: this.grammar.org(org, 'de'),
      start: start ? this.t('method.start', { date: this.date(start) }) : this.t('method.atAward'),
      delivery: listed
        ? this.t('method.deliveryListed', { what })
        : this.t('method.delivery', { what: this.grammar.withoutArticle(what) }),
      quality: this.part(iso9001, 'method.quality'),
      title,
    });
  serviceArea: Phrases['serviceArea'] = ({ regions, served, others, company }) =>
    this.t('serviceArea.text', {
      regions,
      served: this.part(served.length > 0, 'serviceArea.served', {
        count: served.length,
        regions: this.list(served),
        company,
      }),
      others: this.part(others.length > 0, 'serviceArea.others', { regions: this.list(others), company }),
    });
  technicalMerit = (criteria: string): string => this.t('technicalMerit', { criteria });

  team: Phrases['team'] = ({ size, org, firstDeliverable }) =>
    this.t('team.text', {
      team: this.t(`teams.${size}`),
      org: this.grammar.org(org, 'pour'),
      delivery: firstDeliverable
        ? this.t('team.deliverable', { deliverable: firstDeliverable })
        : this.t('team.work'),
    });
  security: Phrases['security'] = ({ clearance, company, held, covers, heldWithoutLevel, evidence }) => {
    const the = this.grammar.the(clearance);
    const heldName = held ? this.grammar.the(this.clearance([held])) : '';
    const standing =
      held && covers
        ? this.t('security.holds', { company, held: heldName })
        : held
          ? this.toConfirm(this.t('security.notCovered', { held: heldName, clearance: the }))
          : heldWithoutLevel
            ? this.t('security.withoutLevel', {
                company,
                note: this.toConfirm(this.t('security.noLevel', { clearance: the })),
              })
            : this.toConfirm(this.t('notListed', { claim: the }));
    return this.t('security.text', {
      theClearance: the,
      clearance,
      standing,
      evidence: evidence ? this.t('security.evidence', { evidence: trimSentence(evidence) }) : '',
    });
  };
  experienceRequired: Phrases['experienceRequired'] = ({ years, company, experience }) =>
    this.t(years !== null ? 'experience.years' : 'experience.any', {
      years: years ?? '',
      company: experience
        ? this.t('experience.company', { company, experience: this.t(`experiences.${experience}`) })
        : '',
      note: this.toConfirm(this.experienceNote(years)),
    });
  experienceOnly: Phrases['experienceOnly'] = (company, experience) =>
    this.t('experience.only', { company, experience: this.t(`experiences.${experience}`) });
  language = (language: string, supported: boolean): string =>
    supported
      ? this.t('language.supported', { language })
      : this.t('language.unsupported', { language, note: this.toConfirm(this.languageNote(language)) });

  keyDates: Phrases['keyDates'] = ({ closing, period }) => {
    const keyDates = [
      ...(closing ? [this.t('keyDates.closing', { closing })] : []),
      ...(period ? [this.t('keyDates.period', { period })] : []),
    ];
    return keyDates.length > 0
      ? this.t('keyDates.text', { dates: keyDates.join(' ') })
      : this.t('keyDates.none');
  };
  milestonesFromStart: Phrases['milestonesFromStart'] = ({ org, start }) => [
    this.t('milestones.start', { org: this.grammar.org(org, 'avec'), date: this.date(start) }),
    this.t('milestones.mobilised', { date: this.date(addDays(start, 14)) }),
    this.t('milestones.firstReport', { date: this.date(addDays(start, 30)) }),
  ];
  milestonesFromAward = (org: string): string[] => [
    this.t('milestones.kickOff', { org: this.grammar.org(org, 'avec') }),
    this.t('milestones.mobilisedAfterAward'),
    this.t('milestones.reports'),
  ];
  ongoingDelivery: Phrases['ongoingDelivery'] = ({ deliverables, regions, months }) =>
    this.t('milestones.ongoing', {
      deliverables,
      regions: this.part(regions, 'milestones.ongoingRegions', { regions: regions ?? '' }),
      months: months !== null ? this.t('milestones.ongoingMonths', { count: months }) : '',
    });
  closeOut: Phrases['closeOut'] = ({ end, months }) =>
    end
      ? this.t('milestones.closeOut', { date: this.date(end) })
      : months !== null
        ? this.t('milestones.closeOutMonth', { count: months })
        : null;
  milestones = (items: string[]): string =>
    `${this.t('milestones.title')}\n${items.map((item) => `- ${item}`).join('\n')}`;

  pricingBasis = (kind: 'lowest' | 'merit' | 'other', criteria: string): string =>
    this.t(`pricingBasis.${kind}`, { criteria });
  priceTerms: Phrases['priceTerms'] = ({ amount, period, regions }) =>
    this.t('priceTerms.text', {
      value:
        amount !== null
          ? this.t('priceTerms.value', { amount: this.money(amount) })
          : this.t('priceTerms.noValue'),
      period: period ? this.t('priceTerms.period', { period }) : this.t('priceTerms.noPeriod'),
      travel: this.part(regions, 'priceTerms.travel', { regions: regions ?? '' }),
    });
  pricingStructure: Phrases['pricingStructure'] = ({
    contractTypes: types,
    deliverables,
    contractValue,
    company,
  }) => {
    const structure = types
      .filter((type) => Object.hasOwn(contractTypes, type))
      .map((type) => this.t(`contractTypes.${type as keyof typeof contractTypes}`));
    return this.t('pricing.text', {
      structure:
        structure.length > 0
          ? this.t('pricing.propose', {
              first: structure[0] ?? '',
              rest: this.part(structure.length > 1, 'pricing.rest', { rest: structure.slice(1).join('; ') }),
            })
          : this.gap('pricing'),
      components: this.part(deliverables, 'pricing.components', { deliverables: deliverables ?? '' }),
      usual: contractValue
        ? this.t('pricing.usual', { value: this.t(`contractValues.${contractValue}`), company })
        : '',
    });
  };

  indigenous: Phrases['indigenous'] = ({ partial, company, holds }) => {
    const kind = this.t(partial ? 'indigenous.partial' : 'indigenous.full');
    if (holds) return this.t('indigenous.held', { kind, company });
    const claim = this.t('notListed', { claim: this.t('indigenous.eligibility') });
    const note = `${claim}${this.part(partial, 'indigenous.partner')}`;
    return this.t('indigenous.notHeld', { kind, note: this.toConfirm(note) });
  };
  certification: Phrases['certification'] = ({ certification, company, holds }) =>
    holds
      ? this.t('certification.held', { certification, company })
      : this.t('certification.missing', {
          certification,
          note: this.toConfirm(this.t('certification.proof', { certification })),
        });
  get canadianContent(): string {
    return this.t('canadianContent', { note: this.toConfirm(this.t('canadianNote')) });
  }
  otherCertifications = (company: string, certifications: string): string =>
    this.t('otherCertifications', { company, certifications });
  terms: Phrases['terms'] = ({ company, solicitation, title, agreements }) =>
    this.t('terms.text', {
      company,
      solicitation,
      title,
      agreements: this.part(agreements.length > 0, 'terms.agreements', { agreements: this.list(agreements) }),
    });
}

/** The composer's words for each language: one implementation, the catalogue's two languages. */
export const PHRASES: Record<Language, Phrases> = {
  eng: new DraftPhrases('eng'),
  fra: new DraftPhrases('fra'),
};
