export { AwardsPage } from './components/awards-page';
export { SupplierPage } from './components/supplier-page';
export { PriceReference, TenderAwardsCard } from './components/tender-awards-card';
