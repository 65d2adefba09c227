import { describe, expect, it } from 'vitest';
import {
  catalogueEntries,
  formatMessage,
  isMessageKey,
  languageFromAcceptLanguage,
  messageCatalogues,
  messageKeyOfText,
  messageOfText,
  type Catalogue,
} from './catalogue';
import { formatServerMessage, serverEn, serverFr } from './server-messages';

const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{\{[^}]*\}\}|\$t\([^)]*\)/g)].map((match) => match[0].replace(/\s+/g, '')).sort();

const keysOf = (catalogue: Catalogue) => catalogueEntries(catalogue).map(([key]) => key);

/**
 * Server messages whose two languages build the sentence differently, so each uses its own placeholders (the
 * caller passes the values of both): the key and why.
 */
const SERVER_OWN_PLACEHOLDERS = new Map([
  [
    'drafting.intro.heldBoth',
    'English lists the certifications and the clearance together ({{all}}); French says them in two sentences',
  ],
  [
    'drafting.deliverable.text',
    'English names the deliverable again in lower case ({{lowered}}); French says « ce volet du besoin »',
  ],
  [
    'drafting.certification.proof',
    'English names the certification twice; French once (« joignez-en la preuve »)',
  ],
]);

/** Server messages that are empty in French on purpose: the key and why. */
const SERVER_EMPTY_IN_FRENCH = new Map([
  [
    'drafting.industries.Other',
    'a French draft names no sector for “Other” (« du secteur autre » says nothing)',
  ],
]);

describe('the message catalogue', () => {
  const { en, fr } = messageCatalogues;
  const english = new Map(catalogueEntries(en));

  it('has every key in both languages', () => {
    expect(keysOf(fr).sort()).toEqual(keysOf(en).sort());
  });

  it('uses the same placeholders and nested messages in both languages', () => {
    for (const [key, french] of catalogueEntries(fr)) {
      expect(placeholdersOf(french), key).toEqual(placeholdersOf(english.get(key) ?? ''));
    }
  });

  it('has a French text for every message, and nests only messages that exist', () => {
    for (const [key, french] of catalogueEntries(fr)) {
      expect(french.trim(), key).not.toBe('');
      for (const [, nested] of french.matchAll(/\$t\(([\w.]+)\.\{\{\w+\}\}\)/g)) {
        expect(
          catalogueEntries(en).some(([other]) => other.startsWith(`${nested}.`)),
          key,
        ).toBe(true);
      }
    }
  });

  it('the server’s own messages (e-mails, summaries) have the same keys and placeholders in French', () => {
    const serverEnglish = new Map(catalogueEntries(serverEn));
    expect(
      catalogueEntries(serverFr)
        .map(([key]) => key)
        .sort(),
    ).toEqual([...serverEnglish.keys()].sort());
    for (const [key, french] of catalogueEntries(serverFr)) {
      if (!SERVER_EMPTY_IN_FRENCH.has(key)) expect(french.trim(), key).not.toBe('');
      if (SERVER_OWN_PLACEHOLDERS.has(key)) continue;
      expect(placeholdersOf(french), key).toEqual(placeholdersOf(serverEnglish.get(key) ?? ''));
    }
  });

  it('lists as exceptions only server messages that exist and differ', () => {
    const serverEnglish = new Map(catalogueEntries(serverEn));
    const serverFrench = new Map(catalogueEntries(serverFr));
    for (const key of SERVER_OWN_PLACEHOLDERS.keys()) {
      expect(placeholdersOf(serverFrench.get(key) ?? ''), key).not.toEqual(
        placeholdersOf(serverEnglish.get(key) ?? ''),
      );
    }
    for (const key of SERVER_EMPTY_IN_FRENCH.keys()) expect(serverFrench.get(key), key).toBe('');
  });

  it('fails the placeholder check when a language drifts', () => {
    expect(placeholdersOf('Utilisateur {{courriel}} introuvable')).not.toEqual(
      placeholdersOf(en.users.notFound),
    );
  });
});

describe('formatMessage', () => {
  it('renders the English texts word for word', () => {
    expect(formatMessage('en', 'auth.invalidCredentials')).toBe('Invalid email or password');
    expect(formatMessage('en', 'users.onlyApprovedSuspended', { email: 'a@b.ca', status: 'pending' })).toBe(
      'Only approved users can be suspended; a@b.ca is pending',
    );
    expect(
      formatMessage('en', 'documents.tooLarge', { size: 60 * 1024 * 1024, limit: 50, kind: 'pdf' }),
    ).toBe('File size (60.00 MB) exceeds 50 MB limit for PDF files.');
    expect(formatMessage('en', 'filterProfiles.duplicateName', { name: 'Ontario IT' })).toBe(
      'A filter profile named "Ontario IT" already exists',
    );
  });

  it('never reads a value as a message: a name that contains $t(…) or {{…}} stays as written', () => {
    expect(formatMessage('en', 'filterProfiles.duplicateName', { name: '$t(auth.invalidCredentials)' })).toBe(
      'A filter profile named "$t(auth.invalidCredentials)" already exists',
    );
    expect(formatMessage('en', 'filterProfiles.duplicateName', { name: '{{name}}' })).toBe(
      'A filter profile named "{{name}}" already exists',
    );
  });

  it('renders French with its own words, numbers and nested messages', () => {
    expect(formatMessage('fr', 'auth.notAuthenticated')).toBe('Non authentifié');
    expect(formatMessage('fr', 'users.onlyApprovedSuspended', { email: 'a@b.ca', status: 'pending' })).toBe(
      'Seuls les utilisateurs approuvés peuvent être suspendus; a@b.ca est en attente',
    );
    expect(
      formatMessage('fr', 'documents.tooLarge', { size: 60.5 * 1024 * 1024, limit: 50, kind: 'image' }),
    ).toBe('La taille du fichier (60,50 Mo) dépasse la limite de 50 Mo pour les images.');
    expect(formatMessage('fr', 'auth.featureNotEnabled', { flag: 'api_access' })).toBe(
      'Fonctionnalité non activée : api_access',
    );
  });

  it('finds a schema rule by its English text, and knows its keys', () => {
    expect(messageKeyOfText('Name is required')).toBe('validation.nameRequired');
    expect(messageKeyOfText('Something new happened')).toBeUndefined();
    expect(messageOfText('must be at least 1')).toEqual({ key: 'validation.atLeast', params: { min: '1' } });
    expect(messageOfText('must be at most 100 characters')).toEqual({
      key: 'validation.atMostCharacters',
      params: { max: '100' },
    });
    expect(messageOfText('Name is required')).toEqual({ key: 'validation.nameRequired', params: {} });
    expect(messageOfText('must be at least one thing')).toBeUndefined();
    expect(isMessageKey('auth.invalidToken')).toBe(true);
    expect(isMessageKey('auth')).toBe(false);
    expect(isMessageKey('Invalid or expired token')).toBe(false);
  });
});

describe('languageFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['FR-ca,en;q=0.5', 'fr'],
    ['en-CA,fr;q=0.9', 'en'],
    ['fr;q=0.4,en;q=0.6', 'en'],
    ['de-DE,fr;q=0.7', 'fr'],
    ['de, es', 'en'],
    ['fr;q=0', 'en'],
    ['*', 'en'],
  ] as const)('reads Accept-Language %j as %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });
});

describe('plural messages', () => {
  it('chooses the form by count with each language’s rules (French: 0 and 1 are singular)', () => {
    expect(formatServerMessage('en', 'summary.closesIn', { at: 'Dec 1', count: 1 })).toBe('Dec 1 (in 1 day)');
    expect(formatServerMessage('en', 'summary.closesIn', { at: 'Dec 1', count: 0 })).toBe(
      'Dec 1 (in 0 days)',
    );
    expect(formatServerMessage('en', 'summary.closesIn', { at: 'Dec 1', count: 12 })).toBe(
      'Dec 1 (in 12 days)',
    );
    expect(formatServerMessage('fr', 'summary.closesIn', { at: '1 déc.', count: 0 })).toBe(
      '1 déc. (dans 0 jour)',
    );
    expect(formatServerMessage('fr', 'summary.closesIn', { at: '1 déc.', count: 3 })).toBe(
      '1 déc. (dans 3 jours)',
    );
  });
});

describe('the fit explanations (fit.*)', () => {
  it('format numbers and dates in each language', () => {
    expect(formatServerMessage('en', 'fit.similar.detail', { similarity: 0.5678 })).toBe(
      'Close in meaning to your profile (similarity 0.57)',
    );
    expect(formatServerMessage('fr', 'fit.similar.detail', { similarity: 0.5678 })).toBe(
      'Proche de votre profil par le sens (similarité 0,57)',
    );
    const closing = Date.parse('2026-11-14T20:00:00Z');
    expect(formatServerMessage('en', 'fit.closed', { date: closing })).toBe(
      'This tender closed on November 14, 2026: bids are no longer accepted (score capped at 0%)',
    );
    expect(formatServerMessage('fr', 'fit.closed', { date: closing })).toBe(
      'Cet appel d’offres a pris fin le 14 novembre 2026\u00a0: les soumissions ne sont plus acceptées (note plafonnée à 0\u00a0%)',
    );
  });

  it('agree in number in French', () => {
    expect(formatServerMessage('fr', 'fit.mandatoryMet', { count: 1, total: 3 })).toBe('1 sur 3 respectée');
    expect(formatServerMessage('fr', 'fit.mandatoryMet', { count: 2, total: 3 })).toBe('2 sur 3 respectées');
    const years = formatServerMessage('fr', 'fit.yearCount', { count: 1 });
    expect(formatServerMessage('fr', 'fit.yearsRequired', { years, count: 10 })).toBe(
      '1\u00a0an d’expérience; 10\u00a0ans exigés',
    );
  });
});
