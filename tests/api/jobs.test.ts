/**
 * Timed jobs across servers (design.md section 11, issue 15): servers that tick the same due job at the
 * same moment run it once; the next run is due an interval later for every server, also after a
 * restart; a server that died mid-run hands the job over once its lease has passed; a failing job does
 * not spin; a server that stops finishes its running job or gives its lease back (issue 31). On PGlite
 * and PostgreSQL (where the parallel claims really race).
 */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { jobSchedule } from '@/lib/server/db/schema';
import { JOBS } from '@/lib/server/job-list';
import { claimJob, HAND_BACK_AFTER_MS, handBackJob, JOB_LEASE_MS, runDueJob, startJobs, tickMs, type Job } from '@/lib/server/jobs';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';

let made = 0;
/** A job of the test's own that counts its runs (and may fail). */
function countingJob(options: { everyMs?: number; fails?: boolean } = {}): Job & { runs: Date[] } {
  made += 1;
  const runs: Date[] = [];
  return {
    name: `test-job-${Date.now()}-${made}`,
    everyMs: options.everyMs ?? 60_000,
    runs,
    run: async (now) => {
      runs.push(now);
      // Long enough for the other servers' claims to arrive while this one runs.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (options.fails) throw new Error('the outside system is down');
      return 1;
    },
  };
}

/** A job whose run waits until released; `started` resolves when a server's ticker has begun it. */
function heldJob() {
  made += 1;
  let begin: () => void = () => undefined;
  let finish: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (begin = resolve));
  const released = new Promise<void>((resolve) => (finish = resolve));
  const job: Job = {
    name: `held-job-${Date.now()}-${made}`,
    everyMs: 1_000, // the ticker's shortest tick
    run: async () => {
      begin();
      await released;
      return 1;
    },
  };
  return { job, started, release: finish };
}

const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describeWithDatabase('timed jobs', () => {
  itRace('five servers ticking one due job at the same moment: one run', async () => {
    const job = countingJob();
    const now = new Date();
    const ran = await Promise.all(Array.from({ length: 5 }, () => runDueJob(job, now)));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(job.runs).toHaveLength(1);
    const [row] = await (await getDb()).select().from(jobSchedule).where(eq(jobSchedule.name, job.name));
    expect(row).toMatchObject({ runningUntil: null, lastChanged: 1 });
    expect(row.nextRunAt.getTime()).toBe(now.getTime() + job.everyMs);
  });

  it('the next run is due one interval later for every server, also for one that just restarted', async () => {
    const job = countingJob({ everyMs: 60_000 });
    const start = new Date();
    expect(await runDueJob(job, start)).toBe(true);
    // Another server (or this one after a restart: the schedule is in the database) half a minute later.
    expect(await runDueJob(job, at(start, 30_000))).toBe(false);
    expect(await runDueJob(job, at(start, 60_000))).toBe(true);
    // Down for ten minutes: the missed run happens once at the first tick, not ten times.
    const back = at(start, 11 * 60_000);
    expect(await runDueJob(job, back)).toBe(true);
    expect(await runDueJob(job, at(back, 1_000))).toBe(false);
    expect(job.runs).toHaveLength(3);
  });

  it('a server that died mid-run keeps the job until its lease has passed, then another takes it over', async () => {
    const job = countingJob({ everyMs: 10_000 });
    const start = new Date();
    const db = await getDb();
    // A run claimed at `start` whose server died: its lease stands, its end was never recorded.
    await db.insert(jobSchedule).values({ name: job.name, nextRunAt: at(start, 10_000), runningUntil: at(start, JOB_LEASE_MS), lastStartedAt: start });
    expect(await runDueJob(job, at(start, 20_000))).toBe(false);
    expect(await runDueJob(job, at(start, JOB_LEASE_MS + 1_000))).toBe(true);
    expect(job.runs).toHaveLength(1);
  });

  it('a failing job is logged and due again at its next interval, not at once', async () => {
    const job = countingJob({ everyMs: 30_000, fails: true });
    const start = new Date();
    expect(await runDueJob(job, start)).toBe(true);
    expect(await runDueJob(job, at(start, 1_000))).toBe(false);
    const [row] = await (await getDb()).select().from(jobSchedule).where(eq(jobSchedule.name, job.name));
    expect(row).toMatchObject({ runningUntil: null, lastChanged: null });
    expect(await runDueJob(job, at(start, 30_000))).toBe(true);
    expect(job.runs).toHaveLength(2);
  });

  it('a stopping server waits for its running job to finish, and starts no other', async () => {
    const { job, started, release } = heldJob();
    const other = countingJob({ everyMs: 1_000 });
    const stop = startJobs([job, other]);
    await started;
    let stopped = false;
    const stopping = stop({ deadline: Date.now() + 10_000 }).then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    const [row] = await (await getDb()).select().from(jobSchedule).where(eq(jobSchedule.name, job.name));
    expect(row).toMatchObject({ runningUntil: null, lastChanged: 1 });
    expect(other.runs).toHaveLength(0);
  });

  it('a job still running when the grace is over is handed back: free, and due for another server once this one has closed its pools', async () => {
    const { job, started, release } = heldJob();
    const stop = startJobs([job]);
    await started;
    await stop({ deadline: Date.now() + 50 });
    const [given] = await (await getDb()).select().from(jobSchedule).where(eq(jobSchedule.name, job.name));
    expect(given.runningUntil).toBeNull();
    expect(given.nextRunAt.getTime()).toBeLessThanOrEqual(Date.now() + HAND_BACK_AFTER_MS);
    // Not while this process may still be running it; then by another server's tick.
    expect(await claimJob(job, new Date())).toBe(false);
    expect(await claimJob(job, new Date(Date.now() + HAND_BACK_AFTER_MS + 10))).toBe(true);
    release();
  });

  it('a run that ends after its lease was handed back leaves the next server\'s claim alone', async () => {
    const { job, started, release } = heldJob();
    const claimedAt = new Date();
    const run = runDueJob(job, claimedAt);
    await started;
    expect(await handBackJob(job, claimedAt)).toBe(true);
    const taken = new Date(Math.max(Date.now() + HAND_BACK_AFTER_MS + 10, claimedAt.getTime() + 1));
    expect(await claimJob(job, taken)).toBe(true);
    release();
    expect(await run).toBe(true);
    const [row] = await (await getDb()).select().from(jobSchedule).where(eq(jobSchedule.name, job.name));
    expect(row.lastStartedAt?.getTime()).toBe(taken.getTime());
    expect(row.runningUntil).not.toBeNull();
  });

  it('every job of the server is ticked often enough for the shortest interval', () => {
    expect(new Set(JOBS.map((j) => j.name)).size).toBe(JOBS.length);
    expect(tickMs(JOBS)).toBeLessThanOrEqual(Math.min(...JOBS.map((j) => j.everyMs)));
  });
});
