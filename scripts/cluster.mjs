#!/usr/bin/env node
// `npm run cluster`: two production servers on a throwaway PostgreSQL and Redis behind nginx, on one
// machine (scripts/cluster-lib.mjs says what runs where). Prints `cluster: http://127.0.0.1:PORT` once
// everything answers (CLUSTER_PORT, default 8080; CLUSTER_SKIP_BUILD=1 reuses the build in
// NEXT_DIST_DIR, default .next-cluster; CLUSTER_LOG=1 shows the servers' logs). Ctrl-C stops it all.
import { startCluster } from './cluster-lib.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
let cluster;
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('cluster: stopping…');
  if (!cluster) return; // still starting: stopped below once every part is up (or failed)
  await cluster.stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown());
try {
  cluster = await startCluster({ log: process.env.CLUSTER_LOG === '1' ? 'inherit' : 'ignore' });
} catch (error) {
  console.error(`cluster: ${error.message}`);
  process.exit(1);
}
for (const s of cluster.servers) console.log(`server ${s.name}: ${s.base}`);
console.log(`postgres: ${cluster.databaseUrl}`);
console.log(`redis: ${cluster.redisUrl}`);
console.log(`cluster: ${cluster.url}`);
if (stopping) {
  await cluster.stop();
  process.exit(0);
}
