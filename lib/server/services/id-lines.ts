/**
 * One identity document may hold at most MAX_LINES_PER_ID lines (spec: "The ID is already registered to
 * the maximum allowed number of lines"). The count belongs to the billing system; here it is a table.
 */
import { eq } from 'drizzle-orm';
import { normalizeIdNumber } from '@/lib/validation/rules';
import { getDb } from '../db';
import { idLineCounts } from '../db/schema';

export const MAX_LINES_PER_ID = 5;

/** Lines registered to the ID, however its number was written (`ab-5236549` is `AB5236549`). */
export async function linesHeldById(idNumber: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ lines: idLineCounts.lines }).from(idLineCounts).where(eq(idLineCounts.idNumber, normalizeIdNumber(idNumber)));
  return row?.lines ?? 0;
}

/** True when `adding` more lines (or SIMs: every SIM of an order is one) may not be registered to this ID. */
export async function idAtLineLimit(idNumber: string, adding = 1): Promise<boolean> {
  return (await linesHeldById(idNumber)) + adding > MAX_LINES_PER_ID;
}
