/** The organization feature's face: its app plugin, what the composition root lends it and what it lends. */
export { org } from './org.plugin';
export type { OrgSources } from './org-context';
export { recordDraftEdit } from './draft-activity.store';
