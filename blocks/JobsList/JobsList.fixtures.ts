/** Open positions and filter choices as the server resolves them, in each language: for stories and tests. */
import type { JobLookups, JobSummary } from '@/lib/catalog';
import type { Locale } from '@/lib/locales';

type T = Record<Locale, string>;
const tr = (ar: string, en: string, ku: string): T => ({ ar, en, ku });

const category = {
  engineering: tr('الهندسة', 'Engineering', 'ئەندازیاری'),
  care: tr('خدمة العملاء', 'Customer care', 'خزمەتگوزاری کڕیاران'),
  technology: tr('التكنولوجيا', 'Technology', 'تەکنەلۆژیا'),
  sales: tr('المبيعات', 'Sales', 'فرۆشتن'),
};
const level = {
  entry: tr('مبتدئ', 'Entry level', 'سەرەتایی'),
  mid: tr('متوسط الخبرة', 'Mid-level', 'ناوەند'),
  senior: tr('خبير', 'Senior', 'باڵا'),
};
const field = {
  radio: tr('شبكة الراديو', 'Radio network', 'تۆڕی ڕادیۆ'),
  callCentre: tr('مركز الاتصال', 'Call centre', 'سەنتەری پەیوەندی'),
  data: tr('البيانات', 'Data', 'داتا'),
  retail: tr('متاجر التجزئة', 'Retail', 'فرۆشگاکان'),
  software: tr('البرمجيات', 'Software', 'نەرمەکاڵا'),
};
const location = {
  baghdad: tr('بغداد', 'Baghdad', 'بەغدا'),
  erbil: tr('أربيل', 'Erbil', 'هەولێر'),
  basra: tr('البصرة', 'Basra', 'بەسرە'),
  sulaymaniyah: tr('السليمانية', 'Sulaymaniyah', 'سلێمانی'),
};

const jobs: { id: number; title: T; category: T; level: T; field: T; location: T; postedAt: string }[] = [
  { id: 41, title: tr('مهندس شبكات أول', 'Senior network engineer', 'ئەندازیاری باڵای تۆڕ'), category: category.engineering, level: level.senior, field: field.radio, location: location.baghdad, postedAt: '2026-11-02' },
  { id: 42, title: tr('موظف خدمة عملاء', 'Customer care agent', 'کارمەندی خزمەتگوزاری کڕیاران'), category: category.care, level: level.entry, field: field.callCentre, location: location.erbil, postedAt: '2026-10-28' },
  { id: 43, title: tr('محلل بيانات', 'Data analyst', 'شیکەرەوەی داتا'), category: category.technology, level: level.mid, field: field.data, location: location.baghdad, postedAt: '2026-10-20' },
  { id: 44, title: tr('مشرف متجر', 'Shop supervisor', 'سەرپەرشتیاری فرۆشگا'), category: category.sales, level: level.mid, field: field.retail, location: location.basra, postedAt: '2026-10-15' },
  { id: 45, title: tr('برنامج الخريجين: تطوير البرمجيات', 'Graduate programme: software development', 'بەرنامەی دەرچووان: گەشەپێدانی نەرمەکاڵا'), category: category.technology, level: level.entry, field: field.software, location: location.sulaymaniyah, postedAt: '2026-09-30' },
];

export function jobFixtures(locale: Locale): JobSummary[] {
  return jobs.map((job) => ({
    id: job.id,
    title: job.title[locale],
    category: job.category[locale],
    level: job.level[locale],
    field: job.field[locale],
    location: job.location[locale],
    postedAt: job.postedAt,
    href: `/careers/opportunities/${job.id}`,
  }));
}

export function jobLookupFixtures(locale: Locale): JobLookups {
  const values = (group: Record<string, T>) => Object.values(group).map((v) => v[locale]);
  return { categories: values(category), levels: values(level), fields: values(field), locations: values(location) };
}
