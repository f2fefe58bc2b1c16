/** Shop products as the server resolves them, in each language: for stories and tests. */
import type { Locale } from '@/lib/locales';
import type { ProductCard, ShopCategory } from '@/lib/shop';

const items: (Omit<ProductCard, 'name' | 'brand' | 'inStock' | 'badges'> & { category: ShopCategory; name: Record<Locale, string>; brand: Record<Locale, string> })[] = [
  {
    id: 11,
    category: 'phones',
    price: 850000,
    image: '/images/phone-1.svg',
    name: { ar: 'غالاكسي A55 256 غيغابايت', en: 'Galaxy A55 256 GB', ku: 'گالاکسی A55 256 گیگابایت' },
    brand: { ar: 'سامسونج', en: 'Samsung', ku: 'سامسۆنگ' },
  },
  {
    id: 12,
    category: 'phones',
    price: 1450000,
    image: '/images/phone-2.svg',
    name: { ar: 'آيفون 15 128 غيغابايت', en: 'iPhone 15 128 GB', ku: 'ئایفۆن 15 128 گیگابایت' },
    brand: { ar: 'أبل', en: 'Apple', ku: 'ئەپڵ' },
  },
  {
    id: 13,
    category: 'phones',
    price: 320000,
    image: '/images/phone-3.svg',
    name: { ar: 'ريدمي 13C', en: 'Redmi 13C', ku: 'ڕێدمی 13C' },
    brand: { ar: 'شاومي', en: 'Xiaomi', ku: 'شاومی' },
  },
  {
    id: 21,
    category: 'sims',
    price: 5000,
    image: '/images/sim-card.svg',
    name: { ar: 'شريحة 4G جديدة', en: 'New 4G SIM card', ku: 'سیمکارتی نوێی 4G' },
    brand: { ar: 'نور موبايل', en: 'Nour Mobile', ku: 'نوور مۆبایل' },
  },
  {
    id: 31,
    category: 'routers',
    price: 75000,
    image: '/images/router-mifi.svg',
    name: { ar: 'راوتر MiFi محمول 4G', en: '4G pocket MiFi router', ku: 'ڕاوتەری گیرفانی MiFi 4G' },
    brand: { ar: 'هواوي', en: 'Huawei', ku: 'هواوەی' },
  },
];

/** The cards the server resolves for a ProductGrid of `category` (all by default). */
export function productFixtures(locale: Locale, category: ShopCategory | 'all' = 'all'): ProductCard[] {
  return items
    .filter((item) => category === 'all' || item.category === category)
    .map(({ id, price, image, name, brand }) => ({ id, price, image, name: name[locale], brand: brand[locale], inStock: true, badges: [] }));
}
