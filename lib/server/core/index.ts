/**
 * `core()`: the operator core every flow calls. The embedded demo core by default; with
 * OPERATOR_CORE=tmf, the BSS over TM Forum Open APIs (./tmf, PROFILE.md there). Either way behind the
 * fault-injection wrapper (./faults.ts), and counted in the metrics outside it (./metered.ts).
 */
import { serverEnv } from '../env';
import { traceCalls } from '../observability/tracing';
import { embeddedCore } from './embedded';
import { withFaults } from './faults';
import { withMetrics } from './metered';
import { TmfCore, tmfConfigFromEnv } from './tmf';
import type { OperatorCore } from './types';

export * from './types';
export { setCoreFaultsForTests } from './faults';

const wrapped = new Map<OperatorCore, OperatorCore>();
/** One TmfCore (one token cache) per configuration; a test that changes the environment gets a new one. */
let tmf: { key: string; core: TmfCore } | undefined;
let override: OperatorCore | undefined;

function tmfCore(): TmfCore {
  const config = tmfConfigFromEnv();
  const key = JSON.stringify(config);
  if (tmf?.key !== key) {
    if (tmf) wrapped.delete(tmf.core);
    tmf = { key, core: new TmfCore(config) };
  }
  return tmf.core;
}

export function core(): OperatorCore {
  const inner: OperatorCore = override ?? (serverEnv().OPERATOR_CORE === 'tmf' ? tmfCore() : embeddedCore);
  let faulty = wrapped.get(inner);
  if (!faulty) wrapped.set(inner, (faulty = withMetrics(withFaults(inner), override ? 'test' : inner === embeddedCore ? 'embedded' : 'tmf')));
  return traceCalls('core', faulty);
}

/** Tests: another implementation behind the same wrapper (undefined restores the default). */
export function setCoreForTests(implementation: OperatorCore | undefined): void {
  override = implementation;
}
