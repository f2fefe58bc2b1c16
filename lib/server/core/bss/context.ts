/**
 * What every API module of the BSS in a box works with, and the one rule all creates share
 * (PROFILE.md, idempotency): a reference is applied once. The money moves through `EmbeddedCore`, so
 * the ledger's locks and its unique reference stay the only guard of the money; the resource row only
 * records the answer (found again by id and by reference).
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
  /** Applies the operation through the core; `applied: false` when the core had applied the reference before. */
  apply(id: string): Promise<{ applied: boolean; body: Body }>;
  /** The spec's event sent after a 201 (`TopupBalanceCreateEvent`…), and the resource's name in it. */
  event?: { type: string; resource: string };
}

/**
 * A create applied at most once per reference:
 * - a reference with a resource already: 409 `duplicate`, nothing done;
 * - the core says the reference was applied (a parallel create won, or a crash came between the ledger
 *   and the resource row): the row is written if missing, then 409 `duplicate`;
 * - applied now: the row is written; of two parallel creates that both got this far (a bill payment,
 *   idempotent in the core by payment id), the one whose row was written answers 201, the other 409.
 */
export async function createOnce(context: BssContext, input: CreateOnce): Promise<Answer> {
  if (await context.store.byReference(input.kind, input.reference)) throw duplicate(input.reference);
  const id = context.store.newId();
  const { applied, body } = await input.apply(id);
  const written = await context.store.insertOnce({ id, api: input.api, kind: input.kind, reference: input.reference, body });
  if (!applied || !written) throw duplicate(input.reference);
  if (input.event) context.events.publish(input.api, input.event.type, input.event.resource, body);
  return { status: 201, body, headers: { Location: String(body.href ?? '') } };
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
