import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCanadaBuysCsv, type CsvRow } from '../../../shared/open-data/csv-reader';
import { easternToUtc } from '../../../shared/open-data/dates';
import { normaliseRecord, type NormalisedTender } from './normalise';
import { normaliseRegions } from '../../../shared/open-data/regions';
import { DATA_FILES, findRecord, readRecords } from './test-support';
import { createReadStream } from 'node:fs';

const readAll = async (stream: Readable): Promise<CsvRow[]> => {
  const rows: CsvRow[] = [];
  for await (const row of readCanadaBuysCsv(stream)) rows.push(row);
  return rows;
};

const normalisedFile = async (file: string): Promise<Map<string, NormalisedTender>> => {
  const tenders = new Map<string, NormalisedTender>();
  for (const row of await readAll(createReadStream(file))) {
    if (!('record' in row)) throw new Error(`line ${row.line}: ${row.error}`);
    const result = normaliseRecord(row.record);
    if (!result.ok) throw new Error(result.reason);
    tenders.set(result.tender.id, result.tender);
  }
  return tenders;
};

describe('the real 17-notice CanadaBuys file', () => {
  it('reads every notice with all 67 columns', async () => {
    const rows = await readAll(createReadStream(DATA_FILES.newNotices));
    expect(rows).toHaveLength(17);
    for (const row of rows) {
      expect('record' in row).toBe(true);
      if ('record' in row) expect(Object.keys(row.record)).toHaveLength(67);
    }
    // The BOM is stripped from the first header.
    const first = rows[0];
    expect(first && 'record' in first ? first.record['title-titre-eng'] : undefined).toBe(
      'Weekly Courier Services - Hospital Operations',
    );
  });

  it('puts every column of a notice where it belongs, in both languages', async () => {
    const tender = (await normalisedFile(DATA_FILES.newNotices)).get('cb-120-98313427')!;
    expect(tender).toMatchObject({
      id: 'cb-120-98313427',
      amendmentNumber: 0,
      amendmentDate: null,
      solicitationNumber: '1000262320A',
      sourceSystem: 'CanadaBuys',
      titleEn: 'Weekly Courier Services - Hospital Operations',
      titleFr: 'Services de messagerie hebdomadaires - Fonctionnement des hôpitaux',
      status: 'open',
      statusEn: 'Open',
      statusFr: 'Ouvert',
      publicationDate: '2025-12-30',
      // 17:00 Eastern Standard Time is 22:00 UTC.
      closingAt: '2026-01-19T22:00:00.000Z',
      contractStartDate: '2026-03-01',
      contractEndDate: '2027-03-31',
      procurementCategories: ['SRV'],
      noticeTypeEn: 'Request for Proposal',
      noticeTypeFr: 'Demande de propositions',
      procurementMethodEn: 'Competitive - Open bidding',
      procurementMethodFr: 'Concurrentielle - Invitation ouverte à soumissionner',
      selectionCriteriaEn: 'Highest Combined Rating of Technical Merit and Price',
      selectionCriteriaFr: 'Cote combinée la plus élevée pour le mérite technique et le prix',
      limitedTenderingReasonEn: null,
      gsinCodes: [],
      unspscCodes: ['78101809', '78102200', '78102203', '78102205', '80141800'],
      regionsOpportunityEn: ['Canada'],
      regionsOpportunityFr: ['Canada'],
      regionsDeliveryEn: ['Manitoba', 'Canada'],
      regionsDeliveryFr: ['Manitoba', 'Canada'],
      regions: ['Manitoba', 'National'],
      organizationEn: 'Department of Indigenous Services (ISC)',
      organizationFr: 'Ministère des Services aux Autochtones (SAC)',
      buyerAddress: {
        en: {
          addressLine: '10 rue Wellington',
          city: 'Gatineau',
          province: 'Quebec',
          postalCode: 'K1A0H4',
          country: 'Canada',
        },
      },
      endUserEn: null,
      contactName: 'Geordin',
      contactEmail: 'geordin.crosbie@sac-isc.gc.ca',
      contactPhone: '(778) 783-3672',
      contactFax: null,
      // Stray spaces trimmed: 'V6E 4S3 ' and ' BC' in the file.
      contactAddress: {
        en: {
          addressLine: '1138 Melville Street',
          city: 'Vancouver',
          province: 'BC',
          postalCode: 'V6E 4S3',
          country: 'Canada',
        },
        fr: { province: 'BC' },
      },
      noticeUrlEn: null,
      attachmentsEn: [
        'https://canadabuys.canada.ca/sites/default/files/webform/tender_notice/83302/1000262320a_rfp_en.pdf',
        'https://canadabuys.canada.ca/sites/default/files/webform/tender_notice/83302/1000262320_appendix-1-of-annex-sow_-delivery-log.xlsx',
      ],
      attachmentsFr: [
        'https://canadabuys.canada.ca/sites/default/files/webform/tender_notice/83302/1000262320_appendice-1-de-lannexe-edt_registre-des-livraisons.xlsx',
        'https://canadabuys.canada.ca/sites/default/files/webform/tender_notice/83302/1000262320a_rfp_fr.pdf',
      ],
    });
    // Multi-value lists: parallel code and description lists, `*` prefixes removed, both languages.
    expect(tender.unspscDescriptionsEn).toEqual([
      'Road transport of letters and parcels',
      'Postal and small parcel and courier services',
      'Mailing or mail pick up or delivery services',
      'Letter or small parcel local delivery services',
      'Mailing services',
    ]);
    expect(tender.unspscDescriptionsFr[0]).toBe('Transport routier de lettres et de colis');
    expect(tender.tradeAgreementsEn).toHaveLength(7);
    expect(tender.tradeAgreementsEn).toContain('Canadian Free Trade Agreement (CFTA)');
    expect(tender.tradeAgreementsFr).toContain('Accord de libre-échange canadien (ALEC)');
    // Descriptions keep their paragraphs with LF line ends.
    expect(tender.descriptionEn).toMatch(/^A courier service is required to provide all labour/);
    expect(tender.descriptionEn).toContain('Winnipeg, Manitoba. Delivery items');
    expect(tender.descriptionEn).not.toContain('\r');
    expect(tender.descriptionEn).toContain('\n\nThe initial contract period');
    expect(tender.descriptionFr).toMatch(/^Un service de messagerie doit fournir/);
    expect(tender.contractLengthMonths).toBe(13);
  });

  it('reads SAP Ariba notices: end users, notice URLs, placeholders as empty', async () => {
    const tenders = await normalisedFile(DATA_FILES.newNotices);
    const ariba = tenders.get('WS5496297033-Doc5497304668')!;
    expect(ariba.sourceSystem).toBe('SAP Ariba');
    expect(ariba.endUserEn).toBe('Department of National Defence (DND)');
    // ' Ministère de la Défense nationale (MDN)' has a leading space in the file.
    expect(ariba.endUserFr).toBe('Ministère de la Défense nationale (MDN)');
    expect(ariba.limitedTenderingReasonEn).toBeNull(); // 'None'
    expect(ariba.limitedTenderingReasonFr).toBeNull(); // 'Aucune'
    expect(ariba.amendmentDate).toBe('2025-12-30');
    expect(ariba.noticeUrlEn).toMatch(/^https:\/\/portal\.us\.bn\.cloud\.ariba\.com\//);
    expect(ariba.attachmentsEn).toEqual([]);
    expect(ariba.procurementCategories).toEqual(['CNST']);
    expect(tenders.get('cb-543-23958405')!.contactFax).toBeNull(); // 'Not applicable'
    // Cities and NCR fold onto the canonical regions.
    expect(tenders.get('cb-36-77045401')!.regions).toEqual(['National', 'National Capital Region (NCR)']);
    expect(tenders.get('cb-448-16414328')!.regions).toEqual(['Nova Scotia']);
    expect(tenders.get('WS5494693685-Doc5501940931')!.regions).toEqual(['Ontario']);
    // Alaska is outside Canada; the opportunity list says World: no Canadian region.
    expect(tenders.get('cb-390-90028002')!.regions).toEqual([]);
  });

  it('agrees with an independent parse of the same file on every text column', async () => {
    const tenders = await normalisedFile(DATA_FILES.newNotices);
    for (const record of readRecords(DATA_FILES.newNotices)) {
      const tender = tenders.get(record['referenceNumber-numeroReference']!)!;
      expect(tender.titleFr).toBe(record['title-titre-fra']!.trim());
      expect(tender.organizationFr).toBe(record['contractingEntityName-nomEntitContractante-fra']!.trim());
      expect(tender.unspscCodes).toHaveLength(record.unspsc!.split('\n').length);
      expect(tender.unspscDescriptionsFr).toHaveLength(tender.unspscCodes.length);
    }
  });
});

describe('the other real files', () => {
  it('decodes HTML entities in MERX descriptions', async () => {
    const raw = findRecord(DATA_FILES.tendersentrySample, 'MX-443728062417');
    expect(raw['tenderDescription-descriptionAppelOffres-eng']).toContain('&rsquo;');
    const tender = (await normalisedFile(DATA_FILES.tendersentrySample)).get('MX-443728062417')!;
    expect(tender.sourceSystem).toBe('MERX');
    expect(tender.descriptionEn).toContain('EDC’s ongoing research');
    expect(tender.descriptionEn).not.toMatch(/&[a-z]+;/);
  });

  it('reads all 117 notices of the evaluation corpus, legacy reference numbers included', async () => {
    const tenders = await normalisedFile(DATA_FILES.realNotices);
    expect(tenders.size).toBe(117);
    expect(tenders.get('PW-$$ZT-009-27511')?.sourceSystem).toBe('Buyandsell (legacy)');
    expect(tenders.get('cb-120-98313427')?.status).toBe('expired');
  });
});

describe('CSV dialect', () => {
  const header =
    '"title-titre-eng","referenceNumber-numeroReference","tenderClosingDate-appelOffresDateCloture","tenderDescription-descriptionAppelOffres-eng","unspsc"';

  it('handles CRLF, embedded newlines and tabs, doubled quotes and unquoted empty fields', async () => {
    const csv =
      `\uFEFF${header}\r\n` +
      `"A ""quoted"" title","SYN-1","2026-07-15T14:00:00","line one\r\nline\ttwo\nline three","*1\n*2"\r\n` +
      `Plain title,SYN-2,,,\r\n`;
    const rows = await readAll(Readable.from([csv]));
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => ('record' in row ? normaliseRecord(row.record) : null));
    expect(first?.ok && first.tender).toMatchObject({
      titleEn: 'A "quoted" title',
      descriptionEn: 'line one\nline\ttwo\nline three',
      unspscCodes: ['1', '2'],
      // Summer: Eastern Daylight Time, UTC-4.
      closingAt: '2026-07-15T18:00:00.000Z',
    });
    expect(rows[0]?.line).toBe(2);
    expect(rows[1]?.line).toBe(6);
    expect(second?.ok && second.tender).toMatchObject({
      titleEn: 'Plain title',
      closingAt: null,
      descriptionEn: null,
    });
  });

  it('reports a bad row with its line number and keeps reading', async () => {
    const csv =
      `${header}\n` +
      `"Good one","SYN-1","2026-01-10T14:00:00","",""\n` +
      `"Too few fields","SYN-2"\n` +
      `"Bad date","SYN-3","2026-13-45T99:00:00","",""\n` +
      `"Good two","SYN-4","","",""\n`;
    const rows = await readAll(Readable.from([csv]));
    expect(rows[1]).toEqual({ line: 3, error: 'expected 5 fields, found 2' });
    const results = rows.map((row) => ('record' in row ? normaliseRecord(row.record) : null));
    expect(results[2]).toEqual({ ok: false, reason: 'SYN-3: invalid closing date "2026-13-45T99:00:00"' });
    expect(results[3]?.ok).toBe(true);
  });

  it('refuses a file that is neither a tender-notice nor an award file', async () => {
    await expect(readAll(Readable.from(['name,value\nx,1\n']))).rejects.toThrow(
      'Not a CanadaBuys tender-notice, award-notice or contract-history file',
    );
  });
});

describe('dates and regions', () => {
  it('stores Eastern closing times as UTC across daylight-saving changes', () => {
    expect(easternToUtc('2026-01-19T17:00:00')).toBe('2026-01-19T22:00:00.000Z');
    expect(easternToUtc('2026-07-01T14:00:00')).toBe('2026-07-01T18:00:00.000Z');
    expect(easternToUtc('2026-03-08T12:00:00')).toBe('2026-03-08T16:00:00.000Z');
    expect(easternToUtc('2026-02-30T12:00:00')).toBeNull();
    expect(easternToUtc('next week')).toBeNull();
  });

  it('folds English, French and abbreviated region names', () => {
    expect(
      normaliseRegions([
        'Québec (sauf RCN)',
        'Colombie-Britannique',
        'ON',
        'Région de la capitale nationale (RCN)',
        'World',
      ]),
    ).toEqual(['Quebec', 'British Columbia', 'Ontario', 'National Capital Region (NCR)']);
  });
});
