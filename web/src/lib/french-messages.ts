/** The API's messages in French (the domain's catalogue), loaded with the French interface. */
export { frenchMessages } from '@tenderscout/domain';
