/**
 * Demo data of the customer services (issue 13): phone models for the IMEI 4G check and the shops of
 * the locator. The TACs are demo values in the shape of real ones (8 digits), not the GSMA's registry:
 * a real deployment loads its own list through /editor/devices.
 */
import type { GovernorateId, ShopCategory, ShopService } from '@/lib/governorates';
import { governorates } from '@/lib/governorates';
import type { WeekHours } from '@/lib/shops';
import type { Localized } from '../schema';

const FLAGSHIP = ['B1', 'B2', 'B3', 'B4', 'B5', 'B7', 'B8', 'B12', 'B13', 'B17', 'B18', 'B19', 'B20', 'B25', 'B26', 'B28', 'B38', 'B40', 'B41', 'B66'];
const MID = ['B1', 'B3', 'B5', 'B7', 'B8', 'B20', 'B28', 'B38', 'B40', 'B41'];
const BUDGET = ['B1', 'B3', 'B5', 'B7', 'B8', 'B20', 'B28'];

type Kind = 'flagship' | 'mid' | 'budget' | 'budget-no-volte' | '3g' | '2g';
const models: Array<[brand: string, model: string, kind: Kind]> = [
  ['Apple', 'iPhone XR', 'flagship'],
  ['Apple', 'iPhone 11', 'flagship'],
  ['Apple', 'iPhone 12', 'flagship'],
  ['Apple', 'iPhone 13', 'flagship'],
  ['Apple', 'iPhone 14', 'flagship'],
  ['Apple', 'iPhone 14 Pro Max', 'flagship'],
  ['Apple', 'iPhone 15', 'flagship'],
  ['Apple', 'iPhone 15 Pro Max', 'flagship'],
  ['Apple', 'iPhone 16', 'flagship'],
  ['Apple', 'iPhone 16 Pro Max', 'flagship'],
  ['Apple', 'iPhone SE (2022)', 'flagship'],
  ['Samsung', 'Galaxy A05', 'budget'],
  ['Samsung', 'Galaxy A05s', 'budget'],
  ['Samsung', 'Galaxy A14', 'budget'],
  ['Samsung', 'Galaxy A15', 'mid'],
  ['Samsung', 'Galaxy A24', 'mid'],
  ['Samsung', 'Galaxy A25', 'mid'],
  ['Samsung', 'Galaxy A34', 'mid'],
  ['Samsung', 'Galaxy A35', 'mid'],
  ['Samsung', 'Galaxy A54', 'mid'],
  ['Samsung', 'Galaxy A55', 'mid'],
  ['Samsung', 'Galaxy M14', 'mid'],
  ['Samsung', 'Galaxy S23', 'flagship'],
  ['Samsung', 'Galaxy S23 Ultra', 'flagship'],
  ['Samsung', 'Galaxy S24', 'flagship'],
  ['Samsung', 'Galaxy S24 Ultra', 'flagship'],
  ['Samsung', 'Galaxy S25 Ultra', 'flagship'],
  ['Samsung', 'Galaxy Z Flip5', 'flagship'],
  ['Samsung', 'Galaxy Z Fold5', 'flagship'],
  ['Samsung', 'Galaxy J1 mini', '3g'],
  ['Xiaomi', 'Redmi 12', 'budget'],
  ['Xiaomi', 'Redmi 13C', 'budget'],
  ['Xiaomi', 'Redmi A3', 'budget-no-volte'],
  ['Xiaomi', 'Redmi Note 12', 'mid'],
  ['Xiaomi', 'Redmi Note 13', 'mid'],
  ['Xiaomi', 'Redmi Note 13 Pro', 'mid'],
  ['Xiaomi', 'POCO X6 Pro', 'mid'],
  ['Xiaomi', 'Xiaomi 13T', 'flagship'],
  ['Xiaomi', 'Xiaomi 14', 'flagship'],
  ['OPPO', 'A18', 'budget'],
  ['OPPO', 'A38', 'budget'],
  ['OPPO', 'A58', 'mid'],
  ['OPPO', 'Reno11', 'mid'],
  ['OPPO', 'Reno12', 'mid'],
  ['vivo', 'Y17s', 'budget'],
  ['vivo', 'Y27', 'budget'],
  ['vivo', 'V29', 'mid'],
  ['realme', 'C53', 'budget'],
  ['realme', 'C55', 'budget'],
  ['realme', '11 Pro', 'mid'],
  ['HONOR', 'X6a', 'budget'],
  ['HONOR', 'X7b', 'budget'],
  ['HONOR', 'X8b', 'mid'],
  ['HONOR', '90', 'mid'],
  ['HONOR', 'Magic6 Pro', 'flagship'],
  ['HUAWEI', 'nova 11i', 'mid'],
  ['HUAWEI', 'nova 12i', 'mid'],
  ['HUAWEI', 'Y9 Prime 2019', 'budget-no-volte'],
  ['TECNO', 'Spark 20', 'budget'],
  ['TECNO', 'Camon 20', 'mid'],
  ['TECNO', 'Pova 5', 'budget'],
  ['Infinix', 'Hot 30', 'budget'],
  ['Infinix', 'Hot 40i', 'budget'],
  ['Infinix', 'Note 30', 'mid'],
  ['Nokia', '105 (2019)', '2g'],
  ['Nokia', '130 (2023)', '2g'],
  ['Nokia', '105 4G', 'budget'],
  ['Nokia', 'C32', 'budget'],
  ['Nokia', 'G21', 'budget'],
  ['Motorola', 'moto e13', 'budget-no-volte'],
  ['Motorola', 'moto g54', 'mid'],
  ['Google', 'Pixel 7a', 'flagship'],
  ['Google', 'Pixel 8', 'flagship'],
  ['OnePlus', 'Nord CE 3 Lite', 'mid'],
  ['itel', 'it2160', '2g'],
  ['itel', 'A70', 'budget-no-volte'],
];

export interface DeviceSeed {
  tac: string;
  brand: string;
  model: string;
  supports4g: boolean;
  supportsVolte: boolean;
  bands: string[];
}

/** Two TACs per model (dual-SIM and single-SIM variants), 8 digits starting 35 like most phones. */
export const deviceSeed: DeviceSeed[] = models.flatMap(([brand, model, kind], i) => {
  const supports4g = kind !== '3g' && kind !== '2g';
  const bands = kind === 'flagship' ? FLAGSHIP : kind === 'mid' ? MID : supports4g ? BUDGET : [];
  const base = 35_100_000 + i * 10_007;
  return [0, 1].map((k) => ({
    tac: String(base + k * 523),
    brand,
    model,
    supports4g,
    supportsVolte: supports4g && kind !== 'budget-no-volte',
    bands,
  }));
});

// ---------------------------------------------------------------------------------------------------
// Shops
// ---------------------------------------------------------------------------------------------------

const t = (ar: string, en: string, ku: string): Localized => ({ ar, en, ku });

const STORE: WeekHours = [
  { open: '09:00', close: '21:00' },
  { open: '09:00', close: '21:00' },
  { open: '09:00', close: '21:00' },
  { open: '09:00', close: '21:00' },
  { open: '09:00', close: '21:00' },
  { open: '14:00', close: '21:00' },
  { open: '09:00', close: '21:00' },
];
const DEALER_DAY = { open: '09:00', close: '22:00', breakStart: '13:00', breakEnd: '16:00' };
const DEALER: WeekHours = [DEALER_DAY, DEALER_DAY, DEALER_DAY, DEALER_DAY, DEALER_DAY, null, DEALER_DAY];
const CENTRE_DAY = { open: '08:30', close: '16:00' };
const CENTRE: WeekHours = [CENTRE_DAY, CENTRE_DAY, CENTRE_DAY, CENTRE_DAY, CENTRE_DAY, null, null];

const SERVICES: Record<ShopCategory, ShopService[]> = {
  'operator-store': ['sim-swap', 'new-line', 'bill-payment', 'recharge', 'phone-sales', 'business'],
  'authorised-dealer': ['new-line', 'recharge', 'bill-payment', 'sim-swap'],
  'service-centre': ['device-repair', 'sim-swap', 'bill-payment', 'business'],
};
const HOURS: Record<ShopCategory, WeekHours> = { 'operator-store': STORE, 'authorised-dealer': DEALER, 'service-centre': CENTRE };

const PREFIX: Record<ShopCategory, Localized> = {
  'operator-store': t('متجر نور', 'Nour Store', 'فرۆشگای نوور'),
  'authorised-dealer': t('وكيل نور المعتمد', 'Nour Authorised Dealer', 'بریکاری ڕێپێدراوی نوور'),
  'service-centre': t('مركز خدمة نور', 'Nour Service Centre', 'سەنتەری خزمەتگوزاریی نوور'),
};

const STREETS: Localized[] = [
  t('الشارع الرئيسي', 'Main Street', 'شەقامی سەرەکی'),
  t('قرب السوق المركزي', 'near the central market', 'نزیک بازاڕی ناوەندی'),
  t('مقابل دائرة البريد', 'opposite the post office', 'بەرامبەر فەرمانگەی پۆست'),
  t('شارع المحافظة', 'Governorate Street', 'شەقامی پارێزگا'),
];

const O: ShopCategory = 'operator-store';
const D: ShopCategory = 'authorised-dealer';
const S: ShopCategory = 'service-centre';

const places: Array<[id: string, governorate: GovernorateId, category: ShopCategory, district: Localized, lat: number, lng: number]> = [
  ['baghdad-karrada', 'baghdad', O, t('الكرادة', 'Karrada', 'کەرادە'), 33.305, 44.423],
  ['baghdad-mansour', 'baghdad', O, t('المنصور', 'Mansour', 'مەنسوور'), 33.317, 44.341],
  ['baghdad-palestine-street', 'baghdad', O, t('شارع فلسطين', 'Palestine Street', 'شەقامی فەلەستین'), 33.35, 44.43],
  ['baghdad-adhamiyah', 'baghdad', D, t('الأعظمية', 'Adhamiyah', 'ئەعزەمیە'), 33.37, 44.38],
  ['baghdad-kadhimiya', 'baghdad', D, t('الكاظمية', 'Kadhimiya', 'کازمیە'), 33.38, 44.34],
  ['baghdad-sadr-city', 'baghdad', D, t('مدينة الصدر', 'Sadr City', 'شاری سەدر'), 33.39, 44.46],
  ['baghdad-dora', 'baghdad', D, t('الدورة', 'Dora', 'دۆرە'), 33.26, 44.39],
  ['baghdad-zayouna', 'baghdad', S, t('زيونة', 'Zayouna', 'زەیوونە'), 33.33, 44.45],
  ['basra-ashar', 'basra', O, t('العشار', 'Ashar', 'عەشار'), 30.51, 47.84],
  ['basra-jazair', 'basra', D, t('الجزائر', 'Al-Jazair', 'جەزائیر'), 30.52, 47.8],
  ['basra-zubair', 'basra', D, t('الزبير', 'Zubair', 'زوبێر'), 30.39, 47.7],
  ['basra-qurna', 'basra', D, t('القرنة', 'Qurna', 'قورنە'), 31.01, 47.43],
  ['basra-baradiyah', 'basra', S, t('البراضعية', 'Baradiyah', 'بەرادعیە'), 30.49, 47.83],
  ['erbil-ankawa', 'erbil', O, t('عنكاوا', 'Ankawa', 'عەنکاوە'), 36.23, 43.99],
  ['erbil-100m-road', 'erbil', D, t('شارع المئة متر', '100 Metre Road', 'شەقامی 100 مەتری'), 36.2, 44.03],
  ['erbil-soran', 'erbil', D, t('سوران', 'Soran', 'سۆران'), 36.65, 44.54],
  ['erbil-iskan', 'erbil', S, t('الإسكان', 'Iskan', 'ئیسکان'), 36.18, 44.0],
  ['sulaymaniyah-salim-street', 'sulaymaniyah', O, t('شارع سالم', 'Salim Street', 'شەقامی سالم'), 35.56, 45.43],
  ['sulaymaniyah-bakrajo', 'sulaymaniyah', D, t('بكرجو', 'Bakrajo', 'بەکرەجۆ'), 35.54, 45.36],
  ['sulaymaniyah-ranya', 'sulaymaniyah', D, t('رانية', 'Ranya', 'ڕانیە'), 36.25, 44.88],
  ['duhok-centre', 'duhok', O, t('مركز دهوك', 'Duhok centre', 'ناوەندی دهۆک'), 36.86, 42.99],
  ['duhok-zakho', 'duhok', D, t('زاخو', 'Zakho', 'زاخۆ'), 37.14, 42.68],
  ['halabja-centre', 'halabja', D, t('مركز حلبجة', 'Halabja centre', 'ناوەندی هەڵەبجە'), 35.18, 45.99],
  ['nineveh-majmooa', 'nineveh', O, t('المجموعة الثقافية', 'Al-Majmooa al-Thaqafiya', 'کۆمەڵگەی ڕۆشنبیری'), 36.37, 43.15],
  ['nineveh-new-mosul', 'nineveh', D, t('الموصل الجديدة', 'New Mosul', 'مووسڵی نوێ'), 36.33, 43.1],
  ['nineveh-tal-afar', 'nineveh', D, t('تلعفر', 'Tal Afar', 'تەلەعفەر'), 36.37, 42.45],
  ['kirkuk-jumhuriya', 'kirkuk', O, t('شارع الجمهورية', 'Jumhuriya Street', 'شەقامی کۆماری'), 35.47, 44.39],
  ['kirkuk-hawija', 'kirkuk', D, t('الحويجة', 'Hawija', 'حەویجە'), 35.32, 43.77],
  ['salah-al-din-tikrit', 'salah-al-din', O, t('تكريت', 'Tikrit', 'تکریت'), 34.61, 43.68],
  ['salah-al-din-samarra', 'salah-al-din', D, t('سامراء', 'Samarra', 'سامەڕا'), 34.2, 43.87],
  ['diyala-baqubah', 'diyala', O, t('بعقوبة', 'Baqubah', 'بەعقووبە'), 33.75, 44.64],
  ['diyala-khanaqin', 'diyala', D, t('خانقين', 'Khanaqin', 'خانەقین'), 34.35, 45.39],
  ['anbar-ramadi', 'anbar', O, t('الرمادي', 'Ramadi', 'ڕومادی'), 33.42, 43.3],
  ['anbar-fallujah', 'anbar', D, t('الفلوجة', 'Fallujah', 'فەلووجە'), 33.35, 43.78],
  ['babil-hillah', 'babil', O, t('الحلة', 'Hillah', 'حیللە'), 32.48, 44.43],
  ['babil-musayyib', 'babil', D, t('المسيب', 'Musayyib', 'موسەییب'), 32.78, 44.29],
  ['karbala-imam-ali-street', 'karbala', O, t('شارع الإمام علي', 'Imam Ali Street', 'شەقامی ئیمام عەلی'), 32.61, 44.03],
  ['karbala-hindiya', 'karbala', D, t('الهندية', 'Hindiya', 'هیندیە'), 32.54, 44.22],
  ['najaf-kufa-road', 'najaf', O, t('طريق الكوفة', 'Kufa Road', 'ڕێگای کووفە'), 32.01, 44.35],
  ['najaf-kufa', 'najaf', D, t('الكوفة', 'Kufa', 'کووفە'), 32.03, 44.4],
  ['najaf-service-centre', 'najaf', S, t('حي الأمير', 'Al-Ameer district', 'گەڕەکی ئەمیر'), 31.99, 44.31],
  ['wasit-kut', 'wasit', O, t('الكوت', 'Kut', 'کووت'), 32.51, 45.82],
  ['qadisiyah-diwaniyah', 'qadisiyah', O, t('الديوانية', 'Diwaniyah', 'دیوانیە'), 31.99, 44.93],
  ['muthanna-samawah', 'muthanna', O, t('السماوة', 'Samawah', 'سەماوە'), 31.31, 45.28],
  ['dhi-qar-nasiriyah', 'dhi-qar', O, t('الناصرية', 'Nasiriyah', 'ناسریە'), 31.05, 46.26],
  ['dhi-qar-shatra', 'dhi-qar', D, t('الشطرة', 'Shatra', 'شەترە'), 31.41, 46.17],
  ['maysan-amarah', 'maysan', O, t('العمارة', 'Amarah', 'عەمارە'), 31.84, 47.14],
];

export interface ShopSeed {
  id: string;
  names: Localized;
  addresses: Localized;
  governorate: GovernorateId;
  category: ShopCategory;
  services: ShopService[];
  hours: WeekHours;
  lat: number;
  lng: number;
  phone: string;
}

export const shopSeed: ShopSeed[] = places.map(([id, governorate, category, district, lat, lng], i) => {
  const g = governorates.find((x) => x.id === governorate)!;
  const street = STREETS[i % STREETS.length];
  return {
    id,
    names: t(`${PREFIX[category].ar} – ${district.ar}`, `${PREFIX[category].en} – ${district.en}`, `${PREFIX[category].ku} – ${district.ku}`),
    addresses: t(`${street.ar}، ${district.ar}، ${g.ar}`, `${street.en}, ${district.en}, ${g.en}`, `${street.ku}، ${district.ku}، ${g.ku}`),
    governorate,
    category,
    services: SERVICES[category],
    hours: HOURS[category],
    lat,
    lng,
    phone: `07700${String(100000 + i * 1301).slice(0, 6)}`,
  };
});
