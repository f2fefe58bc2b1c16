/**
 * The resources the BSS in a box created, in `bss_resources` (migration 0025): found again by id and
 * by the client's reference. The unique (kind, reference) index decides, under parallel requests on
 * PostgreSQL, which of two creates with one reference is the first: `insertOnce` writes at most one
 * row, and `complete` turns a pending row done at most once.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { bssResources } from '../../db/schema';

export type Body = Record<string, unknown>;

export interface StoredResource {
  id: string;
  api: string;
  kind: string;
  reference: string;
  body: Body;
  /** Being applied (or cut off while it was): see `createOnce` in ./context.ts. */
  pending?: boolean;
  createdAt?: Date;
}

export class ResourceStore {
  constructor(private readonly database: () => Promise<Database>) {}

  newId(): string {
    return randomUUID();
  }

  async byReference(kind: string, reference: string): Promise<StoredResource | undefined> {
    const db = await this.database();
    const [row] = await db.select().from(bssResources).where(and(eq(bssResources.kind, kind), eq(bssResources.reference, reference)));
    return row;
  }

  async byId(kind: string, id: string): Promise<StoredResource | undefined> {
    const db = await this.database();
    const [row] = await db.select().from(bssResources).where(and(eq(bssResources.kind, kind), eq(bssResources.id, id)));
    return row;
  }

  async list(kind: string, api?: string): Promise<StoredResource[]> {
    const db = await this.database();
    const where = api ? and(eq(bssResources.kind, kind), eq(bssResources.api, api)) : eq(bssResources.kind, kind);
    return db.select().from(bssResources).where(where).orderBy(asc(bssResources.createdAt), asc(bssResources.id));
  }

  /** Writes the resource unless one with its reference exists: true when this call wrote it. */
  async insertOnce(resource: StoredResource): Promise<boolean> {
    const db = await this.database();
    const written = await db.insert(bssResources).values(resource).onConflictDoNothing().returning({ id: bssResources.id });
    return written.length > 0;
  }

  /** A pending resource becomes done with its final body: true when this call did it (of two, one does). */
  async complete(kind: string, id: string, body: Body): Promise<boolean> {
    const db = await this.database();
    const done = await db
      .update(bssResources)
      .set({ body, pending: false })
      .where(and(eq(bssResources.kind, kind), eq(bssResources.id, id), eq(bssResources.pending, true)))
      .returning({ id: bssResources.id });
    return done.length > 0;
  }

  /** Claims a cut-off pending resource (its `createdAt` as read): true for one claimant only. */
  async takeOver(kind: string, id: string, createdAt: Date): Promise<boolean> {
    const db = await this.database();
    const claimed = await db
      .update(bssResources)
      .set({ createdAt: new Date() })
      .where(and(eq(bssResources.kind, kind), eq(bssResources.id, id), eq(bssResources.pending, true), eq(bssResources.createdAt, createdAt)))
      .returning({ id: bssResources.id });
    return claimed.length > 0;
  }

  /** Forgets a pending resource whose operation was refused (nothing was applied). */
  async removePending(kind: string, id: string): Promise<void> {
    const db = await this.database();
    await db.delete(bssResources).where(and(eq(bssResources.kind, kind), eq(bssResources.id, id), eq(bssResources.pending, true)));
  }

  /** Writes the resource, or replaces the body of the one with its reference (an e-voucher re-issue); its id. */
  async upsert(resource: StoredResource): Promise<string> {
    const db = await this.database();
    const [row] = await db
      .insert(bssResources)
      .values(resource)
      .onConflictDoUpdate({ target: [bssResources.kind, bssResources.reference], set: { body: resource.body, pending: false } })
      .returning({ id: bssResources.id });
    return row.id;
  }

  async update(kind: string, id: string, body: Body): Promise<void> {
    const db = await this.database();
    await db.update(bssResources).set({ body }).where(and(eq(bssResources.kind, kind), eq(bssResources.id, id)));
  }

  async remove(kind: string, id: string): Promise<boolean> {
    const db = await this.database();
    const removed = await db.delete(bssResources).where(and(eq(bssResources.kind, kind), eq(bssResources.id, id))).returning({ id: bssResources.id });
    return removed.length > 0;
  }
}
