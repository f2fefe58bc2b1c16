/** Add-ons as the server resolves them, in each language: for stories and tests. */
import type { AddonSummary } from '@/lib/catalog';
import type { Locale } from '@/lib/locales';

type Texts = Record<Locale, { title: string; allowance: string }>;

const addon = (id: number, type: AddonSummary['type'], price: number, validityDays: number, roaming: boolean, texts: Texts) =>
  (locale: Locale): AddonSummary => ({ id, type, price, validityDays, roaming, ...texts[locale] });

const all = [
  addon(101, 'internet', 5000, 7, false, {
    ar: { title: 'باقة أسبوعية 10 غيغابايت', allowance: '10 غيغابايت' },
    en: { title: 'Weekly 10 GB', allowance: '10 GB' },
    ku: { title: 'هەفتانەی 10 گیگابایت', allowance: '10 گیگابایت' },
  }),
  addon(102, 'internet', 15000, 30, false, {
    ar: { title: 'باقة شهرية 40 غيغابايت', allowance: '40 غيغابايت' },
    en: { title: 'Monthly 40 GB', allowance: '40 GB' },
    ku: { title: 'مانگانەی 40 گیگابایت', allowance: '40 گیگابایت' },
  }),
  addon(103, 'voice', 3000, 7, false, {
    ar: { title: 'مكالمات 300', allowance: '300 دقيقة' },
    en: { title: 'Talk 300', allowance: '300 minutes' },
    ku: { title: 'قسەکردنی 300', allowance: '300 خولەک' },
  }),
  addon(104, 'sms', 1000, 30, false, {
    ar: { title: 'رسائل 500', allowance: '500 رسالة' },
    en: { title: 'SMS 500', allowance: '500 SMS' },
    ku: { title: 'نامەی 500', allowance: '500 نامە' },
  }),
  addon(105, 'unlimited', 2000, 1, false, {
    ar: { title: 'يوم بلا حدود', allowance: 'إنترنت غير محدود' },
    en: { title: 'Unlimited Day', allowance: 'Unlimited internet' },
    ku: { title: 'ڕۆژی بێسنوور', allowance: 'ئینتەرنێتی بێسنوور' },
  }),
  addon(201, 'internet', 20000, 7, true, {
    ar: { title: 'تجوال تركيا 5 غيغابايت', allowance: '5 غيغابايت' },
    en: { title: 'Turkey roaming 5 GB', allowance: '5 GB' },
    ku: { title: 'ڕۆمینگی تورکیا 5 گیگابایت', allowance: '5 گیگابایت' },
  }),
];

export function addonFixtures(locale: Locale): AddonSummary[] {
  return all.map((make) => make(locale));
}
