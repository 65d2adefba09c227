export * from './catalogue';
export { en as englishMessages } from './en';
export { fr as frenchMessages } from './fr';
export * from './server-messages';
