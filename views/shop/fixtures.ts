/** Products and bags for stories and component tests, in each language (the seeded catalogue's words). */
import type { Locale } from '@/lib/locales';
import type { CartView, CategoryListing, ProductCard, ProductDetail } from '@/lib/shop';

const words = {
  ar: { name: 'نوفا A35', brand: 'نوفا', category: 'الهواتف', black: 'أسود', green: 'أخضر', screen: 'الشاشة', camera: 'الكاميرا', about: 'هاتف متوسط الفئة بذاكرة 128 غيغابايت.' },
  en: { name: 'Nova A35', brand: 'Nova', category: 'Phones', black: 'Black', green: 'Green', screen: 'Screen', camera: 'Camera', about: 'A mid-range phone with 128 GB of storage.' },
  ku: { name: 'نۆڤا A35', brand: 'نۆڤا', category: 'مۆبایلەکان', black: 'ڕەش', green: 'سەوز', screen: 'شاشە', camera: 'کامێرا', about: 'مۆبایلێکی ئاستی مامناوەندە بە بیرگەی 128 گیگابایت.' },
} as const;

/** Nova A35: Black 128 GB with 3 left, Green 128 GB in stock, Green 256 GB sold out. */
export function productFixture(locale: Locale): ProductDetail {
  const w = words[locale];
  return {
    id: 2,
    name: w.name,
    description: w.about,
    brand: w.brand,
    brandId: 'nova',
    category: { id: 'phones', name: w.category },
    price: 185000,
    image: '/images/phone-2.svg',
    images: ['/images/phone-2.svg', '/images/products/phone-back.svg'],
    specs: [
      { label: w.screen, value: '6.6″' },
      { label: w.camera, value: '50 MP' },
    ],
    badges: ['bestseller'],
    variants: [
      { id: 21, colour: w.black, colourHex: '#1d1b22', storage: '128 GB', price: 185000, stock: 3, image: '/images/products/colours/phone-2-1d1b22.svg' },
      { id: 22, colour: w.green, colourHex: '#2e7d5b', storage: '128 GB', price: 185000, stock: 18, image: '/images/products/colours/phone-2-2e7d5b.svg' },
      { id: 23, colour: w.green, colourHex: '#2e7d5b', storage: '256 GB', price: 215000, stock: 0, image: '/images/products/colours/phone-2-2e7d5b.svg' },
    ],
    maxPerOrder: 3,
    needsId: false,
  };
}

export function cardsFixture(locale: Locale): ProductCard[] {
  const w = words[locale];
  return [
    { id: 2, name: w.name, brand: w.brand, price: 185000, image: '/images/phone-2.svg', inStock: true, badges: ['bestseller'] },
    { id: 10, name: `${w.name} Pro`, brand: w.brand, price: 329000, image: '/images/products/phone-4.svg', inStock: true, badges: ['new'] },
    { id: 21, name: 'Zaha Buds Pro', brand: 'Zaha', price: 45000, image: '/images/products/earbuds.svg', inStock: false, badges: [] },
  ];
}

export function listingFixture(locale: Locale): CategoryListing {
  const cards = cardsFixture(locale);
  return {
    category: { id: 'phones', name: words[locale].category },
    brands: [
      { id: 'nova', name: words[locale].brand, count: 2 },
      { id: 'zaha', name: 'Zaha', count: 1 },
    ],
    items: cards.map((data) => ({ type: 'ProductItem', data })),
    page: 1,
    pageSize: 12,
    total: cards.length,
    pages: 1,
  };
}

export function bagFixture(locale: Locale): CartView {
  const w = words[locale];
  return {
    items: [
      { id: 7, productId: 2, variantId: 21, name: w.name, variant: `${w.black} · 128 GB`, image: '/images/phone-2.svg', unitPrice: 185000, quantity: 2, lineTotal: 370000, stock: 3, stockState: 'low', maxPerOrder: 3 },
      { id: 8, productId: 23, variantId: 40, name: 'Zaha 33 W', variant: '', image: '/images/products/charger.svg', unitPrice: 15000, quantity: 1, lineTotal: 15000, stock: 80, stockState: 'in-stock', maxPerOrder: 5 },
    ],
    subtotal: 385000,
    count: 3,
  };
}
