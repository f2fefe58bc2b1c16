/**
 * An exclusive lock on DATA_DIR. PGlite allows one process per directory and two writers corrupt it
 * silently (stack-notes.md), so a second process must refuse to start.
 */
import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

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
 * 10 s (it is refreshed every 5 s while held); `retries` lets a restart wait for that.
 */
export async function lockDataDir(dataDir: string, retries = 0): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'app.lock'),
      realpath: false,
      stale: 10_000,
      update: 5_000,
      retries: retries > 0 ? { retries, factor: 1, minTimeout: 2_000, maxTimeout: 2_000 } : 0,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
