/**
 * Demo Platinum partners (issue 13 part 3): approved from the start, across several governorates and
 * every category. They have no uploaded logo (the map and list show their initials); fixed ids keep
 * the seed idempotent.
 */
import type { PartnerCategory } from '@/lib/platinum';
import type { partnerApplications } from '../schema';

type PartnerSeed = typeof partnerApplications.$inferInsert;

const t = (ar: string, en: string, ku: string) => ({ ar, en, ku });

/** slug (for reading), name, street, governorate, category, discount %, lat, lng */
const rows: Array<[string, ReturnType<typeof t>, ReturnType<typeof t>, string, PartnerCategory, number, number, number]> = [
  ['dijla', t('مطاعم دجلة', 'Dijla Restaurants', 'چێشتخانەکانی دیجلە'), t('شارع أبو نواس، الكرادة', 'Abu Nuwas Street, Karrada', 'شەقامی ئەبو نوواس، کەڕادە'), 'baghdad', 'restaurants', 15, 33.305, 44.42],
  ['babylon-hotel', t('فندق بابل الكبير', 'Grand Babylon Hotel', 'هوتێلی بابلی گەورە'), t('الجادرية', 'Jadriya', 'جادریە'), 'baghdad', 'travel', 30, 33.28, 44.39],
  ['rafidain-fashion', t('أزياء الرافدين', 'Rafidain Fashion', 'جلوبەرگی ڕافیدەین'), t('شارع 14 رمضان، المنصور', '14 Ramadan Street, Mansour', 'شەقامی 14ی ڕەمەزان، مەنسوور'), 'baghdad', 'fashion', 15, 33.315, 44.345],
  ['shifa-labs', t('مختبرات الشفاء الطبية', 'Al-Shifa Medical Labs', 'تاقیگە پزیشکییەکانی شیفا'), t('شارع الجزائر', 'Algeria Street', 'شەقامی جەزائیر'), 'basra', 'health', 20, 30.515, 47.8],
  ['zagros-cafes', t('مقاهي زاگروس', 'Zagros Cafés', 'قاوەخانەکانی زاگرۆس'), t('شارع 100 متر', '100 Metre Street', 'شەقامی 100 مەتری'), 'erbil', 'restaurants', 10, 36.2, 44.02],
  ['ankawa-electronics', t('عنكاوا للإلكترونيات', 'Ankawa Electronics', 'ئەلیکترۆنیاتی عەنکاوە'), t('شارع عنكاوا الرئيسي', 'Ankawa Main Street', 'شەقامی سەرەکیی عەنکاوە'), 'erbil', 'electronics', 5, 36.23, 44.0],
  ['salim-street-style', t('ستايل شارع سالم', 'Salim Street Style', 'ستایلی شەقامی سالم'), t('شارع سالم', 'Salim Street', 'شەقامی سالم'), 'sulaymaniyah', 'fashion', 12, 35.56, 45.44],
  ['azmar-travel', t('أزمر للسفر والسياحة', 'Azmar Travel', 'گەشتیاریی ئەزمەڕ'), t('شارع مولوي', 'Mawlawi Street', 'شەقامی مەولەوی'), 'sulaymaniyah', 'travel', 8, 35.565, 45.43],
  ['mosul-grill', t('مشويات الموصل', 'Mosul Grill', 'برژاوی مووسڵ'), t('الدواسة', 'Dawasa', 'دەواسە'), 'nineveh', 'restaurants', 20, 36.345, 43.125],
  ['najaf-pharmacy', t('صيدليات النجف', 'Najaf Pharmacies', 'دەرمانخانەکانی نەجەف'), t('شارع الكوفة', 'Kufa Street', 'شەقامی کووفە'), 'najaf', 'health', 10, 32.02, 44.34],
  ['karbala-phones', t('كربلاء للهواتف', 'Karbala Phones', 'مۆبایلی کەربەلا'), t('شارع الجمهورية', 'Jumhuriya Street', 'شەقامی کۆماری'), 'karbala', 'electronics', 7, 32.61, 44.03],
  ['basra-auto', t('مركز البصرة لصيانة السيارات', 'Basra Auto Service', 'سەنتەری چاککردنەوەی ئۆتۆمبێلی بەسرە'), t('حي الجزيرة', 'Jazira district', 'گەڕەکی جەزیرە'), 'basra', 'other', 10, 30.49, 47.81],
];

/** UUID-shaped ids, fixed so a restart inserts nothing twice. */
export const partnerSeed: PartnerSeed[] = rows.map(([, names, streets, governorate, category, discount, lat, lng], i) => ({
  id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  fullName: 'Nour Mobile partnerships',
  names,
  addresses: streets,
  governorate,
  category,
  discount,
  lat,
  lng,
  contactMsisdn: `07701${String(200000 + i * 7).padStart(6, '0')}`,
  email: null,
  lang: 'ar',
  status: 'approved' as const,
  reviewedBy: 'seed',
  reviewedAt: new Date('2026-01-01T00:00:00Z'),
}));
