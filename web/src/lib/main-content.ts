/** The id of every page's main landmark: the skip link's target and where focus goes after a navigation. */
export const MAIN_CONTENT_ID = 'main-content';
