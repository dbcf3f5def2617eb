import { describe, expect, it } from 'vitest';
import { arriveByMessage, arriveByTexts, transitLabel } from './arrive-by-texts.js';
import { arriveByVerdict } from './delivery/arrive-by.js';
import { transitFor } from './delivery/delivery-rules.js';
import { formatDay } from './format-date.js';

const newYork = { timeZone: 'America/New_York' };

describe('arrive-by words', () => {
  it("says issue 19's sentence in the spec's date format, in the reader's zone", () => {
    const verdict = arriveByVerdict({ arriveBy: '2026-12-03', country: 'US', now: new Date('2026-11-23T14:00:00Z') });
    expect(arriveByMessage(verdict, newYork)).toBe(
      'Approve your design by Nov 24, 2026, 09:00 AM for it to arrive by Dec 3, 2026',
    );
    expect(arriveByMessage(verdict, { timeZone: 'Europe/London' })).toBe(
      'Approve your design by Nov 24, 2026, 02:00 PM for it to arrive by Dec 3, 2026',
    );
  });

  it('suggests express with its price and its own deadline', () => {
    const verdict = arriveByVerdict({ arriveBy: '2026-12-03', country: 'US', now: new Date('2026-11-23T14:00:01Z') });
    expect(arriveByMessage(verdict, newYork)).toBe(
      'Standard shipping cannot get it there by Dec 3, 2026. Choose Express (+$4.99) and approve your design by Nov 30, 2026, 09:00 AM.',
    );
  });

  it('refuses with the earliest day, and explains past and too-far days', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    expect(arriveByMessage(arriveByVerdict({ arriveBy: '2026-12-22', country: 'JP', now }))).toBe(
      'We cannot get a card there by Dec 22, 2026. The earliest it can arrive is Dec 23, 2026.',
    );
    expect(arriveByMessage(arriveByVerdict({ arriveBy: '2026-11-01', country: 'JP', now }))).toBe(
      'That day has already begun where your card is going. The earliest it can arrive is Dec 23, 2026.',
    );
    expect(arriveByMessage(arriveByVerdict({ arriveBy: '2028-01-01', country: 'US', now }))).toBe(
      'We take arrive-by dates up to a year ahead. Please pick a day no later than Nov 20, 2027.',
    );
  });

  it('shows a calendar day as the same day in every zone, and transit as a range', () => {
    expect(formatDay('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatDay('2027-01-01')).toBe('Jan 1, 2027');
    expect(arriveByTexts.transit(transitFor('GB', 'standard')!)).toBe('7-14 business days');
  });
});

describe('transitLabel', () => {
  it("keeps the spec's words in the US and gives business days elsewhere", () => {
    expect(transitLabel('US', 'standard')).toBe('5-7 days');
    expect(transitLabel('US', 'express')).toBe('2-3 days');
    expect(transitLabel('GB', 'standard')).toBe('7-14 business days');
    expect(transitLabel('JP', 'standard')).toBe('10-21 business days');
  });
});
