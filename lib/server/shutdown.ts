/**
 * Stopping a server safely (issue 31, part 2). On SIGTERM (a deploy, a scale-down) or SIGINT the
 * production server (scripts/serve.mjs) drains, then exits 0:
 *
 *   1. It is draining (`isDraining()`: the readiness answer says 503) and what lives on its own stops
 *      at once (`onDrain`): event streams end, so browsers reconnect to another server; the job ticker
 *      stops taking jobs.
 *   2. It stops listening (a new connection is refused, so nginx sends it to another server) and closes
 *      its idle keep-alive connections (one accepted without a request yet gets FRESH_CONNECTION_MS to
 *      send the request it surely carries). Requests in flight run to their end; each answer, and any
 *      request still arriving on a connection already open, says `Connection: close`, and that connection
 *      closes after it.
 *   3. Once every connection is closed, or SHUTDOWN_GRACE_MS after the signal (whatever comes first), the
 *      closers run stage by stage (`onShutdown`): `work` (a job still running is awaited until the same
 *      deadline, then its lease is given back so another server runs it), `clients` (Redis), `database`
 *      (the pool; PGlite's directory lock). A connection still open at the deadline is cut then (logged).
 *   4. The process exits 0, SHUTDOWN_GRACE_MS + 2 × CLOSE_MS after the signal at the latest.
 *
 * The state is kept on globalThis: Next bundles the API routes, pages and instrumentation separately,
 * and the process entry is not bundled at all; every copy of this module must see one registry.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { logger } from './logger';

/** When a closer runs: after the requests, in this order. */
export type ShutdownStage = 'work' | 'clients' | 'database';
const STAGES: readonly ShutdownStage[] = ['work', 'clients', 'database'];

/** What a closer is given: the moment by which the drain should be over (epoch ms). */
export interface ShutdownContext {
  deadline: number;
}

interface Closer {
  name: string;
  stage: ShutdownStage;
  close: (ctx: ShutdownContext) => unknown;
}

interface ShutdownState {
  draining: boolean;
  listeners: Set<() => void>;
  closers: Closer[];
}

/** How long a connection accepted before the signal may take to send its first request. */
export const FRESH_CONNECTION_MS = 1_000;

/** The closers of `clients` and `database` together get this long after the drain; then the process exits anyway. */
export const CLOSE_MS = 2_000;

const KEY = Symbol.for('operator-site.shutdown');

function state(): ShutdownState {
  const g = globalThis as typeof globalThis & { [KEY]?: ShutdownState };
  return (g[KEY] ??= { draining: false, listeners: new Set(), closers: [] });
}

/** True from the stop signal on: the readiness check answers 503, so no balancer sends new work here. */
export function isDraining(): boolean {
  return state().draining;
}

/**
 * Calls `listener` when the drain starts (at once, on the next tick, when it already has): for work that
 * would otherwise keep a connection open, like an event stream. Answers the unsubscribe function.
 */
export function onDrain(listener: () => void): () => void {
  const s = state();
  if (s.draining) {
    const timer = setImmediate(listener);
    return () => clearImmediate(timer);
  }
  s.listeners.add(listener);
  return () => void s.listeners.delete(listener);
}

/**
 * Registers a closer, run once the requests are over, in its stage (closers of one stage run together).
 * Answers the function that unregisters it (a pool closed for another reason).
 */
export function onShutdown(name: string, stage: ShutdownStage, close: (ctx: ShutdownContext) => unknown): () => void {
  const closer: Closer = { name, stage, close };
  state().closers.push(closer);
  return () => {
    const list = state().closers;
    const at = list.indexOf(closer);
    if (at >= 0) list.splice(at, 1);
  };
}

/** Tests: a fresh registry (not draining, no closers). */
export function resetShutdownForTests(): void {
  const s = state();
  s.draining = false;
  s.listeners.clear();
  s.closers.length = 0;
}

const within = (promise: Promise<unknown>, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), Math.max(0, ms));
    promise.then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(true);
      },
    );
  });

/** Runs the closers of `stage` together; each failure is logged, never thrown. */
async function runStage(stage: ShutdownStage, ctx: ShutdownContext): Promise<void> {
  const closers = state().closers.filter((c) => c.stage === stage);
  await Promise.all(
    closers.map(async (closer) => {
      try {
        await closer.close(ctx);
      } catch (error) {
        logger.warn({ err: error, closer: closer.name }, 'shutdown: closer failed');
      }
    }),
  );
}

export interface GracefulOptions {
  /** How long requests in flight (and running jobs) may take after the signal (SHUTDOWN_GRACE_MS). */
  graceMs: number;
  /** Ends the process (tests pass their own). */
  exit?: (code: number) => void;
  /** Signals that start the drain (tests send none: they call drain()). */
  signals?: readonly NodeJS.Signals[];
}

export interface GracefulServer {
  /** Starts the drain (the signal handler calls it); resolves when the process may exit. */
  drain(): Promise<{ cut: number }>;
  /** Requests being answered now. */
  inFlight(): number;
}

/**
 * Tracks `server`'s connections and requests and drains it on SIGTERM/SIGINT as this module describes.
 * Call it before `server.listen`, so every connection is seen.
 */
export function installGracefulShutdown(server: Server, options: GracefulOptions): GracefulServer {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  /** Each open connection: how many of its requests are not answered yet, and whether it carried one. */
  const sockets = new Map<Socket, { busy: number; used: boolean }>();
  /** Answers not finished yet. */
  const responses = new Set<ServerResponse>();
  let draining: Promise<{ cut: number }> | undefined;
  let allClosed: (() => void) | undefined;

  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { busy: 0, used: false });
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) allClosed?.();
    });
  });

  // Registered first, so it runs before Next's handler: the header is set before anything is written.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const entry = sockets.get(socket);
    if (entry) {
      entry.busy++;
      entry.used = true;
    }
    responses.add(res);
    if (isDraining()) res.setHeader('Connection', 'close');
    res.once('close', () => {
      responses.delete(res);
      const now = sockets.get(socket);
      if (now) now.busy--;
      // An answer begun before the drain (a stream) kept its connection alive: close it after the
      // answer's last bytes (end, not destroy, which could lose them).
      if (isDraining() && now?.busy === 0) socket.end();
    });
  });

  const drain = (): Promise<{ cut: number }> => {
    if (draining) return draining;
    const s = state();
    s.draining = true;
    const deadline = Date.now() + options.graceMs;
    logger.info({ graceMs: options.graceMs, inFlight: responses.size }, 'shutdown: draining');
    for (const listener of [...s.listeners]) {
      try {
        listener();
      } catch (error) {
        logger.warn({ err: error }, 'shutdown: drain listener failed');
      }
    }
    s.listeners.clear();
    draining = (async () => {
      const closed = new Promise<void>((resolve) => {
        allClosed = resolve;
        if (sockets.size === 0) resolve();
      });
      server.close(); // no new connections: a connect is refused from now on
      // An idle keep-alive connection is closed at once (destroyed, as Node's closeIdleConnections does:
      // a request that arrives on it unread is discarded, never half answered). A connection accepted
      // but without a request yet is most likely carrying one sent before the signal: it gets
      // FRESH_CONNECTION_MS for it (answered with Connection: close), then is closed the same way.
      for (const [socket, { busy, used }] of sockets) {
        if (busy > 0) continue;
        if (used) socket.destroy();
        else setTimeout(() => sockets.get(socket)?.busy === 0 && socket.destroy(), FRESH_CONNECTION_MS).unref();
      }
      // Answers not begun yet say Connection: close (those begun close their connection when done, above).
      for (const res of responses) if (!res.headersSent) res.setHeader('Connection', 'close');
      let cut = 0;
      if (!(await within(closed, deadline - Date.now()))) {
        cut = sockets.size;
        logger.warn({ connections: cut, inFlight: responses.size }, 'shutdown: grace over, cutting the connections still open');
        for (const socket of sockets.keys()) socket.destroy();
      }
      // A job's closer waits for it until the deadline, then gives its lease back (a database call, bounded too).
      await within(runStage('work', { deadline }), deadline - Date.now() + CLOSE_MS);
      const closeBy = Date.now() + CLOSE_MS;
      await within(
        (async () => {
          for (const stage of STAGES.filter((st) => st !== 'work')) await runStage(stage, { deadline: closeBy });
        })(),
        CLOSE_MS,
      );
      logger.info({ cut }, 'shutdown: done');
      return { cut };
    })();
    return draining;
  };

  let signalled = false;
  for (const signal of options.signals ?? ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      if (signalled) return; // a second signal (Ctrl-C twice, a group and a parent both sending) changes nothing
      signalled = true;
      void drain().then(
        () => exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          exit(1);
        },
      );
    });
  }

  return { drain, inFlight: () => responses.size };
}

const HANDOVER_KEY = Symbol.for('operator-site.graceful-shutdown');

type Install = (server: Server, closers?: Array<{ name: string; stage: ShutdownStage; close: () => unknown }>) => GracefulServer;

/**
 * Start-up (lib/server/startup.ts, run by Next's start hook) hands the process entry (scripts/serve.mjs,
 * which Next does not bundle) the installer above with this server's grace, once the server is ready
 * (database open, jobs started): the entry waits for it at `globalThis[Symbol.for('operator-site.graceful-shutdown')]`
 * (`{ accept(install) }`), calls it with its HTTP server and its own closers, then listens. Under
 * `next dev` nobody waits, and nothing happens.
 */
export function offerGracefulShutdown(graceMs: number): void {
  const g = globalThis as typeof globalThis & { [HANDOVER_KEY]?: { accept?: (install: Install) => void } };
  g[HANDOVER_KEY]?.accept?.((server, closers = []) => {
    for (const closer of closers) onShutdown(closer.name, closer.stage, closer.close);
    return installGracefulShutdown(server, { graceMs });
  });
}
