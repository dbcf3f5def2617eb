import type { User } from '@shared/api/user';
import { paths } from '@shared/routes';

/** The Profile card's name: first and last as far as they exist, or null for 'Not provided'. */
export function profileName(user: Pick<User, 'firstName' | 'lastName'>): string | null {
  const name = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  return name || null;
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
