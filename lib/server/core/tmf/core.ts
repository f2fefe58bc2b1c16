/**
 * `TmfCore`: the operator core over TM Forum Open APIs v4, as our profile (./PROFILE.md) uses them.
 * Each concern lives in its own module; this class only binds them to one client (one token cache).
 */
import type {
  CoreBill,
  CoreLine,
  CoreSubscription,
  CoreUsage,
  IssueVoucherInput,
  LedgerRow,
  MoneyMovement,
  MoneyResult,
  OperatorCore,
  SubscribeInput,
  SubscribeResult,
  TransferInput,
  TransferResult,
  VoucherIssue,
} from '../types';
import { balanceOf, ledger, sentToday } from './balance';
import { getBill, getBills, payBill } from './bills';
import { TmfClient } from './client';
import type { TmfConfig } from './config';
import { charge, credit, redeemScratchCard, transfer } from './money';
import { issueVoucher, subscribe, withdrawVoucher } from './orders';
import { getLine, getPuk, getSubscriptions, setLineStatus } from './products';
import { getUsage } from './usage';

export class TmfCore implements OperatorCore {
  readonly client: TmfClient;

  constructor(readonly config: TmfConfig) {
    this.client = new TmfClient(config);
  }

  getLine(msisdn: string): Promise<CoreLine | null> {
    return getLine(this.client, msisdn);
  }
  getBalance(msisdn: string): Promise<number> {
    return balanceOf(this.client, msisdn);
  }
  getLedger(msisdn: string, limit = 100): Promise<LedgerRow[]> {
    return ledger(this.client, msisdn, limit);
  }
  getSubscriptions(msisdn: string): Promise<CoreSubscription[]> {
    return getSubscriptions(this.client, msisdn);
  }
  getBills(msisdn: string): Promise<CoreBill[]> {
    return getBills(this.client, msisdn);
  }
  getBill(id: number): Promise<CoreBill | null> {
    return getBill(this.client, id);
  }
  transferredToday(msisdn: string): Promise<number> {
    return sentToday(this.client, msisdn);
  }
  getUsage(msisdn: string, since: Date): Promise<CoreUsage[]> {
    return getUsage(this.client, msisdn, since);
  }
  credit(input: MoneyMovement): Promise<MoneyResult> {
    return credit(this.client, input);
  }
  charge(input: MoneyMovement): Promise<MoneyResult> {
    return charge(this.client, input);
  }
  subscribe(input: SubscribeInput): Promise<SubscribeResult> {
    return subscribe(this.client, input);
  }
  transfer(input: TransferInput): Promise<TransferResult> {
    return transfer(this.client, input);
  }
  redeemScratchCard(input: { msisdn: string; cardNumber: string }): Promise<{ value: number; balance: number } | null> {
    return redeemScratchCard(this.client, input);
  }
  payBill(input: { billId: number; paymentId: string; amount: number }): Promise<{ alreadyPaid: boolean }> {
    return payBill(this.client, input);
  }
  issueVoucher(input: IssueVoucherInput): Promise<VoucherIssue> {
    return issueVoucher(this.client, input);
  }
  withdrawVoucher(paymentId: string): Promise<void> {
    return withdrawVoucher(this.client, paymentId);
  }
  setLineStatus(input: { msisdn: string; status: 'active' | 'suspended' }): Promise<void> {
    return setLineStatus(this.client, input);
  }
  getPuk(msisdn: string): Promise<string> {
    return getPuk(this.client, msisdn);
  }
}
