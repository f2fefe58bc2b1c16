/**
 * Fault injection around the operator core (tests and chaos drills): added latency, timeouts and
 * errors, configured by CORE_FAULT_LATENCY_MS, CORE_FAULT_TIMEOUT_RATE, CORE_FAULT_ERROR_RATE and
 * CORE_TIMEOUT_MS (README), or by tests through `setCoreFaultsForTests`.
 *
 * A fault is decided BEFORE the call reaches the core, and a call that has started is never abandoned
 * half way: the core's money operations are single transactions, so an injected timeout or error means
 * "nothing happened" and the caller answers 503 "Cannot fetch information now" with nothing charged.
 * (A real billing system behind a network can time out after applying an operation; the unique
 * references make the retry of such an operation a no-op, see ./types.ts.)
 */
import { serverEnv } from '../../env';
import { logger } from '../../logger';
import { CoreUnavailableError, type OperatorCore } from './types';

export interface CoreFaults {
  /** Added before every call, in ms. */
  latencyMs: number;
  /** Share of calls (0..1) that time out: they wait `timeoutMs`, then fail. */
  timeoutRate: number;
  /** Share of calls (0..1) that fail at once with an upstream error. */
  errorRate: number;
  /** How long a call may take before it counts as timed out. */
  timeoutMs: number;
  /** Tests: only these methods are affected (all when absent). */
  methods?: string[];
}

let testFaults: Partial<CoreFaults> | undefined;
let testRandom: (() => number) | undefined;

/** Tests: override some or all settings (undefined restores the environment's), and the dice. */
export function setCoreFaultsForTests(faults: Partial<CoreFaults> | undefined, random?: () => number): void {
  testFaults = faults;
  testRandom = random;
}

export function currentCoreFaults(): CoreFaults {
  const env = serverEnv();
  return {
    latencyMs: env.CORE_FAULT_LATENCY_MS,
    timeoutRate: env.CORE_FAULT_TIMEOUT_RATE,
    errorRate: env.CORE_FAULT_ERROR_RATE,
    timeoutMs: env.CORE_TIMEOUT_MS,
    ...testFaults,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Decides the fate of one call: resolves when the call may go ahead, throws a 503 otherwise. */
async function gate(method: string): Promise<void> {
  const faults = currentCoreFaults();
  if (faults.methods && !faults.methods.includes(method)) return;
  const random = testRandom ?? Math.random;
  if (faults.latencyMs > 0) await sleep(Math.min(faults.latencyMs, faults.timeoutMs));
  if (faults.latencyMs >= faults.timeoutMs) {
    logger.warn({ method, latencyMs: faults.latencyMs }, 'operator core timed out (latency)');
    throw new CoreUnavailableError('timeout');
  }
  if (faults.timeoutRate > 0 && random() < faults.timeoutRate) {
    await sleep(Math.max(0, faults.timeoutMs - faults.latencyMs));
    logger.warn({ method }, 'operator core timed out (injected)');
    throw new CoreUnavailableError('timeout');
  }
  if (faults.errorRate > 0 && random() < faults.errorRate) {
    logger.warn({ method }, 'operator core failed (injected)');
    throw new CoreUnavailableError('error');
  }
}

/** Wraps every method of a core with the fault gate (a no-op when no fault is configured). */
export function withFaults(inner: OperatorCore): OperatorCore {
  return new Proxy(inner, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        await gate(String(property));
        return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      };
    },
  });
}
