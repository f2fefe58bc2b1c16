/**
 * Routing of the BSS in a box: each API is a list of routes under its base path; a request is matched
 * by method and path pattern (`/topupBalance/:id`). Lists follow TMF630: attribute filters
 * (`?externalId=…`, `?logicalResource.id=…`, dotted paths, `a,b` for either), `fields`, `offset`,
 * `limit`, and the `X-Total-Count` / `X-Result-Count` headers.
 */
import { BssError, invalid } from './errors';

export interface BssRequest {
  method: string;
  /** The path under the API's base path (`/topupBalance/abc`). */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: BssRequest) => Promise<Answer>;

export interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  pattern: string;
  handler: Handler;
}

/** Matches `/a/:id` against `/a/42`; the params, or undefined. */
export function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(got[index]);
    else if (part !== got[index]) return undefined;
  }
  return params;
}

export function findRoute(routes: Route[], method: string, path: string): { route: Route; params: Record<string, string> } | 'method' | undefined {
  let pathKnown = false;
  for (const route of routes) {
    const params = matchPath(route.pattern, path);
    if (!params) continue;
    if (route.method === method) return { route, params };
    pathKnown = true;
  }
  return pathKnown ? 'method' : undefined;
}

const PAGING = new Set(['fields', 'offset', 'limit']);

/** The values at a dotted path; arrays on the way are searched element by element. */
function valuesAt(value: unknown, path: string[]): unknown[] {
  if (path.length === 0) return Array.isArray(value) ? value : [value];
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, path));
  if (value === null || typeof value !== 'object') return [];
  return valuesAt((value as Record<string, unknown>)[path[0]], path.slice(1));
}

/** TMF630 attribute filtering: every filter must hold; `a,b` accepts either value. */
export function matchesFilters(item: unknown, query: URLSearchParams): boolean {
  for (const [name, wanted] of query) {
    if (PAGING.has(name)) continue;
    const found = valuesAt(item, name.split('.')).map((value) => String(value));
    const accepted = found.includes(wanted) ? [wanted] : wanted.split(',');
    if (!found.some((value) => accepted.includes(value))) return false;
  }
  return true;
}

function wholeNumber(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw)) throw invalid(`${name} must be a whole number`);
  return Number(raw);
}

export function paging(query: URLSearchParams): { offset: number; limit: number | undefined } {
  return { offset: wholeNumber(query, 'offset') ?? 0, limit: wholeNumber(query, 'limit') };
}

/**
 * TMF630 attribute selection: only the named attributes, plus the ones the spec requires of the
 * resource (so a partial representation still validates) and `id`, `href`, `@type`.
 */
export function selectFields(item: Record<string, unknown>, query: URLSearchParams, required: readonly string[] = []): Record<string, unknown> {
  const fields = query.get('fields');
  if (!fields) return item;
  const keep = new Set([...fields.split(',').map((field) => field.trim().split('.')[0]), 'id', 'href', '@type', ...required]);
  return Object.fromEntries(Object.entries(item).filter(([name]) => keep.has(name)));
}

/** A list answer: filtered, paged, with the counts in headers. */
export function listAnswer(items: Array<Record<string, unknown>>, query: URLSearchParams, required: readonly string[] = []): Answer {
  const matching = items.filter((item) => matchesFilters(item, query));
  const { offset, limit } = paging(query);
  const page = matching.slice(offset, limit === undefined ? undefined : offset + limit);
  return {
    status: 200,
    body: page.map((item) => selectFields(item, query, required)),
    headers: { 'X-Total-Count': String(matching.length), 'X-Result-Count': String(page.length) },
  };
}

export function oneAnswer(item: Record<string, unknown> | undefined, query: URLSearchParams, what: string, required: readonly string[] = []): Answer {
  if (!item) throw new BssError(404, 'notFound', `${what} not found`);
  return { status: 200, body: selectFields(item, query, required) };
}
