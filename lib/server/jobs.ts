/**
 * Timed work (design.md section 11: every timer is a job that runs once across servers). Every server
 * ticks every job of lib/server/job-list.ts, but runs it only after claiming the job's due row in
 * `job_schedule` with one conditional UPDATE: of servers ticking at the same moment one wins, and the
 * next run is due `everyMs` later for all of them. The schedule is in the database, so a restart neither
 * runs a job again early nor forgets one that fell due while the server was down. A job's own changes
 * stay conditional UPDATEs too (belt and braces: a run that outlives its lease cannot double them).
 * Tests call a job's `run` directly with their own clock, or `runDueJob` to exercise the claim.
 */
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import { getDb } from './db';
import { jobSchedule } from './db/schema';
import { logger } from './logger';
import { CLOSE_MS } from './shutdown';
import { metrics, word } from './observability/metrics';

export interface Job {
  name: string;
  everyMs: number;
  /** Does what is due at `now`; answers how many things it changed (for the log). */
  run: (now: Date) => Promise<number>;
}

/** How long a claimed run may take before another server may take the job over (it died, or hangs). */
export const JOB_LEASE_MS = 5 * 60_000;

/** Claims `job` when it is due at `now` and nobody is running it: true for exactly one caller. */
export async function claimJob(job: Job, now: Date): Promise<boolean> {
  const db = await getDb();
  await db.insert(jobSchedule).values({ name: job.name, nextRunAt: now }).onConflictDoNothing();
  const claimed = await db
    .update(jobSchedule)
    .set({ nextRunAt: new Date(now.getTime() + job.everyMs), runningUntil: new Date(now.getTime() + JOB_LEASE_MS), lastStartedAt: now })
    .where(and(eq(jobSchedule.name, job.name), lte(jobSchedule.nextRunAt, now), or(isNull(jobSchedule.runningUntil), lt(jobSchedule.runningUntil, now))))
    .returning({ name: jobSchedule.name });
  return claimed.length > 0;
}

/**
 * Runs `job` if this server claims it; answers whether it ran. A failure is logged and the job is due
 * again at its next interval (not at once: a failing job must not spin).
 */
export async function runDueJob(job: Job, now = new Date()): Promise<boolean> {
  let claimed = false;
  try {
    claimed = await claimJob(job, now);
    if (!claimed) return false;
  } catch (error) {
    logger.error({ err: error, job: job.name }, 'job not claimed');
    return false;
  }
  let changed: number | null = null;
  const started = process.hrtime.bigint();
  try {
    changed = await job.run(now);
    if (changed > 0) logger.info({ job: job.name, changed }, 'job done');
  } catch (error) {
    logger.error({ err: error, job: job.name }, 'job failed');
  }
  countJobRun(job.name, changed !== null, started);
  try {
    const db = await getDb();
    // Only this run's claim: a lease given back at shutdown (handBackJob) may have been taken by another server since.
    await db
      .update(jobSchedule)
      .set({ runningUntil: null, lastFinishedAt: new Date(), lastChanged: changed })
      .where(and(eq(jobSchedule.name, job.name), eq(jobSchedule.lastStartedAt, now)));
  } catch (error) {
    logger.error({ err: error, job: job.name }, 'job end not recorded (its lease ends on its own)');
  }
  return true;
}

/** jobs_runs_total and job_duration_seconds (a job's name is written in job-list.ts). */
function countJobRun(name: string, ok: boolean, started: bigint): void {
  const m = metrics();
  m.jobRuns.inc({ job: word(name), outcome: ok ? 'ok' : 'failed' });
  m.jobDuration.observe({ job: word(name) }, Number(process.hrtime.bigint() - started) / 1e9);
}

/** How often a server looks for due jobs: often enough for the shortest interval, and not too often. */
export const tickMs = (list: readonly Job[]): number => Math.max(1_000, Math.min(10_000, ...list.map((j) => j.everyMs)));

/**
 * Gives back the lease of a run this server claimed at `claimedAt` and will not finish (it is stopping):
 * the job is due at once and free, so another server's next tick runs it. Harmless when the run ended
 * meanwhile (it then finds nothing to do), since a job's changes are conditional.
 */
/** When a handed-back job is due again: after this process's pools are closed (../shutdown.ts CLOSE_MS), with a margin. */
export const HAND_BACK_AFTER_MS = CLOSE_MS + 3_000;

export async function handBackJob(job: Job, claimedAt: Date): Promise<boolean> {
  const db = await getDb();
  const given = await db
    .update(jobSchedule)
    // Due once this process can no longer reach the database (its pool closes within CLOSE_MS of the
    // drain's end), so the run still going here and the next server's never overlap.
    .set({ runningUntil: null, nextRunAt: new Date(Date.now() + HAND_BACK_AFTER_MS) })
    .where(and(eq(jobSchedule.name, job.name), eq(jobSchedule.lastStartedAt, claimedAt)))
    .returning({ name: jobSchedule.name });
  return given.length > 0;
}

/**
 * Stops a ticker: no job starts after the call; a job running now is awaited until `deadline` (epoch
 * ms), then its lease is given back (handBackJob). Resolves when neither is left to do.
 */
export type StopJobs = (options?: { deadline?: number }) => Promise<void>;

/** Starts this server's ticker (unref'd: a timer never keeps the process alive); answers its stop function. */
export function startJobs(list: readonly Job[]): StopJobs {
  let stopped = false;
  let tick: Promise<void> | undefined;
  let running: { job: Job; claimedAt: Date } | undefined;
  const timer = setInterval(() => {
    if (tick || stopped) return; // the previous tick is still running its jobs
    tick = (async () => {
      for (const job of list) {
        if (stopped) return;
        const now = new Date();
        running = { job, claimedAt: now };
        await runDueJob(job, now);
        running = undefined;
      }
    })().finally(() => {
      tick = undefined;
      running = undefined;
    });
  }, tickMs(list));
  timer.unref();
  return async ({ deadline = Date.now() } = {}) => {
    stopped = true;
    clearInterval(timer);
    const current = tick;
    if (!current) return;
    let wait: ReturnType<typeof setTimeout> | undefined;
    const overdue = new Promise<boolean>((resolve) => (wait = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()))));
    const finished = await Promise.race([current.then(() => true), overdue]);
    clearTimeout(wait);
    if (finished || !running) return;
    const { job, claimedAt } = running;
    try {
      if (await handBackJob(job, claimedAt)) logger.warn({ job: job.name }, 'job not finished at shutdown: its lease is given back for another server');
    } catch (error) {
      logger.error({ err: error, job: job.name }, 'job lease not given back (it ends on its own)');
    }
  };
}
