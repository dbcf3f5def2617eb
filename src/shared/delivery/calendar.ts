/**
 * Calendar days and wall-clock times in named time zones, with nothing but `Intl` (no date
 * library: these few functions are all the arrive-by arithmetic needs, in both bundles).
 *
 * A calendar day is an ISO date string, 'YYYY-MM-DD': what a date input gives, what a database
 * `date` column holds, and what a zod schema can check. Arithmetic happens on day numbers (days
 * since 1970-01-01), where a day is a day whatever the zone's daylight-saving changes do.
 */

/** A calendar day, 'YYYY-MM-DD', with no time and no zone of its own. */
export type IsoDate = string;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const msPerDay = 86_400_000;

/** The day number of a real calendar day, or null ('2026-02-30' is not one). */
export function parseIsoDate(value: IsoDate): number | null {
  const match = isoDatePattern.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return ms / msPerDay;
}

export function dayNumber(value: IsoDate): number {
  const day = parseIsoDate(value);
  if (day === null) throw new RangeError(`Not a calendar date: '${value}'`);
  return day;
}

export function isoDate(day: number): IsoDate {
  return new Date(day * msPerDay).toISOString().slice(0, 10);
}

/** 0 is Sunday, 6 Saturday, as `Date.getDay` counts. Day 0 (1970-01-01) was a Thursday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/**
 * Formatters are slow to build (about 0.1 ms each) and the searches below ask the same zone many
 * times, so one per zone is kept. h23, because en-US would otherwise write midnight as hour 24.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** The wall clock in `timeZone` at `instant`, read as if it were UTC, in milliseconds. */
function wallClockMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const field = (name: string): number => parts[name] ?? 0;
  return Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
}

/** The calendar day it is in `timeZone` at `instant`. */
export function dayInZone(instant: Date, timeZone: string): number {
  return Math.floor(wallClockMs(instant.getTime(), timeZone) / msPerDay);
}

/**
 * The instant the clocks in `timeZone` show `hour`:00 on `day`. The zone's offset is read at a
 * first guess and read again where that lands, which settles it unless the hour falls in a
 * daylight-saving gap; the hours used here (09:00 and 17:00) never do.
 */
export function instantInZone(day: number, hour: number, timeZone: string): Date {
  const wall = day * msPerDay + hour * 3_600_000;
  let instant = wall - (wallClockMs(wall, timeZone) - wall);
  instant = wall - (wallClockMs(instant, timeZone) - instant);
  return new Date(instant);
}
