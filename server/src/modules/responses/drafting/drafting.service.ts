import {
  formatHeldMessage,
  messageLanguageOf,
  requirementsAddressedBy,
  splitParagraphs,
  type Message,
  type DraftingEngine,
  type GeneratedSection,
  type GenerateResponseResult,
  type GenerateStreamEvent,
  type Language,
  type ResponseSectionKey,
  type TenderDetail,
} from '@tenderscout/domain';
import type { Db } from '../../../db/database';
import { AppError, appErrorOf } from '../../../lib/app-error';
import { LlmError, type LlmClient } from '../../../lib/llm-client';
import { getCompanyProfile, usersStore } from '../../auth';
import { composeSection } from './composer';
import { buildDraftingContext, type DraftingContext } from './drafting-context';
import { buildSectionPrompt } from './llm-prompt';

/** What drafting reads through other features, lent by the composition root (feature-sources.ts). */
export interface DraftingSources {
  /** A tender as its page shows it (404 when unknown): the tenders feature's. */
  readTender: (db: Db, tenderId: string, language: Language) => Promise<TenderDetail>;
  /** The text of the user's own processed uploads to a tender: the documents feature's. */
  ownUploadTexts: (
    db: Db,
    tenderId: string,
    userId: string,
  ) => Promise<Array<{ id: string; filename: string; text: string }>>;
}

export interface DraftingDeps extends DraftingSources {
  db: Db;
  /** The configured OpenAI-compatible endpoint, or null for the built-in composer. */
  llm: LlmClient | null;
}

export interface DraftingRun {
  engine: DraftingEngine;
  model: string | null;
  /** The events of the run; a failure is an `error` event, after which the run stops. */
  events(signal?: AbortSignal): AsyncGenerator<GenerateStreamEvent, void, undefined>;
}

const toGeneratedSection = (
  ctx: DraftingContext,
  section: ResponseSectionKey,
  paragraphs: string[],
): GeneratedSection => ({
  section,
  text: paragraphs.join('\n\n'),
  paragraphs: paragraphs.map((text) => ({ text, facts: requirementsAddressedBy(text, ctx.requirements) })),
});

/** The stream's error event: the message's key and values, and its text in the drafting language. */
const failureEvent = (
  section: ResponseSectionKey | null,
  language: Language,
  message: Message,
): Extract<GenerateStreamEvent, { type: 'error' }> => ({
  type: 'error',
  section,
  key: message.key,
  params: message.params,
  detail: formatHeldMessage(messageLanguageOf(language), message),
});

const failureOf = (error: unknown): Message => ({
  key: 'responses.generateFailedBecause',
  params: { reason: error instanceof Error ? error.message : String(error) },
});

/**
 * Prepares a drafting run for some sections of a response to one tender: loads the tender (404 when unknown)
 * and the caller's company profile, then writes each section in turn, with the LLM endpoint when one is
 * configured, else with the built-in composer. Nothing is stored: the editor saves what it receives.
 */
export const prepareDrafting = async (
  deps: DraftingDeps,
  options: { userId: string; tenderId: string; sections: ResponseSectionKey[]; language: Language },
): Promise<DraftingRun> => {
  if (options.sections.length === 0) throw new AppError('validation', 'responses.nothingToGenerate');
  const [tender, profile, user] = await Promise.all([
    deps.readTender(deps.db, options.tenderId, options.language),
    getCompanyProfile(deps.db, options.userId),
    usersStore.findById(deps.db, options.userId),
  ]);
  // Only the caller's own uploads: another user's files never reach this draft.
  const ownUploads = await deps.ownUploadTexts(deps.db, tender.id, options.userId);
  const ctx = buildDraftingContext({
    tender,
    profile,
    accountCompany: user?.company ?? null,
    language: options.language,
    ownUploads,
  });
  const llm = deps.llm;
  const engine: DraftingEngine = llm ? 'llm' : 'builtin';

  return {
    engine,
    model: llm?.model ?? null,
    async *events(signal) {
      yield { type: 'start', engine, model: llm?.model ?? null, sections: options.sections };
      for (const section of options.sections) {
        if (signal?.aborted) return;
        if (!llm) {
          const paragraphs = composeSection(ctx, section);
          for (const paragraph of paragraphs) yield { type: 'delta', section, text: `${paragraph}\n\n` };
          yield { type: 'section', ...toGeneratedSection(ctx, section, paragraphs) };
          continue;
        }
        let text = '';
        try {
          for await (const piece of llm.stream(buildSectionPrompt(ctx, section), {
            temperature: 0.3,
            signal,
          })) {
            text += piece;
            yield { type: 'delta', section, text: piece };
          }
        } catch (error) {
          if (error instanceof LlmError && error.kind === 'aborted') return;
          yield failureEvent(section, options.language, failureOf(error));
          return;
        }
        const paragraphs = splitParagraphs(text);
        if (paragraphs.length === 0) {
          yield failureEvent(section, options.language, { key: 'responses.modelWroteNothing', params: {} });
          return;
        }
        yield { type: 'section', ...toGeneratedSection(ctx, section, paragraphs) };
      }
      yield { type: 'done' };
    },
  };
};

/** The whole result at once (the non-streaming call): 503 with the product's fixed message when the model fails. */
export const generateResponse = async (
  deps: DraftingDeps,
  options: { userId: string; tenderId: string; sections: ResponseSectionKey[]; language: Language },
): Promise<GenerateResponseResult> => {
  const run = await prepareDrafting(deps, options);
  const sections: GeneratedSection[] = [];
  for await (const event of run.events()) {
    if (event.type === 'error')
      throw appErrorOf('unavailable', { key: event.key, params: event.params ?? {} });
    if (event.type === 'section') {
      const { type: _type, ...section } = event;
      sections.push(section);
    }
  }
  return { engine: run.engine, model: run.model, language: options.language, sections };
};
