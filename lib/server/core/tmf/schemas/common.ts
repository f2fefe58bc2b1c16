/**
 * zod schemas of the TMF definitions shared by several APIs, written from the v4 specifications
 * (/work/shared/tmf) and narrowed by PROFILE.md: what the spec marks required is required, amounts are
 * integer IQD, and every resource carries its `@type`. Objects are not strict: TMF630 lets a BSS add
 * attributes, and we ignore the ones we do not use.
 */
import { z } from 'zod';

/** Integer IQD (design.md section 5): a fraction of a dinar is not an amount we can show or charge. */
export const iqd = z.number().int().safe();

/** TMF `Money` with our currency. */
export const money = z.object({ value: iqd, unit: z.literal('IQD') });

/** ISO 8601 with a zone (the spec's `date-time`), as a Date. */
export const dateTime = z.iso.datetime({ offset: true }).transform((s) => new Date(s));

/** A decimal id: our CoreBill, CoreSubscription and LedgerRow ids are numbers (PROFILE.md). */
export const decimalId = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .transform(Number);

/** Any `…Ref`: `id` is the one required attribute. */
export const ref = z.object({ id: z.string().min(1) });

/** TMF `RelatedParty` (622, 637, 654): `id` and `@referredType` are required by the spec. */
export const relatedParty = z.object({ id: z.string().min(1), role: z.string().optional(), '@referredType': z.string().min(1) });

/** TMF `Characteristic`: `name` and `value` required; `value` is the spec's `Any`. */
export const characteristic = z.object({ name: z.string().min(1), valueType: z.string().optional(), value: z.unknown() });

/** The spec's `Error`: `code` and `reason` required. */
export const tmfError = z.object({ code: z.string().min(1), reason: z.string(), message: z.string().optional(), status: z.string().optional() });
export type TmfError = z.infer<typeof tmfError>;

/** Value of a characteristic by name, or undefined. */
export function characteristicValue(list: Array<z.infer<typeof characteristic>> | undefined, name: string): unknown {
  return list?.find((c) => c.name === name)?.value;
}
