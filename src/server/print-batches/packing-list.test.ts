import { describe, expect, it } from 'vitest';
import { parseCsv } from '../http/csv';
import { packingListCsv } from './packing-list';

describe('the packing list', () => {
  it('has a header and one row per card in batch order, CRLF, dispatch-by in New York time', () => {
    const csv = packingListCsv(12, [
      {
        orderNumber: 'KS-1',
        recipient: 'Jane Smith',
        country: 'US',
        shippingSpeed: 'Standard (5-7 days)',
        dispatchBy: new Date('2026-12-01T22:00:00Z'),
      },
      {
        orderNumber: 'KS-2',
        recipient: '山田 太郎',
        country: 'JP',
        shippingSpeed: 'Express',
        dispatchBy: new Date('2026-07-01T12:30:00Z'),
      },
      { orderNumber: 'KS-3', recipient: 'Anna Müller', country: 'DE', shippingSpeed: 'Standard', dispatchBy: null },
    ]);
    expect(csv).toBe(
      'order_number,recipient,country,shipping_speed,dispatch_by\r\n' +
        'KS-1,Jane Smith,US,Standard (5-7 days),2026-12-01 17:00\r\n' +
        'KS-2,山田 太郎,JP,Express,2026-07-01 08:30\r\n' +
        'KS-3,Anna Müller,DE,Standard,\r\n',
    );
  });

  it('escapes what a customer typed: formulas, quotes, commas and line breaks', () => {
    const recipients = ['=cmd()', 'Jane "JJ" Smith', 'Smith, Jane', 'Jane\nSmith', '@SUM(1)'];
    const csv = packingListCsv(
      1,
      recipients.map((recipient, index) => ({
        orderNumber: `KS-${index}`,
        recipient,
        country: 'US',
        shippingSpeed: 'Standard',
        dispatchBy: null,
      })),
    );
    expect(csv).toContain("KS-0,'=cmd(),US");
    expect(csv).toContain('KS-1,"Jane ""JJ"" Smith",US');
    expect(
      parseCsv(csv)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(["'=cmd()", 'Jane "JJ" Smith', 'Smith, Jane', 'Jane\nSmith', "'@SUM(1)"]);
  });

  it('writes the header alone for an empty batch', () => {
    expect(packingListCsv(3, [])).toBe('order_number,recipient,country,shipping_speed,dispatch_by\r\n');
  });
});
