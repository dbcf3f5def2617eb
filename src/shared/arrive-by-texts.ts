/**
 * The words around an arrive-by date (issue 19), shared by checkout, the order page, the approval
 * e-mail and the admin. Days are arrive-by dates ('YYYY-MM-DD', shown as "Nov 27, 2026"); moments
 * use the spec's date format in the reader's zone: screens leave `timeZone` out (the visitor's),
 * server-rendered text must pass one.
 */
import type { ArriveByVerdict } from './delivery/arrive-by.js';
import { regionOf, transitFor, type TransitRange } from './delivery/delivery-rules.js';
import { formatDate, formatDay } from './format-date.js';
import { formatUsd, shippingOptions, type ShippingType } from './pricing.js';

interface Zone {
  timeZone?: string;
}

export const arriveByTexts = {
  fieldLabel: 'Arrive by (optional)',
  fieldHint: 'Pick the day it should arrive and we will tell you when to approve your design.',
  dispatchByLabel: 'Dispatch by',

  /** Issue 19's sentence, word for word. */
  approveBy: (approveBy: Date, arriveBy: string, zone: Zone = {}): string =>
    `Approve your design by ${formatDate(approveBy, zone)} for it to arrive by ${formatDay(arriveBy)}`,

  expressSuggestion: (arriveBy: string, approveBy: Date, priceCents: number, zone: Zone = {}): string =>
    `Standard shipping cannot get it there by ${formatDay(arriveBy)}. Choose Express (+${formatUsd(priceCents)}) and approve your design by ${formatDate(approveBy, zone)}.`,

  impossible: (arriveBy: string, earliest: string): string =>
    `We cannot get a card there by ${formatDay(arriveBy)}. The earliest it can arrive is ${formatDay(earliest)}.`,

  past: (earliest: string): string =>
    `That day has already begun where your card is going. The earliest it can arrive is ${formatDay(earliest)}.`,

  tooFar: (latest: string): string =>
    `We take arrive-by dates up to a year ahead. Please pick a day no later than ${formatDay(latest)}.`,

  /** Shown with each shipping choice: "5-7 business days". */
  transit: ({ min, max }: TransitRange): string => `${min}-${max} business days`,
} as const;

/** The one sentence checkout shows for a verdict. */
export function arriveByMessage(verdict: ArriveByVerdict, zone: Zone = {}): string {
  switch (verdict.kind) {
    case 'standard':
      return arriveByTexts.approveBy(verdict.approveBy, verdict.arriveBy, zone);
    case 'express':
      return arriveByTexts.expressSuggestion(verdict.arriveBy, verdict.approveBy, verdict.priceCents, zone);
    case 'impossible':
      return arriveByTexts.impossible(verdict.arriveBy, verdict.earliest);
    case 'past':
      return arriveByTexts.past(verdict.earliest);
    case 'too-far':
      return arriveByTexts.tooFar(verdict.latest);
  }
}

/**
 * How long a speed takes to one country: the spec's own words in the US ("5-7 days"), elsewhere
 * the region's business days ("10-21 business days"). Checkout, the order page, its e-mail and
 * the admin all say it this way, never the US figure for a card abroad.
 */
export function transitLabel(country: string, speed: ShippingType): string {
  const range = transitFor(country, speed);
  // Express is never sold where it has no range; the spec's figure only satisfies the type.
  if (!range || regionOf(country) === 'us') return shippingOptions[speed].days;
  return arriveByTexts.transit(range);
}
