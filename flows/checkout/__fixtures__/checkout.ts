/** Demo data for the checkout and order stories and tests, in the shapes of lib/shop-api.ts. */
import type { ShopData, OrderData, OrderSummaryData } from '@/lib/shop-api';
import type { BagLine, CheckoutProps } from '../CheckoutFlow';

export const demoBag: BagLine[] = [
  { name: 'Nova A35 · Midnight black · 128 GB', quantity: 1, unitPrice: 185_000 },
  { name: 'Nour 4G SIM card', quantity: 1, unitPrice: 5_000, needsId: true },
];

export const demoShops: ShopData[] = [
  { id: 'baghdad-karrada', name: 'Nour Store - Karrada', city: 'Baghdad', address: 'Karrada Dakhil Street' },
  { id: 'erbil-100m', name: 'Nour Store - Erbil', city: 'Erbil', address: '100 Meter Road' },
];

export const demoPrefill: NonNullable<CheckoutProps['prefill']> = {
  details: { firstName: 'Zahra', secondName: 'Ali', thirdName: 'Hassan', phone: '07701234567', email: 'demo@example.com', idType: 'national-id', idNumber: 'A12345678' },
  addresses: [{ id: 1, address: 'Street 12, house 4', city: 'Baghdad', district: 'Karrada', governorate: null, landmark: null, primary: true }],
};

export const demoOrder: OrderData = {
  orderNumber: '7KD29XQ4M1',
  createdAt: '2026-11-22T09:30:00.000Z',
  completedAt: null,
  status: 'confirmed',
  items: [
    { name: 'Nova A35 · Midnight black · 128 GB', quantity: 1, unitPrice: 185_000, total: 185_000 },
    { name: 'Nour 4G SIM card', quantity: 1, unitPrice: 5_000, total: 5_000 },
  ],
  subtotal: 190_000,
  discount: 19_000,
  promoCode: 'NOUR10',
  deliveryFee: 5_000,
  total: 176_000,
  totalPaid: 176_000,
  paymentMethod: 'card',
  fulfilment: { method: 'delivery', address: 'Street 12, house 4', city: 'Baghdad', district: 'Karrada', governorate: 'Baghdad', landmark: 'Near the Karrada mosque' },
  buyer: { name: 'Zahra Ali Hassan', phone: '07701234567' },
  vat: { rate: 20, exempted: true, amount: 0 },
  refund: null,
  unpaid: null,
};

/** demoOrder after its card was declined, still held (until 10:00 Baghdad time). */
export const declinedOrder: OrderData = {
  ...demoOrder,
  status: 'pending-payment',
  totalPaid: 0,
  unpaid: { attempt: 'declined', heldUntil: '2026-11-22T07:00:00.000Z', canPay: true },
};

export const demoOrders: OrderSummaryData[] = [
  { orderNumber: '7KD29XQ4M1', createdAt: '2026-11-22T09:30:00.000Z', status: 'confirmed', total: 176_000, items: 2, unpaid: null },
  { orderNumber: 'QX81M0PK3T', createdAt: '2026-10-02T15:10:00.000Z', status: 'completed', total: 5_000, items: 1, unpaid: null },
];
