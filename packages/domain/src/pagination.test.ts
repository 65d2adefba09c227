import { describe, expect, it } from 'vitest';
import { clampPage, pageCountOf, paginationWindow, shouldPaginate, type PaginationItem } from './pagination';

/** The window as a user reads it: page numbers and '…'. */
const show = (items: PaginationItem[]): string =>
  items.map((item) => (item.type === 'page' ? String(item.page) : '…')).join(' ');

describe('pagination: only above 12 results', () => {
  it('shows no pagination for 0, 1 or exactly 12 results, and shows it from 13', () => {
    expect(shouldPaginate(0)).toBe(false);
    expect(shouldPaginate(1)).toBe(false);
    expect(shouldPaginate(12)).toBe(false);
    expect(shouldPaginate(13)).toBe(true);
  });

  it('counts pages of 12, at least one', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(12)).toBe(1);
    expect(pageCountOf(13)).toBe(2);
    expect(pageCountOf(120)).toBe(10);
    expect(pageCountOf(121)).toBe(11);
    expect(pageCountOf(25, 20)).toBe(2);
  });

  it('keeps a requested page inside the pages that exist', () => {
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-4, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
  });
});

describe('paginationWindow: first, last, 2 each side, ellipses', () => {
  it('lists every page when there are few', () => {
    expect(show(paginationWindow(1, 1))).toBe('1');
    expect(show(paginationWindow(1, 2))).toBe('1 2');
    expect(show(paginationWindow(3, 5))).toBe('1 2 3 4 5');
    expect(show(paginationWindow(1, 5))).toBe('1 2 3 4 5');
  });

  it('on the first page: the next two, then an ellipsis and the last', () => {
    expect(show(paginationWindow(1, 10))).toBe('1 2 3 … 10');
  });

  it('on the last page: the first, an ellipsis, then the two before', () => {
    expect(show(paginationWindow(10, 10))).toBe('1 … 8 9 10');
  });

  it('in the middle: first, ellipsis, 2 each side, ellipsis, last', () => {
    expect(show(paginationWindow(50, 100))).toBe('1 … 48 49 50 51 52 … 100');
    expect(show(paginationWindow(6, 12))).toBe('1 … 4 5 6 7 8 … 12');
  });

  it('shows the page itself instead of an ellipsis that would stand for a single page', () => {
    expect(show(paginationWindow(5, 10))).toBe('1 2 3 4 5 6 7 … 10');
    expect(show(paginationWindow(4, 10))).toBe('1 2 3 4 5 6 … 10');
    expect(show(paginationWindow(6, 10))).toBe('1 … 4 5 6 7 8 9 10');
  });

  it('treats an out-of-range current page as the nearest page', () => {
    expect(show(paginationWindow(40, 10))).toBe('1 … 8 9 10');
    expect(show(paginationWindow(0, 10))).toBe('1 2 3 … 10');
  });

  it('gives each ellipsis a distinct key', () => {
    const keys = paginationWindow(50, 100)
      .filter((item) => item.type === 'ellipsis')
      .map((item) => item.key);
    expect(keys).toEqual(['start', 'end']);
  });
});
