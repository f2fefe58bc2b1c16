/**
 * Reads: an answer is used only when it is valid against its schema. Anything else (timeout, 5xx, a
 * body that does not parse, an error we do not expect) is logged with its reason and becomes
 * `CoreUnavailableError` ("cannot fetch information now"): a wrong balance is never shown, and a read
 * never ends in a 500.
 */
import type { z } from 'zod';
import { logger } from '../../logger';
import { CoreUnavailableError } from '../types';
import type { TmfCall, TmfClient, TmfOutcome } from './client';
import { tmfError, type TmfError } from './schemas/common';

/** A 404 `notFound` (PROFILE.md "Errors": no such line, bill, resource). */
export const NOT_FOUND = Symbol('notFound');

/** Where a call went, for the log (never its token). */
export function describe(call: TmfCall): Record<string, unknown> {
  return { api: call.api, method: call.method, path: call.path, reference: call.idempotencyKey };
}

/** zod's reasons, short enough for one log line. */
export function issuesOf(error: z.ZodError): string[] {
  return error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`);
}

/** The spec's Error body of a non-2xx answer, or undefined when it is not one. */
export function errorBody(json: unknown): TmfError | undefined {
  const parsed = tmfError.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** Parses a 2xx body, logging why it is refused. */
export function parseAnswer<S extends z.ZodType>(schema: S, json: unknown, call: TmfCall): z.infer<S> | undefined {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  logger.error({ ...describe(call), issues: issuesOf(parsed.error) }, 'TMF answer refused: not valid against the specification');
  return undefined;
}

/** The read failed: logged, and the user is told "cannot fetch now". */
export function unavailable(call: TmfCall, outcome: TmfOutcome, note?: string): CoreUnavailableError {
  if (outcome.kind === 'answer') {
    const error = errorBody(outcome.json);
    logger.error({ ...describe(call), status: outcome.status, code: error?.code, reason: error?.reason }, note ?? 'TMF call refused by the BSS');
    return new CoreUnavailableError('error');
  }
  logger.warn({ ...describe(call), outcome: outcome.kind, reason: outcome.reason, detail: outcome.detail }, note ?? 'TMF call failed');
  return new CoreUnavailableError(outcome.reason);
}

/** GET one resource or list: its parsed answer, or NOT_FOUND on a 404 `notFound`; throws CoreUnavailableError otherwise. */
export async function read<S extends z.ZodType>(client: TmfClient, call: Omit<TmfCall, 'method'>, schema: S): Promise<z.infer<S> | typeof NOT_FOUND> {
  const full: TmfCall = { ...call, method: 'GET' };
  const outcome = await client.send(full);
  if (outcome.kind === 'answer' && outcome.status === 200) {
    const data = parseAnswer(schema, outcome.json, full);
    if (data === undefined) throw new CoreUnavailableError('error');
    return data;
  }
  // A 404 counts only with the spec's Error body: a proxy's 404 page (a wrong base path) is a fault, not "no such line".
  if (outcome.kind === 'answer' && outcome.status === 404 && errorBody(outcome.json)) return NOT_FOUND;
  throw unavailable(full, outcome);
}
