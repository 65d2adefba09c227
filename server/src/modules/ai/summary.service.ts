import {
  formatClosingTime,
  formatServerMessage,
  messageLanguageOf,
  formatTenderValue,
  regionLabel,
  tenderProducts,
  type Language,
  type TenderAiSummary,
  type TenderDetail,
} from '@tenderscout/domain';
import type { LlmClient } from '../../lib/llm-client';
import type { Db } from '../../db/database';
import type { AiSources } from './ai-sources';

/**
 * GET /api/tenders/{id}/summary: a short plain-language summary of a tender (what is bought, by whom, where,
 * when it closes, what disqualifies). The built-in summary is composed from the tender's own data and its
 * extracted requirements (no invented text); with an LLM configured, the model writes the paragraph from the
 * same facts, and the facts list stays the built-in one. LLM summaries are cached per tender version.
 */

type Key = 'what' | 'who' | 'where' | 'when' | 'disqualifiers';

const sentenceOf = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 220) return flat;
  const cut = flat.slice(0, 220);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('; '));
  return end > 80 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
};

/** Mandatory requirements read from the notice, in words. */
export const disqualifiersOf = (tender: TenderDetail, language: Language): string[] => {
  const bi = tender.business_intelligence;
  const lang = messageLanguageOf(language);
  const items: string[] = [];
  if (bi.clearance_required) {
    const levels = bi.clearance_levels.map((level) =>
      formatServerMessage(lang, `summary.clearanceLevels.${level}`),
    );
    items.push(
      formatServerMessage(lang, 'summary.clearance', {
        levels: levels.join(', ') || formatServerMessage(lang, 'summary.clearanceUnstated'),
      }),
    );
  }
  if (bi.indigenous_business_required)
    items.push(
      formatServerMessage(
        lang,
        bi.indigenous_set_aside === 'partial' ? 'summary.indigenousPart' : 'summary.indigenousOnly',
      ),
    );
  if (bi.experience_required)
    items.push(
      bi.experience_years
        ? formatServerMessage(lang, 'summary.experienceYears', { count: bi.experience_years })
        : formatServerMessage(lang, 'summary.experienceSimilar'),
    );
  for (const certification of bi.business_certifications)
    items.push(formatServerMessage(lang, 'summary.businessCertification', { certification }));
  for (const certification of bi.product_certifications)
    items.push(formatServerMessage(lang, 'summary.productCertification', { certification }));
  if (bi.canadian_made) items.push(formatServerMessage(lang, 'summary.canadianMade'));
  for (const requirement of bi.language_requirements) {
    if (requirement === 'bilingual') items.push(formatServerMessage(lang, 'summary.bilingual'));
    else if (requirement === 'french') items.push(formatServerMessage(lang, 'summary.frenchWork'));
  }
  if (bi.lowest_price_selection) items.push(formatServerMessage(lang, 'summary.lowestPrice'));
  return items;
};

/** Where the work is: the city and the delivery regions (else the notice's regions). */
const whereOf = (tender: TenderDetail, language: Language): string => {
  const bi = tender.business_intelligence;
  const regions = (bi.delivery_regions.length > 0 ? bi.delivery_regions : tender.regions).map((region) =>
    regionLabel(region, language),
  );
  const city = tender.location.city;
  return regions.length > 0
    ? `${city ? `${city}, ` : ''}${regions.join(', ')}`
    : (city ?? formatServerMessage(messageLanguageOf(language), 'summary.locationUnstated'));
};

/** When it closes, and in how many days (or that it has closed). */
const whenOf = (tender: TenderDetail, language: Language, nowMs: number): string => {
  const lang = messageLanguageOf(language);
  if (!tender.closing_date) return formatServerMessage(lang, 'summary.noClosingDate');
  const days = Math.ceil((Date.parse(tender.closing_date) - nowMs) / 86_400_000);
  const at = formatClosingTime(tender.closing_date, language);
  return days > 0
    ? formatServerMessage(lang, 'summary.closesIn', { at, count: days })
    : formatServerMessage(lang, 'summary.closed', { at });
};

export const composeSummary = (
  tender: TenderDetail,
  language: Language,
  nowMs = Date.now(),
): Omit<TenderAiSummary, 'source' | 'model' | 'fallback_reason'> => {
  const lang = messageLanguageOf(language);
  const fr = lang === 'fr';
  const bi = tender.business_intelligence;
  const buyer =
    tender.organization.name ??
    tender.organization.contracting_entity ??
    formatServerMessage(lang, 'summary.buyerUnnamed');
  // A French summary reads the notice's French description and commodity descriptions (never a translation);
  // `ai_description` / `ai_product_description` are read from the English text.
  const french = fr && tender.language === 'fra' && tender.description_fr !== null;
  const what =
    sentenceOf(
      (french ? tender.description : null) ?? bi.ai_description ?? tender.description ?? tender.title,
    ) || tender.title;
  const product = fr ? tenderProducts(tender).join('; ') || null : bi.ai_product_description;
  const where = whereOf(tender, language);
  const when = whenOf(tender, language, nowMs);
  const disqualifiers = disqualifiersOf(tender, language);
  const value = tender.value.amount ? formatTenderValue(tender.value.amount, language) : null;
  const title = tender.title;

  const summary = [
    product
      ? formatServerMessage(lang, 'summary.buyingProduct', { buyer, title, product })
      : formatServerMessage(lang, 'summary.buying', { buyer, title }),
    formatServerMessage(lang, 'summary.deliveredIn', { where }),
    value ? formatServerMessage(lang, 'summary.value', { value }) : '',
    formatServerMessage(lang, 'summary.closes', { when }),
    disqualifiers.length > 0
      ? formatServerMessage(lang, 'summary.toBid', { items: disqualifiers.join('; ') })
      : formatServerMessage(lang, 'summary.nothingDisqualifying'),
  ];
  const label = (key: Key) => formatServerMessage(lang, `summary.labels.${key}`);
  return {
    tender_id: tender.id,
    language,
    summary: summary.filter((part) => part !== '').join(' '),
    points: [
      { key: 'what', label: label('what'), text: what },
      { key: 'who', label: label('who'), text: buyer },
      { key: 'where', label: label('where'), text: where },
      { key: 'when', label: label('when'), text: when },
      {
        key: 'disqualifiers',
        label: label('disqualifiers'),
        text:
          disqualifiers.length > 0
            ? disqualifiers.join('; ')
            : formatServerMessage(lang, 'summary.noneFound'),
      },
    ],
    disqualifiers,
  };
};

const cache = new Map<string, string>();
const CACHE_SIZE = 500;

export const summarizeTender = async (
  deps: {
    db: Db;
    llm: LlmClient | null;
    readTender: AiSources['readTender'];
    warn?: (error: unknown, message: string) => void;
  },
  tenderId: string,
  language: Language,
): Promise<TenderAiSummary> => {
  const tender = await deps.readTender(deps.db, tenderId, language);
  const built = composeSummary(tender, language);
  if (!deps.llm) return { ...built, source: 'built-in', model: null, fallback_reason: null };

  const key = `${deps.llm.model}\u0000${tender.id}\u0000${tender.updated_at}\u0000${language}`;
  const cached = cache.get(key);
  if (cached)
    return { ...built, summary: cached, source: 'llm', model: deps.llm.model, fallback_reason: null };
  try {
    const facts = [
      `Title: ${tender.title}`,
      `Buyer: ${built.points.find((point) => point.key === 'who')?.text}`,
      `Where: ${built.points.find((point) => point.key === 'where')?.text}`,
      `Closes: ${built.points.find((point) => point.key === 'when')?.text}`,
      `Value: ${tender.value.amount ? formatTenderValue(tender.value.amount, language) : 'not disclosed'}`,
      `Mandatory requirements: ${built.disqualifiers.join('; ') || 'none found'}`,
      `Description: ${tender.description.slice(0, 4000)}`,
    ].join('\n');
    const text = (
      await deps.llm.complete(
        [
          {
            role: 'system',
            content: `You summarise Canadian government tenders for suppliers in plain ${language === 'fra' ? 'French' : 'English'}. Write 3 to 5 short sentences: what is bought, by whom, where, when it closes and what would disqualify a bidder. Use only the facts given; do not invent anything. Plain text, no lists, no markdown.`,
          },
          { role: 'user', content: facts },
        ],
        { temperature: 0.2, maxTokens: 350, signal: AbortSignal.timeout(15_000) },
      )
    ).trim();
    if (text.length < 20) throw new Error('The language model answered with an empty summary');
    const summary = text.slice(0, 2000);
    cache.set(key, summary);
    if (cache.size > CACHE_SIZE) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return { ...built, summary, source: 'llm', model: deps.llm.model, fallback_reason: null };
  } catch (error) {
    deps.warn?.(error, 'tender summary: falling back to the built-in summary');
    return {
      ...built,
      source: 'built-in',
      model: null,
      fallback_reason: `The language model could not write the summary (${error instanceof Error ? error.message : String(error)})`,
    };
  }
};
