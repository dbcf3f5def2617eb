import { adminOrdersQuerySchema, adminSortFields, type AdminOrdersQuery, type AdminSortField } from '@shared/api/admin';
import { orderStatuses, paymentStatuses } from '@shared/api/account';

export type { AdminSortField } from '@shared/api/admin';

/** The table's first view: newest first, 25 to a page (the server's defaults). */
export const defaultOrdersQuery: AdminOrdersQuery = adminOrdersQuerySchema.parse({});

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | undefined {
  return choices.find((choice) => choice === value);
}

function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  const number = Number(value);
  return value !== null && Number.isSafeInteger(number) && number >= min && number <= max ? number : undefined;
}

/**
 * The table's state lives in the address (/admin?status=shipped&page=2), so a view can be
 * bookmarked, shared, and found again with Back. A part that makes no sense falls back to its
 * default on its own rather than throwing the whole view away.
 */
export function readOrdersQuery(search: URLSearchParams): AdminOrdersQuery {
  const q = search.get('q')?.trim().slice(0, 100);
  return {
    page: wholeNumber(search.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? defaultOrdersQuery.page,
    pageSize: wholeNumber(search.get('pageSize'), 1, 100) ?? defaultOrdersQuery.pageSize,
    status: oneOf(orderStatuses, search.get('status')),
    payment: oneOf(paymentStatuses, search.get('payment')),
    q: q || undefined,
    sort: oneOf(adminSortFields, search.get('sort')) ?? defaultOrdersQuery.sort,
    dir: oneOf(['asc', 'desc'] as const, search.get('dir')) ?? defaultOrdersQuery.dir,
  };
}

/** The query as search parameters, leaving out what equals the default (short, stable URLs). */
export function ordersQuerySearch(query: AdminOrdersQuery, options: { keepDefaults?: boolean } = {}): URLSearchParams {
  const search = new URLSearchParams();
  const add = (name: keyof AdminOrdersQuery, value: string | number | undefined) => {
    if (value === undefined || value === '') return;
    if (!options.keepDefaults && defaultOrdersQuery[name] === value) return;
    search.set(name, String(value));
  };
  add('q', query.q);
  add('status', query.status);
  add('payment', query.payment);
  add('sort', query.sort);
  add('dir', query.dir);
  add('page', query.page);
  add('pageSize', query.pageSize);
  return search;
}

/** A new view of the table: any change but turning the page starts again at page 1. */
export function changeOrdersQuery(query: AdminOrdersQuery, change: Partial<AdminOrdersQuery>): AdminOrdersQuery {
  return { ...query, ...change, page: change.page ?? 1 };
}

/**
 * Fields read from the smallest up first: names A to Z, and dispatch-by deadlines soonest first
 * (the cards to print next). Money and order dates start biggest and newest.
 */
const ascendingFirst: readonly AdminSortField[] = ['customer', 'status', 'dispatchBy'];

/**
 * A click on a column heading: the same column flips its direction; a new column starts with
 * the order people expect.
 */
export function sortBy(query: AdminOrdersQuery, field: AdminSortField): AdminOrdersQuery {
  const dir =
    query.sort === field ? (query.dir === 'asc' ? 'desc' : 'asc') : ascendingFirst.includes(field) ? 'asc' : 'desc';
  return changeOrdersQuery(query, { sort: field, dir });
}

export function hasFilters(query: AdminOrdersQuery): boolean {
  return Boolean(query.q || query.status || query.payment);
}

/** The first and last row numbers shown ('Showing 26–50 of 112'); 0–0 for an empty page. */
export function shownRange(page: number, pageSize: number, rows: number): { from: number; to: number } {
  if (rows === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from, to: from + rows - 1 };
}

/** The phone's sort picker (the table's headings are not shown there): one choice per field and way. */
export const sortChoices = adminSortFields.flatMap((field) =>
  (ascendingFirst.includes(field) ? (['asc', 'desc'] as const) : (['desc', 'asc'] as const)).map(
    (dir) => `${field}-${dir}`,
  ),
);

export function sortChoiceOf(query: Pick<AdminOrdersQuery, 'sort' | 'dir'>): string {
  return `${query.sort}-${query.dir}`;
}

export function readSortChoice(choice: string): Pick<AdminOrdersQuery, 'sort' | 'dir'> | undefined {
  const [sort, dir] = choice.split('-');
  const field = adminSortFields.find((name) => name === sort);
  return field && (dir === 'asc' || dir === 'desc') ? { sort: field, dir } : undefined;
}
