export * from './catalogue';
export { en as englishMessages } from './en';
