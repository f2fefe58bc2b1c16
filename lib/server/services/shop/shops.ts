/**
 * Shops where an order can be picked up. A seeded list until the services issue brings the shop
 * locator (it will own GET /api/v1/shops then); ids are stable because orders keep them.
 */
import type { Locale } from '@/lib/locales';
import type { ShopData } from '@/lib/shop-api';
import type { Localized } from '../../db/schema';

interface ShopSeed {
  id: string;
  names: Localized;
  cities: Localized;
  addresses: Localized;
}

const SHOPS: readonly ShopSeed[] = [
  {
    id: 'baghdad-karrada',
    names: { ar: 'متجر نور - الكرادة', en: 'Nour Store - Karrada', ku: 'فرۆشگای نوور - کەرادە' },
    cities: { ar: 'بغداد', en: 'Baghdad', ku: 'بەغدا' },
    addresses: { ar: 'شارع الكرادة داخل، قرب ساحة الحرية', en: 'Karrada Dakhil Street, near Al-Hurriya Square', ku: 'شەقامی کەرادە داخڵ، نزیک گۆڕەپانی ئازادی' },
  },
  {
    id: 'baghdad-mansour',
    names: { ar: 'متجر نور - المنصور', en: 'Nour Store - Mansour', ku: 'فرۆشگای نوور - مەنسوور' },
    cities: { ar: 'بغداد', en: 'Baghdad', ku: 'بەغدا' },
    addresses: { ar: 'شارع 14 رمضان، المنصور', en: '14th of Ramadan Street, Mansour', ku: 'شەقامی ١٤ی ڕەمەزان، مەنسوور' },
  },
  {
    id: 'basra-center',
    names: { ar: 'متجر نور - البصرة', en: 'Nour Store - Basra', ku: 'فرۆشگای نوور - بەسرە' },
    cities: { ar: 'البصرة', en: 'Basra', ku: 'بەسرە' },
    addresses: { ar: 'شارع الجزائر، العشار', en: 'Al-Jazair Street, Ashar', ku: 'شەقامی جەزائیر، عەشار' },
  },
  {
    id: 'erbil-100m',
    names: { ar: 'متجر نور - أربيل', en: 'Nour Store - Erbil', ku: 'فرۆشگای نوور - هەولێر' },
    cities: { ar: 'أربيل', en: 'Erbil', ku: 'هەولێر' },
    addresses: { ar: 'شارع 100 متر، قرب فاميلي مول', en: '100 Meter Road, near Family Mall', ku: 'شەقامی ١٠٠ مەتری، نزیک فامیلی مۆڵ' },
  },
  {
    id: 'sulaymaniyah-salim',
    names: { ar: 'متجر نور - السليمانية', en: 'Nour Store - Sulaymaniyah', ku: 'فرۆشگای نوور - سلێمانی' },
    cities: { ar: 'السليمانية', en: 'Sulaymaniyah', ku: 'سلێمانی' },
    addresses: { ar: 'شارع سالم', en: 'Salim Street', ku: 'شەقامی سالم' },
  },
  {
    id: 'najaf-kufa',
    names: { ar: 'متجر نور - النجف', en: 'Nour Store - Najaf', ku: 'فرۆشگای نوور - نەجەف' },
    cities: { ar: 'النجف', en: 'Najaf', ku: 'نەجەف' },
    addresses: { ar: 'شارع الكوفة', en: 'Kufa Street', ku: 'شەقامی کووفە' },
  },
];

export function shopList(lang: Locale): ShopData[] {
  return SHOPS.map((s) => ({ id: s.id, name: s.names[lang], city: s.cities[lang], address: s.addresses[lang] }));
}

export function findShop(id: string, lang: Locale): ShopData | null {
  return shopList(lang).find((s) => s.id === id) ?? null;
}
