import {
  formatClosingTime,
  formatTenderValue,
  regionLabel,
  tenderProducts,
  type ClearanceLevel,
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

const LABELS: Record<Language, Record<Key, string>> = {
  eng: { what: 'What', who: 'Buyer', where: 'Where', when: 'Closes', disqualifiers: 'Must have' },
  fra: { what: 'Objet', who: 'Acheteur', where: 'Lieu', when: 'Clôture', disqualifiers: 'Exigences' },
};

const sentenceOf = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 220) return flat;
  const cut = flat.slice(0, 220);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('; '));
  return end > 80 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
};

const CLEARANCE_FR: Record<ClearanceLevel, string> = {
  Reliability: 'Fiabilité',
  'Enhanced Reliability': 'Fiabilité approfondie',
  Secret: 'Secret',
  'Top Secret': 'Très secret',
  DOS: 'Vérification d’organisation désignée (VOD)',
  FSC: 'Attestation de sécurité d’installation (ASI)',
};

/** Mandatory requirements read from the notice, in words. */
export const disqualifiersOf = (tender: TenderDetail, language: Language): string[] => {
  const bi = tender.business_intelligence;
  const fr = language === 'fra';
  const items: string[] = [];
  if (bi.clearance_required)
    items.push(
      fr
        ? `Cote de sécurité\u00a0: ${bi.clearance_levels.map((level) => CLEARANCE_FR[level]).join(', ') || 'requise'}`
        : `Security clearance: ${bi.clearance_levels.join(', ') || 'required'}`,
    );
  if (bi.indigenous_business_required)
    items.push(
      bi.indigenous_set_aside === 'partial'
        ? fr
          ? 'Une partie réservée aux entreprises autochtones'
          : 'Part of the work set aside for Indigenous businesses'
        : fr
          ? 'Réservé aux entreprises autochtones (SAEA)'
          : 'Only Indigenous businesses may bid (PSIB set-aside)',
    );
  if (bi.experience_required)
    items.push(
      bi.experience_years
        ? fr
          ? `Au moins ${bi.experience_years} ans d’expérience`
          : `At least ${bi.experience_years} years of experience`
        : fr
          ? 'Expérience semblable exigée'
          : 'Similar experience required',
    );
  for (const certification of bi.business_certifications)
    items.push(fr ? `Certification ${certification}` : `${certification} certification`);
  for (const certification of bi.product_certifications)
    items.push(fr ? `Produits certifiés ${certification}` : `Products certified ${certification}`);
  if (bi.canadian_made) items.push(fr ? 'Biens canadiens seulement' : 'Canadian goods only');
  for (const requirement of bi.language_requirements) {
    if (requirement === 'bilingual')
      items.push(fr ? 'Travail en français et en anglais' : 'Work in English and French');
    else if (requirement === 'french') items.push(fr ? 'Travail en français' : 'Work in French');
  }
  if (bi.lowest_price_selection)
    items.push(
      fr
        ? 'Attribué au prix le plus bas parmi les offres conformes'
        : 'Awarded to the lowest-priced compliant bid',
    );
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
    : (city ?? (language === 'fra' ? 'Lieu non précisé' : 'Location not stated'));
};

/** When it closes, and in how many days (or that it has closed). */
const whenOf = (tender: TenderDetail, language: Language, nowMs: number): string => {
  const fr = language === 'fra';
  if (!tender.closing_date) return fr ? 'Date de clôture non précisée' : 'No closing date given';
  const days = Math.ceil((Date.parse(tender.closing_date) - nowMs) / 86_400_000);
  const at = formatClosingTime(tender.closing_date, language);
  return days > 0
    ? fr
      ? `${at} (dans ${days} jour${days === 1 ? '' : 's'})`
      : `${at} (in ${days} day${days === 1 ? '' : 's'})`
    : fr
      ? `${at} (fermé)`
      : `${at} (closed)`;
};

export const composeSummary = (
  tender: TenderDetail,
  language: Language,
  nowMs = Date.now(),
): Omit<TenderAiSummary, 'source' | 'model' | 'fallback_reason'> => {
  const fr = language === 'fra';
  const bi = tender.business_intelligence;
  const buyer =
    tender.organization.name ??
    tender.organization.contracting_entity ??
    (fr ? 'Gouvernement du Canada' : 'Government of Canada');
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

  const summary = fr
    ? [
        `${buyer} achète : ${tender.title}${product ? ` (${product})` : ''}.`,
        `Lieu : ${where}.`,
        value ? `Valeur : ${value}.` : '',
        `Clôture : ${when}.`,
        disqualifiers.length > 0
          ? `Pour soumissionner : ${disqualifiers.join('; ')}.`
          : 'Aucune exigence éliminatoire relevée dans l’avis.',
      ]
    : [
        `${buyer} is buying: ${tender.title}${product ? ` (${product})` : ''}.`,
        `Delivered in ${where}.`,
        value ? `Value: ${value}.` : '',
        `Closes ${when}.`,
        disqualifiers.length > 0
          ? `To bid you need: ${disqualifiers.join('; ')}.`
          : 'No disqualifying requirement was found in the notice.',
      ];
  const labels = LABELS[language];
  return {
    tender_id: tender.id,
    language,
    summary: summary.filter((part) => part !== '').join(' '),
    points: [
      { key: 'what', label: labels.what, text: what },
      { key: 'who', label: labels.who, text: buyer },
      { key: 'where', label: labels.where, text: where },
      { key: 'when', label: labels.when, text: when },
      {
        key: 'disqualifiers',
        label: labels.disqualifiers,
        text:
          disqualifiers.length > 0
            ? disqualifiers.join('; ')
            : fr
              ? 'Aucune exigence éliminatoire relevée'
              : 'None found in the notice',
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
