import { extractMandatoryCriteria, extractNoticeDates, readNoticeDateTime } from '@tenderscout/domain';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../lib/paths';
import { DATA_FILES, findRecord, readRecords } from './test-support';

const OPEN_NOTICES = path.join(repoRoot, 'data', 'canadabuys', 'openTenderNotice-sample-2026-08-03.csv');
const descriptions = (record: Record<string, string>): [string, string] => [
  record['tenderDescription-descriptionAppelOffres-eng'] ?? '',
  record['tenderDescription-descriptionAppelOffres-fra'] ?? '',
];

describe('dates a real notice states', () => {
  it('reads an optional site visit "on 15 June 2026, beginning at 10:00 am EDT", not the sign-up deadline', () => {
    const record = findRecord(DATA_FILES.realNotices, 'WS5697138222-Doc5712003170');
    expect(extractNoticeDates(...descriptions(record))).toEqual({
      enquiry_deadline: null,
      site_visit: '2026-06-15T10:00',
    });
  });

  it('reads a mandatory site visit "on June 25, 2026 at 10:00 AM EDT"', () => {
    const record = findRecord(DATA_FILES.realNotices, 'WS5742179565-Doc5745666757');
    expect(extractNoticeDates(...descriptions(record)).site_visit).toBe('2026-06-25T10:00');
  });

  it('finds no visit where a notice says none is offered, nor a deadline in delivery dates', () => {
    // "No site visits will be offered during the RFEOI" / "Aucune visite des lieux ne sera offerte"; "Completion
    // of all work must be achieved no later than March 31, 2027"; "Inquiries are to be directed to: …".
    for (const id of ['WS5496297033-Doc5497304668', 'cb-197-50586363']) {
      expect(extractNoticeDates(...descriptions(findRecord(DATA_FILES.realNotices, id))), id).toEqual({
        enquiry_deadline: null,
        site_visit: null,
      });
    }
    const open = readRecords(OPEN_NOTICES);
    const noVisit = open.find((record) => /No site visits will be offered/.test(descriptions(record)[0]));
    const inquiries = open.find((record) => /Inquiries are to be directed to/.test(descriptions(record)[0]));
    expect(noVisit && inquiries).toBeTruthy();
    for (const record of [noVisit!, inquiries!])
      expect(extractNoticeDates(...descriptions(record))).toEqual({
        enquiry_deadline: null,
        site_visit: null,
      });
  });

  it('reads the questions deadline and the visit a real notice gains in an amendment, in both languages', () => {
    const [english, french] = descriptions(findRecord(DATA_FILES.newNotices, 'cb-197-50586363'));
    expect(
      extractNoticeDates(
        `${english}\nQuestions must be received no later than December 1, 2026 at 2:00 p.m. EST.`,
        french,
      ),
    ).toEqual({ enquiry_deadline: '2026-12-01T14:00', site_visit: null });
    expect(
      extractNoticeDates(
        null,
        `${french}\nUne visite des lieux aura lieu le 3 décembre 2026 à 10 h HNE. Les questions doivent parvenir à l’autorité contractante au plus tard le 7 décembre 2026 à 14 h 30.`,
      ),
    ).toEqual({ enquiry_deadline: '2026-12-07T14:30', site_visit: '2026-12-03T10:00' });
  });

  it('reads dates without a time as the day', () => {
    expect(readNoticeDateTime('Enquiries must be submitted before 2026-11-30.')).toBe('2026-11-30');
    expect(readNoticeDateTime('au plus tard le 1er décembre 2026')).toBe('2026-12-01');
    expect(readNoticeDateTime('on February 30, 2026')).toBeNull();
  });
});

describe('mandatory criteria a real notice states', () => {
  it('lists the obliging sentences, not the contact or delivery wording', () => {
    const [english] = descriptions(findRecord(DATA_FILES.realNotices, 'WS5742179565-Doc5745666757'));
    const criteria = extractMandatoryCriteria(english);
    expect(criteria.length).toBeGreaterThan(0);
    expect(criteria.every((sentence) => /must|shall|mandatory|required/i.test(sentence))).toBe(true);
    expect(criteria.some((sentence) => /site visit/i.test(sentence))).toBe(false);
    expect(
      extractMandatoryCriteria(`${english}\nBidders must hold a valid ISO 9001:2015 certification.`),
    ).toEqual([...criteria, 'Bidders must hold a valid ISO 9001:2015 certification.']);
  });
});
