import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { createRandom, generateNotice } from '../src/modules/tenders/ingest/generator';
import { ingestSource } from '../src/modules/tenders/ingest/ingest-runner';
import { toCanadaBuysCsv } from '../src/modules/tenders/ingest/test-support';
import { createEmbeddingJob } from '../src/modules/search/embedding-job';
import { clearOrganizationsCache } from '../src/modules/ai/nl-search.service';
import { notice } from './support/search-corpus';
import type { TestApp } from './support/test-app';

/**
 * A crafted corpus for the AI tests: tenders whose fit to the default AI profile (Information Technology,
 * Software Development, Ontario, 5 years) is known, ingested through the real ingest path and embedded by the
 * real background job.
 */
export const AI_IDS = {
  softwareOntario: 'cb-ai-00000001',
  cyberSecret: 'cb-ai-00000002',
  softwareBc: 'cb-ai-00000003',
  janitorialOntario: 'cb-ai-00000004',
  softwareClosed: 'cb-ai-00000005',
  softwarePsib: 'cb-ai-00000006',
  cloudIso: 'cb-ai-00000007',
  pavingNs: 'cb-ai-00000008',
  payrollModernization: 'cb-ai-00000009',
  payrollUpgrade: 'cb-ai-00000010',
} as const;

const DAY = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');
const closingIn = (days: number): string => {
  const date = new Date(Date.now() + days * DAY);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T14:00:00`;
};
const NO_SECURITY = 'There is no security requirement applicable to this procurement.';

export const loadAiCorpus = async (t: TestApp, options: { embed?: boolean } = {}): Promise<void> => {
  const random = createRandom(777);
  const base = () => generateNotice(random, 0, Date.now());
  const ontario = {
    regionsOfDeliveryEn: '*Ontario (except NCR)',
    regionsOfDeliveryFr: '*Ontario (sauf RCN)',
  };
  const records = [
    notice(base(), {
      referenceNumber: AI_IDS.softwareOntario,
      titleEn: 'Software development services for a case management system - Toronto',
      titleFr: 'Services de développement de logiciels pour un système de gestion des cas - Toronto',
      descriptionEn: `The Department of Justice requires software development services to build a case management web application in Toronto. ${NO_SECURITY}`,
      descriptionFr: 'Le ministère a besoin de services de développement de logiciels à Toronto.',
      buyerNameEn: 'Department of Justice (JUS)',
      buyerNameFr: 'Ministère de la Justice (JUS)',
      procurementCategory: '*SRV',
      unspsc: '*81111500',
      unspscDescriptionEn: '*Software or hardware engineering',
      unspscDescriptionFr: '*Génie logiciel ou matériel',
      closingDate: closingIn(20),
      ...ontario,
    }),
    notice(base(), {
      referenceNumber: AI_IDS.cyberSecret,
      titleEn: 'Cybersecurity assessment of department networks - Toronto',
      titleFr: 'Évaluation de la cybersécurité des réseaux - Toronto',
      descriptionEn:
        'Vulnerability assessment and penetration testing of networks and servers. Personnel must each hold a valid Secret clearance.',
      descriptionFr: 'Évaluation des vulnérabilités. Le personnel doit détenir une cote Secret valide.',
      procurementCategory: '*SRV',
      closingDate: closingIn(15),
      ...ontario,
    }),
    notice(base(), {
      referenceNumber: AI_IDS.softwareBc,
      titleEn: 'Software development for a fisheries data platform - Vancouver',
      titleFr: 'Développement de logiciels pour une plateforme de données sur les pêches - Vancouver',
      descriptionEn: `Software development and maintenance of a data platform for fisheries scientists. ${NO_SECURITY}`,
      descriptionFr: 'Développement de logiciels pour une plateforme de données.',
      procurementCategory: '*SRV',
      closingDate: closingIn(20),
      regionsOfDeliveryEn: '*British Columbia',
      regionsOfDeliveryFr: '*Colombie-Britannique',
    }),
    notice(base(), {
      referenceNumber: AI_IDS.janitorialOntario,
      titleEn: 'Janitorial services for a federal building - Toronto',
      titleFr: 'Services de conciergerie pour un édifice fédéral - Toronto',
      descriptionEn: `Daily cleaning of offices, washrooms and common areas. ${NO_SECURITY}`,
      descriptionFr: 'Nettoyage quotidien des bureaux.',
      procurementCategory: '*SRV',
      unspsc: '*76111500',
      unspscDescriptionEn: '*General building and office cleaning',
      unspscDescriptionFr: '*Nettoyage général de bâtiments et de bureaux',
      closingDate: closingIn(20),
      ...ontario,
    }),
    notice(base(), {
      referenceNumber: AI_IDS.softwareClosed,
      titleEn: 'Software development for a grants portal - Kingston',
      titleFr: 'Développement de logiciels pour un portail de subventions - Kingston',
      descriptionEn: `Software development of a grants portal. ${NO_SECURITY}`,
      descriptionFr: 'Développement de logiciels.',
      procurementCategory: '*SRV',
      closingDate: closingIn(-5),
      ...ontario,
    }),
    notice(base(), {
      referenceNumber: AI_IDS.softwarePsib,
      titleEn: 'Software development for a housing registry - Toronto',
      titleFr: 'Développement de logiciels pour un registre du logement - Toronto',
      descriptionEn:
        'Software development of a housing registry. This procurement is set-aside for an Indigenous Supplier in accordance with the Procurement Strategy for Indigenous Business (PSIB).',
      descriptionFr: 'Ce marché est réservé aux entreprises autochtones.',
      procurementCategory: '*SRV',
      closingDate: closingIn(30),
      ...ontario,
    }),
    notice(base(), {
      referenceNumber: AI_IDS.cloudIso,
      titleEn: 'Cloud migration of legacy applications - Toronto',
      titleFr: 'Migration vers l’infonuagique d’applications patrimoniales - Toronto',
      descriptionEn: `Migration of legacy applications to the cloud. The supplier must be certified to ISO 9001. ${NO_SECURITY}`,
      descriptionFr: 'Migration vers le nuage. Le fournisseur doit être certifié ISO 9001.',
      procurementCategory: '*SRV',
      closingDate: closingIn(25),
      ...ontario,
    }),
    notice(base(), {
      referenceNumber: AI_IDS.pavingNs,
      titleEn: 'Parking lot paving - Halifax',
      titleFr: 'Asphaltage du stationnement - Halifax',
      descriptionEn: 'Paving of the parking lot of a federal building in Halifax.',
      descriptionFr: 'Asphaltage du stationnement.',
      procurementCategory: '*CNST',
      unspsc: '*72141000',
      unspscDescriptionEn: '*Highway and road construction services',
      unspscDescriptionFr: '*Services de construction de routes',
      closingDate: closingIn(10),
      regionsOfDeliveryEn: '*Nova Scotia',
      regionsOfDeliveryFr: '*Nouvelle-Écosse',
    }),
    notice(base(), {
      referenceNumber: AI_IDS.payrollModernization,
      titleEn: 'Software development for payroll modernization - Toronto',
      titleFr: 'Développement de logiciels pour la modernisation de la paye - Toronto',
      descriptionEn: `Software development for the payroll modernization project. ${NO_SECURITY}`,
      descriptionFr: 'Développement de logiciels pour la paye.',
      procurementCategory: '*SRV',
      unspsc: '*81111500',
      unspscDescriptionEn: '*Software or hardware engineering',
      unspscDescriptionFr: '*Génie logiciel ou matériel',
      closingDate: closingIn(22),
      ...ontario,
    }),
    notice(base(), {
      referenceNumber: AI_IDS.payrollUpgrade,
      titleEn: 'Software development for payroll system upgrade - Kingston',
      titleFr: 'Développement de logiciels pour la mise à niveau de la paye - Kingston',
      descriptionEn: `Software development for the payroll system upgrade. ${NO_SECURITY}`,
      descriptionFr: 'Développement de logiciels pour la paye.',
      procurementCategory: '*SRV',
      unspsc: '*81111500',
      unspscDescriptionEn: '*Software or hardware engineering',
      unspscDescriptionFr: '*Génie logiciel ou matériel',
      closingDate: closingIn(21),
      ...ontario,
    }),
  ];
  const file = path.join(t.dataDir, 'ai-corpus.csv');
  await writeFile(file, toCanadaBuysCsv(records));
  const summary = await ingestSource(t.store.db, file, { feed: 'file' });
  if (summary.rejected > 0) throw new Error(`ai corpus: ${summary.rejected} rows rejected`);
  // CanadaBuys notices rarely disclose a value; two of these do (for the value-range tests).
  await sql`UPDATE tenders SET value_amount = 300000 WHERE id = ${AI_IDS.softwareOntario}`.execute(
    t.store.db,
  );
  await sql`UPDATE tenders SET value_amount = 800000 WHERE id = ${AI_IDS.payrollModernization}`.execute(
    t.store.db,
  );
  clearOrganizationsCache();
  if (options.embed !== false)
    await createEmbeddingJob({ db: () => t.store.db, embedder: t.app.embedder }).runUntilIdle();
};
