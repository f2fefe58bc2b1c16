/**
 * Where a real billing system plugs in (BILLING_API_URL, README). Not written yet: there is no
 * billing system to write it against. Every method answers `CoreUnavailableError('not-configured')`
 * (a 503 "Cannot fetch information now" to the client, and an error in the log), so a deployment that
 * sets BILLING_API_URL without an adapter fails loudly instead of running on the demo ledger.
 *
 * An adapter implements `OperatorCore` with HTTP calls to the billing system, passing each operation's
 * `reference` as the billing system's idempotency key (so a retry after a timeout is applied once),
 * with the CORE_TIMEOUT_MS time limit on every call. A call that never reached the billing system
 * (connection refused, an error answer) throws `CoreUnavailableError`; a call that changes something
 * and was sent but not answered in time throws `CoreUnconfirmedError` (it may have been applied: the
 * customer is told "we could not confirm", see ./faults.ts).
 */
import { logger } from '../logger';
import { CoreUnavailableError, type OperatorCore } from './types';

export class BillingApiCore implements OperatorCore {
  constructor(readonly baseUrl: string) {}

  private notConfigured(method: string): never {
    logger.error({ method, baseUrl: this.baseUrl }, 'BILLING_API_URL is set but no billing-system adapter is configured');
    throw new CoreUnavailableError('not-configured', new Error('Billing API adapter not configured'));
  }

  getLine = async (): Promise<never> => this.notConfigured('getLine');
  getBalance = async (): Promise<never> => this.notConfigured('getBalance');
  getLedger = async (): Promise<never> => this.notConfigured('getLedger');
  getSubscriptions = async (): Promise<never> => this.notConfigured('getSubscriptions');
  getBills = async (): Promise<never> => this.notConfigured('getBills');
  getBill = async (): Promise<never> => this.notConfigured('getBill');
  transferredToday = async (): Promise<never> => this.notConfigured('transferredToday');
  credit = async (): Promise<never> => this.notConfigured('credit');
  charge = async (): Promise<never> => this.notConfigured('charge');
  subscribe = async (): Promise<never> => this.notConfigured('subscribe');
  transfer = async (): Promise<never> => this.notConfigured('transfer');
  redeemScratchCard = async (): Promise<never> => this.notConfigured('redeemScratchCard');
  payBill = async (): Promise<never> => this.notConfigured('payBill');
  issueVoucher = async (): Promise<never> => this.notConfigured('issueVoucher');
  withdrawVoucher = async (): Promise<never> => this.notConfigured('withdrawVoucher');
}
