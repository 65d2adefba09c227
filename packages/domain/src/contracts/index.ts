export * from './route';
export * from './search';
