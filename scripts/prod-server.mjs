/**
 * The production build and server for scripts that measure or drill it (like `npm run bench`): a
 * build in its own folder (NEXT_DIST_DIR, never `.next` or `.next-e2e`), built when missing, and
 * the production server (scripts/serve.mjs, as `npm start`) on 127.0.0.1 with its own data directory,
 * stopped with SIGTERM (it drains, then exits) to its whole process group.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

const NEXT = 'node_modules/next/dist/bin/next';

/** Builds into `distDir` unless a build is there (or `rebuild`); exits the process when the build fails. */
export function buildOnce(distDir, { rebuild = false } = {}) {
  if (existsSync(`${distDir}/BUILD_ID`) && !rebuild) return;
  console.log(`Building the production site into ${distDir} …`);
  const r = spawnSync(process.execPath, [NEXT, 'build', '--webpack'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the production server for the build in `distDir` on 127.0.0.1:`port` with a fresh `dataDir`
 * (demo mode), plus `env`; resolves when /api/health answers. `stop()` sends SIGTERM and waits for the
 * drain (SIGKILL 5 s past SHUTDOWN_GRACE_MS); `exited` resolves with how the process ended.
 */
export async function startProdServer({ distDir, port, dataDir, env = {}, fresh = true, log = 'ignore' }) {
  const base = `http://127.0.0.1:${port}`;
  try {
    await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
    throw new Error(`port ${port} is already in use: stop that server or choose another port`);
  } catch (error) {
    if (String(error).includes('already in use')) throw error;
  }
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: base,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: log,
    detached: true,
  });
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
  const graceMs = Number(env.SHUTDOWN_GRACE_MS ?? process.env.SHUTDOWN_GRACE_MS ?? 25_000);
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      return;
    }
    const killed = await Promise.race([exited.then(() => true), sleep(graceMs + 5_000).then(() => false)]);
    if (!killed) {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      await exited;
    }
  };
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server on port ${port} exited (${server.exitCode}) before answering`);
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) return { base, stop, exited, pid: server.pid };
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  await stop();
  throw new Error('server did not start');
}
