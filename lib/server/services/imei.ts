/** The IMEI 4G check (issue 13): the phone model behind an IMEI's TAC, and the device table editors keep. */
import { asc, eq } from 'drizzle-orm';
import { tacOf } from '@/lib/imei';
import { getDb } from '../db';
import { devices } from '../db/schema';

export interface ImeiCheckResult {
  imei: string;
  device: { brand: string; model: string } | null;
  supports4g: boolean;
  supportsVolte: boolean;
  bands: string[];
}

/**
 * What we know of the phone with this (already validated) IMEI. An unknown TAC answers device null and
 * false flags: we say "not in our list" rather than guess from the brand.
 */
export async function checkImei(imei: string): Promise<ImeiCheckResult> {
  const db = await getDb();
  const [row] = await db.select().from(devices).where(eq(devices.tac, tacOf(imei)));
  if (!row) return { imei, device: null, supports4g: false, supportsVolte: false, bands: [] };
  return { imei, device: { brand: row.brand, model: row.model }, supports4g: row.supports4g, supportsVolte: row.supportsVolte, bands: row.bands };
}

export interface DeviceRow {
  tac: string;
  brand: string;
  model: string;
  supports4g: boolean;
  supportsVolte: boolean;
  bands: string[];
}

export async function listDevices(): Promise<DeviceRow[]> {
  const db = await getDb();
  const rows = await db.select().from(devices).orderBy(asc(devices.brand), asc(devices.model), asc(devices.tac));
  return rows.map(({ updatedAt: _updatedAt, ...row }) => row);
}

/** Adds a TAC or replaces what is stored for it (the editor's form). */
export async function saveDevice(device: DeviceRow): Promise<DeviceRow> {
  const db = await getDb();
  const values = { ...device, supportsVolte: device.supports4g && device.supportsVolte, updatedAt: new Date() };
  await db.insert(devices).values(values).onConflictDoUpdate({ target: devices.tac, set: values });
  return { ...device, supportsVolte: values.supportsVolte };
}

/** Removes a TAC; false when there was none. */
export async function deleteDevice(tac: string): Promise<boolean> {
  const db = await getDb();
  const removed = await db.delete(devices).where(eq(devices.tac, tac)).returning({ tac: devices.tac });
  return removed.length > 0;
}
