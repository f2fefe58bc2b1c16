/**
 * One identity document may hold at most MAX_LINES_PER_ID lines (spec: "The ID is already registered to
 * the maximum allowed number of lines"). The count belongs to the billing system; here it is a table.
 */
import { eq } from 'drizzle-orm';
import { getDb } from '../db';
import { idLineCounts } from '../db/schema';

export const MAX_LINES_PER_ID = 5;

export async function linesHeldById(idNumber: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ lines: idLineCounts.lines }).from(idLineCounts).where(eq(idLineCounts.idNumber, idNumber.trim()));
  return row?.lines ?? 0;
}

/** True when a new line (or SIM) may not be registered to this ID. */
export async function idAtLineLimit(idNumber: string): Promise<boolean> {
  return (await linesHeldById(idNumber)) >= MAX_LINES_PER_ID;
}
