/**
 * `core()`: the operator core every flow calls. The embedded demo core by default; with
 * BILLING_API_URL set, the billing-system adapter (./remote.ts, a stub until a billing system is
 * connected). Either way behind the fault-injection wrapper (./faults.ts).
 */
import { serverEnv } from '../env';
import { embeddedCore } from './embedded';
import { withFaults } from './faults';
import { BillingApiCore } from './remote';
import type { OperatorCore } from './types';

export * from './types';
export { setCoreFaultsForTests } from './faults';

const wrapped = new Map<OperatorCore, OperatorCore>();
let remote: BillingApiCore | undefined;
let override: OperatorCore | undefined;

export function core(): OperatorCore {
  const env = serverEnv();
  let inner: OperatorCore = override ?? embeddedCore;
  if (!override && env.BILLING_API_URL) inner = remote?.baseUrl === env.BILLING_API_URL ? remote : (remote = new BillingApiCore(env.BILLING_API_URL));
  let faulty = wrapped.get(inner);
  if (!faulty) wrapped.set(inner, (faulty = withFaults(inner)));
  return faulty;
}

/** Tests: another implementation behind the same wrapper (undefined restores the default). */
export function setCoreForTests(implementation: OperatorCore | undefined): void {
  override = implementation;
}
