import type { NlQueryStructure, NlUnderstoodFilter } from '@tenderscout/domain';
import type { IsoDate } from './dates';
import type { Text } from './text';

export interface KnownOrganization {
  /** The name as stored (organization_en); the search filter matches it exactly. */
  name: string;
  nameFr: string | null;
}

export interface ParseOptions {
  /** Today (YYYY-MM-DD, Eastern time): relative dates are counted from it. */
  today: IsoDate;
  /** Organisations present in the store: only these can become an organisation filter. */
  organizations?: KnownOrganization[];
}

export interface ParsedQuery {
  structure: NlQueryStructure;
  understood: NlUnderstoodFilter[];
}

/** What a rule reads and writes: the text it consumes, the structure it fills and the notes it leaves. */
export interface RuleContext {
  text: Text;
  structure: NlQueryStructure;
  understood: NlUnderstoodFilter[];
  today: IsoDate;
  organizations: KnownOrganization[];
  note: (field: NlUnderstoodFilter['field'], value: string, source: string) => void;
}

/** One rule: matches its phrases in the text, records what it understood and takes the phrases out. */
export type NlRule = (context: RuleContext) => void;
