// `npm run i18n:missing`: lists, per language, the catalogue keys that exist in another language but not in
// this one, the empty values and the missing plural forms (web/src/locales/<language>/<feature>.json).
// Exits 1 when anything is listed, so it can gate a commit; the same rules are enforced by
// web/src/locales/catalogues.test.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/src/locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const flatten = (value, prefix, out) => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
};

const languages = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** language → Map(key → value), keys prefixed with the feature file's name. */
const catalogues = new Map();
const files = new Set();
for (const language of languages) {
  const keys = new Map();
  for (const file of readdirSync(path.join(localesDir, language)).filter((name) => name.endsWith('.json'))) {
    files.add(file);
    const feature = file.replace(/\.json$/, '');
    flatten(JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')), feature, keys);
  }
  catalogues.set(language, keys);
}

const baseKeys = (keys) => new Set([...keys.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
const allBase = new Set([...catalogues.values()].flatMap((keys) => [...baseKeys(keys)]));

let problems = 0;
for (const language of languages) {
  const keys = catalogues.get(language);
  const own = baseKeys(keys);
  const lines = [];
  for (const file of files) {
    if (!existsSync(path.join(localesDir, language, file)))
      lines.push(`  file ${language}/${file} is missing`);
  }
  for (const key of [...allBase].sort()) if (!own.has(key)) lines.push(`  missing  ${key}`);
  for (const [key, value] of keys) {
    if (typeof value !== 'string' || value.trim() === '') lines.push(`  empty    ${key}`);
  }
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const plural = new Set(
    [...keys.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
  );
  for (const base of [...plural].sort()) {
    for (const category of categories) {
      if (!keys.has(`${base}_${category}`)) lines.push(`  plural   ${base}_${category}`);
    }
  }
  problems += lines.length;
  console.log(`${language}: ${lines.length === 0 ? 'complete' : `${lines.length} to fix`}`);
  for (const line of lines) console.log(line);
}
process.exitCode = problems === 0 ? 0 : 1;
