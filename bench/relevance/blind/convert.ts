/**
 * Copies the blind judged set into the repository in the benches' own shapes, without printing any of it.
 *
 *   npx tsx bench/relevance/blind/convert.ts [/path/to/out]     (default /work/blind/out)
 *
 * The set was written by someone who saw only the notices (never the vocabulary, the code or any result):
 * `blind-queries.json` ({query, kind: supplier | french | none, ids}) and `blind-profiles.json` ({name,
 * description, services, unspsc, regions, certifications, clearance, grades}); their README.md says how. It is
 * never tuned on: `npm run bench:relevance -- --blind` and `npm run bench:ai:profiles -- --blind` report it
 * beside the own set, as aggregates only.
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ONBOARDING_CERTIFICATIONS,
  ONBOARDING_CLEARANCE_LEVELS,
  ONBOARDING_REGIONS,
  ONBOARDING_SERVICES,
} from '@tenderscout/domain';
import type { BlindCompany, BlindQuery } from './blind-set';

const source = process.argv[2] ?? '/work/blind/out';
const here = import.meta.dirname;

interface RawQuery {
  query: string;
  kind: string;
  ids: string[];
}
interface RawProfile {
  name: string;
  description?: string;
  services?: string[];
  unspsc?: string[];
  regions?: string[];
  certifications?: string[];
  clearance?: string | null;
  grades: Record<string, number>;
}

const pick = <T extends string>(values: readonly T[], wanted: string): T | undefined =>
  values.find((value) => value.toLowerCase() === wanted.trim().toLowerCase());

let dropped = 0;
const keep = <T extends string>(values: readonly T[], wanted: string[] | undefined): T[] =>
  (wanted ?? []).flatMap((item) => {
    const found = pick(values, item);
    if (!found) dropped += 1;
    return found ? [found] : [];
  });

const queries: BlindQuery[] = (
  JSON.parse(await readFile(path.join(source, 'blind-queries.json'), 'utf8')) as RawQuery[]
).map((raw) => {
  if (!['supplier', 'french', 'none'].includes(raw.kind)) throw new Error(`unknown kind ${raw.kind}`);
  return { query: raw.query, kind: raw.kind as BlindQuery['kind'], ids: raw.ids };
});

const profiles: BlindCompany[] = (
  JSON.parse(await readFile(path.join(source, 'blind-profiles.json'), 'utf8')) as RawProfile[]
).map((raw) => ({
  name: raw.name,
  // What an owner fills in: unlisted services are left out (the description and codes carry the trade).
  profile: {
    companyName: raw.name,
    companySize: 'small',
    industry: 'Other',
    primaryServices: keep(ONBOARDING_SERVICES, raw.services),
    targetRegions: keep(ONBOARDING_REGIONS, raw.regions).length
      ? keep(ONBOARDING_REGIONS, raw.regions)
      : ['National'],
    certifications: keep(ONBOARDING_CERTIFICATIONS, raw.certifications),
    averageContractValue: '100k-500k',
    preferredContractTypes: ['Fixed Price'],
    experienceLevel: 'experienced',
    description: (raw.description ?? '').slice(0, 1000),
    commodityCodes: raw.unspsc ?? [],
    clearanceLevel: raw.clearance ? (pick(ONBOARDING_CLEARANCE_LEVELS, raw.clearance) ?? null) : null,
    setAsideEligibility: [],
    languages: [],
  },
  grades: raw.grades,
}));

await writeFile(path.join(here, 'queries.json'), `${JSON.stringify(queries, null, 1)}\n`);
await writeFile(path.join(here, 'profiles.json'), `${JSON.stringify(profiles, null, 1)}\n`);
await copyFile(path.join(source, 'README.md'), path.join(here, 'SOURCE.md'));
console.log(
  `blind set: ${queries.length} queries, ${profiles.length} profiles; ${dropped} listed values outside the form's options left out`,
);
