import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface PendingTender {
  id: string;
  content_hash: string;
  title_en: string | null;
  title_fr: string | null;
  description_en: string | null;
  description_fr: string | null;
  unspsc_descriptions_en: string[];
  gsin_descriptions_en: string[];
}

/** Name of a model's partial HNSW index (migration 0004 created the built-in model's under the same rule). */
export const modelIndexName = (model: string): string =>
  `tender_embeddings_hnsw_${createHash('md5').update(model).digest('hex').slice(0, 12)}`;

export const embeddingStore = {
  /** The model's own HNSW index over `embedding::vector(<dims>)`, created before its first vector lands. */
  ensureModelIndex: async (db: Db, model: string, dimensions: number): Promise<void> => {
    const name = modelIndexName(model);
    await sql`CREATE INDEX IF NOT EXISTS ${sql.id(name)} ON tender_embeddings
      USING hnsw ((embedding::${sql.raw(`vector(${Math.trunc(dimensions)})`)}) vector_cosine_ops)
      WHERE model = ${sql.lit(model)}`.execute(db);
  },

  /** Tenders with no vector of `model`, or whose notice changed since it was embedded; newest changes first. */
  findPending: async (db: Db, model: string, limit: number): Promise<PendingTender[]> => {
    const { rows } = await sql<PendingTender>`
      SELECT t.id, t.content_hash, t.title_en, t.title_fr, left(t.description_en, 4000) AS description_en,
        left(t.description_fr, 4000) AS description_fr, t.unspsc_descriptions_en, t.gsin_descriptions_en
      FROM tenders AS t
      LEFT JOIN tender_embeddings AS e ON e.tender_id = t.id AND e.model = ${model}
      WHERE e.tender_id IS NULL OR e.content_hash <> t.content_hash
      ORDER BY t.updated_at DESC, t.id
      LIMIT ${limit}`.execute(db);
    return rows;
  },

  countPending: async (db: Db, model: string): Promise<number> => {
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM tenders AS t
      LEFT JOIN tender_embeddings AS e ON e.tender_id = t.id AND e.model = ${model}
      WHERE e.tender_id IS NULL OR e.content_hash <> t.content_hash`.execute(db);
    return rows[0]?.count ?? 0;
  },

  save: async (
    db: Db,
    model: string,
    vectors: Array<{ tenderId: string; contentHash: string; vector: string }>,
  ): Promise<void> => {
    if (vectors.length === 0) return;
    const values = vectors.map(
      (item) => sql`(${item.tenderId}, ${model}, ${item.contentHash}, ${item.vector}::vector, now())`,
    );
    // A tender deleted meanwhile is skipped (the join), rather than failing the batch on its foreign key.
    await sql`
      INSERT INTO tender_embeddings (tender_id, model, content_hash, embedding, embedded_at)
      SELECT v.tender_id, v.model, v.content_hash, v.embedding, v.embedded_at
      FROM (VALUES ${sql.join(values)}) AS v (tender_id, model, content_hash, embedding, embedded_at)
      JOIN tenders AS t ON t.id = v.tender_id
      ON CONFLICT (tender_id, model) DO UPDATE
        SET content_hash = excluded.content_hash, embedding = excluded.embedding, embedded_at = excluded.embedded_at`.execute(
      db,
    );
  },

  /** Vectors of other models, once `model` covers every tender (the switch is then complete). */
  removeOtherModels: async (db: Db, model: string): Promise<number> => {
    const result = await sql`DELETE FROM tender_embeddings WHERE model <> ${model}`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  },
};
