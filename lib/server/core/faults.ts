/**
 * Fault injection around the operator core (tests and chaos drills): added latency, timeouts and
 * errors, and lost answers, configured by CORE_FAULT_LATENCY_MS, CORE_FAULT_TIMEOUT_RATE,
 * CORE_FAULT_ERROR_RATE, CORE_FAULT_LOST_ANSWER_RATE and CORE_TIMEOUT_MS (README), or by tests through
 * `setCoreFaultsForTests`.
 *
 * Two kinds of fault, as a billing system behind a network has them:
 * - before the call: latency, a timeout or an error is decided BEFORE the call reaches the core (the
 *   request never arrived), so nothing was applied and the caller answers 503 "Cannot fetch
 *   information now";
 * - after the call: a lost answer. The core ran the call (and applied the change, or refused it), then
 *   the answer never came back: the caller waited `timeoutMs` and gets `CoreUnconfirmedError`, so it
 *   cannot know whether the change happened and must say so. Only calls that change something
 *   (CHANGING_METHODS) lose answers: a lost read is a plain timeout. The retry of the same operation
 *   (same reference) is applied at most once, which is what makes the doubt harmless.
 */
import { serverEnv } from '../env';
import { logger } from '../logger';
import { CHANGING_METHODS, CoreUnavailableError, CoreUnconfirmedError, type OperatorCore } from './types';

export interface CoreFaults {
  /** Added before every call, in ms. */
  latencyMs: number;
  /** Share of calls (0..1) that time out before reaching the core: they wait `timeoutMs`, then fail. */
  timeoutRate: number;
  /** Share of calls (0..1) that fail at once with an upstream error. */
  errorRate: number;
  /**
   * Share of calls that change something (0..1) whose answer is lost after the core ran them: they
   * wait until `timeoutMs`, then fail with `CoreUnconfirmedError`.
   */
  lostAnswerRate: number;
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
    lostAnswerRate: env.CORE_FAULT_LOST_ANSWER_RATE,
    timeoutMs: env.CORE_TIMEOUT_MS,
    ...testFaults,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const affects = (faults: CoreFaults, method: string) => !faults.methods || faults.methods.includes(method);

/** Decides the fate of one call before it is made: resolves when it may go ahead, throws a 503 otherwise. */
async function gate(method: string, faults: CoreFaults, random: () => number): Promise<void> {
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

/** Wraps every method of a core with the fault gate and the lost answer (no-ops when no fault is configured). */
export function withFaults(inner: OperatorCore): OperatorCore {
  return new Proxy(inner, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const method = String(property);
      return async (...args: unknown[]) => {
        const faults = currentCoreFaults();
        if (!affects(faults, method)) return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        const random = testRandom ?? Math.random;
        const started = Date.now();
        await gate(method, faults, random);
        const loseAnswer = faults.lostAnswerRate > 0 && CHANGING_METHODS.has(method as keyof OperatorCore) && random() < faults.lostAnswerRate;
        if (!loseAnswer) return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        // The call runs to its end (applied, or refused), then its answer is lost on the way back.
        const outcome = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args).then(
          () => 'applied or replayed',
          (error: unknown) => `refused (${(error as Error)?.name ?? 'error'})`,
        );
        await sleep(Math.max(0, faults.timeoutMs - (Date.now() - started)));
        logger.warn({ method, outcome }, 'operator core answer lost (injected)');
        throw new CoreUnconfirmedError(method);
      };
    },
  });
}
