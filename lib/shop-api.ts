/** Shapes of the checkout and orders API (spec section 7 additions, issue 12), shared by browser and server. */
import type { GovernorateId } from './governorates';
import type { PaymentMethodChoice } from './payment-methods';

export type IdType = 'national-id' | 'passport' | 'residence';
export const ID_TYPES: readonly IdType[] = ['national-id', 'passport', 'residence'];

export type OrderStatus = 'pending-payment' | 'confirmed' | 'ready-for-pickup' | 'out-for-delivery' | 'completed' | 'cancelled';
export type PaymentMethod = 'card' | 'cod';

export interface CheckoutDetails {
  firstName: string;
  secondName: string;
  thirdName: string;
  phone: string;
  email: string;
  /** Asked only when the bag holds a line or SIM card (registered to this ID). */
  idType?: IdType;
  idNumber?: string;
}

/**
 * Delivery the way Iraqi addresses work: the governorate (lib/governorates.ts), the city or town, the
 * district (mahalla), the street and house, and the nearest landmark the courier asks for.
 */
export interface DeliveryAddress {
  method: 'delivery';
  governorate: GovernorateId;
  city: string;
  district: string;
  address: string;
  landmark?: string;
}

export type CheckoutFulfilment = { method: 'pickup'; shopId: string } | DeliveryAddress;

export interface CheckoutRequest {
  details: CheckoutDetails;
  fulfilment: CheckoutFulfilment;
  payment: PaymentMethod;
  /** How a card order is paid online (lib/payment-methods.ts); none: the default. */
  method?: PaymentMethodChoice;
  promoCode?: string;
}

export interface QuoteData {
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
}

export interface CheckoutAnswer {
  orderNumber: string;
  /** The hosted card page (card payments only). */
  paymentUrl?: string;
  /** The order page with its access token, for a guest (the same link goes by SMS and e-mail). */
  orderUrl: string;
}

export interface ShopData {
  id: string;
  name: string;
  city: string;
  address: string;
}

export interface OrderLineData {
  name: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

/**
 * A card order still waiting for its money: how its last card attempt ended ('pending' while the payer
 * is on the card page or has not gone there, 'declined' when the card was refused), until when its
 * items are held, and whether "Pay now" may start (or resume) an attempt.
 */
export interface UnpaidData {
  attempt: 'pending' | 'declined';
  heldUntil: string;
  canPay: boolean;
}

export interface OrderSummaryData {
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  total: number;
  items: number;
  unpaid: UnpaidData | null;
}

/** POST /api/v1/orders/{orderNumber}/pay: where the payer enters the card for this order. */
export interface OrderPayData {
  paymentUrl: string;
}

export interface OrderData {
  orderNumber: string;
  createdAt: string;
  completedAt: string | null;
  status: OrderStatus;
  items: OrderLineData[];
  subtotal: number;
  discount: number;
  promoCode: string | null;
  deliveryFee: number;
  total: number;
  /** What has been paid: the total once a card payment went through or a cash order was completed. */
  totalPaid: number;
  paymentMethod: PaymentMethod;
  fulfilment: { method: 'pickup'; shop: ShopData | null } | { method: 'delivery'; address: string; city: string; district: string; governorate: string | null; landmark: string | null };
  buyer: { name: string; phone: string };
  vat: { rate: number; exempted: boolean; amount: number };
  /** A cancelled order's card money: on its way back ('due') or refunded ('done'); null when none is owed. */
  refund: { state: 'due' | 'done'; amount: number } | null;
  /** A card order waiting for payment (status 'pending-payment'); null otherwise. */
  unpaid: UnpaidData | null;
}

/** Delivery anywhere in Iraq costs this much (IQD); pick-up at a shop is free. */
export const DELIVERY_FEE = 5_000;
/** Orders are collected or delivered within this time, or cancelled (spec section 9). */
export const FULFIL_WITHIN_HOURS = 48;
/** A card order not paid within this time gives its stock back. */
export const UNPAID_ORDER_MINUTES = 30;
