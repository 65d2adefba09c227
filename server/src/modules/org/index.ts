/** The organization feature's face: its app plugin and what the composition root lends it. */
export { org } from './org.plugin';
export type { OrgSources } from './org-context';
