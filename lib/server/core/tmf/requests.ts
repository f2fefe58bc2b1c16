/**
 * The bodies we send, typed from the `_Create` definitions of the specifications: the fields the spec
 * requires are required here, so a body that breaks the spec does not compile. Values follow
 * PROFILE.md ("Resources"); `externalId` on TMF654 bodies is the one extension attribute we add.
 */
import type { LedgerReason } from '../types';

interface Ref {
  id: string;
  '@referredType'?: string;
}
/** TMF654 `Quantity`. */
interface Quantity {
  amount?: number;
  units: 'IQD';
}
interface Money {
  value: number;
  unit: 'IQD';
}
interface RelatedParty {
  id: string;
  role: string;
  '@referredType': string;
}
interface Characteristic {
  name: string;
  valueType?: string;
  value: unknown;
}

/** TMF654 `TopupBalance_Create`: required amount, usageType, bucket, partyAccount. */
export interface TopupBalanceCreate {
  amount: Quantity;
  usageType: 'monetary';
  bucket: Ref;
  partyAccount: Ref;
  logicalResource: Ref[];
  reason: LedgerReason;
  channel: Ref;
  voucher?: string;
  externalId: string;
  '@type': 'TopupBalance';
}

/** TMF654 `AdjustBalance_Create`: required amount, usageType, bucket. */
export interface AdjustBalanceCreate {
  amount: Quantity & { amount: number };
  usageType: 'monetary';
  adjustType: 'oneTime';
  bucket: Ref;
  logicalResource: Ref[];
  reason: LedgerReason;
  channel: Ref;
  externalId: string;
  '@type': 'AdjustBalance';
}

/** TMF654 `TransferBalance_Create`: required reason, receiverLogicalResource, channel, logicalResource, amount, usageType, bucket, receiverBucket, receiverBucketUsageType. */
export interface TransferBalanceCreate {
  reason: 'transfer';
  amount: Quantity & { amount: number };
  usageType: 'monetary';
  bucket: Ref;
  logicalResource: Ref[];
  receiverLogicalResource: Ref;
  receiverBucket: Ref;
  receiverBucketUsageType: 'monetary';
  channel: Ref;
  costOwner: 'originator';
  externalId: string;
  '@type': 'TransferBalance';
}

/** TMF622 `ProductOrderItem`: required id, action. */
export interface ProductOrderItemCreate {
  id: string;
  action: 'add';
  quantity: 1;
  productOffering: Ref;
  itemPrice: Array<{ priceType: 'oneTime'; price: { taxIncludedAmount: Money } }>;
  product?: { productCharacteristic: Characteristic[] };
}

/** TMF622 `ProductOrder_Create`: required productOrderItem. */
export interface ProductOrderCreate {
  externalId: string;
  category: string;
  channel: Array<{ id: string; role: string }>;
  relatedParty?: RelatedParty[];
  productOrderItem: [ProductOrderItemCreate];
  '@type': 'ProductOrder';
}

/** TMF622 `CancelProductOrder_Create`: required productOrder. */
export interface CancelProductOrderCreate {
  productOrder: Ref;
  cancellationReason: string;
  '@type': 'CancelProductOrder';
}

/** TMF676 `Payment_Create`: required account, paymentMethod, totalAmount. */
export interface PaymentCreate {
  correlatorId: string;
  account: Ref;
  paymentMethod: { id: string; '@type': 'PaymentMethodRef' };
  totalAmount: Money;
  paymentItem: Array<{ item: Ref; totalAmount: Money }>;
  channel: Ref;
  '@type': 'Payment';
}

/** Where every create of ours comes from (PROFILE.md). */
export const PORTAL_CHANNEL = { id: 'portal' } as const;

export const iqdMoney = (value: number): Money => ({ value, unit: 'IQD' });
