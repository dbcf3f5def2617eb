import { describe, expect, it } from 'vitest';
import {
  adminOrderDetailsPath,
  canMoveTo,
  customerName,
  describeAuditEntry,
  orderStatusLabel,
  paymentStatusLabel,
} from './admin-display';

describe('how the admin screens word things', () => {
  it("shows the four statuses, and 'completed' as Completed", () => {
    expect(['pending', 'processing', 'shipped', 'delivered', 'completed'].map(orderStatusLabel)).toEqual([
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
      'Completed',
    ]);
    expect(orderStatusLabel('on_hold')).toBe('On hold');
    expect(paymentStatusLabel('refunded')).toBe('Refunded');
  });

  it('names the customer, or falls back to the e-mail when the name is blank', () => {
    expect(customerName({ firstName: 'Sam', lastName: 'Rivera', email: 's@x.test' })).toBe('Sam Rivera');
    expect(customerName({ firstName: ' ', lastName: '', email: 's@x.test' })).toBe('s@x.test');
  });

  it('lets an unpaid order only stay pending', () => {
    expect(canMoveTo('pending', 'unpaid')).toBe(true);
    expect(canMoveTo('shipped', 'unpaid')).toBe(false);
    expect(canMoveTo('shipped', 'refunded')).toBe(false);
    expect(canMoveTo('shipped', 'paid')).toBe(true);
  });

  it('tells a history line in words', () => {
    expect(describeAuditEntry({ action: 'status', fromValue: 'pending', toValue: 'shipped' })).toBe(
      'Status: Pending → Shipped',
    );
    expect(describeAuditEntry({ action: 'refund', fromValue: 'paid', toValue: 'refunded' })).toBe(
      'Payment: Paid → Refunded',
    );
    expect(describeAuditEntry({ action: 'approved', fromValue: null, toValue: null })).toBe('Approved');
  });

  it('tells each print step as a step of its own', () => {
    const step = (toValue: string) => describeAuditEntry({ action: 'print', fromValue: null, toValue });
    expect(step('in a batch')).toBe('In a print batch');
    expect(step('printed')).toBe('Printed');
    expect(step('at the print lab')).toBe('At the print lab');
    expect(step('back in the print queue')).toBe('Back in the print queue');
    expect(step('misprinted')).toBe('Printing: Misprinted');
  });

  it('links to an order by its id', () => {
    expect(adminOrderDetailsPath('abc-1')).toBe('/admin/orders/abc-1');
  });
});
