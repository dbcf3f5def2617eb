/**
 * The arrive-by arithmetic (issue 19): from the day a card should arrive back to the latest moment
 * its design can be approved, and forward from now to the earliest day it can arrive. Pure: the
 * clock is always passed in.
 *
 * The chain, with the numbers in delivery-rules.ts:
 *   order --(design within 24 h)--> approval --(before 09:00 New York on a print day)-->
 *   printed that day, collected 17:00 --(N business days in the recipient's country)--> arrival
 * Transit counts the recipient's business days after the calendar day, in their zone, on which the
 * card was collected (a Friday-evening collection in New York is already Saturday in Tokyo).
 */
import type { ShippingType } from '../pricing.js';
import { dayInZone, dayNumber, instantInZone, isoDate, weekday, type IsoDate } from './calendar.js';
import {
  deliveryRules,
  expressPriceCents,
  printSiteWeekend,
  timeZoneOf,
  transitFor,
  weekendOf,
} from './delivery-rules.js';

const hourMs = 3_600_000;
const printZone = deliveryRules.printSiteTimeZone;

function isPrintDay(day: number): boolean {
  return !printSiteWeekend.includes(weekday(day));
}

function printStart(day: number): Date {
  return instantInZone(day, deliveryRules.printDayStartHour, printZone);
}

function collection(day: number): Date {
  return instantInZone(day, deliveryRules.carrierCollectionHour, printZone);
}

/** The recipient's calendar day a card printed on `printDay` arrives by, at worst. */
function arrivalDay(printDay: number, country: string, transitDays: number): number {
  let day = dayInZone(collection(printDay), timeZoneOf(country));
  const weekend = weekendOf(country);
  for (let left = transitDays; left > 0;) {
    day += 1;
    if (!weekend.includes(weekday(day))) left -= 1;
  }
  return day;
}

/** The last print day whose card still arrives by `arriveBy`. Arrival moves with the print day. */
function latestPrintDay(arriveBy: number, country: string, transitDays: number): number {
  // A card arrives at least a day after it is printed, so the search starts no later than arriveBy.
  let day = arriveBy;
  while (!isPrintDay(day) || arrivalDay(day, country, transitDays) > arriveBy) day -= 1;
  return day;
}

/** The first print day that starts at or after `approvedAt`. */
function firstPrintDayFrom(approvedAt: Date): number {
  let day = dayInZone(approvedAt, printZone);
  while (!isPrintDay(day) || printStart(day).getTime() < approvedAt.getTime()) day += 1;
  return day;
}

/** The earliest an order placed at `now` can be approved: when the promised design is due. */
function earliestApproval(now: Date): Date {
  return new Date(now.getTime() + deliveryRules.designPromiseHours * hourMs);
}

export interface ArriveByRequest {
  /** The day the card should arrive, in the recipient's calendar. */
  arriveBy: IsoDate;
  /** ISO 3166-1 alpha-2 code of the recipient's country. */
  country: string;
  speed: ShippingType;
}

/**
 * The latest moment the design can be approved for the card to arrive by `arriveBy`, or null
 * where `speed` is not offered to that country. It does not depend on the clock: whether an
 * order placed now can still meet it is `arriveByVerdict`'s question.
 */
export function latestApproval({ arriveBy, country, speed }: ArriveByRequest): Date | null {
  const transit = transitFor(country, speed);
  if (!transit) return null;
  return printStart(latestPrintDay(dayNumber(arriveBy), country, transit.max));
}

/**
 * When the print team must hand the card to the carrier for it to arrive by `arriveBy` (the
 * collection on the last print day that makes it), or null where `speed` is not offered.
 */
export function dispatchBy({ arriveBy, country, speed }: ArriveByRequest): Date | null {
  const transit = transitFor(country, speed);
  if (!transit) return null;
  return collection(latestPrintDay(dayNumber(arriveBy), country, transit.max));
}

/** When a design approved at `approvedAt` is printed and collected: the print queue's rule. */
export function dispatchAfterApproval(approvedAt: Date): Date {
  return collection(firstPrintDayFrom(approvedAt));
}

/**
 * The earliest day, in the recipient's calendar, a card ordered at `now` can be promised to
 * arrive, or null where `speed` is not offered to that country.
 */
export function earliestArrival({
  country,
  speed,
  now,
}: {
  country: string;
  speed: ShippingType;
  now: Date;
}): IsoDate | null {
  const transit = transitFor(country, speed);
  if (!transit) return null;
  return isoDate(arrivalDay(firstPrintDayFrom(earliestApproval(now)), country, transit.max));
}

export type ArriveByVerdict =
  /** Free standard shipping makes it if the design is approved by `approveBy`. */
  | { kind: 'standard'; arriveBy: IsoDate; approveBy: Date; dispatchBy: Date }
  /** Standard cannot make it; express can, for `priceCents` more. */
  | { kind: 'express'; arriveBy: IsoDate; approveBy: Date; dispatchBy: Date; priceCents: number }
  /** No shipping we offer can make it; `earliest` is the first day one can, with `speed`. */
  | { kind: 'impossible'; arriveBy: IsoDate; earliest: IsoDate; speed: ShippingType }
  /** The day has already begun or passed where the recipient lives. */
  | { kind: 'past'; arriveBy: IsoDate; earliest: IsoDate; speed: ShippingType }
  /** Beyond `deliveryRules.maxDaysAhead`; `latest` is the last day taken. */
  | { kind: 'too-far'; arriveBy: IsoDate; latest: IsoDate };

/**
 * What checkout says about an arrive-by date for an order placed at `now`: which shipping makes
 * it and by when the design must be approved, or why it cannot be had.
 */
export function arriveByVerdict({
  arriveBy,
  country,
  now,
}: {
  arriveBy: IsoDate;
  country: string;
  now: Date;
}): ArriveByVerdict {
  const target = dayNumber(arriveBy);
  const today = dayInZone(now, timeZoneOf(country));
  const fastest: ShippingType = transitFor(country, 'express') ? 'express' : 'standard';
  // Standard is offered everywhere, so the fallback is never taken; it only satisfies the type.
  const earliest = (): IsoDate => earliestArrival({ country, speed: fastest, now }) ?? arriveBy;

  if (target < today) return { kind: 'past', arriveBy, earliest: earliest(), speed: fastest };
  const latest = today + deliveryRules.maxDaysAhead;
  if (target > latest) return { kind: 'too-far', arriveBy, latest: isoDate(latest) };

  const approvableFrom = earliestApproval(now).getTime();
  for (const speed of ['standard', 'express'] as const) {
    const approveBy = latestApproval({ arriveBy, country, speed });
    const dispatch = dispatchBy({ arriveBy, country, speed });
    if (!approveBy || !dispatch || approveBy.getTime() < approvableFrom) continue;
    return speed === 'standard'
      ? { kind: 'standard', arriveBy, approveBy, dispatchBy: dispatch }
      : { kind: 'express', arriveBy, approveBy, dispatchBy: dispatch, priceCents: expressPriceCents };
  }
  return { kind: 'impossible', arriveBy, earliest: earliest(), speed: fastest };
}
