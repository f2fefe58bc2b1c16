/**
 * Creates that move money, with the lost-answer path of PROFILE.md ("The lost answer"). A create is
 * sent once with our reference (the resource's field and `Idempotency-Key`). When it was sent and no
 * valid answer came back (timeout, dropped connection, 5xx, a body that does not parse), it may have
 * been applied: before anyone is told anything we ask for the resource by our reference (one GET, same
 * time limit):
 * - found and completed → it happened (`applied`), exactly as if the create had answered;
 * - found failed → it did not happen: `CoreUnavailableError`, a retry is safe;
 * - not found, after the BSS answered (a 5xx, an invalid body): it is done with the request and did not
 *   apply it → `CoreUnavailableError`;
 * - not found, after no answer (a timeout, a dropped connection, a gateway's 502/504): the request may
 *   still be applied a moment later, so the empty list proves nothing → `CoreUnconfirmedError`;
 * - the GET fails too, or finds it still in progress → `CoreUnconfirmedError`: we do not know, and say so.
 * So the user never sees a failure for money that moved, nor a success for money that did not.
 *
 * A 409 `duplicate` ("this reference was applied before") is not taken at its word either
 * (`afterDuplicate`): the first resource is looked up by reference, and only a completed one is "done".
 */
import { z } from 'zod';
import { logger } from '../../logger';
import { CoreUnavailableError, CoreUnconfirmedError } from '../types';
import type { TmfCall, TmfClient } from './client';
import { describe, errorBody, issuesOf, parseAnswer, unavailable } from './read';

/** Where a resource is: done, refused (nothing moved), or still under way (unknown to us). */
export type Completion = 'completed' | 'failed' | 'pending';

export interface CreateSpec<S extends z.ZodType> {
  /** The OperatorCore method, named in `CoreUnconfirmedError`. */
  method: string;
  call: Omit<TmfCall, 'method' | 'idempotencyKey'> & { idempotencyKey: string };
  /** The resource the create answers (and the lookup lists). */
  schema: S;
  completion: (resource: z.infer<S>) => Completion;
  /** The list query that finds it by our reference (PROFILE.md, "Idempotency"). */
  lookup: Pick<TmfCall, 'api' | 'path' | 'query'>;
  /** Whether a listed resource carries our reference (a BSS that ignored the filter must not make us see another's resource). */
  matches: (resource: z.infer<S>) => boolean;
}

export type CreateResult<T> = { kind: 'applied'; resource: T } | { kind: 'refused'; status: number; code: string };

/** Lists the resources that carry our reference; throws when the list cannot be had (the caller decides what that means). */
export async function findByReference<S extends z.ZodType>(client: TmfClient, spec: Pick<CreateSpec<S>, 'schema' | 'lookup' | 'matches'>): Promise<Array<z.infer<S>>> {
  const call: TmfCall = { ...spec.lookup, method: 'GET' };
  const outcome = await client.send(call);
  if (outcome.kind !== 'answer' || outcome.status !== 200) throw unavailable(call, outcome, 'TMF lookup by reference failed');
  const parsed = z.array(spec.schema).safeParse(outcome.json);
  if (!parsed.success) {
    logger.error({ ...describe(call), issues: issuesOf(parsed.error) }, 'TMF answer refused: not valid against the specification');
    throw new CoreUnavailableError('error');
  }
  return parsed.data.filter(spec.matches);
}

/** The first completed one wins; a pending one means we cannot know yet. */
function settle<T>(resources: T[], completion: (r: T) => Completion): { state: Completion; resource?: T } {
  const done = resources.find((r) => completion(r) === 'completed');
  if (done) return { state: 'completed', resource: done };
  if (resources.some((r) => completion(r) === 'pending')) return { state: 'pending' };
  return { state: 'failed' };
}

/** How the answer was lost: `answered` when the BSS answered (a 5xx, an invalid body), so it is done with the request. */
interface Loss {
  reason: 'timeout' | 'error';
  answered: boolean;
  why: string;
}

async function afterLostAnswer<S extends z.ZodType>(client: TmfClient, spec: CreateSpec<S>, { reason, answered, why }: Loss): Promise<CreateResult<z.infer<S>>> {
  const where = { ...describe({ ...spec.call, method: 'POST' }), method: spec.method, why, answered };
  let found;
  try {
    found = await findByReference(client, spec);
  } catch (error) {
    logger.error({ ...where, err: error }, 'TMF create answer lost and the lookup by reference failed: outcome unknown');
    throw new CoreUnconfirmedError(spec.method, error);
  }
  const { state, resource } = settle(found, spec.completion);
  if (state === 'completed') {
    logger.warn(where, 'TMF create answer lost; the lookup found it applied');
    return { kind: 'applied', resource: resource as z.infer<S> };
  }
  if (state === 'pending') {
    logger.error(where, 'TMF create answer lost; the lookup found it still in progress: outcome unknown');
    throw new CoreUnconfirmedError(spec.method);
  }
  if (found.length === 0 && !answered) {
    // Sent, never answered: the BSS may be about to apply it. Only a retry with the same reference can tell.
    logger.error(where, 'TMF create answer lost and the lookup finds nothing yet: the request may still be applied, outcome unknown');
    throw new CoreUnconfirmedError(spec.method);
  }
  logger.warn({ ...where, found: found.length }, 'TMF create answer lost; the lookup shows it was not applied');
  throw new CoreUnavailableError(reason);
}

/**
 * A 409 `duplicate`: the BSS says our reference was applied before and nothing changed now. PROFILE.md
 * says to look the first resource up by reference rather than believe it:
 * - found completed → that resource (the caller answers `applied: false` with the state of now);
 * - found still in progress (another attempt is applying it, e.g. two callbacks of one payment at once)
 *   → looked up again at growing intervals within the create's time limit, as the embedded core would
 *   have waited for the other's lock; still in progress then → `CoreUnconfirmedError`;
 * - not found, or found failed → the BSS claims a duplicate of a reference it does not show applied:
 *   logged, `CoreUnavailableError` (nothing moved; a retry is safe), never "done".
 * A failing lookup is `CoreUnavailableError` too: this request moved nothing.
 */
export async function afterDuplicate<S extends z.ZodType>(client: TmfClient, spec: Pick<CreateSpec<S>, 'method' | 'call' | 'schema' | 'lookup' | 'matches' | 'completion'>): Promise<z.infer<S>> {
  const where = { ...describe({ ...spec.call, method: 'POST' }), method: spec.method };
  const deadline = Date.now() + client.config.timeoutMs;
  let found = await findByReference(client, spec);
  let { state, resource } = settle(found, spec.completion);
  for (let pause = 20; state === 'pending' && Date.now() + pause < deadline; pause = Math.min(pause * 2, 500)) {
    await new Promise((resolve) => setTimeout(resolve, pause));
    found = await findByReference(client, spec);
    ({ state, resource } = settle(found, spec.completion));
  }
  if (state === 'completed') return resource as z.infer<S>;
  if (state === 'pending') {
    logger.warn(where, 'TMF create answered duplicate; the first attempt is still in progress: outcome unknown');
    throw new CoreUnconfirmedError(spec.method);
  }
  logger.error({ ...where, found: found.length }, 'TMF create answered duplicate for a reference the BSS does not show applied: nothing moved');
  throw new CoreUnavailableError('error');
}

/** Sends the create and answers what happened (see the file comment); a 4xx with the spec's Error body is `refused` with its code. */
export async function create<S extends z.ZodType>(client: TmfClient, spec: CreateSpec<S>): Promise<CreateResult<z.infer<S>>> {
  const call: TmfCall = { ...spec.call, method: 'POST' };
  const outcome = await client.send(call);
  if (outcome.kind === 'failed') throw unavailable(call, outcome);
  if (outcome.kind === 'lost') return afterLostAnswer(client, spec, { reason: outcome.reason, answered: outcome.answered, why: `${outcome.reason}: ${outcome.detail}` });

  if (outcome.status === 200 || outcome.status === 201) {
    const resource = parseAnswer(spec.schema, outcome.json, call);
    if (resource === undefined) return afterLostAnswer(client, spec, { reason: 'error', answered: true, why: 'invalid answer' });
    const state = spec.completion(resource);
    if (state === 'completed') return { kind: 'applied', resource };
    if (state === 'failed') {
      logger.warn({ ...describe(call), method: spec.method }, 'TMF create answered as failed: nothing was applied');
      throw new CoreUnavailableError('error');
    }
    logger.error({ ...describe(call), method: spec.method }, 'TMF create answered still in progress: outcome unknown');
    throw new CoreUnconfirmedError(spec.method);
  }
  const error = errorBody(outcome.json);
  if (!error) {
    logger.error({ ...describe(call), status: outcome.status }, 'TMF answer refused: an error without the spec Error body');
    return afterLostAnswer(client, spec, { reason: 'error', answered: true, why: `HTTP ${outcome.status} without an Error body` });
  }
  if (outcome.status === 400) {
    // The BSS says our request breaks the spec: our bug, nothing applied (PROFILE.md "Errors").
    logger.error({ ...describe(call), code: error.code, reason: error.reason }, 'TMF create refused as invalid by the BSS');
    throw new CoreUnavailableError('error');
  }
  return { kind: 'refused', status: outcome.status, code: error.code };
}

/** A refusal the caller has no meaning for: logged, "cannot fetch now" (nothing was applied). */
export function unexpectedRefusal(method: string, refusal: { status: number; code: string }): CoreUnavailableError {
  logger.error({ method, ...refusal }, 'TMF create refused with an unexpected error');
  return new CoreUnavailableError('error');
}
