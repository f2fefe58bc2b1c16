/** zod pieces for query parameters shared by the content routes. */
import { z } from 'zod';
import { normalizeUri } from '@/lib/content';

export const uriParam = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(300, { error: 'validation.tooLong?max=300' })
    .transform(normalizeUri);

/** A non-negative integer given as text ("0", "12"); anything else is a 400. */
export const versionParam = () =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: 'validation.wholeNumber' })
    .transform(Number)
    .default(0);

export const idParam = () =>
  z
    .string({ error: 'validation.required' })
    .regex(/^\d{1,9}$/, { error: 'validation.wholeNumber' })
    .transform(Number);

export const optionalIdParam = () => idParam().optional();

/** "1,2,3" → [1, 2, 3] (at most 50). */
export const idListParam = () =>
  z
    .string({ error: 'validation.required' })
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, { error: 'validation.invalid' })
    .transform((v) => v.split(',').map(Number));

/**
 * A moment an editor sets (round dates, game window, scheduled publish): ISO 8601 with its offset,
 * between 2000 and 2100. JavaScript accepts year 0 and far-off years that PostgreSQL refuses (no
 * year 0) or that mean a typo, so the range is checked here and answered as a field error.
 */
export const instantParam = () =>
  z.iso
    .datetime({ offset: true, error: 'validation.invalid' })
    .transform((value) => new Date(value))
    .refine((at) => at.getTime() >= Date.UTC(2000, 0, 1) && at.getTime() < Date.UTC(2101, 0, 1), { error: 'validation.invalid' });
