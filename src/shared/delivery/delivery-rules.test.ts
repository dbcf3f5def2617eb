import { describe, expect, it } from 'vitest';
import { countryTimeZones } from './country-time-zones.table.js';
import { euCountries, expressPriceCents, regionOf, timeZoneOf, transitFor, weekendOf } from './delivery-rules.js';

describe('delivery regions', () => {
  it('puts each country in its region, whatever the case, and the unknown in the rest of the world', () => {
    expect(['US', 'ca', 'GB', 'de', 'FR', 'IE', 'AU'].map(regionOf)).toEqual([
      'us',
      'canada',
      'uk',
      'eu',
      'eu',
      'eu',
      'australia',
    ]);
    // Not the EU (left, or never joined), not the US mainland, not the UK mainland.
    expect(['NO', 'CH', 'JP', 'PR', 'JE', 'NZ', 'XX'].map(regionOf)).toEqual(Array(7).fill('rest-of-world'));
    expect(new Set(euCountries).size).toBe(27);
  });

  it('offers express at pricing’s $4.99 in the US, Canada, the UK, the EU and Australia only', () => {
    expect(expressPriceCents).toBe(499);
    for (const country of ['US', 'CA', 'GB', 'NL', 'AU']) expect(transitFor(country, 'express')).not.toBeNull();
    for (const country of ['JP', 'BR', 'NO']) expect(transitFor(country, 'express')).toBeNull();
    for (const country of ['US', 'JP', 'XX']) expect(transitFor(country, 'standard')).not.toBeNull();
  });

  it('keeps the US at the spec’s 5-7 and 2-3 days, and express faster than standard everywhere', () => {
    expect(transitFor('US', 'standard')).toEqual({ min: 5, max: 7 });
    expect(transitFor('US', 'express')).toEqual({ min: 2, max: 3 });
    for (const country of ['US', 'CA', 'GB', 'DE', 'AU']) {
      expect(transitFor(country, 'express')!.max).toBeLessThan(transitFor(country, 'standard')!.max);
    }
  });

  it('names a zone every browser and Node know for every country, EU member included', () => {
    for (const zone of Object.values(countryTimeZones)) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    }
    for (const country of euCountries) expect(countryTimeZones[country]).toBeDefined();
    expect(Object.keys(countryTimeZones)).toHaveLength(247);
    expect([timeZoneOf('us'), timeZoneOf('JP'), timeZoneOf('AU'), timeZoneOf('XX')]).toEqual([
      'America/New_York',
      'Asia/Tokyo',
      'Australia/Sydney',
      'Pacific/Kiritimati',
    ]);
  });

  it('has Friday-Saturday weekends where post is delivered Sunday to Thursday', () => {
    expect(weekendOf('SA')).toEqual([5, 6]);
    expect(weekendOf('il')).toEqual([5, 6]);
    expect(weekendOf('AE')).toEqual([6, 0]);
    expect(weekendOf('GB')).toEqual([6, 0]);
  });
});
