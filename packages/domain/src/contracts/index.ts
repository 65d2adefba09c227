export * from './route';
export * from './search';
export * from './tenders';
export * from './saved';
