/**
 * Faults of the BSS in a box, switched at run time (`setFaults`, or `POST /bss/faults` when the script
 * runs it) or by environment for `npm run bss`, like the embedded core's (../faults.ts), but on the
 * wire, so the adapter meets them as it would meet a real BSS:
 * - `latencyMs`: every matching request waits first (slow);
 * - `status`: answered at once with that status and an Error body, before anything is done (nothing
 *   applied: 500/503 a failing BSS, 401 a token it no longer accepts, 404, 409);
 * - `loseAnswer`: the request is handled (a create is applied), then no answer ever comes: the socket
 *   is held until the client gives up;
 * - `invalidBody`: handled (applied), then answered with a body that breaks the spec.
 * `paths` limits them to requests whose path contains one of the strings, `methods` to some methods;
 * the token endpoint is affected only when `paths` names it (`/oauth/token`).
 */
import { invalid } from './errors';

export interface BssFaults {
  latencyMs?: number;
  status?: 401 | 404 | 409 | 500 | 503;
  loseAnswer?: boolean;
  invalidBody?: boolean;
  /** Only requests whose path contains one of these (e.g. `/topupBalance`); all when absent. */
  paths?: string[];
  /** Only these methods (e.g. `POST`); all when absent. */
  methods?: string[];
}

const STATUSES = [401, 404, 409, 500, 503] as const;

export const TOKEN_PATH = '/oauth/token';

export function faultApplies(faults: BssFaults | undefined, method: string, path: string): faults is BssFaults {
  if (!faults) return false;
  if (faults.methods?.length && !faults.methods.map((m) => m.toUpperCase()).includes(method)) return false;
  // The token endpoint only when named: a fault of the APIs must still let the client in to meet it.
  if (path === TOKEN_PATH) return Boolean(faults.paths?.some((part) => TOKEN_PATH.includes(part)));
  return !faults.paths?.length || faults.paths.some((part) => path.includes(part));
}

/** The faults of a `POST /bss/faults` body (`{}` clears them). */
export function parseFaults(body: unknown): BssFaults | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw invalid('faults must be a JSON object');
  const input = body as Record<string, unknown>;
  const faults: BssFaults = {};
  if (input.latencyMs !== undefined) {
    if (!Number.isInteger(input.latencyMs) || (input.latencyMs as number) < 0) throw invalid('latencyMs must be a whole number');
    faults.latencyMs = input.latencyMs as number;
  }
  if (input.status !== undefined) {
    if (!STATUSES.includes(input.status as (typeof STATUSES)[number])) throw invalid(`status must be one of ${STATUSES.join(', ')}`);
    faults.status = input.status as BssFaults['status'];
  }
  for (const flag of ['loseAnswer', 'invalidBody'] as const) {
    if (input[flag] !== undefined) {
      if (typeof input[flag] !== 'boolean') throw invalid(`${flag} must be true or false`);
      faults[flag] = input[flag] as boolean;
    }
  }
  for (const list of ['paths', 'methods'] as const) {
    if (input[list] !== undefined) {
      if (!Array.isArray(input[list]) || !(input[list] as unknown[]).every((item) => typeof item === 'string')) throw invalid(`${list} must be a list of strings`);
      faults[list] = input[list] as string[];
    }
  }
  return Object.keys(faults).length ? faults : undefined;
}

/** `npm run bss`: BSS_FAULT_LATENCY_MS, BSS_FAULT_STATUS, BSS_FAULT_LOSE_ANSWER, BSS_FAULT_INVALID_BODY, BSS_FAULT_PATHS. */
export function faultsFromEnv(env: NodeJS.ProcessEnv): BssFaults | undefined {
  const flag = (value: string | undefined) => (value === undefined ? undefined : ['1', 'true', 'yes'].includes(value.toLowerCase()));
  return parseFaults({
    latencyMs: env.BSS_FAULT_LATENCY_MS ? Number(env.BSS_FAULT_LATENCY_MS) : undefined,
    status: env.BSS_FAULT_STATUS ? Number(env.BSS_FAULT_STATUS) : undefined,
    loseAnswer: flag(env.BSS_FAULT_LOSE_ANSWER),
    invalidBody: flag(env.BSS_FAULT_INVALID_BODY),
    paths: env.BSS_FAULT_PATHS ? env.BSS_FAULT_PATHS.split(',').map((p) => p.trim()).filter(Boolean) : undefined,
  });
}

/**
 * A body that breaks the spec whatever the resource: `id` is a string in every TMF definition (a
 * number here), and the required `status`/`state` is gone.
 */
export function breakBody(body: unknown): unknown {
  if (Array.isArray(body)) return body.length ? body.map(breakBody) : [{ id: 0 }];
  if (body === null || typeof body !== 'object') return { id: 0 };
  const { status: _status, state: _state, ...rest } = body as Record<string, unknown>;
  return { ...rest, id: 12345, code: 7 };
}
