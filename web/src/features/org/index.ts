/** The organization feature's face: the screens and cards the app composes. */
export { InvitationPage } from './components/invitation-page';
export { PipelineCard } from './components/pipeline-card';
export { PipelinePage } from './components/pipeline-page';
export { TeamTab } from './components/team-tab';
