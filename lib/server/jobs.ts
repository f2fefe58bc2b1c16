/**
 * Timed work. A job finds what is due and changes it with a conditional UPDATE (or a claim), so two
 * servers running the same job at the same moment still change each row once. startServer() runs every
 * job of lib/server/job-list.ts on its interval; tests call `run` directly with their own clock.
 */
import { logger } from './logger';

export interface Job {
  name: string;
  everyMs: number;
  /** Does what is due at `now`; answers how many things it changed (for the log). */
  run: (now: Date) => Promise<number>;
}

export async function runJob(job: Job, now = new Date()): Promise<void> {
  try {
    const changed = await job.run(now);
    if (changed > 0) logger.info({ job: job.name, changed }, 'job done');
  } catch (error) {
    logger.error({ err: error, job: job.name }, 'job failed');
  }
}

/** Starts every job's timer (unref'd: a timer never keeps the process alive); answers a stop function. */
export function startJobs(list: readonly Job[]): () => void {
  const timers = list.map((job) => {
    const timer = setInterval(() => void runJob(job), job.everyMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach(clearInterval);
}
