/** Shapes of the checkout and orders API (spec section 7 additions, issue 12), shared by browser and server. */

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
  idType: IdType;
  idNumber: string;
}

export type CheckoutFulfilment = { method: 'pickup'; shopId: string } | { method: 'delivery'; address: string; city: string; district: string };

export interface CheckoutRequest {
  details: CheckoutDetails;
  fulfilment: CheckoutFulfilment;
  payment: PaymentMethod;
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

export interface OrderSummaryData {
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  total: number;
  items: number;
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
  fulfilment: { method: 'pickup'; shop: ShopData | null } | { method: 'delivery'; address: string; city: string; district: string };
  buyer: { name: string; phone: string };
  vat: { rate: number; exempted: boolean; amount: number };
  /** A cancelled order's card money: on its way back ('due') or refunded ('done'); null when none is owed. */
  refund: { state: 'due' | 'done'; amount: number } | null;
}

/** Delivery anywhere in Iraq costs this much (IQD); pick-up at a shop is free. */
export const DELIVERY_FEE = 5_000;
/** Orders are collected or delivered within this time, or cancelled (spec section 9). */
export const FULFIL_WITHIN_HOURS = 48;
/** A card order not paid within this time gives its stock back. */
export const UNPAID_ORDER_MINUTES = 30;
