/**
 * An exclusive lock on DATA_DIR. PGlite allows one process per directory and two writers corrupt it
 * silently (stack-notes.md), so a second process must refuse to start.
 */
import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { logger } from '../logger';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another process (lock ${path.join(dataDir, 'app.lock')}). ` +
        'Two processes on one PGlite directory lose data: stop the other server, or give this one its own DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Takes the lock, or throws DataDirLockedError. A lock left by a process that died goes stale after
 * 30 s (it is refreshed every 5 s while held); `retries` lets a restart wait for that. The stale time is
 * generous because opening PGlite blocks the event loop for seconds on a busy machine: with 10 s a
 * late refresh was taken for a dead holder. A compromised lock (refresh missed, file gone) is logged
 * instead of proper-lockfile's default of throwing from a timer, which kills the process mid-request.
 */
export async function lockDataDir(dataDir: string, retries = 0): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'app.lock'),
      realpath: false,
      stale: 30_000,
      update: 5_000,
      onCompromised: (error) => logger.error({ err: error.message, dataDir }, 'data directory lock compromised'),
      retries: retries > 0 ? { retries, factor: 1, minTimeout: 2_000, maxTimeout: 2_000 } : 0,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
