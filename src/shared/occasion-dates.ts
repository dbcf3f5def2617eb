/**
 * Calendar arithmetic for occasions, in whole UTC days: an occasion is a day, not a moment, so
 * "today" is the UTC date and every reminder is worked out on UTC dates. A customer far west of
 * UTC may get a reminder a few hours into the evening of the day before; no one gets it late.
 */

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(month: number, year: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** YYYY-MM-DD of a UTC calendar day. */
export function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The UTC calendar day of a moment, as YYYY-MM-DD. */
export function utcToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Adds (or with a negative count, takes away) whole days from a YYYY-MM-DD day. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The day a yearly date falls on in `year`: February 29 is kept on February 28 in other years. */
export function dayInYear(month: number, day: number, year: number): string {
  return isoDay(year, month, Math.min(day, daysInMonth(month, year)));
}

interface OccasionDate {
  month: number;
  day: number;
  year: number | null;
  repeats: 'yearly' | 'once';
}

/**
 * The next day the occasion falls on, today included; null for a one-time occasion that has
 * passed. Today counts, so a reminder the job could not send earlier still goes on the day.
 */
export function nextOccurrence(occasion: OccasionDate, today: string): string | null {
  if (occasion.repeats === 'once') {
    if (occasion.year === null) return null;
    const date = isoDay(occasion.year, occasion.month, occasion.day);
    return date >= today ? date : null;
  }
  const year = Number(today.slice(0, 4));
  const thisYear = dayInYear(occasion.month, occasion.day, year);
  return thisYear >= today ? thisYear : dayInYear(occasion.month, occasion.day, year + 1);
}
