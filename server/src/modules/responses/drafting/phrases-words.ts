import {
  formatServerMessage,
  messageLanguageOf,
  serverEn,
  type ClearanceLevel,
  type KeysOf,
  type Language,
  type MessageLanguage,
  type MessageParamValue,
} from '@tenderscout/domain';
import { GRAMMAR, type Grammar } from './grammar';
import type { Period, Phrases } from './phrasebook';
import { endSentence, joinWith, trimSentence } from './prose';

export type DraftingKey = KeysOf<typeof serverEn.drafting>;

const render = formatServerMessage as (
  language: MessageLanguage,
  key: string,
  params?: Record<string, MessageParamValue>,
) => string;

const { certificationNames } = serverEn.drafting;

/**
 * The words of a draft in one language, read from the catalogue (`drafting.*`): the values every section
 * uses (lists, dates, clearances, the marker for a claim to confirm) and the executive summary's sentences.
 * Its key's placeholders are the values a sentence takes; some are said in one language only (the catalogue
 * test lists them).
 */
export class DraftWords {
  protected readonly grammar: Grammar;
  private readonly messageLanguage: MessageLanguage;

  constructor(language: Language) {
    this.grammar = GRAMMAR[language];
    this.messageLanguage = messageLanguageOf(language);
  }

  /** A `drafting.*` message in this language. */
  protected t(key: DraftingKey, params?: Record<string, MessageParamValue>): string {
    return render(this.messageLanguage, `drafting.${key}`, params);
  }

  /** A part said only when `when` holds: its message, else nothing. */
  protected part(when: unknown, key: DraftingKey, params?: Record<string, MessageParamValue>): string {
    return when ? this.t(key, params) : '';
  }

  list = (items: readonly string[]): string => joinWith(items, this.t('and'));
  region = (region: string): string =>
    region === 'National' ? this.t('national') : this.grammar.region(region);
  date = (isoDate: string): string => this.grammar.date(isoDate);
  closing = (iso: string): string => this.t('closing', { time: this.grammar.closingTime(iso) });
  money = (amount: number): string => this.grammar.money(amount);
  clearance = (levels: readonly ClearanceLevel[]): string =>
    levels.length > 0
      ? this.t('clearanceOf', {
          levels: this.list(levels.map((level) => this.t(`clearanceLevels.${level}`))),
        })
      : this.t('clearanceRequired');
  languages = (requirements: readonly string[]): string | null => {
    if (requirements.includes('bilingual')) return this.t('languages.bilingual');
    if (requirements.length === 0) return null;
    const names = requirements.map((code) =>
      code === 'french' || code === 'english'
        ? this.t(`languageNames.${code}`)
        : this.grammar.otherLanguage(code),
    );
    return this.t('languages.in', { names: this.list(names) });
  };
  get defaultOrg(): string {
    return this.t('defaultOrg');
  }
  isLowestPrice = (criteria: string): boolean => this.grammar.isLowestPrice(criteria);
  isTechnicalMerit = (criteria: string): boolean => this.grammar.isTechnicalMerit(criteria);
  gap = (what: 'company' | 'team' | 'pricing'): string => this.t('gap', { what: this.t(`gaps.${what}`) });
  toConfirm = (note: string): string => this.t('toConfirm', { note });
  certificationName = (certification: string): string =>
    Object.hasOwn(certificationNames, certification)
      ? this.t(`certificationNames.${certification as keyof typeof certificationNames}`)
      : certification;
  period = ({ start, end, months }: Period): string | null => {
    const dates =
      start && end
        ? this.t('period.between', { start: this.date(start), end: this.date(end) })
        : start
          ? this.t('period.from', { start: this.date(start) })
          : end
            ? this.t('period.until', { end: this.date(end) })
            : null;
    const count = months === null ? null : this.t('months', { count: months });
    if (dates && count !== null) return this.t('period.withMonths', { dates, months: count });
    return dates ?? count;
  };

  opening: Phrases['opening'] = ({ company, org, title, ref, solicitation, summary }) =>
    this.t('opening.text', {
      company,
      org: this.grammar.org(org, 'à'),
      title,
      ref,
      solicitation: this.part(solicitation, 'opening.solicitation', { solicitation: solicitation ?? '' }),
      summary: summary ? this.t('opening.summary', { summary: endSentence(summary) }) : '',
    });
  ownUpload: Phrases['ownUpload'] = ({ filename, quote }) => this.t('ownUpload', { filename, quote });
  companyIntro: Phrases['companyIntro'] = (o) => {
    const industry = this.t(`industries.${o.industry}`);
    return this.t('intro.text', {
      company: o.company,
      size: this.t(`sizes.${o.size}`),
      sector: this.part(industry, 'intro.sector', { industry }),
      services: this.part(o.services.length > 0, 'intro.services', {
        services: this.list(o.services.map((service) => this.grammar.service(service))),
      }),
      description: this.part(o.description, 'intro.description', {
        description: trimSentence(o.description),
      }),
      experience: this.t('intro.experience', { experience: this.t(`experiences.${o.experience}`) }),
      held: this.held(o.certifications, o.clearance),
    });
  };
  private held(certifications: string[], level: ClearanceLevel | null): string {
    const names = this.list(certifications.map(this.certificationName));
    const clearance = level ? this.clearance([level]) : null;
    if (clearance === null)
      return this.part(certifications.length > 0, 'intro.heldCertifications', { certifications: names });
    const the = this.grammar.the(clearance);
    if (certifications.length === 0) return this.t('intro.heldClearance', { clearance: the });
    const all = this.list([...certifications.map(this.certificationName), clearance]);
    return this.t('intro.heldBoth', { all, certifications: names, clearance: the });
  }
  commitDeliver = (deliverables: string): string => this.t('commit.deliver', { deliverables });
  commitServe = (regions: string): string => this.t('commit.serve', { regions });
  commitPeriod = (period: string): string => this.t('commit.period', { period });
  commitClearance = (clearance: string): string =>
    this.t('commit.clearance', { clearance: this.grammar.the(clearance) });
  commitExperience = (years: number | null): string =>
    years !== null ? this.t('commit.experienceYears', { years }) : this.t('commit.experience');
  commitCertifications = (certifications: string): string =>
    this.t('commit.certifications', { certifications });
  commitLanguage = (language: string): string => this.t('commit.language', { language });
  commitments: Phrases['commitments'] = (items) =>
    `${this.t('commit.intro')}\n${items
      .map(({ text, note }) => this.t('commit.item', { text, note: note ? ` ${this.toConfirm(note)}` : '' }))
      .join('\n')}`;
  unlisted = (claim: string): string =>
    /^(?:cote|vérification|attestation)/u.test(claim)
      ? this.t('unlisted.clearance', { claim: this.grammar.the(claim) })
      : this.t('unlisted.certification', { claim });
  experienceNote = (years: number | null): string =>
    years !== null ? this.t('experienceNote.years', { years }) : this.t('experienceNote.any');
  languageNote = (language: string): string => this.t('languageNote', { language });
  evaluation = (kind: 'lowest' | 'merit' | 'other', criteria: string): string =>
    this.t(`evaluation.${kind}`, { criteria });
}
