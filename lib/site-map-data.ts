/**
 * The demo site map: header, footer and account menus in the three languages. Plain data, so the seed
 * (lib/server/db/seed) and the stories both use it.
 */
import type { Locale } from '@/lib/locales';
import type { MenuItem } from '@/lib/menu';

type Texts = Record<Locale, string>;
interface Node {
  name: Texts;
  permalink: string;
  childLimit?: number;
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
    n('الإضافات', 'Add-ons', 'زیادکراوەکان', '/personal/add-ons', [
      n('باقات الإنترنت', 'Internet bundles', 'پاکێجی ئینتەرنێت', '/personal/add-ons#internet'),
      n('باقات المكالمات', 'Voice bundles', 'پاکێجی پەیوەندی', '/personal/add-ons#voice'),
      n('باقات الرسائل', 'SMS bundles', 'پاکێجی نامە', '/personal/add-ons#sms'),
      n('باقات بلا حدود', 'Unlimited bundles', 'پاکێجی بێسنوور', '/personal/add-ons#unlimited'),
      n('صمّم باقتك', 'Create your own', 'پاکێجی خۆت دروست بکە', '/personal/add-ons#create-your-own'),
      n('التجوال', 'Roaming', 'ڕۆمینگ', '/personal/roaming'),
    ], 3),
    n('الجيل الرابع', '4G', 'نەوەی چوارەم', '/personal/four-g-lte', [
      n('تجربة الجيل الرابع', '4G experience', 'ئەزموونی 4G', '/personal/four-g-lte/4g-experience'),
      n('شريحة الجيل الرابع', '4G SIM', 'سیمکارتی 4G', '/personal/four-g-lte/4g-sim'),
      n('افحص هاتفك', 'Check your phone', 'مۆبایلەکەت بپشکنە', '/personal/four-g-lte/check-phone'),
      n('بدّل شريحتك', 'Switch your SIM', 'سیمکارتەکەت بگۆڕە', '/personal/four-g-lte/switch-sim'),
      n('مكالمات VoLTE', 'VoLTE calls', 'پەیوەندیی VoLTE', '/personal/four-g-lte/volte'),
    ]),
    n('المول الإلكتروني', 'Mobile mall', 'مۆڵی ئەلیکترۆنی', '/personal/mobile-mall', [
      n('الهواتف', 'Phones', 'مۆبایلەکان', '/personal/shop/phones'),
      n('الشرائح', 'SIM cards', 'سیمکارتەکان', '/personal/shop/sims'),
      n('الراوترات وأجهزة MiFi', 'Routers and MiFi', 'ڕاوتەر و MiFi', '/personal/shop/routers'),
      n('الإكسسوارات', 'Accessories', 'پاشکۆکان', '/personal/shop/accessories'),
    ]),
    n('الأرقام المميزة', 'Vanity numbers', 'ژمارە تایبەتەکان', '/personal/vanity-numbers'),
    n('المكافآت', 'Rewards', 'خەڵاتەکان', '/personal/rewards'),
    n('بطاقة بلاتينيوم', 'Platinum card', 'کارتی پلاتینیۆم', '/platinum'),
    n('الألعاب', 'Games', 'یارییەکان', '/gamification'),
    n('برنامج المواهب', 'Talent program', 'بەرنامەی بەهرەکان', '/personal/talent-program', [
      n('نجوم نور', 'Nour Stars', 'ئەستێرەکانی نوور', '/personal/nour-stars'),
    ]),
    n('الدعم', 'Support', 'پشتگیری', '/support', [
      n('الأسئلة الشائعة', 'FAQ', 'پرسیارە باوەکان', '/support/faq'),
      n('شروحات', 'Tutorials', 'فێرکارییەکان', '/support/tutorials'),
      n('اعثر على متجر', 'Find a shop', 'فرۆشگایەک بدۆزەرەوە', '/support/shops'),
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
    n('اتصل بنا', 'Contact us', 'پەیوەندیمان پێوە بکە', '/about/contact-form'),
  ]),
  n('الوظائف', 'Careers', 'هەلی کار', '/careers', [
    n('الوظائف', 'Careers', 'هەلی کار', '/careers'),
  ]),
];

const footer: Node[] = [
  n('الأفراد', 'Personal', 'تاکەکەسی', '/personal', [
    n('الباقات', 'Plans', 'پلانەکان', '/personal/plans'),
    n('الإضافات', 'Add-ons', 'زیادکراوەکان', '/personal/add-ons'),
    n('التجوال', 'Roaming', 'ڕۆمینگ', '/personal/roaming'),
    n('الجيل الرابع', '4G', 'نەوەی چوارەم', '/personal/four-g-lte'),
    n('المول الإلكتروني', 'Mobile mall', 'مۆڵی ئەلیکترۆنی', '/personal/mobile-mall'),
    n('المكافآت', 'Rewards', 'خەڵاتەکان', '/personal/rewards'),
    n('الأرقام المميزة', 'Vanity numbers', 'ژمارە تایبەتەکان', '/personal/vanity-numbers'),
    n('بطاقة بلاتينيوم', 'Platinum card', 'کارتی پلاتینیۆم', '/platinum'),
    n('احصل على خط جديد', 'Get a new line', 'هێڵێکی نوێ وەربگرە', '/personal/new-offer'),
    n('عالم الشركاء', 'Partner world', 'جیهانی هاوبەشەکان', '/personal/partner-world'),
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
    n('اعثر على متجر', 'Find a shop', 'فرۆشگایەک بدۆزەرەوە', '/support/shops'),
    n('اتصل بنا', 'Contact us', 'پەیوەندیمان پێوە بکە', '/about/contact-form'),
    n('تحذير استهلاك البيانات', 'Data warning', 'ئاگاداریی داتا', '/data-warning'),
  ]),
];

const account: Node[] = [
  n('طلباتي', 'My orders', 'داواکارییەکانم', '/personal/my-account/orders'),
  n('رصيدي', 'My balance', 'باڵانسەکەم', '/personal/my-account'),
  n('فواتيري', 'My bills', 'پسوڵەکانم', '/personal/my-account/bill'),
  n('أرقامي المميزة', 'My vanity numbers', 'ژمارە تایبەتەکانم', '/personal/my-account/vanity-numbers'),
  n('تحويل الرصيد', 'Balance transfer', 'گواستنەوەی باڵانس', '/personal/my-account/balance-transfer'),
  n('العروض والباقات', 'Offers and packages', 'ئۆفەر و پاکێجەکان', '/personal/my-account/offers'),
  n('ملفي الشخصي', 'My profile', 'پرۆفایلەکەم', '/personal/my-account/profile'),
  n('تعبئة الرصيد', 'Recharge balance', 'پڕکردنەوەی باڵانس', '/personal/my-account/recharge'),
  n('تسجيل الخروج', 'Sign out', 'چوونەدەرەوە', '/personal/my-account/logout'),
];

function localize(nodes: Node[], locale: Locale): MenuItem[] {
  return nodes.map((node) => ({
    name: node.name[locale],
    permalink: node.permalink,
    ...(node.childLimit ? { childLimit: node.childLimit } : {}),
    ...(node.children ? { children: localize(node.children, locale) } : {}),
  }));
}

export const menuPositions = ['header', 'footer', 'account'] as const;
export type MenuPosition = (typeof menuPositions)[number];

const trees: Record<MenuPosition, Node[]> = { header, footer, account };

export function seededSiteMap(position: MenuPosition, locale: Locale): MenuItem[] {
  return localize(trees[position], locale);
}
