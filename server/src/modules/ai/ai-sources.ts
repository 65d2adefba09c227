import type { Language, SearchRequest, SearchResponse, TenderDetail } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import type { Embedder } from '../../embeddings';
import type { AiContext } from './ai.service';

/** What the AI features read through other features, lent by the composition root (feature-sources.ts). */
export interface AiSources {
  /** Runs a search as POST /api/search does: the search feature's. */
  searchTenders: (
    context: { db: Db; embedder: Embedder; onEmbeddingError?: (error: unknown) => void },
    request: SearchRequest,
    caller: { userId: string | null },
  ) => Promise<SearchResponse>;
  /** A tender as its page shows it (404 when unknown): the tenders feature's. */
  readTender: (db: Db, tenderId: string, language: Language) => Promise<TenderDetail>;
}

/** What natural-language search needs: the AI context and the search feature's search. */
export type NlSearchContext = AiContext & Pick<AiSources, 'searchTenders'>;
