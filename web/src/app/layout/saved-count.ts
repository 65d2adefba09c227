/**
 * The Saved link's count badge. The saved-tenders feature wires this hook to its query (the number of saved
 * tenders); until then it returns undefined and the Navbar shows no badge (never an invented number).
 */
export const useSavedCount = (): number | undefined => undefined;
