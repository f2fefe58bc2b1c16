/**
 * The operator core as the metrics see it (issue 31): every call's latency and outcome, and every
 * operation that changes something (CHANGING_METHODS: money, vouchers, bills) by its outcome. It wraps
 * the fault-injection wrapper (./index.ts), so it counts what callers get, for the embedded core and
 * the TMF adapter alike.
 *
 * Outcomes:
 * - applied: done now; replayed: the reference had already been applied, nothing changed (a retry);
 * - refused: the core said no (not enough credit, over the daily cap, an unknown card or line);
 * - failed: the core did not answer or failed before anything was applied (503 "Cannot fetch…");
 * - unconfirmed: the answer was lost, the change may have happened (CoreUnconfirmedError).
 */
import { ApiError } from '../api/errors';
import { metrics, oneOf } from '../observability/metrics';
import { CHANGING_METHODS, CoreUnavailableError, CoreUnconfirmedError, type LedgerReason, type OperatorCore } from './types';

type Outcome = 'applied' | 'replayed' | 'refused' | 'failed' | 'unconfirmed';

const METHODS = [
  'getLine',
  'getBalance',
  'getLedger',
  'getSubscriptions',
  'getBills',
  'getBill',
  'transferredToday',
  'getUsage',
  'getPuk',
  ...CHANGING_METHODS,
] as const;

const REASONS: readonly LedgerReason[] = [
  'opening-balance',
  'addon-purchase',
  'package',
  'package-gift',
  'scratch-card',
  'card-recharge',
  'transfer-out',
  'transfer-in',
  'bill-overpayment',
  'vanity-reservation',
  'reward',
  'usage',
];

/** The ledger reason of an operation: its input's `reason`, or what the method itself is. */
function reasonOf(method: string, args: unknown[]): string {
  const given = (args[0] as { reason?: unknown } | undefined)?.reason;
  if (given !== undefined) return oneOf(given, REASONS);
  if (method === 'transfer') return 'transfer';
  if (method === 'redeemScratchCard') return 'scratch-card';
  if (method === 'payBill') return 'bill-payment';
  if (method === 'issueVoucher' || method === 'withdrawVoucher') return 'e-voucher';
  return 'other';
}

/** How a changing call ended, from its result. */
function resultOutcome(method: string, result: unknown): Outcome {
  if (result === null) return 'refused'; // redeemScratchCard: unknown or used card
  const value = result as { applied?: unknown; state?: unknown; alreadyPaid?: unknown };
  if (value?.applied === false) return 'replayed';
  if (method === 'issueVoucher' && value?.state !== 'issued') return 'replayed';
  return 'applied';
}

function errorOutcome(error: unknown): Outcome {
  if (error instanceof CoreUnconfirmedError) return 'unconfirmed';
  if (error instanceof CoreUnavailableError) return 'failed';
  if (error instanceof ApiError) return 'refused';
  return 'failed';
}

/** `core` with its calls counted; `name` says which core (`embedded`, `tmf`, `test`). */
export function withMetrics(core: OperatorCore, name: 'embedded' | 'tmf' | 'test'): OperatorCore {
  return new Proxy(core, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const method = oneOf(String(property), METHODS);
      const changing = CHANGING_METHODS.has(method as keyof OperatorCore);
      return async (...args: unknown[]) => {
        const m = metrics();
        const started = process.hrtime.bigint();
        const done = (outcome: Outcome) => {
          m.coreDuration.observe({ core: name, method }, Number(process.hrtime.bigint() - started) / 1e9);
          m.coreCalls.inc({ core: name, method, outcome: outcome === 'applied' || outcome === 'replayed' ? 'ok' : outcome });
          if (changing) m.moneyOperations.inc({ operation: method, reason: reasonOf(method, args), outcome });
        };
        try {
          const result = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          done(changing ? resultOutcome(method, result) : 'applied');
          return result;
        } catch (error) {
          done(errorOutcome(error));
          throw error;
        }
      };
    },
  });
}
