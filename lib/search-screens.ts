/**
 * The coded screens search can find (they are not CMS pages, so the content index does not know
 * them): one entry per screen, with its title and the words people type for it in each language.
 * Search matches the words of every language (visitors switch keyboards), and shows the title in the
 * page's language. A new screen is one entry here; the server matches it with pg_trgm, so small typos
 * ("rechage", "biil") still find it (lib/server/services/search.ts).
 */
import { flowRoutes } from './flows';
import type { Locale } from './locales';

export interface SearchScreen {
  /** Stable id: results carry `screen:{id}`. */
  id: string;
  /** Site path without the language prefix. */
  route: string;
  title: Record<Locale, string>;
  /** The line of context shown under the result. */
  context: Record<Locale, string>;
  /** What people call it: a word here (or a typo of one) finds the screen. */
  words: Record<Locale, readonly string[]>;
}

export const searchScreens: readonly SearchScreen[] = [
  {
    id: 'recharge',
    route: flowRoutes.recharge,
    title: { ar: 'شحن الرصيد', en: 'Recharge (top up)', ku: 'پڕکردنەوەی باڵانس' },
    context: {
      ar: 'اشحن رصيد أي خط نور ببطاقة مصرفية أو بكارت شحن.',
      en: 'Top up any Nour line with a bank card or a recharge card.',
      ku: 'باڵانسی هەر هێڵێکی نوور بە کارتی بانکی یان کارتی پڕکردنەوە پڕ بکەرەوە.',
    },
    words: {
      ar: ['شحن', 'شحن الرصيد', 'تعبئة رصيد', 'تعبئة', 'رصيد', 'كارت شحن', 'اشحن'],
      en: ['recharge', 'top up', 'topup', 'top-up', 'add credit', 'balance', 'refill'],
      ku: ['پڕکردنەوەی باڵانس', 'پڕکردنەوە', 'باڵانس', 'شەحن', 'کارتی پڕکردنەوە'],
    },
  },
  {
    id: 'bill',
    route: flowRoutes['bill-pay'],
    title: { ar: 'دفع الفاتورة', en: 'Pay a bill', ku: 'پارەدانی پسوڵە' },
    context: {
      ar: 'سدّد فاتورة خط آجل الدفع برقمه، دون تسجيل الدخول.',
      en: 'Pay a postpaid line’s bill with its number, without signing in.',
      ku: 'پسوڵەی هێڵێکی دواپارەدان بە ژمارەکەی بدە، بێ چوونەژوورەوە.',
    },
    words: {
      ar: ['فاتورة', 'دفع الفاتورة', 'فاتورتي', 'تسديد الفاتورة', 'تسديد', 'آجل الدفع'],
      en: ['bill', 'pay bill', 'bill payment', 'my bill', 'invoice', 'postpaid'],
      ku: ['وەسڵ', 'پسوولە', 'پسوڵە', 'پارەدانی پسوڵە', 'پارەدانی وەسڵ', 'فاتورە'],
    },
  },
  {
    id: 'credit-transfer',
    route: flowRoutes['credit-transfer'],
    title: { ar: 'تحويل الرصيد', en: 'Credit transfer', ku: 'گواستنەوەی باڵانس' },
    context: {
      ar: 'أرسل جزءاً من رصيدك إلى خط نور آخر.',
      en: 'Send part of your balance to another Nour line.',
      ku: 'بەشێک لە باڵانسەکەت بۆ هێڵێکی تری نوور بنێرە.',
    },
    words: {
      ar: ['تحويل رصيد', 'تحويل الرصيد', 'تحويل', 'إرسال رصيد', 'حول رصيد'],
      en: ['transfer', 'credit transfer', 'balance transfer', 'send credit', 'share balance'],
      ku: ['گواستنەوەی باڵانس', 'گواستنەوە', 'ناردنی باڵانس', 'باڵانس بنێرە'],
    },
  },
  {
    id: 'e-voucher',
    route: flowRoutes['e-voucher'],
    title: { ar: 'القسيمة الإلكترونية', en: 'E-voucher', ku: 'کوپۆنی ئەلیکترۆنی' },
    context: {
      ar: 'اشترِ قسيمة شحن إلكترونية واستلم رمزها برسالة نصية.',
      en: 'Buy an electronic recharge voucher and get its code by SMS.',
      ku: 'کوپۆنێکی ئەلیکترۆنی پڕکردنەوە بکڕە و کۆدەکەی بە نامەی کورت وەربگرە.',
    },
    words: {
      ar: ['قسيمة', 'قسيمة إلكترونية', 'كارت', 'كود شحن', 'بطاقة شحن'],
      en: ['voucher', 'e-voucher', 'evoucher', 'recharge card', 'scratch card', 'gift card'],
      ku: ['کوپۆن', 'کوپۆنی ئەلیکترۆنی', 'ڤاوچەر', 'کارت'],
    },
  },
  {
    id: 'my-account',
    route: '/personal/my-account',
    title: { ar: 'حسابي', en: 'My account', ku: 'هەژماری من' },
    context: {
      ar: 'رصيدك وباقاتك وطلباتك وفواتيرك في مكان واحد.',
      en: 'Your balance, bundles, orders and bills in one place.',
      ku: 'باڵانس، پاکێج، داواکاری و پسوڵەکانت لە یەک شوێندا.',
    },
    words: {
      ar: ['حسابي', 'حساب', 'ملفي', 'خطي'],
      en: ['my account', 'account', 'profile', 'dashboard', 'my line'],
      ku: ['هەژماری من', 'هەژمارەکەم', 'هەژمار', 'ئەکاونت', 'پرۆفایل'],
    },
  },
  {
    id: 'login',
    route: '/personal/my-account/login',
    title: { ar: 'تسجيل الدخول', en: 'Sign in', ku: 'چوونەژوورەوە' },
    context: {
      ar: 'ادخل إلى حسابك برقم نور ورمز يصلك برسالة نصية.',
      en: 'Sign in to your account with your Nour number and a code we text you.',
      ku: 'بە ژمارەی نوورەکەت و کۆدێک کە بە نامەی کورت دێت بچۆ ژوورەوە بۆ هەژمارەکەت.',
    },
    words: {
      ar: ['تسجيل الدخول', 'دخول', 'تسجيل دخول', 'كلمة المرور'],
      en: ['sign in', 'signin', 'login', 'log in', 'password'],
      ku: ['چوونەژوورەوە', 'چوونە ژوورەوە', 'وشەی نهێنی'],
    },
  },
  {
    id: 'vanity',
    route: flowRoutes.vanity,
    title: { ar: 'الأرقام المميزة', en: 'Vanity numbers', ku: 'ژمارە تایبەتەکان' },
    context: {
      ar: 'ابحث عن رقم سهل الحفظ واحجزه لخطك الجديد.',
      en: 'Find an easy number and reserve it for your new line.',
      ku: 'ژمارەیەکی ئاسان بدۆزەرەوە و بۆ هێڵە نوێیەکەت حیجزی بکە.',
    },
    words: {
      ar: ['رقم مميز', 'أرقام مميزة', 'رقم ذهبي', 'حجز رقم', 'رقم مميز للبيع'],
      en: ['vanity number', 'special number', 'gold number', 'golden number', 'reserve a number', 'easy number'],
      ku: ['ژمارەی تایبەت', 'ژمارەی زێڕین', 'حیجزکردنی ژمارە', 'ژمارەی ئاسان'],
    },
  },
  {
    id: 'shops',
    route: flowRoutes['shop-locator'],
    title: { ar: 'اعثر على متجر نور', en: 'Find a Nour shop', ku: 'فرۆشگایەکی نوور بدۆزەرەوە' },
    context: {
      ar: 'أقرب متجر نور إليك على الخريطة، مع ساعات العمل.',
      en: 'The Nour shop nearest to you on the map, with opening hours.',
      ku: 'نزیکترین فرۆشگای نوور لە نەخشەدا، لەگەڵ کاتەکانی کارکردن.',
    },
    words: {
      ar: ['متجر', 'متاجر', 'أقرب متجر', 'فرع', 'فروع', 'وكيل', 'مركز خدمة', 'عنوان المتجر'],
      en: ['shop locator', 'find a shop', 'nearest shop', 'store', 'stores', 'branch', 'dealer', 'service centre'],
      ku: ['فرۆشگا', 'نزیکترین فرۆشگا', 'لق', 'بریکار', 'سەنتەری خزمەتگوزاری'],
    },
  },
  {
    id: 'mobile-mall',
    route: '/personal/mobile-mall',
    title: { ar: 'المول الإلكتروني', en: 'Mobile mall', ku: 'مۆڵی ئەلیکترۆنی' },
    context: {
      ar: 'اشترِ الهواتف والشرائح والراوترات والإكسسوارات مع التوصيل.',
      en: 'Buy phones, SIM cards, routers and accessories, delivered.',
      ku: 'مۆبایل، سیمکارت، ڕاوتەر و پاشکۆ بکڕە، بە گەیاندنەوە.',
    },
    words: {
      ar: ['المول', 'المول الإلكتروني', 'تسوق', 'متجر إلكتروني', 'شراء', 'شراء هاتف', 'هواتف'],
      en: ['shop', 'online shop', 'shopping', 'mobile mall', 'mall', 'buy', 'buy a phone', 'phones'],
      ku: ['مۆڵ', 'مۆڵی ئەلیکترۆنی', 'بازاڕکردن', 'فرۆشگای ئۆنلاین', 'کڕین', 'مۆبایل بکڕە'],
    },
  },
  {
    id: 'games',
    route: '/gamification',
    title: { ar: 'الألعاب والمسابقات', en: 'Games and quiz', ku: 'یاری و پێشبڕکێ' },
    context: {
      ar: 'العب الألعاب والمسابقات واربح نقاط المكافآت.',
      en: 'Play games and quizzes and win reward points.',
      ku: 'یاری و پێشبڕکێ بکە و خاڵی خەڵات ببەوە.',
    },
    words: {
      ar: ['ألعاب', 'لعبة', 'مسابقة', 'مسابقات', 'لوحة المتصدرين', 'اربح نقاط'],
      en: ['games', 'game', 'quiz', 'leaderboard', 'win points', 'play'],
      ku: ['یاری', 'یارییەکان', 'پێشبڕکێ', 'خشتەی پێشەنگەکان', 'خاڵ ببەوە'],
    },
  },
  {
    id: 'shake-to-win',
    route: '/personal/game',
    title: { ar: 'هزّ واربح', en: 'Shake to win', ku: 'ڕایبوەشێنە و ببەوە' },
    context: {
      ar: 'هزّ هاتفك مرة كل يوم لتربح جائزة.',
      en: 'Shake your phone once a day to win a prize.',
      ku: 'ڕۆژی جارێک مۆبایلەکەت ڕاوەشێنە بۆ بردنەوەی خەڵاتێک.',
    },
    words: {
      ar: ['هز واربح', 'هز', 'اهتز', 'جائزة يومية'],
      en: ['shake to win', 'shake', 'daily prize', 'lucky draw'],
      ku: ['ڕایبوەشێنە', 'ڕاوەشاندن', 'خەڵاتی ڕۆژانە'],
    },
  },
];

/**
 * The form search compares: lower case, no Arabic diacritics or tatweel, one letter for the shapes
 * people type interchangeably (أ إ آ → ا, ة → ه, ى → ي, Arabic ك ي → Kurdish/Persian ک ی).
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/[ىيی]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What people call each shop category, in the three languages: a product is found by its category's
 * words too ("sim card" finds the SIM cards, whose names say only "SIM"; issue 28).
 */
export const productCategoryWords: Record<'phones' | 'sims' | 'routers' | 'accessories', string> = {
  phones: 'phone phones mobile smartphone هاتف هواتف موبايل جوال مۆبایل تەلەفۆن',
  sims: 'sim simcard card sim-card شريحة شرائح سيم كارت سیم سیمکارت کارت',
  routers: 'router routers mifi modem internet wifi راوتر مودم انترنت ڕاوتەر مۆدێم ئینتەرنێت',
  accessories: 'accessory accessories charger cable case headphones إكسسوارات شاحن سماعات پاشکۆ شەحنکەر',
};
