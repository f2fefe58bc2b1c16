/**
 * npm run bss: the BSS in a box (lib/server/core/bss), our embedded core served as TM Forum Open APIs
 * with its own database, for running the portal over OPERATOR_CORE=tmf on one machine.
 *
 * BSS_PORT (3100), BSS_HOST (127.0.0.1), BSS_CLIENT_ID / BSS_CLIENT_SECRET / BSS_LISTENER_SECRET (the
 * portal's public demo values by default), BSS_TRANSFER_DAILY_CAP (100000), BSS_TOKEN_TTL_SECONDS (3600);
 * BSS_DATABASE_URL (PostgreSQL) or BSS_DATA_DIR (PGlite, default .data/bss): never the portal's own
 * database. Faults from the start: BSS_FAULT_LATENCY_MS, BSS_FAULT_STATUS, BSS_FAULT_LOSE_ANSWER,
 * BSS_FAULT_INVALID_BODY, BSS_FAULT_PATHS; at run time: POST /bss/faults with a JSON body.
 */
import { openDatabase } from '@/lib/server/db';
import { seed } from '@/lib/server/db/seed/index';
import { startBss } from '@/lib/server/core/bss/server';
import { faultsFromEnv } from '@/lib/server/core/bss/faults';

// The public demo values the portal uses over OPERATOR_CORE=tmf in demo mode (DEMO_TMF in lib/server/env.ts,
// PROFILE.md "Demo mode"), so both start with no settings.
const DEMO_CLIENT_ID = 'portal';
const DEMO_CLIENT_SECRET = 'demo-tmf-client-secret-not-for-production';
const DEMO_LISTENER_SECRET = 'demo-tmf-listener-secret-not-for-production';

function whole(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return Number(raw);
}

async function main() {
  const env = process.env;
  const port = whole('BSS_PORT', 3100);
  const clientId = env.BSS_CLIENT_ID || DEMO_CLIENT_ID;
  const clientSecret = env.BSS_CLIENT_SECRET || DEMO_CLIENT_SECRET;
  const listenerSecret = env.BSS_LISTENER_SECRET || DEMO_LISTENER_SECRET;
  const dataDir = env.BSS_DATA_DIR || '.data/bss';
  // The portal keeps its own database: the BSS's must be another one.
  if (!env.BSS_DATABASE_URL && env.DATA_DIR && env.DATA_DIR === dataDir) throw new Error('BSS_DATA_DIR must not be the portal\'s DATA_DIR');
  if (env.BSS_DATABASE_URL && env.BSS_DATABASE_URL === env.DATABASE_URL) throw new Error('BSS_DATABASE_URL must not be the portal\'s DATABASE_URL');

  const handle = await openDatabase(env.BSS_DATABASE_URL ? { databaseUrl: env.BSS_DATABASE_URL } : { dataDir, lockRetries: 17 });
  // The demo lines, add-ons, bills, scratch cards and e-voucher packages (idempotent).
  await seed(handle.db, { demo: true, pages: false });
  const bss = await startBss({
    port,
    host: env.BSS_HOST || '127.0.0.1',
    database: async () => handle.db,
    clientId,
    clientSecret,
    listenerSecret,
    transferDailyCap: whole('BSS_TRANSFER_DAILY_CAP', 100_000),
    tokenTtlSeconds: whole('BSS_TOKEN_TTL_SECONDS', 3600),
    faultsEndpoint: true,
    faults: faultsFromEnv(env),
  });

  const listener = ` TMF_LISTENER_SECRET=${listenerSecret}`;
  console.log(`BSS in a box on ${bss.url} (database: ${env.BSS_DATABASE_URL ? 'BSS_DATABASE_URL' : dataDir})`);
  console.log(`OAuth2 client: ${clientId} / ${clientSecret}${clientSecret === DEMO_CLIENT_SECRET ? ' (public demo default)' : ''}; token: POST ${bss.url}/oauth/token`);
  console.log(`Events are sent with the listener secret ${listenerSecret}${listenerSecret === DEMO_LISTENER_SECRET ? ' (public demo default)' : ''}`);
  console.log(`Faults: POST ${bss.url}/bss/faults {"latencyMs","status","loseAnswer","invalidBody","paths"} ({} clears)`);
  console.log('Run the portal over it:');
  console.log(`  OPERATOR_CORE=tmf TMF_BASE_URL=${bss.url} TMF_CLIENT_ID=${clientId} TMF_CLIENT_SECRET=${clientSecret}${listener} npm start`);

  const stop = async () => {
    await bss.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
