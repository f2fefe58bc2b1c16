/**
 * Server start-up (called from instrumentation.ts): send the security headers, and large bodies as
 * Buffers; check the environment, open the database and seed it, or stop with a clear message; then
 * start the timed jobs.
 */
import { getDatabase } from './db';
import { seed } from './db/seed/index';
import { serverEnv } from './env';
import { sendSecurityHeaders } from './http/security-headers';
import { sendLargeStringBodiesAsBuffers } from './http/string-bodies';
import { JOBS } from './job-list';
import { startJobs } from './jobs';
import { logger } from './logger';

export async function startServer(): Promise<void> {
  sendSecurityHeaders();
  sendLargeStringBodiesAsBuffers();
  try {
    const env = serverEnv(); // a real deployment without its settings stops here, naming them
    const { db } = await getDatabase();
    await seed(db);
    logger.info({ demoMode: env.demoMode }, env.demoMode ? 'demo mode: demo data and demo features are on' : 'production mode');
  } catch (error) {
    logger.fatal({ err: error }, 'cannot start');
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
  startJobs(JOBS);
}
