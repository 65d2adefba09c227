import { describe, expect, it } from 'vitest';
import { authMessages, featureNotEnabledMessage } from './auth';
import { documentMessages } from './documents';
import { feedbackMessages } from './feedback';
import { filterProfileMessages } from './filter-profiles';
import { frenchMessages, languageFromAcceptLanguage, translateDetail } from './messages';

describe('API messages in French', () => {
  it('keeps every English text byte for byte', () => {
    for (const message of Object.values(authMessages)) expect(translateDetail(message, 'en')).toBe(message);
    expect(translateDetail('Anything at all', 'en')).toBe('Anything at all');
  });

  it('has a distinct, non-empty French text for every message constant', () => {
    for (const group of Object.values(frenchMessages)) {
      for (const text of Object.values(group)) expect(text.trim()).not.toBe('');
    }
    for (const [key, message] of Object.entries(authMessages)) {
      expect(translateDetail(message, 'fr'), key).toBe(frenchMessages.auth[key as keyof typeof authMessages]);
      expect(translateDetail(message, 'fr')).not.toBe(message);
    }
    expect(translateDetail(feedbackMessages.requiredFields, 'fr')).toBe(
      'Veuillez remplir tous les champs obligatoires',
    );
    expect(translateDetail(filterProfileMessages.limit, 'fr')).toBe(
      "Vous pouvez sauvegarder au plus 3 profils de filtres. Veuillez d'abord supprimer un profil existant.",
    );
  });

  it('translates messages built from values, keeping the values', () => {
    expect(translateDetail(featureNotEnabledMessage('api_access'), 'fr')).toBe(
      'Fonctionnalité non activée : api_access',
    );
    expect(translateDetail(documentMessages.tooLarge(60 * 1024 * 1024, 'pdf'), 'fr')).toBe(
      'La taille du fichier (60,00 Mo) dépasse la limite de 50 Mo pour les fichiers PDF.',
    );
    expect(translateDetail(documentMessages.uploadFailed(documentMessages.emptyFile), 'fr')).toBe(
      'Impossible de téléverser le fichier : Le fichier est vide.',
    );
    expect(translateDetail(filterProfileMessages.duplicateName('Ontario IT'), 'fr')).toBe(
      'Un profil de filtres nommé « Ontario IT » existe déjà',
    );
    expect(translateDetail('User ada@example.ca approved successfully', 'fr')).toBe(
      "L'utilisateur ada@example.ca a été approuvé",
    );
  });

  it('leaves an unknown message in English rather than guess', () => {
    expect(translateDetail('Something new happened', 'fr')).toBe('Something new happened');
  });

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
