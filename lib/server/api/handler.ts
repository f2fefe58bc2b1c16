/**
 * The one wrapper every route under pages/api goes through (design.md section 5):
 * method check, lang, JSON body read with a size limit, zod validation of query and body, the
 * envelope `{ data, success, message }`, rate limits, Idempotency-Key, and no 500 with a stack.
 *
 * Every route file also exports `config = { api: { bodyParser: false } }` so that malformed JSON
 * reaches this wrapper (and gets a 400 envelope) instead of Next's plain-text answer.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import type { Logger } from 'pino';
import type { ZodType } from 'zod';
import { defaultLocale, isLocale, type Locale } from '@/lib/locales';
import { messageRef, translateRef } from '@/lib/validation/messages';
import { fieldErrors } from '@/lib/validation/zod-errors';

export { fieldErrors };
import { rememberServerPort } from '../server-port';
import { serverTranslator, type ServerTranslator } from '../i18n';
import { logger } from '../logger';
import { observeRequest } from '../observability/metrics';
import { currentRequestContext, runWithRequestContext } from '../observability/request-context';
import { traceApiRoute } from '../observability/tracing';
import { clientIp } from './client-ip';
import { ApiError } from './errors';
import { idempotencyCaller, runIdempotent } from './idempotency';
import { findInputProblem } from './input-guard';
import { consumeRateLimit, type RateLimitRule } from './rate-limit';

export { clientIp };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiContext<Q, B> {
  req: NextApiRequest;
  res: NextApiResponse;
  query: Q;
  body: B;
  lang: Locale;
  t: ServerTranslator;
  deviceId: string | null;
  ip: string;
  requestId: string;
  log: Logger;
}

export interface ApiResult {
  status?: number;
  data?: unknown;
  /** A message key or reference; translated into the request's language. */
  message?: string;
  /** Extra top-level fields of the envelope (spec section 7). */
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
  /**
   * Answer these bytes instead of the envelope (a stored upload: a partner's logo, an application's
   * PDF). Always sent with nosniff and a sandboxing CSP; errors still answer the envelope.
   */
  file?: FileAnswer;
}

export interface FileAnswer {
  body: Buffer;
  contentType: string;
  /** `inline` (images) or `attachment` (documents), with this file name. */
  disposition: 'inline' | 'attachment';
  fileName: string;
  cacheControl?: string;
}

export interface Endpoint<Q = unknown, B = unknown> {
  query?: ZodType<Q>;
  body?: ZodType<B>;
  rateLimit?: RateLimitRule<Q, B>[];
  /**
   * Accept an Idempotency-Key header (operations that move money or send a code). A function decides
   * per request from the validated body (e.g. a login that sends a code, but not one that answers a
   * session token, which must never be stored in the replay table).
   */
  idempotent?: boolean | ((body: B) => boolean);
  /** Largest accepted body in bytes (default 1 MB). */
  maxBodyBytes?: number;
  /** The handler reads the body itself (uploads: see ./multipart.ts); `body` is undefined. */
  rawBody?: boolean;
  handler(ctx: ApiContext<Q, B>): Promise<ApiResult | void>;
}

/** Typed endpoint definition: `endpoint({ query: z.object(...), handler({ query }) {...} })`. */
export function endpoint<Q = Record<string, never>, B = undefined>(definition: Endpoint<Q, B>): Endpoint<Q, B> {
  return definition;
}

export interface Envelope {
  data: unknown;
  success: boolean;
  message: string;
  [extra: string]: unknown;
}

interface Answer {
  status: number;
  body: Envelope;
  headers?: Record<string, string>;
  file?: FileAnswer;
}

const DEFAULT_MAX_BODY = 1024 * 1024;

export type Endpoints = Partial<Record<HttpMethod, Endpoint<any, any>>>;

/** A route handler, with its endpoint definitions readable (the API fuzz test generates input from their schemas). */
export type ApiRouteHandler = ((req: NextApiRequest, res: NextApiResponse) => Promise<void>) & { readonly endpoints: Endpoints };

/**
 * The JSON of data objects already sent in a public answer, by identity. A public answer is the same
 * for everyone (the content API's live page, from the content cache); the cache hands out the same
 * object until a publish replaces it, so its JSON and ETag are made once per version, not per request.
 * Only public answers: a private answer's object may be built per caller.
 */
const sharedJson = new WeakMap<object, { rest: string; json: string; etag: string }>();

function serialize(res: NextApiResponse, body: Envelope): { json: string; etag: string } {
  const { data, ...fields } = body;
  const shared = /(^|,)\s*public\b/.test(String(res.getHeader('Cache-Control') ?? '')) && data !== null && typeof data === 'object';
  if (!shared) return withEtag(JSON.stringify(body));
  // The same text JSON.stringify(body) gives: `data` is the envelope's first key.
  const rest = JSON.stringify(fields);
  const memo = sharedJson.get(data);
  if (memo?.rest === rest) return memo;
  const fresh = { rest, ...withEtag(`{"data":${JSON.stringify(data)}${rest === '{}' ? '}' : `,${rest.slice(1)}`}`) };
  sharedJson.set(data, fresh);
  return fresh;
}

function withEtag(json: string): { json: string; etag: string } {
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

/**
 * A successful read with its ETag (a native SHA-1 of the body), and 304 with no body when the client
 * already holds it (If-None-Match), so nginx, a CDN or the browser revalidate a cached answer without
 * receiving it again. Written with `res.end`: Next's `res.send` hashes every body again in JavaScript
 * for an ETag of its own, whatever `generateEtags` says, and replaces ours (the largest cost of the
 * content API under load).
 */
function sendWithEtag(req: NextApiRequest, res: NextApiResponse, body: Envelope): void {
  const { json, etag } = serialize(res, body);
  res.setHeader('ETag', etag);
  const held = req.headers['if-none-match'];
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.statusCode = 200;
  res.end(json);
}

export function apiRoute(endpoints: Endpoints): ApiRouteHandler {
  return Object.assign(traceApiRoute(handle), { endpoints });

  async function handle(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    // The production server already counts each request and gives it an id (../observability/serving.ts);
    // served otherwise (`next dev`, a test calling the handler), the route does both itself.
    const served = currentRequestContext();
    if (served?.observed) return respond(req, res, served.requestId);
    const requestId = randomUUID();
    observeRequest(req, res);
    // Every line logged while this request is served carries its id, whichever module logs it (../logger.ts).
    return runWithRequestContext({ requestId }, () => respond(req, res, requestId));
  }

  async function respond(req: NextApiRequest, res: NextApiResponse, requestId: string): Promise<void> {
    rememberServerPort(req.socket?.localPort);
    // Made on first use: most requests log nothing, and a child logger per request showed in the profile.
    // The request id comes with every line from the request's context.
    let requestLog: Logger | undefined;
    const log = () => (requestLog ??= logger.child({ method: req.method, path: req.url?.split('?')[0] }));
    res.setHeader('X-Request-Id', requestId);
    res.setHeader('Cache-Control', 'no-store');

    const rawLang = firstValue(req.query.lang);
    const lang: Locale = isLocale(rawLang) ? rawLang : defaultLocale;
    const t = serverTranslator(lang);

    const send = (answer: Answer) => {
      // A handler that answered itself (an event stream, ./sse.ts) has nothing left to send; an error
      // after its headers went out cannot become an envelope either.
      if (res.headersSent) {
        if (!res.writableEnded) res.end();
        return;
      }
      for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
      if (answer.file) return sendFile(res, answer.status, answer.file);
      if (answer.status === 200 && (req.method === 'GET' || req.method === 'HEAD')) return sendWithEtag(req, res, answer.body);
      res.status(answer.status).json(answer.body);
    };

    try {
      const method = (req.method ?? 'GET').toUpperCase() as HttpMethod;
      const definition = endpoints[method] ?? (method === ('HEAD' as HttpMethod) ? endpoints.GET : undefined);
      if (!definition) {
        const allowed = Object.keys(endpoints).join(', ');
        throw new ApiError(405, 'errors.methodNotAllowed', { values: { method }, headers: { Allow: allowed } });
      }
      if (rawLang !== undefined && !isLocale(rawLang)) {
        throw new ApiError(400, 'errors.unknownLang', { errors: { lang: 'errors.unknownLang' } });
      }

      // A read has no body (HTTP gives a GET body no meaning): it is not read, let alone parsed.
      const reads = method === 'GET' || method === ('HEAD' as HttpMethod);
      const rawBody = definition.rawBody || reads ? undefined : await readJsonBody(req, definition.maxBodyBytes ?? DEFAULT_MAX_BODY);
      refuseUnstorableInput(req.query, rawBody);
      const query = parseWith(definition.query, req.query);
      const body = definition.body && !definition.rawBody ? parseWith(definition.body, rawBody ?? {}) : rawBody;

      const deviceId = cleanHeader(req.headers['deviceid']);
      const ip = clientIp(req);
      const ctx: ApiContext<unknown, unknown> = {
        req,
        res,
        query,
        body,
        lang,
        t,
        deviceId,
        ip,
        requestId,
        get log() {
          return log();
        },
      };

      for (const rule of definition.rateLimit ?? []) await consumeRateLimit(rule, ctx);

      const run = async (): Promise<Answer> => toAnswer(await runHandler(definition, ctx), t);
      const idempotencyKey = cleanHeader(req.headers['idempotency-key']);
      const idempotent = typeof definition.idempotent === 'function' ? definition.idempotent(body) : definition.idempotent;
      // The replay table is keyed by route and caller (design.md section 7): the caller is resolved from
      // the request's own sessions before anything is replayed, and a call whose session is not valid
      // (null) runs without the table, so it can neither replay nor record an answer.
      const caller = idempotent && idempotencyKey ? await idempotencyCaller(req, ip) : null;
      const answer =
        caller && idempotencyKey
          ? await runIdempotent(
              {
                key: idempotencyKey,
                scope: `${method} ${req.url?.split('?')[0]} ${caller}`,
                fingerprint: JSON.stringify([req.url, rawBody ?? null]),
              },
              run,
            )
          : await run();
      send(answer);
    } catch (error) {
      send(errorAnswer(error, t, log()));
    }
  }
}

async function runHandler(definition: Endpoint<any, any>, ctx: ApiContext<unknown, unknown>): Promise<ApiResult> {
  try {
    return (await definition.handler(ctx)) ?? {};
  } catch (error) {
    if (error instanceof ApiError) return errorResult(error);
    throw error;
  }
}

function errorResult(error: ApiError): ApiResult {
  const { errors, data, extra, headers, values } = error.options;
  return {
    status: error.status,
    data: errors ? { ...(isRecord(data) ? data : {}), errors } : (data ?? null),
    message: messageRef(error.messageKey, values),
    extra,
    headers,
  };
}

/** The extension of each type a stored file can have: a file is saved under its checked type's extension only. */
const EXTENSIONS: Record<string, string> = {
  'text/csv': 'csv',
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/**
 * The name a file is saved under: the route's name without any extension it carries, plus the extension
 * of the checked content type (`bin` for any other type). Whatever a route passes (an uploaded name
 * such as `invoice.html`), a browser never saves a PDF as a page.
 */
export function downloadName(fileName: string, contentType: string): string {
  const base = fileName.replace(/\.[^.]*$/, '').replace(/[^\w-]/g, '_').slice(0, 100) || 'file';
  return `${base}.${EXTENSIONS[contentType.split(';')[0].trim().toLowerCase()] ?? 'bin'}`;
}

/** Stored bytes, never run or sniffed as anything but their checked type (a PDF or an image). */
function sendFile(res: NextApiResponse, status: number, file: FileAnswer): void {
  res.statusCode = status;
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.body.length));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Content-Disposition', `${file.disposition}; filename="${downloadName(file.fileName, file.contentType)}"`);
  res.setHeader('Cache-Control', file.cacheControl ?? 'no-store');
  res.end(file.body);
}

function toAnswer(result: ApiResult, t: ServerTranslator): Answer {
  const status = result.status ?? 200;
  let data = result.data ?? null;
  if (isRecord(data) && isRecord(data.errors)) {
    const errors: Record<string, string> = {};
    for (const [field, ref] of Object.entries(data.errors)) errors[field] = translateRef(t, String(ref));
    data = { ...data, errors };
  }
  return {
    status,
    headers: result.headers,
    file: result.file,
    body: {
      data,
      success: status < 400,
      message: result.message ? translateRef(t, result.message) : '',
      ...(result.extra ?? {}),
    },
  };
}

function errorAnswer(error: unknown, t: ServerTranslator, log: Logger): Answer {
  if (error instanceof ApiError) return toAnswer(errorResult(error), t);
  const refused = refusedBySqlState(error);
  if (refused) {
    // A value the client sent reached PostgreSQL unvalidated and was refused (a number beyond an
    // integer column, a date out of range, a key too long for its index): the client's input, so a
    // 400, never a 500. Still logged as an error: the route's schema should have caught it with a
    // message on the field.
    log.error({ err: error, sqlState: refused }, 'the database refused a value the route did not validate');
    return toAnswer({ status: 400, message: 'errors.invalidValue' }, t);
  }
  if (databaseUnreachable(error)) {
    // PostgreSQL restarting, failing over or refusing connections: nothing is wrong with the request,
    // so a 503 the client may retry (every money operation is idempotent by its reference or
    // Idempotency-Key), not a 500 "something went wrong".
    log.error({ err: error }, 'database unreachable');
    return toAnswer({ status: 503, message: 'errors.unavailable', headers: { 'Retry-After': '5' } }, t);
  }
  log.error({ err: error }, 'unhandled error in API handler');
  return toAnswer({ status: 500, message: 'errors.internal' }, t);
}

/**
 * The SQLSTATE of a database error caused by a value rather than by the server: class 22 (data
 * exception: out of range, invalid text representation, datetime overflow, untranslatable character)
 * and 54 (program limit exceeded: an index row or a statement too large). Drizzle wraps the driver's
 * error (node-postgres and PGlite both carry `code`) in `cause`.
 */
function refusedBySqlState(error: unknown): string | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^(22|54)[0-9A-Z]{3}$/.test(code) && code !== '22012') return code;
  }
  return null;
}

/**
 * Is this error the database being out of reach (rather than refusing what we asked)? SQLSTATE class 08
 * (connection exception), 57P01–57P03 (the server shutting down or starting), 53300 (too many
 * connections); the socket errors of a connection that failed or was cut; node-postgres' own messages
 * for a connection lost or not made in time. Drizzle wraps the driver's error in `cause`.
 */
export function databaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (/^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code))) return true;
    if (typeof code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code)) return true;
    if (typeof message === 'string' && /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(message)) return true;
  }
  return false;
}

/**
 * Refuses, for every route and before validation, text PostgreSQL cannot store (NUL, lone surrogates)
 * and bodies nested past any real use (./input-guard.ts): a 400 naming the field, not a 500 later.
 */
function refuseUnstorableInput(query: unknown, body: unknown): void {
  const problem = findInputProblem(query, { flattenArrays: true }) ?? findInputProblem(body);
  if (!problem) return;
  const message = problem.problem === 'characters' ? 'validation.invalidCharacters' : 'validation.tooDeep';
  throw new ApiError(400, 'errors.badRequest', { errors: { [problem.field]: message } });
}

/** Validates with zod; a failure is a 400 whose data.errors maps each field to its message. */
function parseWith<T>(schema: ZodType<T> | undefined, input: unknown): T {
  if (!schema) return input as T;
  let result: ReturnType<typeof schema.safeParse>;
  try {
    result = schema.safeParse(input, { reportInput: true });
  } catch (error) {
    // zod runs a string's length checks on any value with a `length`, so `{ "length": { "toString": [] } }`
    // in place of a string throws instead of failing (found by the API fuzz test): what the client sent
    // cannot be read, which is a 400, not a 500. Logged, in case a transform of ours is what threw.
    logger.warn({ err: (error as Error).message }, 'validation threw on the input');
    throw new ApiError(400, 'errors.badRequest', { errors: { _: 'validation.invalid' } });
  }
  if (result.success) return result.data;
  throw new ApiError(400, 'errors.badRequest', { errors: fieldErrors(result.error) });
}

async function readJsonBody(req: NextApiRequest, maxBytes: number): Promise<unknown> {
  // Next's own parser is off for our routes; when a route forgot that, the body is already parsed.
  if (req.body !== undefined && typeof req.readable === 'boolean' && !req.readable) {
    return typeof req.body === 'string' ? parseJson(req.body) : req.body;
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes) throw new ApiError(413, 'errors.bodyTooLarge');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > maxBytes) throw new ApiError(413, 'errors.bodyTooLarge');
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  // A body is JSON only when it says so: a missing Content-Type is refused too (a cross-site form or
  // a `text/plain` beacon cannot post JSON that this API believes).
  if (!isJsonType(req.headers['content-type'])) throw new ApiError(415, 'errors.unsupportedMediaType');
  return parseJson(text);
}

/** `application/json` or a `+json` type (`application/merge-patch+json`), with any parameters. */
function isJsonType(header: string | undefined): boolean {
  const type = String(header ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'errors.invalidJson');
  }
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function cleanHeader(value: string | string[] | undefined): string | null {
  const v = firstValue(value)?.trim();
  return v && v.length <= 255 && /^[\x21-\x7e]+$/.test(v) ? v : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every route file exports this (by value: Next reads `config` from the route module). */
export const noBodyParser = { api: { bodyParser: false } } as const;
