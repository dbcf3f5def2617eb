import { describe, expect, it } from 'vitest';
import { pageCount } from '@/lib/paging';
import { statusBadgeVariant, statusLabel } from '@/lib/status-display';
import { pageFromSearch, profileName } from './account-display';

describe('status badges', () => {
  it("shows 'completed' and 'active' in the default style and every other status as secondary", () => {
    expect(statusBadgeVariant('completed')).toBe('default');
    expect(statusBadgeVariant('active')).toBe('default');
    for (const status of ['pending', 'processing', 'shipped', 'delivered', 'past_due', 'canceled', 'paid']) {
      expect(statusBadgeVariant(status), status).toBe('secondary');
    }
  });

  it('reads a status as words', () => {
    expect(statusLabel('past_due')).toBe('Past due');
    expect(statusLabel('shipped')).toBe('Shipped');
    expect(statusLabel('')).toBe('');
  });
});

describe('the Profile card name', () => {
  it('joins the parts that exist, or gives nothing for "Not provided"', () => {
    expect(profileName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(profileName({ firstName: 'Ada', lastName: null })).toBe('Ada');
    expect(profileName({ firstName: ' ', lastName: null })).toBeNull();
    expect(profileName({ firstName: null, lastName: null })).toBeNull();
  });
});

describe('order pages', () => {
  it('counts pages, with one page for an empty list', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('reads ?page= as a whole number of at least 1', () => {
    expect(pageFromSearch('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'abc', '1e400'])
      expect(pageFromSearch(value), String(value)).toBe(1);
  });
});
