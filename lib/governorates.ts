import type { Locale } from './locales';

/** Iraq's governorates: id, name in each language and a point near the capital (map labels). */
export const governorates = [
  { id: 'baghdad', ar: 'بغداد', en: 'Baghdad', ku: 'بەغدا', lat: 33.315, lng: 44.366 },
  { id: 'basra', ar: 'البصرة', en: 'Basra', ku: 'بەسرە', lat: 30.508, lng: 47.783 },
  { id: 'nineveh', ar: 'نينوى', en: 'Nineveh', ku: 'نەینەوا', lat: 36.34, lng: 43.13 },
  { id: 'erbil', ar: 'أربيل', en: 'Erbil', ku: 'هەولێر', lat: 36.19, lng: 44.01 },
  { id: 'sulaymaniyah', ar: 'السليمانية', en: 'Sulaymaniyah', ku: 'سلێمانی', lat: 35.56, lng: 45.43 },
  { id: 'duhok', ar: 'دهوك', en: 'Duhok', ku: 'دهۆک', lat: 36.867, lng: 42.95 },
  { id: 'halabja', ar: 'حلبجة', en: 'Halabja', ku: 'هەڵەبجە', lat: 35.18, lng: 45.98 },
  { id: 'kirkuk', ar: 'كركوك', en: 'Kirkuk', ku: 'کەرکووک', lat: 35.468, lng: 44.392 },
  { id: 'salah-al-din', ar: 'صلاح الدين', en: 'Salah al-Din', ku: 'سەلاحەدین', lat: 34.6, lng: 43.68 },
  { id: 'diyala', ar: 'ديالى', en: 'Diyala', ku: 'دیالە', lat: 33.75, lng: 44.64 },
  { id: 'anbar', ar: 'الأنبار', en: 'Anbar', ku: 'ئەنبار', lat: 33.42, lng: 43.3 },
  { id: 'babil', ar: 'بابل', en: 'Babil', ku: 'بابل', lat: 32.48, lng: 44.42 },
  { id: 'karbala', ar: 'كربلاء', en: 'Karbala', ku: 'کەربەلا', lat: 32.616, lng: 44.024 },
  { id: 'najaf', ar: 'النجف', en: 'Najaf', ku: 'نەجەف', lat: 32.0, lng: 44.33 },
  { id: 'wasit', ar: 'واسط', en: 'Wasit', ku: 'واست', lat: 32.51, lng: 45.82 },
  { id: 'qadisiyah', ar: 'القادسية', en: 'Al-Qadisiyah', ku: 'قادسیە', lat: 31.99, lng: 44.92 },
  { id: 'muthanna', ar: 'المثنى', en: 'Muthanna', ku: 'موسەننا', lat: 31.31, lng: 45.28 },
  { id: 'dhi-qar', ar: 'ذي قار', en: 'Dhi Qar', ku: 'زیقار', lat: 31.05, lng: 46.26 },
  { id: 'maysan', ar: 'ميسان', en: 'Maysan', ku: 'مەیسان', lat: 31.84, lng: 47.14 },
] as const;

export type GovernorateId = (typeof governorates)[number]['id'];
export const governorateIds = governorates.map((g) => g.id) as [GovernorateId, ...GovernorateId[]];

export function governorateName(id: string, locale: Locale): string {
  return governorates.find((g) => g.id === id)?.[locale] ?? id;
}

export const shopCategories = ['operator-store', 'authorised-dealer', 'service-centre'] as const;
export type ShopCategory = (typeof shopCategories)[number];

export const shopServices = ['sim-swap', 'new-line', 'bill-payment', 'recharge', 'phone-sales', 'device-repair', 'business'] as const;
export type ShopService = (typeof shopServices)[number];
