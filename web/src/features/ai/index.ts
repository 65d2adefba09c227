export { AiPanel } from './components/ai-panel-opener';
export { CompanyRecommendations } from './components/company-recommendations';
export { TenderFitCard, TenderSummaryCard } from './components/tender-ai-cards';
