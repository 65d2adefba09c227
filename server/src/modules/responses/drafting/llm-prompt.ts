import { SECTION_TITLES, type Language, type ResponseSectionKey } from '@tenderscout/domain';
import type { ChatMessage } from '../../../lib/llm-client';
import type { DraftingContext } from './drafting-context';
import { PHRASES } from './phrases';

/**
 * The prompt for one section: the tender's facts, its requirements (with the notice's own words) and the
 * company profile, and the rule to use nothing else. The model writes plain paragraphs separated by blank
 * lines; which requirements each paragraph answers is read back from its text by the same matcher the
 * checklist uses, so both engines report facts the same way.
 */

const LANGUAGE_NAMES: Record<Language, string> = { eng: 'English', fra: 'French (Canadian)' };

const DESCRIPTION_LIMIT = 4000;
const UPLOAD_EXCERPT_LIMIT = 2000;

const line = (label: string, value: string | number | null | undefined): string | null =>
  value === null || value === undefined || value === '' ? null : `- ${label}: ${value}`;

/** The tender's facts, one line each, leaving out what the notice does not give. */
const tenderFactsOf = ({ tender }: DraftingContext): string[] => {
  const bi = tender.business_intelligence;
  return [
    line('Title', tender.title),
    line('Reference number', tender.reference_number),
    line('Solicitation number', tender.solicitation_number),
    line('Buyer', tender.organization.name),
    line('Closing date (UTC)', tender.closing_date),
    line('Contract start', tender.contract_start_date),
    line('Contract end', tender.contract_end_date),
    line('Contract length (months)', bi.delivery_timeline_months),
    line(
      'Delivery regions',
      (bi.delivery_regions.length > 0 ? bi.delivery_regions : tender.regions).join(', '),
    ),
    line('Evaluation basis', tender.selection_criteria),
    line('What is bought', bi.ai_product_description),
    line('Disclosed value (CAD)', tender.value.amount),
    line('Trade agreements', tender.trade_agreements.join(', ')),
  ].filter((fact): fact is string => fact !== null);
};

/** The company profile, one line each, or the rule to leave gaps when there is none. */
const companyFactsOf = ({ company }: DraftingContext): Array<string | null> =>
  company.hasProfile
    ? [
        line('Name', company.name),
        line('Size', company.size),
        line('Industry', company.industry),
        line('Services', company.services.join(', ')),
        line('Regions served', company.regions.join(', ')),
        line('Certifications held', company.certifications.join(', ') || 'none'),
        line('Typical contract value', company.contractValue),
        line('Preferred contract types', company.contractTypes.join(', ')),
        line('Experience with government contracts', company.experience),
        line('What the company sells (its own words)', company.description),
        line('Commodity codes', company.commodityCodes.join(', ')),
        line('Security clearance held', company.clearanceLevel ?? 'none'),
        line('Set-aside eligibility', company.setAsides.join(', ') || 'none'),
      ].filter(Boolean)
    : [
        line('Name', company.name),
        '- No company profile: write [To complete: …] where a company fact is needed.',
      ];

const systemPromptOf = (ctx: DraftingContext, section: ResponseSectionKey): string =>
  [
    `You write bid responses to Canadian government tenders for the supplier "${ctx.company.name}".`,
    `Write only the "${SECTION_TITLES[section]}" section, in ${LANGUAGE_NAMES[ctx.language]}.`,
    'Use only the facts given below. Never invent certifications, clearances, prices, staff names, numbers or',
    'past projects; where a needed fact is missing, write [To complete: what is needed].',
    'A claim the company facts do not support (a certification, clearance, set-aside status or experience they',
    // The built-in composer's marker, in the draft's language, so the writer finds one form whichever engine wrote.
    `do not list) is never asserted: write it as ${PHRASES[ctx.language].toConfirm('<the claim and what proves it>')}`,
    'Describe what the company does from its own words when they are given.',
    'Name each listed requirement for this section explicitly, using the tender’s own terms (for example the',
    'clearance level, the regions, the dates and the evaluation basis), so an evaluator can find it.',
    'Plain text: paragraphs separated by one blank line, "- " for list items, no headings, no Markdown emphasis.',
  ].join(' ');

/** The user's own uploads, labelled as theirs and never as the notice's. */
const uploadLines = (ctx: DraftingContext): string[] =>
  ctx.ownUploads.length > 0
    ? [
        '',
        'YOUR UPLOADED DOCUMENTS (files this user uploaded; NOT part of the notice: when you use them, say',
        '"your uploaded document" and never present their words as the notice\'s)',
        ...ctx.ownUploads
          .slice(0, 3)
          .map(
            (upload) =>
              `- Your uploaded document "${upload.filename}": ${upload.text.replace(/\s+/g, ' ').slice(0, UPLOAD_EXCERPT_LIMIT)}`,
          ),
      ]
    : [];

const userPromptOf = (ctx: DraftingContext, section: ResponseSectionKey): string => {
  const { tender, requirements } = ctx;
  const forSection = requirements.filter((requirement) => requirement.sections.includes(section));
  return [
    'TENDER',
    ...tenderFactsOf(ctx),
    '',
    'DESCRIPTION (from the notice)',
    tender.description.slice(0, DESCRIPTION_LIMIT) || '(none)',
    '',
    'ALL REQUIREMENTS EXTRACTED FROM THE NOTICE',
    ...(requirements.length > 0
      ? requirements.map(
          (requirement) =>
            `- ${requirement.label}${requirement.evidence ? ` (notice: "${requirement.evidence.slice(0, 300)}")` : ''}`,
        )
      : ['- (none extracted)']),
    '',
    `REQUIREMENTS TO ANSWER IN THE ${SECTION_TITLES[section].toUpperCase()} SECTION`,
    ...(forSection.length > 0
      ? forSection.map((requirement) => `- ${requirement.label}`)
      : ['- (none specific: write what this section normally holds, from the facts above)']),
    '',
    'COMPANY PROFILE',
    ...companyFactsOf(ctx),
    ...uploadLines(ctx),
  ].join('\n');
};

export const buildSectionPrompt = (ctx: DraftingContext, section: ResponseSectionKey): ChatMessage[] => [
  { role: 'system', content: systemPromptOf(ctx, section) },
  { role: 'user', content: userPromptOf(ctx, section) },
];
