import { z } from 'zod';
import {
  maxOccasionNameLength,
  occasionKinds,
  occasionMessages,
  occasionRepeats,
  remindDaysLimits,
} from '../occasion-texts.js';
import { daysInMonth, isLeapYear } from '../occasion-dates.js';
import { singleLine } from './text.js';

/** A month or a day of one: a whole number from 1; a blank or a word is refused in the same words. */
const dayPart = z
  .number({ message: occasionMessages.invalidDate })
  .int({ message: occasionMessages.invalidDate })
  .min(1, { message: occasionMessages.invalidDate });

const remindDaysMessage = occasionMessages.remindDays(remindDaysLimits.min, remindDaysLimits.max);

/**
 * POST /api/account/recipients/:id/occasions, and PATCH (which replaces the occasion as a
 * whole: the form always sends every field). A named date ('other') needs its name; the others
 * take none. February 29 is a valid yearly date (reminded from February 28 in other years); a
 * one-time occasion needs its year, and then the day must exist in that year.
 */
export const occasionInputSchema = z
  .object({
    kind: z.enum(occasionKinds),
    name: singleLine()
      .trim()
      .max(maxOccasionNameLength, { message: occasionMessages.nameTooLong(maxOccasionNameLength) })
      .optional(),
    month: dayPart.max(12, { message: occasionMessages.invalidDate }),
    day: dayPart.max(31, { message: occasionMessages.invalidDate }),
    year: z
      .number({ message: occasionMessages.invalidYear })
      .int({ message: occasionMessages.invalidYear })
      .min(1900, { message: occasionMessages.invalidYear })
      .max(2200, { message: occasionMessages.invalidYear })
      .nullable()
      .optional(),
    repeats: z.enum(occasionRepeats).default('yearly'),
    remindDaysBefore: z
      .number({ message: remindDaysMessage })
      .int({ message: remindDaysMessage })
      .min(remindDaysLimits.min, { message: remindDaysMessage })
      .max(remindDaysLimits.max, { message: remindDaysMessage })
      .default(remindDaysLimits.default),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'other' && !input.name) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: occasionMessages.nameRequired });
    }
    if (input.repeats === 'once' && !input.year) {
      ctx.addIssue({ code: 'custom', path: ['year'], message: occasionMessages.yearRequired });
    }
    if (input.day > daysInMonth(input.month, 2000)) {
      // 2000 is a leap year: this refuses only days no year has (April 31).
      ctx.addIssue({ code: 'custom', path: ['day'], message: occasionMessages.invalidDate });
    } else if (
      input.repeats === 'once' &&
      input.year &&
      input.month === 2 &&
      input.day === 29 &&
      !isLeapYear(input.year)
    ) {
      ctx.addIssue({ code: 'custom', path: ['day'], message: occasionMessages.invalidFeb29 });
    }
  })
  .transform((input) => ({
    ...input,
    // Only a named date keeps a name; a year is kept as given (a yearly one may note when it began).
    name: input.kind === 'other' ? (input.name ?? null) : null,
    year: input.year ?? null,
  }));
export type OccasionInput = z.input<typeof occasionInputSchema>;
export type OccasionFields = z.output<typeof occasionInputSchema>;

export const occasionSchema = z.object({
  id: z.string(),
  recipientId: z.string(),
  kind: z.enum(occasionKinds),
  name: z.string().nullable(),
  month: z.number().int(),
  day: z.number().int(),
  year: z.number().int().nullable(),
  repeats: z.enum(occasionRepeats),
  remindDaysBefore: z.number().int(),
  /** The next day it falls on (YYYY-MM-DD, UTC), or null for a one-time occasion already past. */
  nextDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Occasion = z.infer<typeof occasionSchema>;

export const occasionListSchema = z.object({ occasions: z.array(occasionSchema), limit: z.number().int() });
export type OccasionList = z.infer<typeof occasionListSchema>;

export const occasionResponseSchema = z.object({ occasion: occasionSchema });

/** Any text is taken as an id; one that is not a UUID is simply not found, like another customer's. */
export const occasionListParamsSchema = z.object({ id: singleLine().max(100) });
export const occasionParamsSchema = z.object({ id: singleLine().max(100), occasionId: singleLine().max(100) });

/**
 * GET /api/occasion-cards?token=: what a reminder's "Start a card" link stands for, so the
 * create flow can say whose occasion the card is for before the customer signs in.
 */
export const occasionCardSchema = z.object({
  recipientId: z.string(),
  occasionId: z.string(),
  recipientName: z.string(),
  kind: z.enum(occasionKinds),
  name: z.string().nullable(),
  /** The occurrence the reminder was about (YYYY-MM-DD). */
  date: z.string(),
});
export type OccasionCard = z.infer<typeof occasionCardSchema>;
export const occasionCardQuerySchema = z.object({ token: singleLine().max(400) });
