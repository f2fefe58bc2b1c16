/**
 * The faults of `npm run drill`, on a cluster started by startCluster (scripts/cluster-lib.mjs), from
 * what it answers (its folder, URLs and servers), so the cluster itself needs no change:
 * - restartPostgres: `pg_ctl restart -m fast` of its PostgreSQL (every connection is cut);
 * - stopRedis / startRedis: SHUTDOWN NOSAVE, then a new redis-server on the same port (empty, as a
 *   Redis that lost its memory comes back);
 * - killServer: SIGKILL to a server's process group (nothing it was doing finishes);
 * - startServer: a server again on the same port, with the cluster's settings plus `env` (a rolling
 *   restart with CORE_FAULT_* makes the operator core slow or lose answers on every server).
 * `cleanup()` stops what these started (startCluster's own stop() does not know them).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { stopChild } from '../cluster-lib.mjs';
import { startProdServer } from '../prod-server.mjs';

async function pgCtl(args) {
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root).sort((a, b) => Number(a) - Number(b)).at(-1);
  const bin = path.join(root, version, 'bin', 'pg_ctl');
  const full = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  // Not spawnSync: the load goes on while PostgreSQL restarts.
  const child = spawn(full[0], full[1], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`pg_ctl ${args.join(' ')} failed: ${output}`);
}

export function clusterControl(cluster, { distDir, env }) {
  const extra = [];
  const pgData = path.join(cluster.dir, 'pg', 'data');
  const redisPort = Number(new URL(cluster.redisUrl).port);
  // The cluster's own settings (scripts/cluster-lib.mjs), so a restarted server runs as the others do.
  const shared = { ...cluster.serverEnv, ...env };
  return {
    async restartPostgres() {
      if (!existsSync(pgData)) throw new Error(`no PostgreSQL data in ${pgData}`);
      await pgCtl(['-D', pgData, '-m', 'fast', '-w', 'restart', '-l', path.join(cluster.dir, 'pg', 'log')]);
    },
    async stopRedis() {
      const { default: Redis } = await import('ioredis');
      const client = new Redis(cluster.redisUrl, { maxRetriesPerRequest: 0, retryStrategy: () => null });
      client.on('error', () => undefined);
      await client.call('SHUTDOWN', 'NOSAVE').catch(() => undefined); // the connection closes: that is the answer
      client.disconnect();
    },
    async startRedis() {
      const child = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', path.join(cluster.dir, 'redis')], { stdio: 'ignore' });
      extra.push(() => stopChild(child));
      const { default: Redis } = await import('ioredis');
      for (let i = 0; i < 100; i++) {
        const probe = new Redis(cluster.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
        probe.on('error', () => undefined);
        try {
          await probe.connect();
          if ((await probe.ping()) === 'PONG') return;
        } catch {
          // not yet
        } finally {
          probe.disconnect();
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('redis did not come back');
    },
    killServer(index) {
      const server = cluster.servers[index];
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // gone already
      }
    },
    /** Stops server `index` (SIGTERM, as a deploy does) and starts it again with `env` added. */
    async restartServer(index, faultEnv = {}) {
      const server = cluster.servers[index];
      await server.stop();
      await this.startServer(index, faultEnv);
    },
    async startServer(index, faultEnv = {}) {
      const server = cluster.servers[index];
      const port = Number(new URL(server.base).port);
      const started = await startProdServer({ distDir, port, dataDir: path.join(cluster.dir, 'data'), fresh: false, env: { ...shared, ...faultEnv } });
      extra.push(started.stop);
      cluster.servers[index] = { name: server.name, ...started };
    },
    async cleanup() {
      for (const stop of extra.splice(0).reverse()) await stop().catch(() => undefined);
    },
  };
}
