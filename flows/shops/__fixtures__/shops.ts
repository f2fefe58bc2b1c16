import type { ShopView } from '@/lib/shops';

const store = { open: '09:00', close: '21:00' };
const dealer = { open: '09:00', close: '22:00', breakStart: '13:00', breakEnd: '16:00' };

/** Three shops as GET /api/v1/shops?lang=en answers them (tests and stories). */
export const sampleShops: ShopView[] = [
  {
    id: 'baghdad-karrada',
    name: 'Nour Store – Karrada',
    address: 'Main Street, Karrada, Baghdad',
    city: 'Baghdad',
    governorate: { id: 'baghdad', name: 'Baghdad' },
    category: 'operator-store',
    services: ['sim-swap', 'new-line', 'bill-payment'],
    hours: [store, store, store, store, store, { open: '14:00', close: '21:00' }, store],
    coordinates: { lat: 33.305, lng: 44.423 },
    phone: '07700100000',
    distance: null,
    status: 'open',
  },
  {
    id: 'basra-zubair',
    name: 'Nour Authorised Dealer – Zubair',
    address: 'near the central market, Zubair, Basra',
    city: 'Basra',
    governorate: { id: 'basra', name: 'Basra' },
    category: 'authorised-dealer',
    services: ['new-line', 'recharge'],
    hours: [dealer, dealer, dealer, dealer, dealer, null, dealer],
    coordinates: { lat: 30.39, lng: 47.7 },
    phone: null,
    distance: null,
    status: 'on-break',
  },
  {
    id: 'erbil-ankawa',
    name: 'Nour Store – Ankawa',
    address: 'Governorate Street, Ankawa, Erbil',
    city: 'Erbil',
    governorate: { id: 'erbil', name: 'Erbil' },
    category: 'operator-store',
    services: ['sim-swap', 'phone-sales'],
    hours: [store, store, store, store, store, { open: '14:00', close: '21:00' }, store],
    coordinates: { lat: 36.23, lng: 43.99 },
    phone: '07700200000',
    distance: null,
    status: 'closed',
  },
];
