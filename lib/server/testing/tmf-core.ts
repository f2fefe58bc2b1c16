/**
 * The operator core over TM Forum Open APIs in tests (issue 29): the BSS in a box (../core/bss) on a
 * free port, sharing the test's database (`getDb` follows `setDatabaseForTests`, so the lines, balances
 * and ledger rows a test writes or reads are the BSS's), and the portal's TMF adapter speaking HTTP to
 * it as the operator core every flow calls, behind the usual fault wrapper (`setCoreFaultsForTests`
 * keeps working).
 *
 * `TEST_OPERATOR_CORE=tmf` makes every suite of the database harness (`describeWithDatabase` and `describeEachDatabase`, ./db.ts)
 * run this way, so the money journeys' API tests run over TMF unchanged (jest.config.mjs, project
 * `node-tmf`). The contract and fault tests (tests/api/tmf-*.test.ts) start their own, with a
 * recording fetch.
 */
import { randomBytes } from 'node:crypto';
import { setCoreForTests } from '../core';
import type { TmfConfig } from '../core/tmf';
import { getDb } from '../db';
import { serverEnv } from '../env';
import { enterEnv } from './env';
import { DAILY_TRANSFER_CAP } from '../services/credit-transfer';
import { TMF_DEFAULT_PATHS } from './tmf-contract';

/** Whether this test run asked for the TMF core (TEST_OPERATOR_CORE=tmf). */
export const testsOverTmf = (): boolean => process.env.TEST_OPERATOR_CORE === 'tmf';

type Bss = Awaited<ReturnType<typeof import('../core/bss/server').startBss>>;

export interface TmfTestCore {
  bss: Bss;
  /** What the adapter was given. */
  config: TmfConfig;
  /** Restores the core (and the environment) of before, and stops the BSS. */
  close(): Promise<void>;
}

export interface TmfTestCoreOptions {
  /**
   * What the adapter calls instead of the global fetch (`recordingFetch().fetch`): the adapter is then
   * installed with `setCoreForTests`. Without it the suite runs as a deployment does, OPERATOR_CORE=tmf
   * and TMF_* in the environment, so a suite's own `setCoreForTests(undefined)` comes back to TMF.
   */
  fetch?: typeof fetch;
  /** The adapter's time limit per call (default CORE_TIMEOUT_MS). */
  timeoutMs?: number;
  listenerSecret?: string;
}

/** Starts a BSS in a box on a free port, sharing the test's database, and makes the TMF adapter the operator core. */
export async function startTmfTestCore(options: TmfTestCoreOptions = {}): Promise<TmfTestCore> {
  const [{ startBss }, { TmfCore }] = await Promise.all([import('../core/bss/server'), import('../core/tmf')]);
  const clientId = 'portal-test';
  const clientSecret = randomBytes(16).toString('hex');
  const bss = await startBss({
    port: 0,
    host: '127.0.0.1',
    database: getDb,
    clientId,
    clientSecret,
    listenerSecret: options.listenerSecret,
    transferDailyCap: DAILY_TRANSFER_CAP,
  });
  const timeoutMs = options.timeoutMs ?? serverEnv().CORE_TIMEOUT_MS;
  const config: TmfConfig = {
    baseUrl: bss.url,
    paths: { ...TMF_DEFAULT_PATHS, '635': '/tmf-api/usageManagement/v4' },
    tokenUrl: `${bss.url}/oauth/token`,
    clientId,
    clientSecret,
    timeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  let restore: () => void;
  if (options.fetch) {
    setCoreForTests(new TmfCore(config));
    restore = () => setCoreForTests(undefined);
  } else {
    const vars: Record<string, string> = {
      OPERATOR_CORE: 'tmf',
      TMF_BASE_URL: config.baseUrl,
      TMF_TOKEN_URL: config.tokenUrl,
      TMF_CLIENT_ID: clientId,
      TMF_CLIENT_SECRET: clientSecret,
      ...(options.timeoutMs ? { CORE_TIMEOUT_MS: String(timeoutMs) } : {}),
    };
    restore = enterEnv(vars);
  }
  return {
    bss,
    config,
    async close() {
      restore();
      await bss.close();
    },
  };
}
