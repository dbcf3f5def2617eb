import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arriveByVerdict, earliestArrival, latestApproval } from './arrive-by.js';
import { dayNumber, isoDate, weekday } from './calendar.js';
import { deliveryRules } from './delivery-rules.js';

// Countries in every region, with multi-zone ones, zones on both sides of the date line, and a
// Friday-Saturday weekend; an unknown code takes the fallback.
const countries = ['US', 'CA', 'GB', 'DE', 'IE', 'AU', 'JP', 'NZ', 'WS', 'AS', 'BR', 'IL', 'SA', 'IN', 'XX'];
const clock = fc.date({
  min: new Date('2026-01-01T00:00:00Z'),
  max: new Date('2028-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const params = { numRuns: 400 };

describe('the arithmetic forwards and backwards agree', () => {
  it('the earliest day is the first whose approval deadline the design can meet', () => {
    fc.assert(
      fc.property(
        clock,
        fc.constantFrom(...countries),
        fc.constantFrom('standard', 'express'),
        (now, country, speed) => {
          const earliest = earliestArrival({ country, speed, now });
          if (earliest === null) return;
          const approvableFrom = now.getTime() + deliveryRules.designPromiseHours * 3_600_000;
          const onTheDay = latestApproval({ arriveBy: earliest, country, speed });
          const dayBefore = latestApproval({ arriveBy: isoDate(dayNumber(earliest) - 1), country, speed });
          expect(onTheDay!.getTime()).toBeGreaterThanOrEqual(approvableFrom);
          expect(dayBefore!.getTime()).toBeLessThan(approvableFrom);
        },
      ),
      params,
    );
  });

  it('the verdict takes the earliest day and refuses the day before', () => {
    fc.assert(
      fc.property(clock, fc.constantFrom(...countries), (now, country) => {
        const first = arriveByVerdict({ arriveBy: '2000-01-01', country, now });
        if (first.kind !== 'past') throw new Error('2000 is past');
        expect(arriveByVerdict({ arriveBy: first.earliest, country, now }).kind).toBe(first.speed);
        const before = arriveByVerdict({ arriveBy: isoDate(dayNumber(first.earliest) - 1), country, now });
        expect(['impossible', 'past']).toContain(before.kind);
      }),
      params,
    );
  });

  it("a card arrives on a business day of the recipient's country, and approval opens a print day", () => {
    fc.assert(
      fc.property(clock, fc.constantFrom(...countries), (now, country) => {
        const day = weekday(dayNumber(earliestArrival({ country, speed: 'standard', now })!));
        expect(['IL', 'SA'].includes(country) ? [5, 6] : [6, 0]).not.toContain(day);
        const approveBy = latestApproval({
          arriveBy: isoDate(dayNumber('2027-06-01') + (now.getTime() % 90)),
          country,
          speed: 'standard',
        })!;
        const newYork = new Intl.DateTimeFormat('en-US', {
          timeZone: 'America/New_York',
          weekday: 'short',
          hour: 'numeric',
          hourCycle: 'h23',
          minute: 'numeric',
        });
        expect(newYork.format(approveBy)).toMatch(/^(Mon|Tue|Wed|Thu|Fri) 09:00$/);
      }),
      params,
    );
  });
});
