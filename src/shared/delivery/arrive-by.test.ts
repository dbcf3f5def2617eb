import { describe, expect, it } from 'vitest';
import { arriveByVerdict, dispatchAfterApproval, dispatchBy, earliestArrival, latestApproval } from './arrive-by.js';

// Every clock here is a fixed instant (the fake clock); comments give the New York wall time.
const at = (iso: string): Date => new Date(iso);
const ms = (iso: string): Date => new Date(new Date(iso).getTime() + 1);

describe('earliestArrival', () => {
  it('counts the design day, one print day and seven US business days, and moves a day one millisecond late', () => {
    // Mon Nov 23 09:00 EST: design due Tue 09:00, the very start of Tuesday's print day.
    expect(earliestArrival({ country: 'US', speed: 'standard', now: at('2026-11-23T14:00:00Z') })).toBe('2026-12-03');
    // A millisecond later the design is due after Tuesday's print day began: printed Wednesday.
    expect(earliestArrival({ country: 'US', speed: 'standard', now: ms('2026-11-23T14:00:00Z') })).toBe('2026-12-04');
  });

  it('skips the weekend at the print site for a Sunday order', () => {
    // Sun Nov 22 08:59 EST: design due Mon 08:59, printed Monday, then Tue..Wed Dec 2.
    expect(earliestArrival({ country: 'US', speed: 'standard', now: at('2026-11-22T13:59:00Z') })).toBe('2026-12-02');
    // Sun 12:00: design due Mon 12:00, after Monday's print start: printed Tuesday.
    expect(earliestArrival({ country: 'US', speed: 'standard', now: at('2026-11-22T17:00:00Z') })).toBe('2026-12-03');
  });

  it("counts a Tokyo recipient's business days from their own calendar day", () => {
    // Fri Nov 20 19:00 EST. Design due Sat, printed Mon Nov 23, collected 17:00 EST, which is
    // already Tue 07:00 in Tokyo: 21 Japanese business days after Tuesday is Wed Dec 23 (counting
    // from New York's Monday would give Dec 22).
    expect(earliestArrival({ country: 'JP', speed: 'standard', now: at('2026-11-21T00:00:00Z') })).toBe('2026-12-23');
    expect(earliestArrival({ country: 'JP', speed: 'express', now: at('2026-11-21T00:00:00Z') })).toBeNull();
  });

  it('crosses the year end, with express faster than standard', () => {
    // Tue Dec 29 08:00 EST: design due Wed 08:00, printed Wednesday Dec 30.
    const now = at('2026-12-29T13:00:00Z');
    expect(earliestArrival({ country: 'US', speed: 'standard', now })).toBe('2027-01-08');
    expect(earliestArrival({ country: 'US', speed: 'express', now })).toBe('2027-01-04');
  });
});

describe('latestApproval and dispatchBy', () => {
  it('works back across a month end to 09:00 New York on the last print day that makes it', () => {
    // Mon Mar 1 2027: printed Thu Feb 18 arrives Mar 1; printed Fri Feb 19 would arrive Mar 2.
    const request = { arriveBy: '2027-03-01', country: 'US', speed: 'standard' } as const;
    expect(latestApproval(request)?.toISOString()).toBe('2027-02-18T14:00:00.000Z');
    expect(dispatchBy(request)?.toISOString()).toBe('2027-02-18T22:00:00.000Z');
  });

  it("follows New York's daylight saving time", () => {
    // Printed Wed Mar 17 2027, after clocks went forward on Mar 14: 09:00 EDT is 13:00 UTC.
    const request = { arriveBy: '2027-03-26', country: 'US', speed: 'standard' } as const;
    expect(latestApproval(request)?.toISOString()).toBe('2027-03-17T13:00:00.000Z');
    expect(dispatchBy(request)?.toISOString()).toBe('2027-03-17T21:00:00.000Z');
  });

  it('moves back over a weekend when the arrive-by day is a Saturday', () => {
    // Nothing is delivered on Sat Dec 5, so the card must arrive Fri Dec 4: printed Wed Nov 25.
    const saturday = latestApproval({ arriveBy: '2026-12-05', country: 'US', speed: 'standard' });
    const friday = latestApproval({ arriveBy: '2026-12-04', country: 'US', speed: 'standard' });
    expect(saturday?.toISOString()).toBe('2026-11-25T14:00:00.000Z');
    expect(friday?.toISOString()).toBe(saturday?.toISOString());
  });

  it('offers no express deadline where express is not offered', () => {
    expect(latestApproval({ arriveBy: '2027-01-20', country: 'JP', speed: 'express' })).toBeNull();
    expect(dispatchBy({ arriveBy: '2027-01-20', country: 'JP', speed: 'express' })).toBeNull();
  });

  it('refuses a date that is not a calendar day', () => {
    expect(() => latestApproval({ arriveBy: '2027-02-29', country: 'US', speed: 'standard' })).toThrow(RangeError);
  });
});

describe('dispatchAfterApproval', () => {
  it('prints an approval made before 09:00 that day, and a later one the next print day', () => {
    expect(dispatchAfterApproval(at('2026-11-27T14:00:00Z')).toISOString()).toBe('2026-11-27T22:00:00.000Z');
    // Fri 09:00:00.001 EST: Monday's collection.
    expect(dispatchAfterApproval(ms('2026-11-27T14:00:00Z')).toISOString()).toBe('2026-11-30T22:00:00.000Z');
  });
});

describe('arriveByVerdict', () => {
  it('says standard, with the deadline, while the design promise still fits before it', () => {
    // Arrive by Thu Dec 3: approve by Tue Nov 24 09:00 EST; the design is due exactly then.
    const verdict = arriveByVerdict({ arriveBy: '2026-12-03', country: 'US', now: at('2026-11-23T14:00:00Z') });
    expect(verdict).toEqual({
      kind: 'standard',
      arriveBy: '2026-12-03',
      approveBy: at('2026-11-24T14:00:00Z'),
      dispatchBy: at('2026-11-24T22:00:00Z'),
    });
  });

  it('suggests express when standard misses by a millisecond', () => {
    const verdict = arriveByVerdict({ arriveBy: '2026-12-03', country: 'US', now: ms('2026-11-23T14:00:00Z') });
    expect(verdict).toEqual({
      kind: 'express',
      arriveBy: '2026-12-03',
      approveBy: at('2026-11-30T14:00:00Z'),
      dispatchBy: at('2026-11-30T22:00:00Z'),
      priceCents: 499,
    });
  });

  it('suggests express to a UK recipient, then refuses with the earliest day once express misses too', () => {
    // Arrive by Thu Dec 24 in London: express printed Thu Dec 17 (5 UK business days).
    const deadline = '2026-12-17T14:00:00Z';
    const onTime = arriveByVerdict({ arriveBy: '2026-12-24', country: 'GB', now: at('2026-12-16T14:00:00Z') });
    expect(onTime).toMatchObject({ kind: 'express', approveBy: at(deadline) });
    const late = arriveByVerdict({ arriveBy: '2026-12-24', country: 'gb', now: ms('2026-12-16T14:00:00Z') });
    expect(late).toEqual({ kind: 'impossible', arriveBy: '2026-12-24', earliest: '2026-12-25', speed: 'express' });
  });

  it('refuses for Tokyo with the earliest standard day, and accepts that day', () => {
    const now = at('2026-11-21T00:00:00Z');
    expect(arriveByVerdict({ arriveBy: '2026-12-22', country: 'JP', now })).toEqual({
      kind: 'impossible',
      arriveBy: '2026-12-22',
      earliest: '2026-12-23',
      speed: 'standard',
    });
    expect(arriveByVerdict({ arriveBy: '2026-12-23', country: 'JP', now })).toMatchObject({
      kind: 'standard',
      approveBy: at('2026-11-23T14:00:00Z'),
    });
  });

  it('chooses express across the year end when standard cannot make Jan 4', () => {
    const verdict = arriveByVerdict({ arriveBy: '2027-01-04', country: 'US', now: at('2026-12-29T13:00:00Z') });
    expect(verdict).toMatchObject({ kind: 'express', approveBy: at('2026-12-30T14:00:00Z') });
  });

  it("calls a day past in the recipient's zone, not New York's", () => {
    // Sun Nov 22 23:00 EST is already Monday in Tokyo: Sunday is past there, not in New York.
    const now = at('2026-11-23T04:00:00Z');
    expect(arriveByVerdict({ arriveBy: '2026-11-22', country: 'JP', now })).toMatchObject({ kind: 'past' });
    expect(arriveByVerdict({ arriveBy: '2026-11-22', country: 'US', now })).toMatchObject({ kind: 'impossible' });
    // Design due Mon 23:00, printed Tuesday, three express days: Fri Nov 27.
    expect(arriveByVerdict({ arriveBy: '2026-11-21', country: 'US', now })).toEqual({
      kind: 'past',
      arriveBy: '2026-11-21',
      earliest: '2026-11-27',
      speed: 'express',
    });
  });

  it('takes dates up to 365 days ahead and refuses the next one', () => {
    const now = at('2026-11-23T14:00:00Z');
    expect(arriveByVerdict({ arriveBy: '2027-11-23', country: 'US', now })).toMatchObject({ kind: 'standard' });
    expect(arriveByVerdict({ arriveBy: '2027-11-24', country: 'US', now })).toEqual({
      kind: 'too-far',
      arriveBy: '2027-11-24',
      latest: '2027-11-23',
    });
  });
});
