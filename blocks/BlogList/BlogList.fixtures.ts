/** Blog posts as the server resolves them, in each language: for stories and tests. */
import type { PostSummary } from '@/lib/catalog';
import type { Locale } from '@/lib/locales';

type T = Record<Locale, string>;
const tr = (ar: string, en: string, ku: string): T => ({ ar, en, ku });

const posts: { id: number; slug: string; image: string; publishedAt: string; title: T; excerpt: T; categoryName: T }[] = [
  {
    id: 501,
    slug: 'roaming-before-you-travel',
    image: '/images/hero-roaming.svg',
    publishedAt: '2026-11-10',
    categoryName: tr('أدلة', 'Guides', 'ڕێنمایی'),
    title: tr('كيف تفعّل التجوال قبل السفر', 'How to turn on roaming before you travel', 'چۆن پێش گەشتکردن ڕۆمینگ چالاک بکەیت'),
    excerpt: tr(
      'ثلاث خطوات بسيطة من التطبيق أو برسالة قصيرة، واختر باقة التجوال التي تناسب رحلتك.',
      'Three simple steps in the app or by SMS, and how to pick the roaming add-on that fits your trip.',
      'سێ هەنگاوی ئاسان لە ئەپەکەوە یان بە نامە، و چۆن ئەو پاکێجە ڕۆمینگە هەڵبژێریت کە لەگەڵ گەشتەکەت دەگونجێت.',
    ),
  },
  {
    id: 502,
    slug: '4g-covers-basra',
    image: '/images/hero-4g.svg',
    publishedAt: '2026-11-03',
    categoryName: tr('أخبار', 'News', 'هەواڵ'),
    title: tr('شبكة الجيل الرابع تغطي البصرة بالكامل', 'Our 4G network now covers all of Basra', 'تۆڕی 4G ئێستا هەموو بەسرە دادەپۆشێت'),
    excerpt: tr(
      'أكملنا تركيب 120 محطة جديدة، فصار الإنترنت السريع متاحاً من الفاو حتى القرنة.',
      'We finished 120 new sites, bringing fast internet from Al-Faw to Al-Qurna.',
      '120 وێستگەی نوێمان تەواو کرد، ئینتەرنێتی خێرا لە فاوەوە تا قورنە بەردەستە.',
    ),
  },
  {
    id: 503,
    slug: 'save-data',
    image: '/images/hero-network.svg',
    publishedAt: '2026-10-25',
    categoryName: tr('نصائح', 'Tips', 'ئامۆژگاری'),
    title: tr('خمس طرق لتوفير الإنترنت على هاتفك', 'Five ways to save data on your phone', 'پێنج ڕێگا بۆ پاشەکەوتکردنی ئینتەرنێت لە مۆبایلەکەت'),
    excerpt: tr(
      'أوقف التشغيل التلقائي للفيديو، وحدّث التطبيقات عبر الواي فاي فقط، وتابع استهلاكك من التطبيق.',
      'Stop videos from playing by themselves, update apps on Wi-Fi only, and follow your usage in the app.',
      'ڤیدیۆ خۆکارەکان بوەستێنە، ئەپەکان تەنها بە وای فای نوێ بکەرەوە و بەکارهێنانەکەت لە ئەپەکەدا ببینە.',
    ),
  },
  {
    id: 504,
    slug: 'talent-winners-2026',
    image: '/images/hero-talent.svg',
    publishedAt: '2026-10-12',
    categoryName: tr('مجتمع', 'Community', 'کۆمەڵگا'),
    title: tr('تعرّف على الفائزين في برنامج المواهب 2026', 'Meet the winners of the Talent Programme 2026', 'براوەکانی بەرنامەی بەهرەکان 2026 بناسە'),
    excerpt: tr(
      'موسيقيون ورسّامون ومبرمجون شباب من ثماني محافظات صوّت لهم أكثر من 200 ألف مشترك.',
      'Young musicians, artists and coders from eight governorates, chosen by more than 200,000 subscribers.',
      'مۆسیقاژەن، هونەرمەند و پرۆگرامسازی گەنج لە هەشت پارێزگا، کە زیاتر لە 200,000 بەشداربوو دەنگیان پێدان.',
    ),
  },
];

export function postFixtures(locale: Locale): PostSummary[] {
  return posts.map((post) => ({
    id: post.id,
    title: post.title[locale],
    excerpt: post.excerpt[locale],
    image: post.image,
    categoryName: post.categoryName[locale],
    publishedAt: post.publishedAt,
    href: `/blog/${post.slug}`,
  }));
}
