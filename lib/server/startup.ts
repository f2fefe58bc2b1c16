/** Server start-up (called from instrumentation.ts): open the database or stop with a clear message. */
import { getDatabase } from './db';
import { publishDue } from './content/editor';
import { revalidatePage } from './content/revalidate';
import { logger } from './logger';
import { audit } from './services/editor-auth';

const SCHEDULE_CHECK_MS = 10_000;

export async function startServer(): Promise<void> {
  try {
    await getDatabase();
  } catch (error) {
    logger.fatal({ err: error }, 'cannot open the database');
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
