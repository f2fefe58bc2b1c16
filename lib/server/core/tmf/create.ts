/**
 * Creates that move money, with the lost-answer path of PROFILE.md ("The lost answer"). A create is
 * sent once with our reference (the resource's field and `Idempotency-Key`). When it was sent and no
 * valid answer came back (timeout, 5xx, a body that does not parse), it may have been applied: before
 * anyone is told anything we ask for the resource by our reference (one GET, same time limit):
 * - found and completed → it happened (`applied`), exactly as if the create had answered;
 * - not found, or found failed → it did not happen: `CoreUnavailableError`, a retry is safe;
 * - the GET fails too, or finds it still in progress → `CoreUnconfirmedError`: we do not know, and say so.
 * So the user never sees a failure for money that moved, nor a success for money that did not.
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

async function afterLostAnswer<S extends z.ZodType>(client: TmfClient, spec: CreateSpec<S>, reason: 'timeout' | 'error', why: string): Promise<CreateResult<z.infer<S>>> {
  const where = { ...describe({ ...spec.call, method: 'POST' }), method: spec.method, why };
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
  logger.warn({ ...where, found: found.length }, 'TMF create answer lost; the lookup shows it was not applied');
  throw new CoreUnavailableError(reason);
}

/** Sends the create and answers what happened (see the file comment); a 4xx with the spec's Error body is `refused` with its code. */
export async function create<S extends z.ZodType>(client: TmfClient, spec: CreateSpec<S>): Promise<CreateResult<z.infer<S>>> {
  const call: TmfCall = { ...spec.call, method: 'POST' };
  const outcome = await client.send(call);
  if (outcome.kind === 'failed') throw unavailable(call, outcome);
  if (outcome.kind === 'lost') return afterLostAnswer(client, spec, outcome.reason, `${outcome.reason}: ${outcome.detail}`);

  if (outcome.status === 200 || outcome.status === 201) {
    const resource = parseAnswer(spec.schema, outcome.json, call);
    if (resource === undefined) return afterLostAnswer(client, spec, 'error', 'invalid answer');
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
    return afterLostAnswer(client, spec, 'error', `HTTP ${outcome.status} without an Error body`);
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
