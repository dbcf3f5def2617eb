import type { User } from '@shared/api/user';
import { paths } from '@shared/routes';

/** The badge of an order, a plan or an invoice (spec section 4): 'completed' and 'active' stand out. */
export function statusBadgeVariant(status: string): 'default' | 'secondary' {
  return status === 'completed' || status === 'active' ? 'default' : 'secondary';
}

/** 'past_due' -> 'Past due': statuses are read by people, not by code. */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : words;
}

/** The Profile card's name: first and last as far as they exist, or null for 'Not provided'. */
export function profileName(user: Pick<User, 'firstName' | 'lastName'>): string | null {
  const name = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  return name || null;
}

/** How many pages a list has (at least one, so an empty list is 'Page 1 of 1'). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page asked for in the address (?page=), as a whole number of at least 1. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** /account/orders/:orderId for one order. */
export function orderDetailsPath(orderId: string): string {
  return paths.accountOrder.replace(':orderId', encodeURIComponent(orderId));
}
