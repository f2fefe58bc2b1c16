/**
 * The BSS in a box: the embedded core (../embedded.ts) served as a TM Forum Open API v4 server, the
 * six APIs of our profile (../tmf/PROFILE.md) under their base paths, an OAuth2 token endpoint, hubs
 * and events, and switchable faults. A plain node:http server (no Next): `npm run bss` runs it with
 * its own database (scripts/bss.ts), tests start it on port 0 over their test database.
 *
 * The money moves through `EmbeddedCore`, so its ledger rules, locks and idempotency are exactly the
 * embedded ones; this layer translates TMF bodies to core calls and keeps the created resources
 * (bss_resources) to answer GETs by id and by reference.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getDb, type Database } from '../../db';
import { logger } from '../../logger';
import { EmbeddedCore } from '../embedded';
import { billRoutes } from './bill';
import { catalogRoutes } from './catalog';
import type { BssContext } from './context';
import { BssError, errorBody, fromCoreError, invalid, notFound } from './errors';
import { Events, type ApiName } from './events';
import { breakBody, faultApplies, parseFaults, TOKEN_PATH, type BssFaults } from './faults';
import { inventoryRoutes } from './inventory';
import { TokenIssuer } from './oauth';
import { orderingRoutes } from './ordering';
import { paymentRoutes } from './payment';
import { prepayRoutes } from './prepay';
import { findRoute, type Answer, type Route } from './router';
import { ResourceStore } from './store';
import { DEFAULT_USAGE_PATH, usageRoutes } from './usage';

export type { BssFaults } from './faults';

/** The base paths PROFILE.md names (TMF676 as our profile serves it; the published spec says `/payment/v4`). */
export const DEFAULT_BASE_PATHS: Record<ApiName, string> = {
  tmf654: '/tmf-api/prepayBalanceManagement/v4',
  tmf620: '/tmf-api/productCatalogManagement/v4',
  tmf622: '/tmf-api/productOrderingManagement/v4',
  tmf637: '/tmf-api/productInventory/v4',
  tmf678: '/tmf-api/customerBillManagement/v4',
  tmf676: '/tmf-api/paymentManagement/v4',
};

export interface BssOptions {
  /** Default 3100; 0 picks a free port (tests). */
  port?: number;
  host?: string;
  database?: () => Promise<Database>;
  clientId: string;
  clientSecret: string;
  /** Sent as `Authorization: Bearer <listenerSecret>` with every event. */
  listenerSecret?: string;
  /** Most IQD a line may send by transfer in one Baghdad day (default 100000). */
  transferDailyCap?: number;
  /** Lifetime of an access token (default 3600). */
  tokenTtlSeconds?: number;
  /** TMF635's base path (default /tmf-api/usageManagement/v4). */
  usagePath?: string;
  /** Each API's base path (default DEFAULT_BASE_PATHS). */
  basePaths?: Partial<Record<ApiName, string>>;
  /** Serve `POST /bss/faults` (the script does; tests use setFaults). */
  faultsEndpoint?: boolean;
  /** Faults from the start (the script reads them from the environment). */
  faults?: BssFaults;
}

export interface BssServer {
  url: string;
  close(): Promise<void>;
  setFaults(faults?: BssFaults): void;
  expireTokens(): void;
}

/** Largest request body read (every TMF create body is a few KB). */
const MAX_BODY_BYTES = 1_000_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const FAULT_CODES: Record<number, string> = { 401: 'unauthorized', 404: 'notFound', 409: 'duplicate', 500: 'internal', 503: 'unavailable' };

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(invalid('request body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startBss(options: BssOptions): Promise<BssServer> {
  const database = options.database ?? getDb;
  const paths: Record<ApiName, string> = { ...DEFAULT_BASE_PATHS, ...options.basePaths };
  for (const api of Object.keys(paths) as ApiName[]) paths[api] = paths[api].replace(/\/+$/, '');
  const usagePath = (options.usagePath ?? DEFAULT_USAGE_PATH).replace(/\/+$/, '');
  const store = new ResourceStore(database);
  const events = new Events(store, options.listenerSecret);
  const context: BssContext = {
    core: new EmbeddedCore(database),
    database,
    store,
    events,
    transferDailyCap: options.transferDailyCap ?? 100_000,
    paths,
  };
  const apis: Array<{ base: string; routes: Route[] }> = [
    { base: paths.tmf654, routes: prepayRoutes(context) },
    { base: paths.tmf620, routes: catalogRoutes(context) },
    { base: paths.tmf622, routes: orderingRoutes(context) },
    { base: paths.tmf637, routes: inventoryRoutes(context) },
    { base: paths.tmf678, routes: billRoutes(context) },
    { base: paths.tmf676, routes: paymentRoutes(context) },
    // TMF635 (usage, read only), beside our profile's six.
    { base: usagePath, routes: usageRoutes(context, usagePath) },
  ];
  const tokens = new TokenIssuer(options.clientId, options.clientSecret, options.tokenTtlSeconds ?? 3600);
  let faults = options.faults;

  /** Everything but the faults: the token endpoint, the fault switch, the APIs. */
  async function handle(request: http.IncomingMessage, method: string, path: string, query: URLSearchParams): Promise<Answer> {
    const raw = await readBody(request);
    if (path === TOKEN_PATH) {
      if (method !== 'POST') return { status: 405, body: { error: 'invalid_request' }, headers: { Allow: 'POST' } };
      return tokens.issue(request.headers.authorization, new URLSearchParams(raw));
    }
    const api = apis.find(({ base }) => path === base || path.startsWith(`${base}/`));
    if (!api) throw notFound(`path ${path}`);
    if (!tokens.valid(request.headers.authorization)) {
      return { status: 401, body: errorBody(401, 'unauthorized', 'missing, unknown or expired access token'), headers: { 'WWW-Authenticate': 'Bearer' } };
    }
    const found = findRoute(api.routes, method, path.slice(api.base.length) || '/');
    if (!found) throw notFound(`path ${path}`);
    if (found === 'method') throw new BssError(405, 'methodNotAllowed', `${method} is not served on ${path}`);
    let body: unknown;
    if (raw.trim()) {
      try {
        body = JSON.parse(raw);
      } catch {
        throw invalid('the body is not JSON');
      }
    }
    return found.route.handler({ method, path: path.slice(api.base.length), params: found.params, query, body, headers: request.headers });
  }

  async function answerOf(request: http.IncomingMessage, method: string, path: string, query: URLSearchParams): Promise<Answer> {
    try {
      return await handle(request, method, path, query);
    } catch (error) {
      const known = fromCoreError(error);
      if (known) return { status: known.status, body: known.body() };
      logger.error({ err: (error as Error).message, method, path }, 'BSS in a box: request failed');
      return { status: 500, body: errorBody(500, 'internal', 'internal error of the BSS') };
    }
  }

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://bss.local');
      const method = (request.method ?? 'GET').toUpperCase();
      const path = url.pathname.replace(/\/+$/, '') || '/';

      if (path === '/bss/faults' && options.faultsEndpoint && method === 'POST') {
        try {
          faults = parseFaults(JSON.parse((await readBody(request)) || '{}'));
          return send(response, { status: 200, body: { faults: faults ?? {} } });
        } catch (error) {
          const known = error instanceof BssError ? error : invalid('the body is not JSON');
          return send(response, { status: known.status, body: known.body() });
        }
      }

      const fault = faultApplies(faults, method, path) ? faults : undefined;
      if (fault?.latencyMs) await sleep(fault.latencyMs);
      if (fault?.status) {
        // Before anything is done: the request never reached the money.
        request.resume();
        return send(response, { status: fault.status, body: errorBody(fault.status, FAULT_CODES[fault.status], `injected fault: ${fault.status}`) });
      }
      const answer = await answerOf(request, method, path, url.searchParams);
      if (fault?.loseAnswer) {
        // Applied (or refused); the answer never leaves: the socket stays open until the client gives up.
        logger.warn({ method, path, status: answer.status }, 'BSS in a box: answer lost (injected)');
        return;
      }
      send(response, fault?.invalidBody ? { ...answer, body: breakBody(answer.body) } : answer);
    })().catch((error: Error) => {
      logger.error({ err: error.message }, 'BSS in a box: answer failed');
      if (!response.headersSent) send(response, { status: 500, body: errorBody(500, 'internal', 'internal error of the BSS') });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3100, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${address.port}`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Held sockets (lost answers) and keep-alive connections would keep close() waiting.
      server.closeAllConnections();
      await closed;
      await events.settle();
    },
    setFaults(next) {
      faults = next;
    },
    expireTokens() {
      tokens.expireAll();
    },
  };
}

function send(response: http.ServerResponse, answer: Answer): void {
  if (response.writableEnded || response.destroyed) return;
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.status === 204 || answer.body === undefined) {
    response.writeHead(answer.status, headers);
    response.end();
    return;
  }
  const text = JSON.stringify(answer.body);
  response.writeHead(answer.status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(text)) });
  response.end(text);
}
