/**
 * Server start-up (called from instrumentation.ts): send the security headers, and large bodies as
 * Buffers; check the environment, open the database and seed it, or stop with a clear message; then
 * start the timed jobs, and offer the process entry its safe stop (./shutdown.ts).
 */
import { getDatabase } from './db';
import { seed } from './db/seed/index';
import { serverEnv } from './env';
import { sendSecurityHeaders } from './http/security-headers';
import { sendLargeStringBodiesAsBuffers } from './http/string-bodies';
import { provideLiveVariants } from './http/variant-proxy';
import { liveVariantMap } from './content/variants';
import { JOBS } from './job-list';
import { startJobs } from './jobs';
import { logger } from './logger';
import { offerServeHook } from './observability/serving';
import { stopTracing } from './observability/tracing';
import RedisPageCache from './next-cache-handler.cjs';
import { flushPendingMessages } from './services/accounts/codes';
import { offerGracefulShutdown, onDrain, onShutdown } from './shutdown';

export async function startServer(): Promise<void> {
  sendSecurityHeaders();
  sendLargeStringBodiesAsBuffers();
  try {
    const env = serverEnv(); // a real deployment without its settings stops here, naming them
    const { db } = await getDatabase();
    await seed(db);
    // The proxy assigns page variants from this server's cached map of the live tests.
    provideLiveVariants(liveVariantMap);
    logger.info({ demoMode: env.demoMode }, env.demoMode ? 'demo mode: demo data and demo features are on' : 'production mode');
  } catch (error) {
    logger.fatal({ err: error }, 'cannot start');
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
  const graceMs = serverEnv().SHUTDOWN_GRACE_MS;
  const stopJobs = startJobs(JOBS);
  // No job starts once the drain has begun; one running is awaited until the grace ends, then handed back.
  let jobsStopping: Promise<void> | undefined;
  onDrain(() => {
    jobsStopping = stopJobs({ deadline: Date.now() + graceMs });
  });
  onShutdown('jobs', 'work', ({ deadline }) => jobsStopping ?? stopJobs({ deadline }));
  // A code or notice already answered "sent" still goes out before the pools close.
  onShutdown('background messages', 'work', () => flushPendingMessages());
  // Next's page cache in Redis (next.config.ts), one connection per process.
  onShutdown('page cache (redis)', 'clients', () => RedisPageCache.close());
  // The last spans (the requests just drained) go to the collector before the process ends.
  onShutdown('traces', 'clients', () => stopTracing());
  // Pages and static files are counted and logged with a request id like the API (scripts/serve.mjs).
  offerServeHook();
  offerGracefulShutdown(graceMs);
}
