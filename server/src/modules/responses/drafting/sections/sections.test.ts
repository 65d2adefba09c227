import { describe, expect, it } from 'vitest';
import { checkResponse, findUnsupportedClaims, holdingsOf } from '@tenderscout/domain';
import { factsOf } from '../facts';
import { draftCompany, draftContext, draftTender, type DraftTender } from '../test-fixtures';
import { additionalInfo } from './additional-info';
import { budget } from './budget';
import { executiveSummary, uploadQuote } from './executive-summary';
import { projectTeam } from './project-team';
import { technicalApproach } from './technical-approach';
import { timeline } from './timeline';

const NB = '\u00a0';

/** A tender with every requirement the writers speak to. */
const demanding = draftTender({
  business_intelligence: {
    clearance_required: true,
    clearance_levels: ['Secret'],
    experience_required: true,
    experience_years: 5,
    indigenous_business_required: true,
    indigenous_set_aside: 'partial',
    business_certifications: ['ISO 9001'],
    canadian_made: true,
    language_requirements: ['bilingual'],
  },
});

/** A French notice: its own French title, description, products and buyer. */
const french = draftTender({
  language: 'fra',
  title: 'Services de déneigement - Rimouski',
  description:
    'Déneigement des stationnements et des trottoirs de l’immeuble fédéral de Rimouski, tout l’hiver.',
  description_fr:
    'Déneigement des stationnements et des trottoirs de l’immeuble fédéral de Rimouski, tout l’hiver.',
  unspsc: [{ code: '72102100', description: 'Services de déneigement' }],
  organization: { name: 'Ministère de la Défense nationale' },
  selection_criteria: 'Prix le plus bas',
});

const facts = (tender: DraftTender, language: 'eng' | 'fra', company = draftCompany()) =>
  factsOf(draftContext({ tender, language, company }));

describe('the executive summary', () => {
  it('opens with the company, the buyer and the notice, and commits to each requirement', () => {
    const [opening, intro, commitments, evaluation] = executiveSummary(facts(demanding, 'eng'));
    expect(opening).toBe(
      'Déneigement Boréal is pleased to submit this response to Public Works and Government Services Canada for "Snow removal services - Rimouski" (reference cb-123-45678901, solicitation W0101-25-001). We understand the requirement as the notice states it: "Snow clearing of the parking lots and walkways of the Rimouski federal building."',
    );
    expect(intro).toMatch(
      /^Déneigement Boréal is a small business of 2 to 20 people in Environmental Services/,
    );
    // What the profile does not hold (the clearance, ISO 9001, staff experience) is marked, never promised bare.
    expect(commitments?.split('\n')).toEqual([
      'In answer to the requirements the notice states:',
      '- We will deliver snow removal services and salt and sand spreading.',
      '- We will serve Quebec.',
      '- We will perform over the contract period, December 1, 2026 to November 30, 2027 (12 months).',
      '- We will assign only personnel holding Secret security clearance. [To confirm before submitting: your company profile does not list Secret security clearance.]',
      '- We will provide resources with at least 5 years of experience. [To confirm before submitting: name the resources you propose and their years of experience (at least 5); attach résumés and references only if the solicitation asks for them.]',
      '- We will meet the ISO 9001 certification requirements. [To confirm before submitting: your company profile does not list ISO 9001.]',
      '- We will deliver the services bilingual (English and French).',
    ]);
    expect(commitments).not.toContain('We commit to every stated requirement');
    expect(evaluation).toMatch(/^The contract will be awarded on the basis of "Lowest price compliant"\./);
  });

  it('says the same in French, with the article the buyer takes and French products', () => {
    const [opening, intro, commitments, evaluation] = executiveSummary(facts(french, 'fra'));
    expect(opening).toBe(
      `Déneigement Boréal a le plaisir de présenter au ministère de la Défense nationale sa soumission en réponse à l’appel d’offres «${NB}Services de déneigement - Rimouski${NB}» (référence cb-123-45678901, invitation n° W0101-25-001). Nous comprenons le besoin tel que l’avis le décrit${NB}: «${NB}Déneigement des stationnements et des trottoirs de l’immeuble fédéral de Rimouski, tout l’hiver.${NB}»`,
    );
    expect(intro).toMatch(
      /^Déneigement Boréal est une petite entreprise de 2 à 20 personnes du secteur des services/,
    );
    expect(commitments).toContain(
      `- Nous fournirons les biens et services suivants${NB}: services de déneigement.`,
    );
    expect(commitments).toMatch(/^En réponse aux exigences énoncées dans l’avis/);
    const demandingFr = executiveSummary(facts(demanding, 'fra'))[2];
    expect(demandingFr).toContain(
      `- Nous satisferons aux exigences de certification (ISO 9001). [À confirmer avant de soumettre${NB}: votre profil d’entreprise n’indique pas la certification ISO 9001.]`,
    );
    expect(demandingFr).toContain(
      `- Nous n’affecterons que du personnel titulaire de la cote de sécurité de niveau Secret. [À confirmer avant de soumettre${NB}: votre profil d’entreprise n’indique pas la cote de sécurité de niveau Secret.]`,
    );
    expect(evaluation).toMatch(/^Le contrat sera attribué selon le critère «\u00a0Prix le plus bas\u00a0»\./);
  });

  it('leaves a marked gap without a company profile, pointing to Settings → Company, in both languages', () => {
    const none = draftCompany({ hasProfile: false, size: null, experience: null, industry: null });
    const english = executiveSummary(facts(demanding, 'eng', none))[1];
    expect(english).toMatch(/^\[To complete: a sentence on your company/);
    expect(english).toMatch(/Your company profile does not say; add it in Settings → Company\.\]$/);
    expect(english).not.toContain('onboarding');
    const french = executiveSummary(facts(demanding, 'fra', none))[1];
    expect(french).toMatch(/^\[À compléter\u00a0: une phrase sur la taille/);
    expect(french).toMatch(
      /Votre profil d’entreprise ne le précise pas; ajoutez-le dans Paramètres → Entreprise\.\]$/,
    );
  });

  it('quotes the company’s own description and names the clearance it holds, in both languages', () => {
    const company = draftCompany({
      description: 'Snow clearing and salting of parking lots across the Lower St. Lawrence.',
      clearanceLevel: 'Reliability',
      certifications: ['ISO 9001'],
    });
    expect(executiveSummary(facts(demanding, 'eng', company))[1]).toBe(
      'Déneigement Boréal is a small business of 2 to 20 people in Environmental Services, offering Snow Removal. In its own words: "Snow clearing and salting of parking lots across the Lower St. Lawrence." The firm has delivered six to twenty government contracts. It holds ISO 9001 and Reliability security clearance.',
    );
    expect(executiveSummary(facts(french, 'fra', company))[1]).toBe(
      `Déneigement Boréal est une petite entreprise de 2 à 20 personnes du secteur des services environnementaux, qui offre les services suivants${NB}: déneigement. Elle décrit ainsi son activité${NB}: «${NB}Snow clearing and salting of parking lots across the Lower St. Lawrence.${NB}» L’entreprise a exécuté de six à vingt contrats gouvernementaux. Elle détient les certifications suivantes${NB}: ISO 9001. Elle détient la cote de fiabilité.`,
    );
  });

  it('says nothing of a description or clearance the company has not given', () => {
    const [, intro] = executiveSummary(facts(demanding, 'eng'));
    expect(intro).not.toContain('In its own words');
    expect(intro).not.toContain('security clearance');
  });

  it('quotes the user’s own upload as theirs, preferring sentences that state requirements', () => {
    expect(
      uploadQuote('Welcome to the site visit notes. The contractor must clear snow within 4 hours.'),
    ).toBe('The contractor must clear snow within 4 hours.');
    expect(uploadQuote('Short.')).toBeNull();
    const ctx = draftContext({
      tender: demanding,
      ownUploads: [{ filename: 'notes.pdf', text: 'The contractor must clear snow within 4 hours.' }],
    });
    expect(executiveSummary(factsOf(ctx))[1]).toBe(
      '[From your uploaded document "notes.pdf" (your own file, not part of the notice): "The contractor must clear snow within 4 hours." Check it before sending.]',
    );
  });
});

describe('the technical approach', () => {
  it('states the requirement, one paragraph per deliverable, the method and the service area', () => {
    const paragraphs = technicalApproach(
      facts(demanding, 'eng', draftCompany({ certifications: ['ISO 9001'] })),
    );
    expect(paragraphs[0]).toBe(
      'Understanding of the requirement. Public Works and Government Services Canada requires snow removal services and salt and sand spreading. Our approach answers each of these points.',
    );
    expect(paragraphs[1]).toMatch(
      /^Snow removal services\. Déneigement Boréal will deliver snow removal services, drawing on our Snow Removal practice in Quebec/,
    );
    expect(paragraphs[3]).toContain('under our ISO 9001 quality management system');
    expect(paragraphs[4]).toBe(
      'Service area. Delivery will cover Quebec. Quebec is already among the regions Déneigement Boréal serves.',
    );
  });

  it('says the same in French, and answers technical merit when the bids are rated on it', () => {
    const merit = { ...french, selection_criteria: 'Mérite technique et prix' };
    const paragraphs = technicalApproach(facts(merit, 'fra'));
    expect(paragraphs[0]).toBe(
      `Compréhension du besoin. Le ministère de la Défense nationale requiert les biens et services suivants${NB}: services de déneigement. Notre approche répond à chacun de ces points.`,
    );
    expect(paragraphs.at(-2)).toMatch(/^Zone de service\. La prestation couvrira Québec\./);
    expect(paragraphs.at(-1)).toMatch(
      /^Mérite technique\. Comme le contrat est attribué selon le critère «\u00a0Mérite technique et prix\u00a0»/,
    );
  });
});

describe('the project team', () => {
  it('names the roles for the company size, the clearance, the experience and the language', () => {
    expect(projectTeam(facts(demanding, 'eng'))).toEqual([
      'A dedicated project lead will run the contract, supported by a core delivery team that stays on the contract from start to finish. Key roles: a project lead who is the single point of contact for Public Works and Government Services Canada; the delivery team for snow removal services; and a quality lead who checks every deliverable against the requirement.',
      'Security. The notice requires Secret security clearance. Every person assigned to this contract will hold a valid Secret security clearance before starting work, granted through the Contract Security Program. [To confirm before submitting: your company profile does not list Secret security clearance.]',
      'Experience. The notice asks for at least 5 years of experience. Déneigement Boréal has delivered six to twenty government contracts. [To confirm before submitting: name the resources you propose and their years of experience (at least 5); attach résumés and references only if the solicitation asks for them.]',
      'Language. Services will be delivered bilingual (English and French), as the notice requires.',
    ]);
  });

  it('states only the experience the profile records, and marks a working language it does not list', () => {
    const said = (experience: 'new' | 'some', language: 'eng' | 'fra', languages = ['en', 'fr']) =>
      projectTeam(facts(demanding, language, draftCompany({ experience, languages }))).join('\n');
    expect(said('new', 'eng')).toContain('Déneigement Boréal is new to government contracting.');
    expect(said('new', 'eng')).not.toMatch(
      /delivered government contracts|résumés with references are provided/,
    );
    expect(said('some', 'eng')).toContain(
      'Déneigement Boréal has delivered one to five government contracts.',
    );
    expect(said('some', 'fra')).toContain(
      'Déneigement Boréal a exécuté de un à cinq contrats gouvernementaux.',
    );
    expect(said('some', 'fra')).not.toContain('seront fournis sur demande');
    expect(said('some', 'eng', ['en'])).toContain(
      'Language. Services will be delivered bilingual (English and French), as the notice requires. [To confirm before submitting: your company profile does not list the working languages this needs (bilingual (English and French)).]',
    );
    expect(said('some', 'fra', [])).toMatch(/comme l’exige l’avis\. \[À confirmer avant de soumettre/);
  });

  it('says the company holds its clearance only when the level it holds covers the notice', () => {
    const security = (company: Parameters<typeof draftCompany>[0], language: 'eng' | 'fra') =>
      projectTeam(facts(demanding, language, draftCompany(company)))[1];
    expect(security({ clearanceLevel: 'Top Secret' }, 'eng')).toMatch(
      /Contract Security Program\. Déneigement Boréal already holds Top Secret security clearance\.$/,
    );
    expect(security({ clearanceLevel: 'Top Secret' }, 'fra')).toMatch(
      /Déneigement Boréal détient déjà la cote de sécurité de niveau Très secret\.$/,
    );
    expect(security({ clearanceLevel: 'Reliability' }, 'eng')).toMatch(
      /\[To confirm before submitting: your company profile lists Reliability security clearance, which does not cover Secret security clearance\.\]$/,
    );
    expect(security({ clearanceLevel: 'Reliability' }, 'fra')).toMatch(
      /\[À confirmer avant de soumettre\u00a0: votre profil d’entreprise indique la cote de fiabilité, qui ne couvre pas la cote de sécurité de niveau Secret\.\]$/,
    );
    expect(security({ certifications: ['Security Clearance'] }, 'eng')).toMatch(
      /Déneigement Boréal already holds an organisation security clearance\. \[To confirm before submitting: your company profile does not give its level; check that it covers Secret security clearance\.\]$/,
    );
    expect(security({}, 'fra')).toMatch(
      /\[À confirmer avant de soumettre\u00a0: votre profil d’entreprise n’indique pas la cote de sécurité de niveau Secret\.\]$/,
    );
    expect(security({ clearanceLevel: 'Reliability' }, 'eng')).not.toContain('already holds');
  });

  it('says the same in French, and leaves a gap without a company size', () => {
    const paragraphs = projectTeam(facts(demanding, 'fra'));
    expect(paragraphs[1]).toMatch(/^Sécurité\. L’avis exige la cote de sécurité de niveau Secret\./);
    expect(paragraphs[2]).toMatch(/^Expérience\. L’avis exige au moins 5\u00a0ans d’expérience\./);
    expect(paragraphs[3]).toMatch(/^Langue\. Les services seront offerts de façon bilingue/);
    expect(projectTeam(facts(french, 'fra', draftCompany({ size: null })))[0]).toMatch(
      /^\[À compléter\u00a0: l’organisation de votre équipe/,
    );
  });
});

describe('the timeline', () => {
  it('gives the key dates and milestones from the contract start', () => {
    const [keyDates, milestones] = timeline(facts(demanding, 'eng'));
    expect(keyDates).toBe(
      'Key dates. Bid closing: November 28, 2026 at 2:00 p.m. (Eastern time). Contract period: December 1, 2026 to November 30, 2027 (12 months).',
    );
    expect(milestones?.split('\n')).toContain('- Mobilisation complete: December 15, 2026');
    expect(milestones?.split('\n').at(-1)).toBe('- Close-out and final report: November 30, 2027');
  });

  it('counts from contract award without dates, in both languages', () => {
    const undated = draftTender({
      contract_start_date: null,
      contract_end_date: null,
      closing_date: null,
      business_intelligence: { delivery_timeline_months: null },
    });
    const [keyDates, milestones] = timeline(facts(undated, 'eng'));
    expect(keyDates).toBe(
      'Key dates. The notice gives no contract dates, so the schedule below counts from contract award.',
    );
    expect(milestones).toContain('- Mobilisation complete: 2 weeks after contract award');
    const [, french] = timeline(facts(undated, 'fra'));
    expect(french).toContain(`- Fin de la mobilisation${NB}: 2${NB}semaines après l’attribution du contrat`);
  });
});

describe('the budget', () => {
  it('prices to the evaluation basis, the notice value and the company’s contract types', () => {
    const [basis, terms, structure] = budget(facts(demanding, 'eng'));
    expect(basis).toMatch(
      /^Pricing basis\. The contract is awarded on the basis of "Lowest price compliant"/,
    );
    expect(terms).toMatch(/^The notice discloses an estimated value of \$120,000\./);
    expect(structure).toBe(
      'Pricing structure. We propose a firm fixed price for each deliverable. Cost components: snow removal services and salt and sand spreading. Contracts of $100,000 to $500,000 are the size Déneigement Boréal usually delivers.',
    );
  });

  it('says the same in French, and leaves a gap without contract types', () => {
    const [basis, terms, structure] = budget(facts(french, 'fra', draftCompany({ contractTypes: [] })));
    expect(basis).toMatch(
      /^Base de prix\. Le contrat est attribué selon le critère «\u00a0Prix le plus bas\u00a0»/,
    );
    expect(terms).toMatch(/^L’avis indique une valeur estimative de 120\u00a0000\u00a0\$\./);
    expect(structure).toMatch(/^Structure de prix\. \[À compléter\u00a0: votre mode de tarification préféré/);
  });
});

describe('the additional information', () => {
  it('covers the set-aside, each certification, Canadian content, other certifications and terms', () => {
    const company = draftCompany({ certifications: ['ISO 9001', 'Small Business'] });
    const paragraphs = additionalInfo(facts(demanding, 'eng', company));
    expect(paragraphs.map((paragraph) => paragraph.split('.')[0])).toEqual([
      'Indigenous business',
      'Certification: ISO 9001',
      'Canadian content',
      'Other certifications',
      'Terms',
    ]);
    expect(paragraphs[0]).toContain('name the Indigenous business partner for the set-aside portion');
    expect(paragraphs[3]).toBe('Other certifications. Déneigement Boréal also holds Small Business.');
  });

  it('says the same in French, naming certifications in French', () => {
    const company = draftCompany({ certifications: ['Indigenous Business', 'Small Business'] });
    const paragraphs = additionalInfo(facts(demanding, 'fra', company));
    expect(paragraphs[0]).toMatch(
      /^Entreprise autochtone\. Ce besoin est en partie réservé aux entreprises autochtones/,
    );
    expect(paragraphs[0]).toContain(
      'joindra la preuve de son inscription au Répertoire des entreprises autochtones',
    );
    expect(paragraphs[1]).toContain('[À confirmer avant de soumettre');
    expect(paragraphs[3]).toBe(
      `Autres certifications. Déneigement Boréal détient également les certifications suivantes${NB}: statut d’entreprise autochtone et statut de petite entreprise.`,
    );
    expect(paragraphs[4]).toMatch(
      /^Modalités\. Déneigement Boréal accepte les modalités et conditions de l’invitation W0101-25-001/,
    );
  });
});

describe('claims the profile does not support', () => {
  const ALL = [executiveSummary, technicalApproach, projectTeam, timeline, budget, additionalInfo];
  const markersOf = (language: 'eng' | 'fra', company = draftCompany()) =>
    ALL.flatMap((write) => write(facts(demanding, language, company))).flatMap(
      (paragraph) => paragraph.match(/\[(?:To confirm|À confirmer)[^\]]*\]/gu) ?? [],
    );

  it('are each marked with the same words for the writer to confirm, in both languages', () => {
    const english = markersOf('eng');
    const experience =
      '[To confirm before submitting: name the resources you propose and their years of experience (at least 5); attach résumés and references only if the solicitation asks for them.]';
    const canadian =
      '[To confirm before submitting: your company profile does not record where your goods are made; attach proof of Canadian content for each item if the solicitation asks for it.]';
    expect(english).toEqual([
      '[To confirm before submitting: your company profile does not list Secret security clearance.]',
      experience,
      '[To confirm before submitting: your company profile does not list ISO 9001.]',
      '[To confirm before submitting: your company profile does not list Secret security clearance.]',
      experience,
      '[To confirm before submitting: your company profile does not list Indigenous Business eligibility; name the Indigenous business partner for the set-aside portion.]',
      '[To confirm before submitting: your company profile does not list ISO 9001; attach proof of ISO 9001.]',
      canadian,
    ]);
    const french = markersOf('fra');
    expect(french).toHaveLength(8);
    for (const marker of french)
      expect(marker).toMatch(
        /^\[À confirmer avant de soumettre\u00a0: (votre profil d’entreprise n’indique pas|nommez les ressources)/,
      );
  });

  it('are not marked once the profile supports them', () => {
    const company = draftCompany({
      clearanceLevel: 'Secret',
      certifications: ['ISO 9001', 'Indigenous Business'],
    });
    // What no profile records (the proposed resources' years, where goods are made) stays marked.
    const left = (language: 'eng' | 'fra') =>
      markersOf(language, company).filter(
        (marker) => !/(resources|ressources|goods are made|biens sont fabriqués)/u.test(marker),
      );
    expect(left('eng')).toEqual([]);
    expect(left('fra')).toEqual([]);
    expect(markersOf('eng', company)).toHaveLength(3);
  });
});

describe('a generated draft checked like a typed one', () => {
  it('makes no claim the profile does not support without marking it, in both languages', () => {
    for (const language of ['eng', 'fra'] as const) {
      const f = facts(demanding, language);
      const sections = {
        executive_summary: executiveSummary(f).join('\n\n'),
        technical_approach: technicalApproach(f).join('\n\n'),
        project_team: projectTeam(f).join('\n\n'),
        timeline: timeline(f).join('\n\n'),
        budget: budget(f).join('\n\n'),
        additional_info: additionalInfo(f).join('\n\n'),
      };
      expect(findUnsupportedClaims(sections, holdingsOf(null))).toEqual([]);
      const result = checkResponse(sections, { holdings: holdingsOf(null) });
      expect(result.is_compliant).toBe(false);
      expect(result.score).toBeLessThan(100);
    }
  });
});
