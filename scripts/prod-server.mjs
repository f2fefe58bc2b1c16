/**
 * The production build and server for scripts that measure or drill it (like `npm run bench`): a
 * build in its own folder (NEXT_DIST_DIR, never `.next` or `.next-e2e`), built when missing, and
 * `next start` on 127.0.0.1 with its own data directory, stopped with its whole process group.
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
 * Starts `next start` for the build in `distDir` on 127.0.0.1:`port` with a fresh `dataDir` (demo
 * mode), plus `env`; resolves when /api/health answers. `stop()` ends the server and waits for it.
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
  const server = spawn(process.execPath, [NEXT, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      PORT: String(port),
      SITE_URL: base,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: log,
    detached: true,
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      return;
    }
    const killed = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
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
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) return { base, stop, pid: server.pid };
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  await stop();
  throw new Error('server did not start');
}
