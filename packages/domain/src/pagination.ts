/**
 * Result pagination: 12 results a page on the dashboard; the page links appear only above 12
 * results and show the first and last page, 2 pages each side of the current one, and an ellipsis for each gap.
 */

export const DASHBOARD_PAGE_SIZE = 12;
export const PAGINATION_SIBLINGS = 2;

export type PaginationItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

/** Number of pages for `total` results (at least 1). */
export const pageCountOf = (total: number, pageSize: number = DASHBOARD_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / pageSize));

/** Pagination shows only when there is more than one page of results (above 12 on the dashboard). */
export const shouldPaginate = (total: number, pageSize: number = DASHBOARD_PAGE_SIZE): boolean =>
  total > pageSize;

/** A requested page kept inside 1…pageCount (a bookmarked page 9 of what is now 3 pages shows page 3). */
export const clampPage = (page: number, pageCount: number): number =>
  Number.isFinite(page) ? Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount)) : 1;

/**
 * The page links to show: first, last, the current page with 2 each side, and an ellipsis where pages are
 * left out. A gap of a single page shows that page rather than an ellipsis standing for one page.
 * Examples (10 pages): page 1 → 1 2 3 … 10; page 5 → 1 2 3 4 5 6 7 … 10; page 10 → 1 … 8 9 10.
 */
export const paginationWindow = (
  currentPage: number,
  pageCount: number,
  siblings: number = PAGINATION_SIBLINGS,
): PaginationItem[] => {
  const last = Math.max(1, Math.trunc(pageCount));
  const current = clampPage(currentPage, last);
  const pages = new Set<number>([1, last]);
  for (let page = current - siblings; page <= current + siblings; page += 1) {
    if (page >= 1 && page <= last) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const page of sorted) {
    const gap = page - previous - 1;
    if (gap === 1) items.push({ type: 'page', page: previous + 1 });
    else if (gap > 1) items.push({ type: 'ellipsis', key: previous === 1 ? 'start' : 'end' });
    items.push({ type: 'page', page });
    previous = page;
  }
  return items;
};
