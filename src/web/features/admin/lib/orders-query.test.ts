import { adminScreenTexts } from '@shared/admin-screen-texts';
import { describe, expect, it } from 'vitest';
import { pageCount } from '@/lib/paging';
import {
  changeOrdersQuery,
  defaultOrdersQuery,
  hasFilters,
  ordersQuerySearch,
  readOrdersQuery,
  readSortChoice,
  shownRange,
  sortBy,
  sortChoiceOf,
  sortChoices,
} from './orders-query';

const read = (search: string) => readOrdersQuery(new URLSearchParams(search));

describe('the table view in the address', () => {
  it('starts newest first, 25 to a page, with nothing filtered', () => {
    expect(read('')).toEqual({ page: 1, pageSize: 25, sort: 'createdAt', dir: 'desc' });
    expect(hasFilters(read(''))).toBe(false);
  });

  it('reads a bookmarked view back exactly', () => {
    const view = read('q=ada&status=shipped&payment=paid&sort=customer&dir=asc&page=3&pageSize=50');
    expect(view).toEqual({
      q: 'ada',
      status: 'shipped',
      payment: 'paid',
      sort: 'customer',
      dir: 'asc',
      page: 3,
      pageSize: 50,
    });
    expect(read(ordersQuerySearch(view).toString())).toEqual(view);
  });

  it('drops a nonsense part on its own and keeps the rest', () => {
    expect(read('status=lost&payment=paid&page=-2&pageSize=1000&sort=price&dir=up&q=%20%20')).toEqual({
      ...defaultOrdersQuery,
      payment: 'paid',
    });
    expect(read('page=2.5').page).toBe(1);
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('leaves defaults out of the address, but sends all of them to the server when asked', () => {
    expect(ordersQuerySearch(defaultOrdersQuery).toString()).toBe('');
    expect(ordersQuerySearch({ ...defaultOrdersQuery, status: 'pending' }).toString()).toBe('status=pending');
    expect(ordersQuerySearch(defaultOrdersQuery, { keepDefaults: true }).toString()).toBe(
      'sort=createdAt&dir=desc&page=1&pageSize=25',
    );
  });

  it('goes back to page 1 when the filters change, but not when the page turns', () => {
    const onPage4 = { ...defaultOrdersQuery, page: 4 };
    expect(changeOrdersQuery(onPage4, { status: 'delivered' }).page).toBe(1);
    expect(changeOrdersQuery(onPage4, { q: 'sam' }).page).toBe(1);
    expect(changeOrdersQuery(onPage4, { page: 5 }).page).toBe(5);
  });
});

describe('sorting by a column heading', () => {
  it('flips the direction of the column already sorted', () => {
    expect(sortBy(defaultOrdersQuery, 'createdAt')).toMatchObject({ sort: 'createdAt', dir: 'asc' });
    expect(sortBy({ ...defaultOrdersQuery, dir: 'asc' }, 'createdAt')).toMatchObject({ dir: 'desc' });
  });

  it('starts names and statuses A to Z, money biggest first, dispatch-by soonest first, and goes back to page 1', () => {
    const onPage2 = { ...defaultOrdersQuery, page: 2 };
    expect(sortBy(onPage2, 'customer')).toMatchObject({ sort: 'customer', dir: 'asc', page: 1 });
    expect(sortBy(onPage2, 'status')).toMatchObject({ sort: 'status', dir: 'asc' });
    expect(sortBy(onPage2, 'total')).toMatchObject({ sort: 'total', dir: 'desc' });
    expect(sortBy(onPage2, 'dispatchBy')).toMatchObject({ sort: 'dispatchBy', dir: 'asc' });
  });
});

describe("the phone's sort picker", () => {
  it('offers every field both ways, and reads each choice back', () => {
    expect(sortChoices).toHaveLength(10);
    expect(sortChoices).toContain('dispatchBy-asc');
    for (const choice of sortChoices) expect(adminScreenTexts.sortChoices[choice]).toBeTruthy();
    expect(sortChoices[0]).toBe('createdAt-desc');
    for (const choice of sortChoices) expect(sortChoiceOf(readSortChoice(choice)!)).toBe(choice);
    expect(readSortChoice('price-asc')).toBeUndefined();
    expect(readSortChoice('total-up')).toBeUndefined();
  });
});

describe('pages', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });

  it('says which rows are shown', () => {
    expect(shownRange(1, 25, 25)).toEqual({ from: 1, to: 25 });
    expect(shownRange(3, 25, 7)).toEqual({ from: 51, to: 57 });
    expect(shownRange(1, 25, 0)).toEqual({ from: 0, to: 0 });
  });
});
