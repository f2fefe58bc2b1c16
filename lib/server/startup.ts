/**
 * Server start-up (called from instrumentation.ts): check the environment, open the database and
 * seed it, or stop with a clear message; then start the timers.
 */
import { getDatabase } from './db';
import { seed } from './db/seed/index';
import { publishDue } from './content/editor';
import { revalidatePage } from './content/revalidate';
import { serverEnv } from './env';
import { logger } from './logger';
import { audit } from './services/editor-auth';

const SCHEDULE_CHECK_MS = 10_000;

export async function startServer(): Promise<void> {
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
  // Scheduled publishing happens even when no editor is signed in.
  const timer = setInterval(() => void publishScheduled(), SCHEDULE_CHECK_MS);
  timer.unref();
}

export async function publishScheduled(): Promise<void> {
  try {
    for (const page of await publishDue()) {
      await audit('schedule', 'publish', { uri: page.uri, locale: page.locale, version: page.version });
      await revalidatePage(page.uri, page.locale);
    }
  } catch (error) {
    logger.error({ err: error }, 'scheduled publishing failed');
  }
}
