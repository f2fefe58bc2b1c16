/**
 * What every API module of the BSS in a box works with, and the one rule all creates share
 * (PROFILE.md, idempotency): a reference is applied once. The money moves through `EmbeddedCore`, so
 * the ledger's locks and its unique reference stay the guard of the money; the resource row says what
 * a client finds by id and by reference (pending while the money may be moving, then the answer).
 */
import type { Database } from '../../db';
import type { EmbeddedCore } from '../embedded';
import { duplicate, invalid } from './errors';
import type { ApiName, Events } from './events';
import { listAnswer, type Answer, type BssRequest } from './router';
import type { Body, ResourceStore } from './store';

export interface BssContext {
  core: EmbeddedCore;
  database: () => Promise<Database>;
  store: ResourceStore;
  events: Events;
  transferDailyCap: number;
  /** The base path of each API (for `href`). */
  paths: Record<ApiName, string>;
}

/** The client's reference of a create: the resource's own field, else the `Idempotency-Key` header. */
export function referenceOf(request: BssRequest, field: unknown, name: string): string {
  const header = request.headers['idempotency-key'];
  const reference = typeof field === 'string' && field ? field : typeof header === 'string' && header ? header : undefined;
  if (!reference) throw invalid(`${name} (or the Idempotency-Key header) is required: our reference of the operation`);
  if (reference.length > 200) throw invalid(`${name} is too long`);
  return reference;
}

export interface CreateOnce {
  api: ApiName;
  kind: string;
  reference: string;
  /**
   * The resource while it is being applied, valid against the spec (TMF654 `status: created`, TMF622
   * `state: inProgress`, TMF676 `status: pending`): what a GET by reference finds meanwhile.
   */
  pending(id: string): Body;
  /** Applies the operation through the core; `applied: false` when the core had applied the reference before. */
  apply(id: string): Promise<{ applied: boolean; body: Body }>;
  /** The spec's event sent after a 201 (`TopupBalanceCreateEvent`…), and the resource's name in it. */
  event?: { type: string; resource: string };
}

/** A pending resource older than this was cut off (no request runs this long): a retry takes it over. */
export const STALE_PENDING_MS = 60_000;

/**
 * A create applied at most once per reference, and never "not found" while its money may be moving:
 * 1. the resource row is written first, pending (the unique reference picks one owner among parallel
 *    creates); a reference already done, or pending in another request: 409 `duplicate`, nothing done
 *    (a pending row older than STALE_PENDING_MS was cut off: this request takes it over);
 * 2. the owner applies it through the core (whose ledger reference is the guard of the money): refused
 *    (no credit, unknown line…) → the row is removed and the refusal answered, nothing moved;
 * 3. applied → the row is completed (once: `complete` is conditional), 201; the core says the reference
 *    was applied before (a cut-off attempt) → the row is completed from the replay, 409 `duplicate`.
 */
export async function createOnce(context: BssContext, input: CreateOnce): Promise<Answer> {
  const { store } = context;
  let id = store.newId();
  const owner = await store.insertOnce({ id, api: input.api, kind: input.kind, reference: input.reference, body: input.pending(id), pending: true, createdAt: new Date() });
  if (!owner) {
    const existing = await store.byReference(input.kind, input.reference);
    const cutOff = existing?.pending && existing.createdAt && Date.now() - existing.createdAt.getTime() > STALE_PENDING_MS;
    // Of two retries of a cut-off create, one takes it over.
    if (!cutOff || !(await store.takeOver(input.kind, existing.id, existing.createdAt!))) throw duplicate(input.reference);
    id = existing.id;
  }
  let outcome: { applied: boolean; body: Body };
  try {
    outcome = await input.apply(id);
  } catch (error) {
    await store.removePending(input.kind, id);
    throw error;
  }
  const completed = await store.complete(input.kind, id, outcome.body);
  if (!outcome.applied || !completed) throw duplicate(input.reference);
  if (input.event) context.events.publish(input.api, input.event.type, input.event.resource, outcome.body);
  return { status: 201, body: outcome.body, headers: { Location: String(outcome.body.href ?? '') } };
}

export const nowIso = () => new Date().toISOString();

/**
 * GET list of a created kind: narrowed in the database by the client's reference when the query filters
 * on it (the lookup of the lost-answer path), then TMF630-filtered and paged.
 */
export async function listCreated(context: BssContext, kind: string, request: BssRequest, referenceField: string, required: readonly string[]): Promise<Answer> {
  const reference = request.query.get(referenceField);
  const rows = reference !== null ? [await context.store.byReference(kind, reference)].filter((row) => row !== undefined) : await context.store.list(kind);
  return listAnswer(rows.map((row) => row.body), request.query, required);
}
