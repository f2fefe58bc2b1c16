/** The demo add-on catalogue (design.md section 6: at least 12, add-on 101 included) and countries. */
import type { Localized } from '../schema';

type AddonSeed = {
  id: number;
  type: 'internet' | 'voice' | 'sms' | 'data' | 'unlimited' | 'credit';
  groupId?: number;
  price: number;
  validityDays: number;
  titles: Localized;
  allowances: Localized;
  roamingCountries?: string[];
};

const gulf = ['sa', 'ae', 'kw', 'qa', 'bh', 'om'];
const europe = ['de', 'fr', 'gb', 'nl', 'se', 'it', 'es', 'at'];

export const addonSeed: AddonSeed[] = [
  { id: 101, type: 'internet', price: 5_000, validityDays: 7, titles: { ar: 'إنترنت 10 جيجا، 7 أيام', en: 'Internet 10 GB, 7 days', ku: 'ئینتەرنێت 10 گێگا، 7 ڕۆژ' }, allowances: { ar: '10 جيجابايت', en: '10 GB', ku: '10 گێگابایت' } },
  { id: 102, type: 'internet', price: 15_000, validityDays: 30, titles: { ar: 'إنترنت 25 جيجا، 30 يوماً', en: 'Internet 25 GB, 30 days', ku: 'ئینتەرنێت 25 گێگا، 30 ڕۆژ' }, allowances: { ar: '25 جيجابايت', en: '25 GB', ku: '25 گێگابایت' } },
  { id: 103, type: 'internet', price: 25_000, validityDays: 30, titles: { ar: 'إنترنت 60 جيجا، 30 يوماً', en: 'Internet 60 GB, 30 days', ku: 'ئینتەرنێت 60 گێگا، 30 ڕۆژ' }, allowances: { ar: '60 جيجابايت', en: '60 GB', ku: '60 گێگابایت' } },
  { id: 104, type: 'data', price: 3_000, validityDays: 7, titles: { ar: 'إنترنت ليلي 20 جيجا', en: 'Night internet 20 GB', ku: 'ئینتەرنێتی شەو 20 گێگا' }, allowances: { ar: '20 جيجابايت من 1 إلى 7 صباحاً', en: '20 GB from 1 to 7 am', ku: '20 گێگابایت لە 1 تا 7ی بەیانی' } },
  { id: 111, type: 'voice', price: 6_000, validityDays: 30, titles: { ar: '300 دقيقة، 30 يوماً', en: '300 minutes, 30 days', ku: '300 خولەک، 30 ڕۆژ' }, allowances: { ar: '300 دقيقة لكل الشبكات', en: '300 minutes to all networks', ku: '300 خولەک بۆ هەموو تۆڕەکان' } },
  { id: 112, type: 'voice', price: 12_000, validityDays: 30, titles: { ar: '1000 دقيقة، 30 يوماً', en: '1000 minutes, 30 days', ku: '1000 خولەک، 30 ڕۆژ' }, allowances: { ar: '1000 دقيقة لكل الشبكات', en: '1000 minutes to all networks', ku: '1000 خولەک بۆ هەموو تۆڕەکان' } },
  { id: 121, type: 'sms', price: 2_000, validityDays: 30, titles: { ar: '500 رسالة، 30 يوماً', en: 'SMS 500, 30 days', ku: '500 نامە، 30 ڕۆژ' }, allowances: { ar: '500 رسالة قصيرة', en: '500 text messages', ku: '500 نامەی کورت' } },
  { id: 131, type: 'unlimited', price: 4_000, validityDays: 7, titles: { ar: 'تواصل اجتماعي بلا حدود، 7 أيام', en: 'Unlimited social, 7 days', ku: 'تۆڕە کۆمەڵایەتییەکان بێسنوور، 7 ڕۆژ' }, allowances: { ar: 'واتساب وتيليجرام وفيسبوك بلا حدود', en: 'Unlimited WhatsApp, Telegram and Facebook', ku: 'واتساپ، تێلیگرام و فەیسبووکی بێسنوور' } },
  { id: 132, type: 'unlimited', price: 45_000, validityDays: 30, titles: { ar: 'كل شيء بلا حدود، 30 يوماً', en: 'Unlimited everything, 30 days', ku: 'هەموو شتێک بێسنوور، 30 ڕۆژ' }, allowances: { ar: 'إنترنت ومكالمات ورسائل بلا حدود', en: 'Unlimited internet, calls and SMS', ku: 'ئینتەرنێت، پەیوەندی و نامەی بێسنوور' } },
  { id: 141, type: 'internet', price: 20_000, validityDays: 7, titles: { ar: 'تجوال تركيا 5 جيجا', en: 'Roaming Turkey 5 GB', ku: 'ڕۆمینگی تورکیا 5 گێگا' }, allowances: { ar: '5 جيجابايت في تركيا', en: '5 GB in Turkey', ku: '5 گێگابایت لە تورکیا' }, roamingCountries: ['tr'] },
  { id: 142, type: 'internet', price: 18_000, validityDays: 7, titles: { ar: 'تجوال الخليج 3 جيجا', en: 'Roaming Gulf 3 GB', ku: 'ڕۆمینگی کەنداو 3 گێگا' }, allowances: { ar: '3 جيجابايت في دول الخليج', en: '3 GB in the Gulf countries', ku: '3 گێگابایت لە وڵاتانی کەنداو' }, roamingCountries: gulf },
  { id: 143, type: 'internet', price: 30_000, validityDays: 14, titles: { ar: 'تجوال أوروبا 5 جيجا', en: 'Roaming Europe 5 GB', ku: 'ڕۆمینگی ئەورووپا 5 گێگا' }, allowances: { ar: '5 جيجابايت في أوروبا', en: '5 GB in Europe', ku: '5 گێگابایت لە ئەورووپا' }, roamingCountries: europe },
  { id: 144, type: 'voice', price: 10_000, validityDays: 7, titles: { ar: 'دقائق تجوال 60', en: 'Roaming minutes 60', ku: '60 خولەکی ڕۆمینگ' }, allowances: { ar: '60 دقيقة مكالمات في الخارج', en: '60 minutes of calls abroad', ku: '60 خولەک پەیوەندی لە دەرەوە' }, roamingCountries: ['tr', 'jo', 'ir', ...gulf] },
  { id: 801, type: 'internet', groupId: 8, price: 700, validityDays: 30, titles: { ar: 'صمّم باقتك: 1 جيجا', en: 'Create your own: 1 GB', ku: 'پاکێجی خۆت: 1 گێگا' }, allowances: { ar: '1 جيجابايت', en: '1 GB', ku: '1 گێگابایت' } },
  { id: 802, type: 'voice', groupId: 8, price: 2_500, validityDays: 30, titles: { ar: 'صمّم باقتك: 100 دقيقة', en: 'Create your own: 100 minutes', ku: 'پاکێجی خۆت: 100 خولەک' }, allowances: { ar: '100 دقيقة', en: '100 minutes', ku: '100 خولەک' } },
  { id: 803, type: 'sms', groupId: 8, price: 500, validityDays: 30, titles: { ar: 'صمّم باقتك: 100 رسالة', en: 'Create your own: 100 SMS', ku: 'پاکێجی خۆت: 100 نامە' }, allowances: { ar: '100 رسالة', en: '100 SMS', ku: '100 نامە' } },
];

export const countrySeed: Array<{ code: string; names: Localized }> = [
  { code: 'tr', names: { ar: 'تركيا', en: 'Turkey', ku: 'تورکیا' } },
  { code: 'jo', names: { ar: 'الأردن', en: 'Jordan', ku: 'ئوردن' } },
  { code: 'ir', names: { ar: 'إيران', en: 'Iran', ku: 'ئێران' } },
  { code: 'sa', names: { ar: 'السعودية', en: 'Saudi Arabia', ku: 'سعوودیە' } },
  { code: 'ae', names: { ar: 'الإمارات', en: 'United Arab Emirates', ku: 'ئیمارات' } },
  { code: 'kw', names: { ar: 'الكويت', en: 'Kuwait', ku: 'کوەیت' } },
  { code: 'qa', names: { ar: 'قطر', en: 'Qatar', ku: 'قەتەر' } },
  { code: 'bh', names: { ar: 'البحرين', en: 'Bahrain', ku: 'بەحرەین' } },
  { code: 'om', names: { ar: 'عُمان', en: 'Oman', ku: 'عومان' } },
  { code: 'de', names: { ar: 'ألمانيا', en: 'Germany', ku: 'ئەڵمانیا' } },
  { code: 'fr', names: { ar: 'فرنسا', en: 'France', ku: 'فەڕەنسا' } },
  { code: 'gb', names: { ar: 'المملكة المتحدة', en: 'United Kingdom', ku: 'شانشینی یەکگرتوو' } },
  { code: 'nl', names: { ar: 'هولندا', en: 'Netherlands', ku: 'هۆڵەندا' } },
  { code: 'se', names: { ar: 'السويد', en: 'Sweden', ku: 'سوید' } },
  { code: 'it', names: { ar: 'إيطاليا', en: 'Italy', ku: 'ئیتاڵیا' } },
  { code: 'es', names: { ar: 'إسبانيا', en: 'Spain', ku: 'ئیسپانیا' } },
  { code: 'at', names: { ar: 'النمسا', en: 'Austria', ku: 'نەمسا' } },
];

export const dynamicLinkSeed = [
  { key: 'summer-roaming', target: '/personal/roaming' },
  { key: 'app', target: '/personal/add-ons#internet' },
  { key: 'care', target: '/support' },
];
