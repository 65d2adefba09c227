import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { COLUMNS, type ColumnKey } from '../../src/shared/open-data/columns';
import { createRandom, generateNotice } from '../../src/modules/tenders/ingest/generator';
import { ingestSource } from '../../src/modules/tenders/ingest/ingest-runner';
import { toCanadaBuysCsv } from '../../src/modules/tenders/ingest/test-support';
import { createEmbeddingJob } from '../../src/modules/search/embedding-job';
import type { TestApp } from './test-app';

/** A notice: a generated one with some columns replaced (keys of COLUMNS). */
export const notice = (
  base: Record<string, string>,
  overrides: Partial<Record<ColumnKey, string>>,
): Record<string, string> => {
  const record = { ...base };
  for (const [key, value] of Object.entries(overrides)) record[COLUMNS[key as ColumnKey]] = value;
  return record;
};

export const HAND_WRITTEN_IDS = {
  snow: 'cb-900-00000001',
  security: 'cb-900-00000002',
  markup: 'cb-900-00000003',
  cyber: 'cb-900-00000004',
  furniture: 'cb-900-00000005',
  translation: 'cb-900-00000006',
};

/**
 * The search test corpus: six hand-written notices with known words (English and French) and `generated`
 * synthetic notices with varied regions, categories, flags and closing dates, ingested through the real
 * ingest path, then embedded by the real background job (built-in model).
 */
export const loadSearchCorpus = async (t: TestApp, generated = 40): Promise<{ generatedIds: string[] }> => {
  const random = createRandom(4242);
  const nowMs = Date.now();
  const base = () => generateNotice(random, 0, nowMs);
  const generatedRecords = Array.from({ length: generated }, (_, index) =>
    generateNotice(random, index + 1, nowMs),
  );
  const handWritten = [
    notice(base(), {
      referenceNumber: HAND_WRITTEN_IDS.snow,
      solicitationNumber: 'EW699-260001',
      titleEn: 'Snow removal and de-icing of parking lots - Halifax',
      titleFr: 'Déneigement et déglaçage des stationnements - Halifax',
      descriptionEn:
        'Plowing, salting and sanding of the federal building parking lots in Halifax during winter.',
      descriptionFr:
        'Déblaiement, épandage de sel et de sable des stationnements de l’édifice fédéral à Halifax.',
      regionsOfDeliveryEn: '*Nova Scotia',
      regionsOfDeliveryFr: '*Nouvelle-Écosse',
      procurementCategory: '*SRV',
    }),
    notice(base(), {
      referenceNumber: HAND_WRITTEN_IDS.security,
      solicitationNumber: 'EW699-260002',
      titleEn: 'Commissionaire guard services for a research campus',
      titleFr: 'Services de sécurité et de gardiennage pour un campus de recherche',
      descriptionEn: 'Guards at the entrances of the campus, patrols at night and a control room.',
      descriptionFr:
        'Des agents de sécurité aux entrées du campus, des rondes de nuit et une salle de contrôle.',
      procurementCategory: '*SRV',
    }),
    notice(base(), {
      referenceNumber: HAND_WRITTEN_IDS.markup,
      solicitationNumber: 'EW699-260003',
      titleEn: 'Supply of <script>alert("x")</script> <b>widgets</b> & gadgets',
      titleFr: 'Fourniture de <script>alert("x")</script> <b>gadgets</b>',
      descriptionEn: 'Widgets <img src=x onerror=alert(1)> delivered to Ottawa; "quotes" & ampersands.',
      descriptionFr: 'Des gadgets livrés à Ottawa.',
      procurementCategory: '*GD',
    }),
    notice(base(), {
      referenceNumber: HAND_WRITTEN_IDS.cyber,
      solicitationNumber: 'EW699-260004',
      titleEn: 'Managed IT security services',
      titleFr: 'Services gérés de sécurité des TI',
      descriptionEn:
        'Intrusion detection, vulnerability assessment and incident response for the department networks and servers.',
      descriptionFr:
        'Détection des intrusions, évaluation des vulnérabilités et intervention en cas d’incident.',
      procurementCategory: '*SRV',
    }),
    notice(base(), {
      referenceNumber: HAND_WRITTEN_IDS.furniture,
      solicitationNumber: 'EW699-260005',
      titleEn: 'Ergonomic chairs and sit-stand desks',
      titleFr: 'Chaises ergonomiques et bureaux assis-debout',
      descriptionEn: 'Supply and delivery of ergonomic chairs and adjustable desks for the regional office.',
      descriptionFr: 'Fourniture et livraison de chaises ergonomiques et de bureaux réglables.',
      procurementCategory: '*GD',
    }),
    notice(base(), {
      referenceNumber: HAND_WRITTEN_IDS.translation,
      solicitationNumber: 'EW699-260006',
      titleEn: 'Translation of technical manuals from English to French',
      titleFr: 'Traduction de manuels techniques de l’anglais vers le français',
      descriptionEn: 'Translation and revision of maintenance manuals for aircraft ground equipment.',
      descriptionFr: 'Traduction et révision de manuels d’entretien.',
      procurementCategory: '*SRV',
    }),
  ];
  const file = path.join(t.dataDir, 'search-corpus.csv');
  await writeFile(file, toCanadaBuysCsv([...handWritten, ...generatedRecords]));
  const summary = await ingestSource(t.store.db, file, { feed: 'file' });
  if (summary.rejected > 0) throw new Error(`search corpus: ${summary.rejected} rows rejected`);
  await createEmbeddingJob({ db: () => t.store.db, embedder: t.app.embedder }).runUntilIdle();
  return {
    generatedIds: generatedRecords.map((record) => record[COLUMNS.referenceNumber] ?? ''),
  };
};
