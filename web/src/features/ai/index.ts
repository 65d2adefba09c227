export { AiPanel, AiPanelContent } from './components/ai-panel';
export { TenderFitCard, TenderSummaryCard } from './components/tender-ai-cards';
