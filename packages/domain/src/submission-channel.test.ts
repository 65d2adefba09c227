import { describe, expect, it } from 'vitest';
import { submissionChannelOf } from './submission-channel';

describe('where the notice asks for bids', () => {
  it('reads an e-mail address the bids go to, not the enquiry contact', () => {
    expect(
      submissionChannelOf(
        'Inquiries must be submitted to the Contracting Authority: jesse.robertson@example.gc.ca. Tenders must be submitted to: the RCMP Bid Receiving Unit at: E_Pacific_Bids@rcmp-grc.gc.ca.',
      ),
    ).toEqual({ kind: 'email', address: 'E_Pacific_Bids@rcmp-grc.gc.ca' });
    expect(
      submissionChannelOf(
        'Les soumissions doivent être transmises par courriel à offres@tpsgc.gc.ca avant la clôture.',
      ),
    ).toEqual({ kind: 'email', address: 'offres@tpsgc.gc.ca' });
  });

  it('reads epost Connect and other portals', () => {
    expect(
      submissionChannelOf("Bids must be submitted using Canada Post Corporation's epost Connect service."),
    ).toEqual({ kind: 'epost' });
    expect(submissionChannelOf('Proposals must be submitted electronically through MERX.')).toEqual({
      kind: 'portal',
      name: 'MERX',
    });
    expect(submissionChannelOf('Les offres doivent être déposées sur la plateforme Bonfire.')).toEqual({
      kind: 'portal',
      name: 'Bonfire',
    });
  });

  it('falls back to the notice on CanadaBuys when it names no other channel', () => {
    expect(submissionChannelOf('Questions about MERX may be sent to help@merx.com.')).toEqual({
      kind: 'canadabuys',
    });
    expect(submissionChannelOf(null)).toEqual({ kind: 'canadabuys' });
  });
});
