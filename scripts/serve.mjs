#!/usr/bin/env node
/**
 * The production server (`npm start`, the cluster, the benchmarks): Next's request handler on a plain
 * node:http server, instead of `next start`, so that SIGTERM drains it (lib/server/shutdown.ts): no new
 * connections, the requests in flight finish (up to SHUTDOWN_GRACE_MS), a running job finishes or is
 * handed back, event streams end (browsers reconnect elsewhere), the pools close, exit 0.
 *
 *   node scripts/serve.mjs            PORT (default 3000), HOST (default: every interface),
 *                                     NEXT_DIST_DIR (default .next), and the site's own settings
 *
 * Next loads the build and next.config.ts as `next start` does (the same getRequestHandlers); its start
 * hook (instrumentation.ts → lib/server/startup.ts) opens the database, starts the jobs and hands this
 * file the drain (Next bundles the server code; this file is not bundled, hence the hand-over).
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// What Next's own CLI sets before `next start` (instrumentation.ts runs its start hook only on 'nodejs').
process.env.NODE_ENV = 'production';
process.env.NEXT_RUNTIME = 'nodejs';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || undefined;

const { default: next } = await import('next');
const app = next({ dev: false, dir, hostname: host ?? 'localhost', port, webpack: true });
const handle = app.getRequestHandler();

// The start hook leaves how to serve each request observed (lib/server/observability/serving.ts): counted
// in the HTTP metrics by route pattern, with its X-Request-Id and its log lines' request id.
const SERVE_HOOK = Symbol.for('operator-site.serve-request');
const server = createServer((req, res) => {
  const observed = globalThis[SERVE_HOOK];
  const served = observed ? observed(req, res, () => handle(req, res)) : handle(req, res);
  served.catch((error) => {
    console.error(error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.on('error', (error) => {
  console.error(`Cannot serve on port ${port}: ${error.message}`);
  process.exit(1);
});

// The start hook (instrumentation.ts → lib/server/startup.ts) hands over the drain once the server is
// ready: database open and seeded, jobs started. Prepare starts it without waiting for its end; a
// failure there exits with its message.
const handedOver = new Promise((accept) => {
  globalThis[Symbol.for('operator-site.graceful-shutdown')] = { accept };
});
await app.prepare();
let timer;
const install = await Promise.race([handedOver, new Promise((resolve) => (timer = setTimeout(resolve, 180_000)))]);
clearTimeout(timer);
if (typeof install !== 'function') {
  console.error('The start hook (instrumentation.ts) did not finish within 3 minutes: not serving.');
  process.exit(1);
}
// Next's own closing (as `next start` does) after the requests, before the pools close.
install(server, [{ name: 'next', stage: 'clients', close: () => app.close() }]);

server.listen(port, host, () => {
  const where = server.address();
  console.log(`Serving on http://${host ?? 'localhost'}:${typeof where === 'object' && where ? where.port : port} (SIGTERM drains, then exits)`);
});
