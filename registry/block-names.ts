/**
 * The blocks' names in Arabic and Kurdish (Sorani), for the editor in Arabic and for the server's check
 * before publishing when it answers in Arabic or Kurdish (issue 28: the publish warning named blocks in
 * English in the Arabic editor). English is each block's own `label` (blocks/<Name>/block.ts); a test
 * (registry/__tests__/block-names.test.ts) keeps this list in step with the blocks.
 */
import type { Locale } from '@/lib/locales';

type Names = Record<Exclude<Locale, 'en'>, string>;

export const blockNames: Record<string, Names> = {
  Accordion: { ar: 'قائمة قابلة للطي', ku: 'لیستی داخراو' },
  AddonCard: { ar: 'بطاقة إضافة', ku: 'کارتی زیادکراو' },
  AddonList: { ar: 'قائمة الإضافات', ku: 'لیستی زیادکراوەکان' },
  AppDownload: { ar: 'تنزيل التطبيق', ku: 'داگرتنی ئەپ' },
  BlogList: { ar: 'مقالات المدونة', ku: 'بابەتەکانی بلۆگ' },
  CallToAction: { ar: 'دعوة إلى إجراء', ku: 'بانگهێشت بۆ کردار' },
  Columns: { ar: 'عمودان', ku: 'دوو ستوون' },
  ContactForm: { ar: 'نموذج', ku: 'فۆرم' },
  Faq: { ar: 'الأسئلة الشائعة', ku: 'پرسیارە باوەکان' },
  FeatureList: { ar: 'قائمة المزايا', ku: 'لیستی تایبەتمەندییەکان' },
  FlowEmbed: { ar: 'خدمة (تعبئة الرصيد، دفع الفاتورة، …)', ku: 'خزمەتگوزاری (پڕکردنەوەی باڵانس، پارەدانی پسوولە، …)' },
  Grid: { ar: 'شبكة', ku: 'تۆڕ' },
  Heading: { ar: 'عنوان', ku: 'سەردێڕ' },
  Hero: { ar: 'الواجهة الرئيسية', ku: 'بەشی سەرەکی' },
  HeroCarousel: { ar: 'واجهة متحركة', ku: 'بەشی سەرەکیی گەڕاو' },
  Image: { ar: 'صورة', ku: 'وێنە' },
  JobsList: { ar: 'قائمة الوظائف', ku: 'لیستی هەلی کار' },
  LogoStrip: { ar: 'شريط الشعارات', ku: 'ڕیزی لۆگۆکان' },
  PartnerSignOn: { ar: 'دخول الشركاء (المول، عالم الشركاء)', ku: 'چوونەژوورەوەی هاوبەشەکان (مۆڵ، جیهانی هاوبەشەکان)' },
  PlanCard: { ar: 'بطاقة باقة', ku: 'کارتی پلان' },
  PlanGrid: { ar: 'شبكة الباقات', ku: 'تۆڕی پلانەکان' },
  ProductGrid: { ar: 'شبكة المنتجات', ku: 'تۆڕی بەرهەمەکان' },
  PromoCountdown: { ar: 'العد التنازلي للعرض', ku: 'ژمێرەری پێچەوانەی ئۆفەر' },
  QuickActions: { ar: 'إجراءات سريعة', ku: 'کردارە خێراکان' },
  RichText: { ar: 'نص منسق', ku: 'دەقی ڕێکخراو' },
  RoamingCountries: { ar: 'دول التجوال', ku: 'وڵاتانی ڕۆمینگ' },
  Section: { ar: 'قسم', ku: 'بەش' },
  SharedSection: { ar: 'قسم مشترك', ku: 'بەشی هاوبەش' },
  Stats: { ar: 'أرقام رئيسية', ku: 'ژمارە سەرەکییەکان' },
  Steps: { ar: 'خطوات', ku: 'هەنگاوەکان' },
  Tabs: { ar: 'تبويبات', ku: 'تابەکان' },
  TalentVoting: { ar: 'التصويت في برنامج المواهب (المتسابقون، أو النتائج بعد الإغلاق)', ku: 'دەنگدان لە بەرنامەی بەهرەکان (بەشداربووان، یان ئەنجامەکان دوای داخستن)' },
  Video: { ar: 'فيديو', ku: 'ڤیدیۆ' },
};

/** The slots' names (the places inside a block that hold blocks), by block type and slot. */
export const slotNames: Record<string, Record<string, Names>> = {
  Columns: { start: { ar: 'العمود الأول', ku: 'ستوونی یەکەم' }, end: { ar: 'العمود الثاني', ku: 'ستوونی دووەم' } },
  Grid: { items: { ar: 'العناصر', ku: 'بڕگەکان' } },
  PlanGrid: { plans: { ar: 'الباقات', ku: 'پلانەکان' } },
  Section: { content: { ar: 'المحتوى', ku: 'ناوەڕۆک' } },
};
