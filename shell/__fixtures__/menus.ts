/**
 * Sample site-map menus for stories and tests, in the three languages. The same shape as the seeded
 * site map (lib/server/db/seed/site-map.ts), which browser code may not import (design.md section 3).
 */
import type { Locale } from '@/lib/locales';
import type { MenuItem, ShellMenus } from '@/lib/menu';

type Texts = Record<Locale, string>;
interface Node {
  name: Texts;
  permalink: string;
  childLimit?: number;
  target?: '_blank';
  children?: Node[];
}

const n = (ar: string, en: string, ku: string, permalink: string, children?: Node[], childLimit?: number): Node => ({
  name: { ar, en, ku },
  permalink,
  children,
  childLimit,
});

const header: Node[] = [
  n('الأفراد', 'Personal', 'تاکەکەسی', '/personal', [
    n('الأفراد', 'Personal', 'تاکەکەسی', '/personal'),
    n('الباقات', 'Plans', 'پلانەکان', '/personal/plans'),
    n(
      'الإضافات',
      'Add-ons',
      'زیادکراوەکان',
      '/personal/add-ons',
      [
        n('باقات الإنترنت', 'Internet bundles', 'پاکێجی ئینتەرنێت', '/personal/add-ons#internet'),
        n('باقات المكالمات', 'Voice bundles', 'پاکێجی پەیوەندی', '/personal/add-ons#voice'),
        n('باقات الرسائل', 'SMS bundles', 'پاکێجی نامە', '/personal/add-ons#sms'),
        n('باقات بلا حدود', 'Unlimited bundles', 'پاکێجی بێسنوور', '/personal/add-ons#unlimited'),
        n('صمّم باقتك', 'Create your own', 'پاکێجی خۆت دروست بکە', '/personal/add-ons#create-your-own'),
        n('التجوال', 'Roaming', 'ڕۆمینگ', '/personal/roaming'),
      ],
      3,
    ),
    n('الجيل الرابع', '4G', 'نەوەی چوارەم', '/personal/four-g-lte', [
      n('تجربة الجيل الرابع', '4G experience', 'ئەزموونی 4G', '/personal/four-g-lte/4g-experience'),
      n('شريحة الجيل الرابع', '4G SIM', 'سیمکارتی 4G', '/personal/four-g-lte/4g-sim'),
      n('افحص هاتفك', 'Check your phone', 'مۆبایلەکەت بپشکنە', '/personal/four-g-lte/check-phone'),
      n('بدّل شريحتك', 'Switch your SIM', 'سیمکارتەکەت بگۆڕە', '/personal/four-g-lte/switch-sim'),
      n('مكالمات VoLTE', 'VoLTE calls', 'پەیوەندیی VoLTE', '/personal/four-g-lte/volte'),
    ]),
    n('المكافآت', 'Rewards', 'خەڵاتەکان', '/personal/rewards'),
    n('الدعم', 'Support', 'پشتگیری', '/support', [
      n('الأسئلة الشائعة', 'FAQ', 'پرسیارە باوەکان', '/support/faq'),
      n('شروحات', 'Tutorials', 'فێرکارییەکان', '/support/tutorials'),
      n('اتصل بنا', 'Contact us', 'پەیوەندیمان پێوە بکە', '/about/contact-form'),
    ]),
  ]),
  n('الأعمال', 'Business', 'بازرگانی', '/business', [
    n('الأعمال', 'Business', 'بازرگانی', '/business'),
    n('طلب عرض للشركات', 'Request a business offer', 'داوای ئۆفەری کۆمپانیا', '/form-b2b'),
  ]),
  n('من نحن', 'About us', 'دەربارەی ئێمە', '/about-us', [
    n('من نحن', 'About us', 'دەربارەی ئێمە', '/about-us'),
    n('علاقات المستثمرين', 'Investor relations', 'پەیوەندی لەگەڵ وەبەرهێنەران', '/about-us/investor-relations', [
      n('تواصل المستثمرين', 'Investor contacts', 'پەیوەندیی وەبەرهێنەران', '/about-us/investor-relations/contacts'),
      n('نموذج المساهمين', 'Shareholders form', 'فۆرمی پشکداران', '/form-shareholders'),
    ]),
    n('المدونة', 'Blog', 'بلۆگ', '/blog'),
  ]),
  n('الوظائف', 'Career', 'کار', '/careers', [n('الوظائف', 'Careers', 'هەلی کار', '/careers')]),
];

const footer: Node[] = [
  n('الأفراد', 'Personal', 'تاکەکەسی', '/personal', [
    n('الباقات', 'Plans', 'پلانەکان', '/personal/plans'),
    n('الإضافات', 'Add-ons', 'زیادکراوەکان', '/personal/add-ons'),
    n('التجوال', 'Roaming', 'ڕۆمینگ', '/personal/roaming'),
    n('الجيل الرابع', '4G', 'نەوەی چوارەم', '/personal/four-g-lte'),
  ]),
  n('الشركة', 'Company', 'کۆمپانیا', '/about-us', [
    n('من نحن', 'About us', 'دەربارەی ئێمە', '/about-us'),
    n('علاقات المستثمرين', 'Investor relations', 'پەیوەندی لەگەڵ وەبەرهێنەران', '/about-us/investor-relations'),
    n('الوظائف', 'Careers', 'هەلی کار', '/careers'),
    n('المدونة', 'Blog', 'بلۆگ', '/blog'),
  ]),
  n('المساعدة', 'Help', 'یارمەتی', '/support', [
    n('الدعم', 'Support', 'پشتگیری', '/support'),
    n('الأسئلة الشائعة', 'FAQ', 'پرسیارە باوەکان', '/support/faq'),
    n('اتصل بنا', 'Contact us', 'پەیوەندیمان پێوە بکە', '/about/contact-form'),
    n('تحذير استهلاك البيانات', 'Data warning', 'ئاگاداریی داتا', '/data-warning'),
  ]),
];

const account: Node[] = [
  n('طلباتي', 'My Orders', 'داواکارییەکانم', '/personal/my-account/orders'),
  n('رصيدي', 'My Balance', 'باڵانسەکەم', '/personal/my-account'),
  n('تحويل الرصيد', 'Balance Transfer', 'گواستنەوەی باڵانس', '/personal/my-account/balance-transfer'),
  n('العروض والباقات', 'Offers & Packages', 'ئۆفەر و پاکێجەکان', '/personal/my-account/offers'),
  n('ملفي الشخصي', 'My Profile', 'پرۆفایلەکەم', '/personal/my-account/profile'),
  n('تعبئة الرصيد', 'Recharge Balance', 'پڕکردنەوەی باڵانس', '/personal/my-account/recharge'),
  n('تسجيل الخروج', 'Sign out', 'چوونەدەرەوە', '/personal/my-account/logout'),
];

/** Roaming destinations: a long list for the mega menu's columns (23 items). */
const roamingDestinations: Node[] = [
  n('تركيا', 'Turkey', 'تورکیا', '/personal/roaming/turkey'),
  n('إيران', 'Iran', 'ئێران', '/personal/roaming/iran'),
  n('الأردن', 'Jordan', 'ئوردن', '/personal/roaming/jordan'),
  n('الإمارات', 'United Arab Emirates', 'ئیمارات', '/personal/roaming/uae'),
  n('السعودية', 'Saudi Arabia', 'سعودیە', '/personal/roaming/saudi-arabia'),
  n('الكويت', 'Kuwait', 'کوەیت', '/personal/roaming/kuwait'),
  n('قطر', 'Qatar', 'قەتەر', '/personal/roaming/qatar'),
  n('البحرين', 'Bahrain', 'بەحرەین', '/personal/roaming/bahrain'),
  n('عُمان', 'Oman', 'عومان', '/personal/roaming/oman'),
  n('لبنان', 'Lebanon', 'لوبنان', '/personal/roaming/lebanon'),
  n('مصر', 'Egypt', 'میسر', '/personal/roaming/egypt'),
  n('سوريا', 'Syria', 'سووریا', '/personal/roaming/syria'),
  n('ألمانيا', 'Germany', 'ئەڵمانیا', '/personal/roaming/germany'),
  n('المملكة المتحدة', 'United Kingdom', 'بەریتانیا', '/personal/roaming/united-kingdom'),
  n('فرنسا', 'France', 'فەرەنسا', '/personal/roaming/france'),
  n('السويد', 'Sweden', 'سوید', '/personal/roaming/sweden'),
  n('هولندا', 'Netherlands', 'هۆڵەندا', '/personal/roaming/netherlands'),
  n('الولايات المتحدة', 'United States', 'ئەمریکا', '/personal/roaming/united-states'),
  n('كندا', 'Canada', 'کەنەدا', '/personal/roaming/canada'),
  n('جورجيا', 'Georgia', 'جۆرجیا', '/personal/roaming/georgia'),
  n('أرمينيا', 'Armenia', 'ئەرمینیا', '/personal/roaming/armenia'),
  n('أذربيجان', 'Azerbaijan', 'ئازەربایجان', '/personal/roaming/azerbaijan'),
  n('الهند', 'India', 'هیندستان', '/personal/roaming/india'),
];

function localize(nodes: Node[], locale: Locale): MenuItem[] {
  return nodes.map((node) => ({
    name: node.name[locale],
    permalink: node.permalink,
    ...(node.childLimit !== undefined ? { childLimit: node.childLimit } : {}),
    ...(node.target ? { target: node.target } : {}),
    ...(node.children ? { children: localize(node.children, locale) } : {}),
  }));
}

/** The header, footer and account menus of one language. */
export function sampleMenus(locale: Locale): ShellMenus {
  return { header: localize(header, locale), footer: localize(footer, locale), account: localize(account, locale) };
}

export const ROAMING_DESTINATION_COUNT = roamingDestinations.length;

/**
 * The "Roaming" menu item with the first `count` destinations as children (none when 0) and the
 * given childLimit, which may be invalid on purpose (stories of the fallback to 10).
 */
export function roamingMenuItem(locale: Locale, count: number = roamingDestinations.length, childLimit?: number): MenuItem {
  const children = localize(roamingDestinations.slice(0, Math.max(0, count)), locale);
  return {
    name: { ar: 'التجوال', en: 'Roaming', ku: 'ڕۆمینگ' }[locale],
    permalink: '/personal/roaming',
    ...(childLimit !== undefined ? { childLimit } : {}),
    ...(children.length > 0 ? { children } : {}),
  };
}
