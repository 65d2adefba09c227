import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CompanyProfileInput } from '@tenderscout/domain';

/**
 * The blind judged set (convert.ts copies it here): queries and company profiles written from the notices alone
 * by someone who never saw the vocabulary, the code or a result (SOURCE.md). Never tuned on; reported as
 * aggregates only.
 */
export interface BlindQuery {
  query: string;
  kind: 'supplier' | 'french' | 'none';
  ids: string[];
}

export interface BlindCompany {
  name: string;
  profile: CompanyProfileInput;
  grades: Record<string, number>;
}

const read = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, file), 'utf8')) as T;

export const blindQueries = (): BlindQuery[] => read<BlindQuery[]>('queries.json');
export const blindCompanies = (): BlindCompany[] => read<BlindCompany[]>('profiles.json');
