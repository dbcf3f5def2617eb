/**
 * Every number behind an arrive-by date, in one place: checkout's promise, the order page and the
 * approval e-mail's deadline, and the print team's dispatch-by date all come from these, so what
 * we tell the customer and what printing does cannot drift apart (decision 013).
 *
 * Public holidays are out of scope: only weekends are skipped. The transit figures are worst
 * cases of published ranges, which leaves some slack for a holiday, but a card due just after
 * Thanksgiving or Christmas can still be late; a holiday calendar per country would fix that.
 */
import { shippingOptions, type ShippingType } from '../pricing.js';
import { countryTimeZones } from './country-time-zones.table.js';

export const deliveryRules = {
  /**
   * The spec's promise: a design preview by e-mail within 24 hours of the order ("Design delivered
   * within 24 hours for your approval"). The customer cannot approve before it comes, so an order
   * can make a date only if its approval deadline is at least this far off.
   */
  designPromiseHours: 24,
  /**
   * Cards are printed in-house in one place; its zone decides when a print day starts and ends.
   * New York: US Eastern, where most US customers and the first carriers' hubs are.
   */
  printSiteTimeZone: 'America/New_York',
  /**
   * One business day to print: designs approved before the print day starts (09:00 at the print
   * site) are printed that day and handed to the carrier at its collection (17:00). A design
   * approved later waits for the next print day.
   */
  printDayStartHour: 9,
  carrierCollectionHour: 17,
  /** Dates further ahead are refused: a year covers every occasion, and prices may change. */
  maxDaysAhead: 365,
} as const;

export const deliveryRegions = ['us', 'canada', 'uk', 'eu', 'australia', 'rest-of-world'] as const;
export type DeliveryRegion = (typeof deliveryRegions)[number];

/** Business days in transit after the day of dispatch (which is not counted), fewest to most. */
export interface TransitRange {
  min: number;
  max: number;
}

/**
 * Transit per region and speed. Standard is USPS First-Class Mail (International), express USPS
 * Priority Mail Express International; the US keeps the spec's own figures. Sources, as
 * published by USPS and shippers in 2025-2026:
 * - US: the spec says standard 5-7 days and express 2-3, and customers are already told so. USPS
 *   publishes 1-5 business days for First-Class Mail and 1-3 for Priority Mail, inside those.
 * - Abroad, First-Class Mail International "varies by destination"; shippers quote 7-21 business
 *   days. Canada is the nearest (5-10); the UK and the EU are served by daily flights (7-14);
 *   Australia and everywhere else take up to 21.
 * - Priority Mail Express International: 3-5 business days to major markets; Australia is given
 *   a day more (4-6) for its distance and customs.
 * Always the `max` is used for a promise; `min` is for showing the range.
 */
export const transitBusinessDays: Record<DeliveryRegion, Partial<Record<ShippingType, TransitRange>>> = {
  us: { standard: { min: 5, max: 7 }, express: { min: 2, max: 3 } },
  canada: { standard: { min: 5, max: 10 }, express: { min: 3, max: 5 } },
  uk: { standard: { min: 7, max: 14 }, express: { min: 3, max: 5 } },
  eu: { standard: { min: 7, max: 14 }, express: { min: 3, max: 5 } },
  australia: { standard: { min: 10, max: 21 }, express: { min: 4, max: 6 } },
  // No express: couriers there are too irregular for a dated promise at $4.99 (issue 19).
  'rest-of-world': { standard: { min: 10, max: 21 } },
};

/** Express's price is pricing's; it is offered only where a range above exists. */
export const expressPriceCents = shippingOptions.express.priceCents;

/** The 27 member states of the European Union (2026), ISO 3166-1 alpha-2. */
// prettier-ignore
export const euCountries: readonly string[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
];

/**
 * US territories (PR, GU, VI...) and the Channel Islands and Isle of Man are rest of the world
 * on purpose: USPS and Royal Mail serve them more slowly than the mainland, and promising
 * mainland times there would break dates.
 */
const namedRegions: Readonly<Record<string, DeliveryRegion>> = {
  US: 'us',
  CA: 'canada',
  GB: 'uk',
  AU: 'australia',
  ...Object.fromEntries(euCountries.map((code) => [code, 'eu'])),
};

/** The region of an ISO 3166-1 alpha-2 code (any case); unknown codes are the rest of the world. */
export function regionOf(country: string): DeliveryRegion {
  return namedRegions[country.toUpperCase()] ?? 'rest-of-world';
}

export function transitFor(country: string, speed: ShippingType): TransitRange | null {
  return transitBusinessDays[regionOf(country)][speed] ?? null;
}

/**
 * Unknown countries are counted in the earliest zone there is (UTC+14), where a dispatch lands on
 * the latest calendar day, so the guess can only make a promise more careful, never late.
 */
const unknownCountryZone = 'Pacific/Kiritimati';

/** The zone in which "a business day in the recipient's country" is counted. */
export function timeZoneOf(country: string): string {
  return countryTimeZones[country.toUpperCase()] ?? unknownCountryZone;
}

/**
 * Where the weekend is Friday and Saturday, and post is delivered Sunday to Thursday. Everywhere
 * else (and at the print site) it is Saturday and Sunday. 0 is Sunday, as `Date.getDay` counts.
 */
const fridaySaturdayWeekend = new Set(['BD', 'BH', 'DZ', 'EG', 'IL', 'IQ', 'JO', 'KW', 'OM', 'QA', 'SA', 'YE']);

export function weekendOf(country: string): readonly number[] {
  return fridaySaturdayWeekend.has(country.toUpperCase()) ? [5, 6] : [6, 0];
}

export const printSiteWeekend: readonly number[] = [6, 0];
