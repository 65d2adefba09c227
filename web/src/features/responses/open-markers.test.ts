import { emptyResponseSections } from '@tenderscout/domain';
import { describe, expect, it } from 'vitest';
import { countOpenMarkers } from './open-markers';

describe('passages a draft leaves for the writer', () => {
  it('counts claims to confirm and facts to complete, in English and French', () => {
    expect(
      countOpenMarkers({
        ...emptyResponseSections(),
        project_team:
          '[To complete: team size.] Staff hold Reliability. [To confirm before submitting: Secret.]',
        additional_info: '[À confirmer avant de soumettre\u00a0: ISO 9001.] [À compléter\u00a0: expérience.]',
      }),
    ).toBe(4);
  });

  it('counts nothing in settled text, even text with other brackets', () => {
    expect(
      countOpenMarkers({ ...emptyResponseSections(), budget: 'Firm price [see annex A]. To confirm: none.' }),
    ).toBe(0);
  });
});
