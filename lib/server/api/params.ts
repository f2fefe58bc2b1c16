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
