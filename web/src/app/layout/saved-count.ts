/**
 * The Saved link's count badge: the number of tenders the user has saved, from the saved-tenders feature's
 * review stats query (updated at once when a tender is saved or unsaved; undefined until known).
 */
export { useSavedCount } from '../../features/saved/api/get-review-stats';
