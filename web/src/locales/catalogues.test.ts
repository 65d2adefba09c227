import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { fr } from './fr';

/**
 * Both official languages (issue 12): every key in one catalogue exists in the other, no value is empty,
 * every plural has the forms its language needs, and a translation keeps the same {{placeholders}}.
 * `npm run i18n:missing` lists the same problems per language.
 */

type Catalogue = Record<string, unknown>;
const catalogues: Record<'en' | 'fr', Catalogue> = { en, fr };
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const flatten = (value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> => {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
};

const flat = { en: flatten(en), fr: flatten(fr) };
const base = (key: string) => key.replace(PLURAL_SUFFIX, '');
const baseKeys = (keys: Map<string, unknown>) => new Set([...keys.keys()].map(base));
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]);

describe('translation catalogues', () => {
  it('has a French file for every English feature file, and no other', () => {
    const dir = path.dirname(new URL(import.meta.url).pathname);
    const files = (language: string) =>
      readdirSync(path.join(dir, language))
        .filter((name) => name.endsWith('.json'))
        .sort();
    expect(files('fr')).toEqual(files('en'));
  });

  it.each([
    ['en', 'fr'],
    ['fr', 'en'],
  ] as const)('has every %s key in %s', (from, to) => {
    const target = baseKeys(flat[to]);
    const missing = [...baseKeys(flat[from])].filter((key) => !target.has(key));
    expect(missing, `keys in ${from} and not in ${to} (npm run i18n:missing)`).toEqual([]);
  });

  it.each(['en', 'fr'] as const)('has no empty value in %s', (language) => {
    const empty = [...flat[language]]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(['en', 'fr'] as const)('has every plural form %s needs', (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const plurals = new Set([...flat[language].keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(base));
    const missing = [...plurals].flatMap((key) =>
      categories.filter((category) => !flat[language].has(`${key}_${category}`)).map((c) => `${key}_${c}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the same placeholders in both languages', () => {
    const byBase = (language: 'en' | 'fr') => {
      const out = new Map<string, Set<string>>();
      for (const [key, value] of flat[language]) {
        const names = out.get(base(key)) ?? new Set<string>();
        for (const name of placeholders(value)) if (name) names.add(name);
        out.set(base(key), names);
      }
      return out;
    };
    const english = byBase('en');
    const french = byBase('fr');
    const mismatched = [...english]
      .filter(([key]) => french.has(key))
      .filter(([key, names]) => [...names].sort().join() !== [...(french.get(key) ?? [])].sort().join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('translates: most French values differ from the English ones', () => {
    // Names, codes and formats ('PDF', '{{count}} s') may read the same; whole catalogues copied over may not.
    const same = [...flat.fr].filter(([key, value]) => flat.en.get(key) === value).map(([key]) => key);
    expect(same.length / flat.fr.size).toBeLessThan(0.1);
    expect(catalogues.fr).not.toBe(catalogues.en);
  });
});
