/** Server start-up (called from instrumentation.ts): open the database or stop with a clear message. */
import { getDatabase } from './db';
import { logger } from './logger';

export async function startServer(): Promise<void> {
  try {
    await getDatabase();
  } catch (error) {
    logger.fatal({ err: error }, 'cannot open the database');
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
}
