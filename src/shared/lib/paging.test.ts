import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageCount, readPaging, writePaging } from './paging';

describe('paging (spec §9: page size 15, options 15, 20, 25, 30)', () => {
  it('the page size options are 15, 20, 25 and 30, and the default is 15', () => {
    expect(PAGE_SIZES).toEqual([15, 20, 25, 30]);
    expect(DEFAULT_PAGE_SIZE).toBe(15);
  });

  it('a plain address is the first page of 15', () => {
    expect(readPaging(new URLSearchParams(''))).toEqual({ page: 1, pageSize: 15 });
  });

  it('reads the page and a listed page size from the URL', () => {
    expect(readPaging(new URLSearchParams('page=3&page_size=25'))).toEqual({
      page: 3,
      pageSize: 25,
    });
  });

  it('a page size that is not an option, or a page that is not a whole number from 1, falls back', () => {
    expect(readPaging(new URLSearchParams('page=0&page_size=100'))).toEqual({
      page: 1,
      pageSize: 15,
    });
    expect(readPaging(new URLSearchParams('page=2.5&page_size=abc'))).toEqual({
      page: 1,
      pageSize: 15,
    });
    expect(readPaging(new URLSearchParams('page=-4'))).toEqual({ page: 1, pageSize: 15 });
  });

  it('writes only what differs from the defaults and keeps the filters', () => {
    const base = new URLSearchParams('direction=sent&page=4');
    expect(writePaging(base, { page: 1, pageSize: 15 }).toString()).toBe('direction=sent');
    expect(writePaging(base, { page: 2, pageSize: 30 }).toString()).toBe(
      'direction=sent&page=2&page_size=30',
    );
    // The original is not changed.
    expect(base.toString()).toBe('direction=sent&page=4');
  });

  it('counts the pages of a total, with at least one page', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
    expect(pageCount(61, 30)).toBe(3);
  });
});
