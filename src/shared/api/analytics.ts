import { z } from 'zod';
import { singleLine } from './text.js';

export const pageViewLimits = { maxLength: 2048 } as const;

/**
 * A page view as the browser reports it. Only the pathname is kept: query strings carry
 * tokens on some pages (/reset-password?token=...), and analytics must never hold them.
 */
export const pageViewRequestSchema = z.object({
  path: singleLine()
    .min(1)
    .max(pageViewLimits.maxLength)
    .refine((value) => value.startsWith('/') && !value.startsWith('//'), {
      message: 'must be a site path starting with a single "/"',
    }),
  referrer: singleLine().max(pageViewLimits.maxLength).nullish(),
});
export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;

export const pageViewRecordSchema = z.object({
  path: z.string(),
  referrer: z.string().nullable(),
  createdAt: z.string(),
});
export type PageViewRecord = z.infer<typeof pageViewRecordSchema>;
