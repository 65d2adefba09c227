import common from './common.json';

/**
 * The English catalogue: one JSON file per feature, merged under the feature's name so features can grow their
 * strings without touching each other's files. `common.json` holds the app-wide keys at the top level.
 */
export const en = {
  ...common,
};
