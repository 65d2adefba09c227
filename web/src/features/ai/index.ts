export { AiPanel, AiPanelContent } from './components/ai-panel';
export { CompanyRecommendations } from './components/company-recommendations';
export { TenderFitCard, TenderSummaryCard } from './components/tender-ai-cards';
