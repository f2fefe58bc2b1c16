/**
 * Seeded company pages: business, about us, investor relations (with its contacts page), the contact
 * form and careers. Each language is written for its readers, not translated word for word. Figures
 * are those of the fictional operator and match the personal pages (18 governorates, 9 million
 * subscribers, 4,500 4G sites, customer care on 107).
 */
import type { Locale } from '@/lib/locales';
import { b, page, t, type BlockInput, type SeedPage } from './helpers';

type Texts = Record<Locale, string>;

/** Keeps a code or an international number left-to-right inside Arabic or Kurdish rich text. */
const ltr = (s: string) => `<span dir="ltr">${s}</span>`;

const CARE_ABROAD = '+9647700000107';
const IR_EMAIL = 'ir@nour-mobile.example';
const SHAREHOLDERS_EMAIL = 'shareholders@nour-mobile.example';

/** A card that leads to another page, for grids of links. */
const linkCard = (locale: Locale, title: Texts, text: Texts, button: Texts, href: string, tone = 'light'): BlockInput =>
  b('CallToAction', { title: title[locale], text: text[locale], buttonLabel: button[locale], buttonHref: href, tone });

// ---------------------------------------------------------------------------------------------------
// Business
// ---------------------------------------------------------------------------------------------------

interface BusinessPlan {
  name: Texts;
  price: number;
  features: Texts[];
  badge?: Texts;
  highlighted?: boolean;
}

const inGroupCalls = t(
  'مكالمات مجانية بلا حدود بين خطوط شركتك',
  'Free, unlimited calls between your company’s lines',
  'پەیوەندیی بەخۆڕایی و بێسنوور لە نێوان هێڵەکانی کۆمپانیاکەت',
);

const businessPlans: BusinessPlan[] = [
  {
    name: t('أعمال أساسي', 'Business Start', 'بازرگانی سەرەتایی'),
    price: 15000,
    features: [
      t('20 جيجابايت إنترنت', '20 GB of internet', '20 گێگابایت ئینتەرنێت'),
      t('500 دقيقة لكل الشبكات العراقية', '500 minutes to every Iraqi network', '500 خولەک بۆ هەموو تۆڕەکانی عێراق'),
      inGroupCalls,
      t('100 رسالة قصيرة', '100 SMS', '100 نامەی کورت'),
    ],
  },
  {
    name: t('أعمال برو', 'Business Pro', 'بازرگانی پرۆ'),
    price: 30000,
    badge: t('الأكثر اختياراً لدى الشركات', 'Companies’ favourite', 'هەڵبژاردەی زۆربەی کۆمپانیاکان'),
    highlighted: true,
    features: [
      t('60 جيجابايت إنترنت', '60 GB of internet', '60 گێگابایت ئینتەرنێت'),
      t('1,500 دقيقة لكل الشبكات العراقية', '1,500 minutes to every Iraqi network', '1,500 خولەک بۆ هەموو تۆڕەکانی عێراق'),
      inGroupCalls,
      t('500 رسالة قصيرة', '500 SMS', '500 نامەی کورت'),
      t('1 جيجابايت تجوال شهرياً في تركيا ودول الخليج', '1 GB of roaming data a month in Turkey and the Gulf', '1 گێگابایت ڕۆمینگ لە مانگێکدا لە تورکیا و کەنداو'),
    ],
  },
  {
    name: t('أعمال بلا حدود', 'Business Unlimited', 'بازرگانی بێسنوور'),
    price: 55000,
    features: [
      t(
        'إنترنت بلا حدود: بأقصى سرعة لأول 300 جيجابايت',
        'Unlimited internet: full speed for the first 300 GB',
        'ئینتەرنێتی بێسنوور: خێرایی تەواو بۆ یەکەم 300 گێگابایت',
      ),
      t('مكالمات بلا حدود لكل الشبكات العراقية', 'Unlimited calls to every Iraqi network', 'پەیوەندیی بێسنوور بۆ هەموو تۆڕەکانی عێراق'),
      t('رسائل محلية بلا حدود', 'Unlimited local SMS', 'نامەی ناوخۆیی بێسنوور'),
      t('3 جيجابايت تجوال شهرياً في تركيا والخليج وأوروبا', '3 GB of roaming data a month in Turkey, the Gulf and Europe', '3 گێگابایت ڕۆمینگ لە مانگێکدا لە تورکیا و کەنداو و ئەوروپا'),
      t('أولوية في خط دعم الأعمال', 'Priority on the business support line', 'لە پێشینەی هێڵی پشتگیریی بازرگانیدا'),
    ],
  },
];

const businessPlanCard = (plan: BusinessPlan, locale: Locale): BlockInput =>
  b('PlanCard', {
    name: plan.name[locale],
    price: plan.price,
    period: 'month',
    features: plan.features.map((feature) => ({ text: feature[locale] })),
    ctaLabel: t('اطلب عرض سعر', 'Request a quote', 'داوای نرخ بکە')[locale],
    ctaHref: '/form-b2b',
    highlighted: plan.highlighted ?? false,
    badge: plan.badge?.[locale] ?? '',
  });

const business = page({
  uri: '/business',
  layout: 'page',
  title: t('نور للأعمال', 'Nour Business', 'نوور بۆ بازرگانی'),
  description: t(
    'باقات للشركات، وخطوط أساطيل بفاتورة واحدة، وشرائح M2M للأجهزة الذكية، ومدير حساب مخصص يتابع احتياجات شركتك.',
    'Business plans, fleet lines on one invoice, M2M SIMs for connected devices and a dedicated account manager for your company.',
    'پلانی کۆمپانیاکان، هێڵی گروپی بە یەک پسوڵە، سیمکارتی M2M بۆ ئامێرە زیرەکەکان و بەڕێوەبەری هەژماری تایبەت بۆ کۆمپانیاکەت.',
  ),
  image: '/images/hero-business.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('نور للأعمال', 'Nour Business', 'نوور بۆ بازرگانی')[locale],
      title: t('اتصالات تعمل بقدر ما تعمل شركتك', 'Connectivity that works as hard as your business', 'پەیوەندییەک بە ئەندازەی کۆمپانیاکەت کار دەکات')[locale],
      text: t(
        'من متجر صغير في الكرادة إلى شركة نفط في البصرة، نقدّم لكل شركة باقات مرنة وفاتورة واحدة لكل الخطوط وشبكة تغطي المحافظات الثماني عشرة، مع مدير حساب يعرف عملك.',
        'From a corner shop in Karrada to an oil services firm in Basra, we give every business flexible plans, one invoice for all its lines and a network across all 18 governorates, with an account manager who knows your work.',
        'لە دوکانێکی بچووکی هەولێرەوە تا کۆمپانیایەکی نەوت لە بەسرە، پلانی نەرم و یەک پسوڵە بۆ هەموو هێڵەکان و تۆڕێک لە هەر 18 پارێزگاکەدا پێشکەش دەکەین، لەگەڵ بەڕێوەبەرێکی هەژمار کە کارەکەت دەناسێت.',
      )[locale],
      image: '/images/hero-business.svg',
      imageAlt: '',
      ctaLabel: t('تحدّث إلى فريق الأعمال', 'Talk to our business team', 'قسە لەگەڵ تیمی بازرگانی بکە')[locale],
      ctaHref: '/form-b2b',
      secondaryLabel: t('باقات الأعمال', 'Business plans', 'پلانەکانی بازرگانی')[locale],
      secondaryHref: '/business#plans',
      tone: 'brand',
    }),
    b('Section', {
      title: t('باقات الأعمال', 'Business plans', 'پلانەکانی بازرگانی')[locale],
      anchor: 'plans',
      background: 'surface',
      spacing: 'large',
      content: [
        b('PlanGrid', { title: '', plans: businessPlans.map((plan) => businessPlanCard(plan, locale)) }),
        b('RichText', {
          html: t(
            '<p>الأسعار للخط الواحد شهرياً بالدينار العراقي، وتُصدر بها فاتورة واحدة للشركة. يمكنك الجمع بين باقات مختلفة في الحساب نفسه، وتحصل الشركات التي لديها أكثر من 50 خطاً على أسعار خاصة. الأسعار معفاة حالياً من ضريبة القيمة المضافة (20%) ضمن عرض لفترة محدودة.</p>',
            '<p>Prices are per line per month in Iraqi dinars, billed on one company invoice. You can mix plans within the same account, and companies with more than 50 lines get special rates. Prices are currently exempt from 20% VAT as a limited-time offer.</p>',
            '<p>نرخەکان بۆ هەر هێڵێک لە مانگێکدان بە دیناری عێراقی، و لە یەک پسوڵەی کۆمپانیادا دەنووسرێن. دەتوانیت پلانی جیاواز لە هەمان هەژماردا تێکەڵ بکەیت، و کۆمپانیاکانی زیاتر لە 50 هێڵیان هەیە نرخی تایبەت وەردەگرن. نرخەکان ئێستا بۆ ماوەیەکی دیاریکراو لە باجی بەهای زیادکراو (20%) بەخشراون.</p>',
          )[locale],
          width: 'narrow',
        }),
      ],
    }),
    b('Section', {
      title: t('خطوط الأساطيل', 'Fleet lines', 'هێڵی گروپی')[locale],
      anchor: 'fleet',
      spacing: 'large',
      content: [
        b('Columns', {
          ratio: '1:1',
          align: 'start',
          start: [
            b('RichText', {
              html: t(
                '<p>أدِر كل الخطوط التي تدفع شركتك قيمتها من حساب أعمال واحد، سواء كانت لموظفي المبيعات أو السائقين أو فرق الصيانة في الميدان.</p><ul><li><strong>فاتورة واحدة</strong> لكل الخطوط، مع تفصيل حسب الخط والقسم.</li><li><strong>سقف إنفاق</strong> لكل خط حتى لا يتجاوز أحد الميزانية.</li><li><strong>رصيد إنترنت مشترك</strong> تستهلك منه كل الخطوط بدلاً من باقة منفصلة لكل موظف.</li><li><strong>إضافة خط أو إيقافه أو نقله</strong> بطلب واحد إلى مدير حسابك.</li></ul>',
                '<p>Run every line your company pays for from one business account, whether it belongs to your sales staff, your drivers or your field maintenance crews.</p><ul><li><strong>One invoice</strong> for all lines, broken down by line and by department.</li><li><strong>A spending cap</strong> on each line, so nobody goes over budget.</li><li><strong>A shared data pool</strong> that every line draws from, instead of a separate bundle per employee.</li><li><strong>Add, suspend or move a line</strong> with a single request to your account manager.</li></ul>',
                '<p>هەموو ئەو هێڵانەی کۆمپانیاکەت پارەیان بۆ دەدات لە یەک هەژماری بازرگانییەوە بەڕێوە ببە، جا هی فرۆشیاران بن یان شۆفێران یان تیمەکانی چاککردنەوە لە مەیداندا.</p><ul><li><strong>یەک پسوڵە</strong> بۆ هەموو هێڵەکان، بە وردەکاری بەپێی هێڵ و بەش.</li><li><strong>سنووری خەرجکردن</strong> بۆ هەر هێڵێک، تا کەس لە بودجە تێنەپەڕێت.</li><li><strong>ئینتەرنێتی هاوبەش</strong> کە هەموو هێڵەکان لێی بەکاردەهێنن، لە جیاتی پاکێجێکی جیا بۆ هەر فەرمانبەرێک.</li><li><strong>زیادکردن، ڕاگرتن یان گواستنەوەی هێڵ</strong> تەنها بە یەک داواکاری لە بەڕێوەبەری هەژمارەکەت.</li></ul>',
              )[locale],
              width: 'full',
            }),
          ],
          end: [
            b('FeatureList', {
              title: '',
              columns: 2,
              items: [
                {
                  icon: 'phone',
                  title: t('أرقام متسلسلة', 'Sequential numbers', 'ژمارەی زنجیرەیی')[locale],
                  text: t('أرقام متتالية لخطوط الشركة يسهل حفظها.', 'Consecutive numbers for your team that are easy to remember.', 'ژمارەی یەک لە دوای یەک بۆ تیمەکەت کە ئاسان لەبەر دەکرێن.')[locale],
                },
                {
                  icon: 'shield',
                  title: t('تحكم كامل', 'Full control', 'کۆنترۆڵی تەواو')[locale],
                  text: t('حدّد الخدمات المسموحة لكل خط، كالتجوال أو المكالمات الدولية.', 'Choose what each line may use, such as roaming or international calls.', 'دیاری بکە هەر هێڵێک چی بەکاربهێنێت، وەک ڕۆمینگ یان پەیوەندیی نێودەوڵەتی.')[locale],
                },
                {
                  icon: 'gift',
                  title: t('هواتف بالتقسيط', 'Phones on instalments', 'مۆبایل بە قیست')[locale],
                  text: t('أجهزة لموظفيك تُضاف أقساطها إلى الفاتورة الشهرية.', 'Handsets for your staff, paid in instalments on the monthly invoice.', 'مۆبایل بۆ فەرمانبەرەکانت، قیستەکانی دەچنە سەر پسوڵەی مانگانە.')[locale],
                },
                {
                  icon: 'globe',
                  title: t('تجوال للمسافرين', 'Roaming for travellers', 'ڕۆمینگ بۆ گەشتیاران')[locale],
                  text: t('باقات تجوال تُفعَّل لموظفيك قبل رحلات العمل.', 'Roaming bundles switched on for your staff before business trips.', 'پاکێجی ڕۆمینگ کە پێش گەشتی کار بۆ فەرمانبەرەکانت چالاک دەکرێت.')[locale],
                },
              ],
            }),
          ],
        }),
      ],
    }),
    b('Section', {
      title: t('شرائح M2M وإنترنت الأشياء', 'M2M and IoT SIMs', 'سیمکارتی M2M و ئینتەرنێتی شتەکان')[locale],
      anchor: 'm2m',
      background: 'surface',
      spacing: 'large',
      content: [
        b('RichText', {
          html: t(
            `<p>شرائح بيانات مخصصة للأجهزة لا للأشخاص: أجهزة تتبع المركبات، وأجهزة نقاط البيع، والعدادات الذكية، وكاميرات المراقبة، والصرّافات الآلية. تبدأ الأسعار من 2,500 د.ع للشريحة شهرياً، وتدفع فقط مقابل البيانات التي تستهلكها أجهزتك.</p><p>نوفر لمشاريع إنترنت الأشياء نقطة وصول خاصة (APN) وعناوين IP ثابتة عند الطلب، ويعمل الجهاز على ${ltr('2G')} أو ${ltr('4G')} بحسب التغطية في موقعه.</p>`,
            '<p>Data SIMs made for machines, not people: vehicle trackers, point-of-sale terminals, smart meters, CCTV cameras and ATMs. Prices start at 2,500 IQD per SIM a month, and you only pay for the data your devices use.</p><p>For IoT projects we provide a private APN and fixed IP addresses on request, and each device falls back between 2G and 4G depending on coverage where it is installed.</p>',
            `<p>سیمکارتی داتا بۆ ئامێر نەک بۆ مرۆڤ: ئامێری شوێنپێهەڵگرتنی ئۆتۆمبێل، ئامێری فرۆشتن (POS)، پێوەرە زیرەکەکان، کامێرای چاودێری و ئامێری ATM. نرخەکان لە 2,500 د.ع بۆ هەر سیمکارتێک لە مانگێکدا دەست پێدەکەن، و تەنها پارەی ئەو داتایە دەدەیت کە ئامێرەکانت بەکاری دەهێنن.</p><p>بۆ پرۆژەکانی ئینتەرنێتی شتەکان APNی تایبەت و ناونیشانی IPی جێگیر بەپێی داواکاری دابین دەکەین، و ئامێرەکە بەپێی داپۆشینی شوێنەکەی لەسەر ${ltr('2G')} یان ${ltr('4G')} کار دەکات.</p>`,
          )[locale],
          width: 'narrow',
        }),
        b('FeatureList', {
          title: '',
          columns: 4,
          items: [
            {
              icon: 'signal',
              title: t('تتبع المركبات', 'Fleet tracking', 'شوێنپێهەڵگرتنی ئۆتۆمبێل')[locale],
              text: t('اعرف مكان شاحناتك وسياراتك لحظة بلحظة.', 'See where your trucks and cars are, minute by minute.', 'لە هەر چرکەیەکدا بزانە بارهەڵگر و ئۆتۆمبێلەکانت لە کوێن.')[locale],
            },
            {
              icon: 'wifi',
              title: t('نقاط البيع', 'Point of sale', 'ئامێری فرۆشتن')[locale],
              text: t('دفع إلكتروني سريع في متجرك حتى دون إنترنت سلكي.', 'Fast card payments in your shop, even without a fixed line.', 'پارەدانی خێرا بە کارت لە دوکانەکەت، تەنانەت بەبێ هێڵی ئینتەرنێتی سابیت.')[locale],
            },
            {
              icon: 'speed',
              title: t('العدادات الذكية', 'Smart meters', 'پێوەری زیرەک')[locale],
              text: t('قراءات الكهرباء والماء تصل تلقائياً دون زيارة.', 'Electricity and water readings sent automatically, no site visit.', 'خوێندنەوەی کارەبا و ئاو خۆکارانە دەگات، بەبێ سەردان.')[locale],
            },
            {
              icon: 'shield',
              title: t('شبكة خاصة', 'Private network', 'تۆڕی تایبەت')[locale],
              text: t('نقطة وصول خاصة تعزل بيانات أجهزتك عن الإنترنت العام.', 'A private APN keeps your devices’ data off the public internet.', 'APNی تایبەت داتای ئامێرەکانت لە ئینتەرنێتی گشتی جیا دەکاتەوە.')[locale],
            },
          ],
        }),
      ],
    }),
    b('Columns', {
      ratio: '1:1',
      align: 'start',
      start: [
        b('RichText', {
          html: t(
            '<h2>مدير حساب مخصص لشركتك</h2><p>كل شركة لديها 10 خطوط أو أكثر يتابعها مدير حساب باسمه ورقمه، لا مركز اتصال مجهول. يزورك في مكتبك، ويراجع استهلاك خطوطك كل ثلاثة أشهر ليقترح عليك ما يوفّر من فاتورتك، ويرد على طلباتك خلال يوم عمل واحد.</p><p>وللشركات الأصغر فريق دعم الأعمال على الرقم <a href="tel:107">107</a>، اختر «خدمات الشركات» من القائمة.</p>',
            '<h2>A dedicated account manager</h2><p>Every company with 10 or more lines gets an account manager with a name and a direct number, not an anonymous call centre. They visit your office, review your lines’ usage every quarter to suggest savings on your bill, and answer your requests within one working day.</p><p>Smaller businesses can reach our business support team on <a href="tel:107">107</a>: choose "Business services" in the menu.</p>',
            '<h2>بەڕێوەبەری هەژماری تایبەت بۆ کۆمپانیاکەت</h2><p>هەر کۆمپانیایەک 10 هێڵ یان زیاتری هەبێت، بەڕێوەبەرێکی هەژماری بە ناو و ژمارەی خۆیەوە بەدواداچوونی بۆ دەکات، نەک ناوەندێکی پەیوەندیی نەناسراو. سەردانی نووسینگەکەت دەکات، هەموو سێ مانگ جارێک بەکارهێنانی هێڵەکانت پێدا دەچێتەوە تا ڕێگەی کەمکردنەوەی پسوڵەکەت پێشنیار بکات، و لە ماوەی یەک ڕۆژی کاردا وەڵامی داواکارییەکانت دەداتەوە.</p><p>کۆمپانیا بچووکەکانیش دەتوانن لە ژمارە <a href="tel:107">107</a> پەیوەندی بە تیمی پشتگیریی بازرگانییەوە بکەن: لە لیستەکەدا «خزمەتگوزارییەکانی کۆمپانیا» هەڵبژێرە.</p>',
          )[locale],
          width: 'full',
        }),
      ],
      end: [
        b('Steps', {
          title: t('كيف نبدأ معاً', 'How we get you connected', 'چۆن پێکەوە دەست پێدەکەین')[locale],
          steps: [
            {
              title: t('أخبرنا بما تحتاجه', 'Tell us what you need', 'پێمان بڵێ چیت پێویستە')[locale],
              text: t('املأ نموذج الأعمال: عدد الموظفين ونوع الخطوط التي تبحث عنها.', 'Fill in the business form with your headcount and the lines you are looking for.', 'فۆرمی بازرگانی پڕبکەرەوە: ژمارەی فەرمانبەران و جۆری ئەو هێڵانەی دەتەوێت.')[locale],
            },
            {
              title: t('نتصل بك خلال يوم عمل', 'We call you within a working day', 'لە ماوەی ڕۆژێکی کاردا پەیوەندیت پێوە دەکەین')[locale],
              text: t('يتواصل معك مدير حساب ليفهم طريقة عمل فريقك.', 'An account manager gets in touch to understand how your team works.', 'بەڕێوەبەرێکی هەژمار پەیوەندیت پێوە دەکات تا شێوازی کاری تیمەکەت تێبگات.')[locale],
            },
            {
              title: t('عرض على مقاس شركتك', 'An offer made for you', 'ئۆفەرێک بە قەبارەی کۆمپانیاکەت')[locale],
              text: t('نرسل لك عرضاً مكتوباً بالأسعار والشروط، دون التزام.', 'We send a written offer with prices and terms, with no obligation.', 'ئۆفەرێکی نووسراو بە نرخ و مەرجەکانەوە بۆت دەنێرین، بەبێ هیچ پابەندبوونێک.')[locale],
            },
            {
              title: t('التسليم والتفعيل', 'Delivery and activation', 'گەیاندن و چالاککردن')[locale],
              text: t('تصل الشرائح إلى مكتبك مفعّلة خلال 48 ساعة من توقيع العقد.', 'Your SIMs arrive at your office, active, within 48 hours of signing.', 'سیمکارتەکان لە ماوەی 48 کاتژمێر دوای واژۆکردنی گرێبەست چالاککراو دەگەنە نووسینگەکەت.')[locale],
            },
          ],
        }),
      ],
    }),
    b('CallToAction', {
      title: t('لنتحدث عن احتياجات شركتك', 'Let’s talk about your company’s needs', 'با قسە لەسەر پێداویستییەکانی کۆمپانیاکەت بکەین')[locale],
      text: t(
        'أرسل طلبك عبر نموذج الأعمال وسيتصل بك أحد مديري الحسابات خلال يوم عمل واحد.',
        'Send us your request through the business form and an account manager will call you within one working day.',
        'داواکارییەکەت لە ڕێگەی فۆرمی بازرگانییەوە بنێرە و یەکێک لە بەڕێوەبەرانی هەژمار لە ماوەی یەک ڕۆژی کاردا پەیوەندیت پێوە دەکات.',
      )[locale],
      buttonLabel: t('نموذج الأعمال', 'Business enquiry form', 'فۆرمی بازرگانی')[locale],
      buttonHref: '/form-b2b',
      tone: 'brand',
    }),
  ],
});

// ---------------------------------------------------------------------------------------------------
// About us
// ---------------------------------------------------------------------------------------------------

const aboutUs = page({
  uri: '/about-us',
  layout: 'page',
  title: t('من نحن', 'About us', 'دەربارەی ئێمە'),
  description: t(
    'نور موبايل شركة اتصالات عراقية تخدم 9 ملايين مشترك بشبكة تغطي المحافظات الثماني عشرة. تعرّف على قصتنا وقيمنا.',
    'Nour Mobile is an Iraqi mobile operator serving 9 million subscribers on a network across all 18 governorates. Our story and values.',
    'نوور مۆبایل کۆمپانیایەکی پەیوەندییە عێراقییە، خزمەتی 9 ملیۆن بەشداربوو دەکات لە هەر 18 پارێزگاکەدا. چیرۆک و بەهاکانمان.',
  ),
  image: '/images/hero-network.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('من نحن', 'About us', 'دەربارەی ئێمە')[locale],
      title: t('شبكة عراقية تصل الناس ببعضهم', 'An Iraqi network that brings people together', 'تۆڕێکی عێراقی کە خەڵک بەیەکەوە دەبەستێتەوە')[locale],
      text: t(
        'منذ أول مكالمة على شبكتنا في بغداد، كان هدفنا واحداً: أن يكون الاتصال الجيد حقاً لكل عراقي، في المدينة والقرية وعلى الطريق بينهما. اليوم يثق بنا 9 ملايين مشترك في كل المحافظات.',
        'Since the first call on our network in Baghdad, our aim has been simple: a good connection should be a given for every Iraqi, in the city, in the village and on the road in between. Today 9 million subscribers in every governorate trust us.',
        'لە یەکەم پەیوەندییەوە لەسەر تۆڕەکەمان لە بەغدا، ئامانجمان یەک شت بوو: پەیوەندیی باش مافی هەموو عێراقییەک بێت، لە شار و گوند و ڕێگای نێوانیاندا. ئەمڕۆ 9 ملیۆن بەشداربوو لە هەموو پارێزگاکان متمانەمان پێدەکەن.',
      )[locale],
      image: '/images/hero-network.svg',
      imageAlt: '',
      ctaLabel: t('انضم إلى فريقنا', 'Join our team', 'ببە بە ئەندامی تیمەکەمان')[locale],
      ctaHref: '/careers',
      secondaryLabel: t('علاقات المستثمرين', 'Investor relations', 'پەیوەندی لەگەڵ وەبەرهێنەران')[locale],
      secondaryHref: '/about-us/investor-relations',
      tone: 'light',
    }),
    b('Section', {
      title: t('قصتنا', 'Our story', 'چیرۆکەکەمان')[locale],
      spacing: 'large',
      content: [
        b('Columns', {
          ratio: '2:1',
          align: 'center',
          start: [
            b('RichText', {
              html: t(
                '<p>انطلقت نور موبايل برخصة اتصالات متنقلة وبضع مئات من مواقع البث في بغداد والمحافظات الجنوبية، ثم امتدت شبكتنا محافظةً بعد أخرى حتى أصبحت تغطي العراق كله. وفي السنوات الأخيرة استثمرنا في الجيل الرابع ليصل إلى مراكز المدن والأقضية والطرق الرئيسية.</p><p>مقرنا الرئيسي في بغداد، ولنا مكاتب إقليمية في أربيل والبصرة والموصل، ويعمل معنا أكثر من 3,200 موظف، أغلبهم من الشباب العراقي. ويصل مشتركونا إلينا عبر متاجر نور ووكلائنا المعتمدين في كل محافظة، وعبر الموقع والتطبيق وخدمة العملاء على الرقم <a href="tel:107">107</a>.</p>',
                '<p>Nour Mobile started out with a mobile licence and a few hundred sites in Baghdad and the southern governorates. Governorate by governorate, the network grew until it covered the whole country, and in recent years we have invested in 4G so that it reaches city centres, districts and main roads.</p><p>We are headquartered in Baghdad, with regional offices in Erbil, Basra and Mosul, and more than 3,200 people work with us, most of them young Iraqis. Subscribers reach us through Nour shops and authorised dealers in every governorate, on this website and in our app, and on customer care at <a href="tel:107">107</a>.</p>',
                '<p>نوور مۆبایل بە مۆڵەتێکی پەیوەندیی مۆبایل و چەند سەد وێستگەیەک لە بەغدا و پارێزگاکانی باشوور دەستی پێکرد، پاشان تۆڕەکەمان پارێزگا بە پارێزگا فراوان بوو تا هەموو عێراقی گرتەوە. لە ساڵانی ڕابردوودا وەبەرهێنانمان لە 4G کرد تا بگاتە ناوەندی شار و قەزا و ڕێگا سەرەکییەکان.</p><p>بارەگای سەرەکیمان لە بەغدایە و نووسینگەی هەرێمیمان لە هەولێر و بەسرە و موسڵ هەیە، و زیاتر لە 3,200 کەس لەگەڵمان کار دەکەن کە زۆربەیان گەنجی عێراقین. بەشداربووانمان لە ڕێگەی فرۆشگاکانی نوور و بریکارە ڕێپێدراوەکانمان لە هەموو پارێزگایەک، ماڵپەڕ و ئەپەکەمان، و خزمەتگوزاری کڕیاران لە ژمارە <a href="tel:107">107</a> دەمانگەنێ.</p>',
              )[locale],
              width: 'full',
            }),
          ],
          end: [
            b('Image', {
              src: '/images/hero-network.svg',
              alt: t('خريطة تمثّل شبكة نور موبايل', 'An illustration of the Nour Mobile network', 'وێنەیەکی تۆڕی نوور مۆبایل')[locale],
              caption: '',
              rounded: true,
            }),
          ],
        }),
      ],
    }),
    b('Stats', {
      items: [
        { value: '18', label: t('محافظة تغطيها شبكتنا', 'governorates on our network', 'پارێزگا لەسەر تۆڕەکەمان')[locale] },
        { value: t('9 ملايين', '9 million', '9 ملیۆن')[locale], label: t('مشترك', 'subscribers', 'بەشداربوو')[locale] },
        { value: '4,500', label: t('موقع بث للجيل الرابع', '4G sites', 'وێستگەی 4G')[locale] },
        { value: '3,200', label: t('موظف وموظفة', 'employees', 'فەرمانبەر')[locale] },
        { value: '24/7', label: t('خدمة العملاء على 107', 'customer care on 107', 'خزمەتگوزاری کڕیاران لە 107')[locale] },
      ],
    }),
    b('Section', {
      title: t('تغطية في المحافظات الثماني عشرة', 'Coverage in all 18 governorates', 'داپۆشین لە هەر 18 پارێزگاکەدا')[locale],
      anchor: 'coverage',
      background: 'surface',
      spacing: 'large',
      content: [
        b('RichText', {
          html: t(
            '<p>تغطي شبكتنا المحافظات العراقية الثماني عشرة كلها. يصل الجيل الرابع إلى مراكز المحافظات والأقضية والطرق السريعة بين المدن، ونواصل كل عام توسيعه إلى النواحي والقرى، وحيث لا يتوفر بعد تبقى مكالماتك ورسائلك وخدمة الإنترنت متاحة على شبكة الجيل الثالث والثاني.</p><table><thead><tr><th scope="col">المنطقة</th><th scope="col">المحافظات</th></tr></thead><tbody><tr><td>إقليم كردستان</td><td>أربيل، السليمانية، دهوك</td></tr><tr><td>الشمال</td><td>نينوى، كركوك، صلاح الدين</td></tr><tr><td>الوسط والغرب</td><td>بغداد، الأنبار، ديالى، بابل، واسط، كربلاء، النجف، القادسية</td></tr><tr><td>الجنوب</td><td>البصرة، ميسان، ذي قار، المثنى</td></tr></tbody></table><p>هل تريد معرفة المزيد عن شبكتنا؟ اطّلع على <a href="/personal/four-g-lte">صفحة الجيل الرابع</a>.</p>',
            '<p>Our network covers all 18 of Iraq’s governorates. 4G reaches every governorate capital, the district centres and the highways between cities, and every year we extend it further into sub-districts and villages. Where it has not arrived yet, your calls, texts and data carry on over 3G and 2G.</p><table><thead><tr><th scope="col">Region</th><th scope="col">Governorates</th></tr></thead><tbody><tr><td>Kurdistan Region</td><td>Erbil, Sulaymaniyah, Duhok</td></tr><tr><td>North</td><td>Nineveh, Kirkuk, Saladin</td></tr><tr><td>Centre and west</td><td>Baghdad, Anbar, Diyala, Babil, Wasit, Karbala, Najaf, Al-Qadisiyyah</td></tr><tr><td>South</td><td>Basra, Maysan, Dhi Qar, Muthanna</td></tr></tbody></table><p>Want to know more about the network? See <a href="/personal/four-g-lte">our 4G page</a>.</p>',
            '<p>تۆڕەکەمان هەر 18 پارێزگاکەی عێراق دادەپۆشێت. 4G دەگاتە ناوەندی هەموو پارێزگاکان و قەزاکان و ڕێگا خێراکانی نێوان شارەکان، و هەموو ساڵێک بەرەو ناحیە و گوندەکان فراوانتری دەکەین. لەو شوێنانەی هێشتا نەگەیشتووە، پەیوەندی و نامە و ئینتەرنێتەکەت لەسەر 3G و 2G بەردەوام دەبن.</p><table><thead><tr><th scope="col">ناوچە</th><th scope="col">پارێزگاکان</th></tr></thead><tbody><tr><td>هەرێمی کوردستان</td><td>هەولێر، سلێمانی، دهۆک</td></tr><tr><td>باکوور</td><td>نەینەوا، کەرکووک، سەڵاحەدین</td></tr><tr><td>ناوەڕاست و ڕۆژئاوا</td><td>بەغدا، ئەنبار، دیالە، بابل، واست، کەربەلا، نەجەف، قادسیە</td></tr><tr><td>باشوور</td><td>بەسرە، مەیسان، زیقار، موسەننا</td></tr></tbody></table><p>دەتەوێت زیاتر دەربارەی تۆڕەکەمان بزانیت؟ سەیری <a href="/personal/four-g-lte">پەڕەی 4G</a> بکە.</p>',
          )[locale],
          width: 'narrow',
        }),
      ],
    }),
    b('FeatureList', {
      title: t('قيمنا', 'What we stand for', 'بەهاکانمان')[locale],
      columns: 4,
      items: [
        {
          icon: 'shield',
          title: t('الوضوح', 'Clarity', 'ڕوونی')[locale],
          text: t(
            'السعر الذي تراه هو ما تدفعه، وشروط كل عرض مكتوبة بلغة يفهمها الجميع.',
            'The price you see is the price you pay, and every offer’s terms are written in plain language.',
            'ئەو نرخەی دەیبینیت ئەوەیە کە دەیدەیت، و مەرجی هەر ئۆفەرێک بە زمانێکی ساکار نووسراوە.',
          )[locale],
        },
        {
          icon: 'signal',
          title: t('الموثوقية', 'Reliability', 'متمانەپێکراوی')[locale],
          text: t(
            'نراقب الشبكة على مدار الساعة لأن مكالمة واحدة قد تكون الأهم في يوم أحدهم.',
            'We watch the network around the clock, because one call can be the most important of someone’s day.',
            'شەو و ڕۆژ چاودێریی تۆڕەکە دەکەین، چونکە لەوانەیە یەک پەیوەندی گرنگترین شتی ڕۆژی کەسێک بێت.',
          )[locale],
        },
        {
          icon: 'phone',
          title: t('القرب من الناس', 'Close to people', 'نزیک لە خەڵک')[locale],
          text: t(
            'متاجر في كل محافظة، وخدمة عملاء بالعربية والكردية والإنجليزية.',
            'Shops in every governorate, and customer care in Arabic, Kurdish and English.',
            'فرۆشگا لە هەموو پارێزگایەک، و خزمەتگوزاری کڕیاران بە کوردی و عەرەبی و ئینگلیزی.',
          )[locale],
        },
        {
          icon: 'star',
          title: t('الاستثمار في الشباب', 'Investing in young people', 'وەبەرهێنان لە گەنجان')[locale],
          text: t(
            'برامج تدريب وتوظيف للخريجين، وبرنامج مواهب يفتح الباب للمبدعين.',
            'Training and hiring for graduates, and a talent programme that opens doors for creative people.',
            'ڕاهێنان و دامەزراندن بۆ دەرچووان، و بەرنامەی بەهرەکان کە دەرگا بۆ داهێنەران دەکاتەوە.',
          )[locale],
        },
      ],
    }),
    b('Grid', {
      columns: 3,
      gap: 'medium',
      items: [
        linkCard(
          locale,
          t('علاقات المستثمرين', 'Investor relations', 'پەیوەندی لەگەڵ وەبەرهێنەران'),
          t('النتائج المالية ومعلومات المساهمين والتقرير السنوي.', 'Financial results, shareholder information and the annual report.', 'ئەنجامە داراییەکان، زانیاری پشکداران و ڕاپۆرتی ساڵانە.'),
          t('اطّلع على النتائج', 'See the results', 'ئەنجامەکان ببینە'),
          '/about-us/investor-relations',
        ),
        linkCard(
          locale,
          t('الوظائف', 'Careers', 'هەلی کار'),
          t('ابحث عن وظيفتك القادمة في فرق الشبكة والمبيعات والتقنية.', 'Find your next role in our network, sales and technology teams.', 'کاری داهاتووت لە تیمەکانی تۆڕ و فرۆشتن و تەکنەلۆژیادا بدۆزەرەوە.'),
          t('الوظائف المتاحة', 'Open positions', 'هەلە کارەکان'),
          '/careers',
        ),
        linkCard(
          locale,
          t('تواصل معنا', 'Contact us', 'پەیوەندیمان پێوە بکە'),
          t('اكتب لنا أو اتصل بخدمة العملاء على 107 في أي وقت.', 'Write to us, or call customer care on 107 at any time.', 'بۆمان بنووسە، یان هەر کاتێک بێت پەیوەندی بە 107 بکە.'),
          t('راسلنا', 'Write to us', 'نامەمان بۆ بنێرە'),
          '/about/contact-form',
        ),
      ],
    }),
  ],
});

// ---------------------------------------------------------------------------------------------------
// Investor relations
// ---------------------------------------------------------------------------------------------------

const IR = '/about-us/investor-relations';

const resultsTable = t(
  '<table><caption>النتائج المدققة بمليارات الدنانير العراقية ما لم يُذكر غير ذلك</caption><thead><tr><th scope="col">المؤشر</th><th scope="col">2024</th><th scope="col">2025</th><th scope="col">التغيّر</th></tr></thead><tbody><tr><td>الإيرادات</td><td>1,310</td><td>1,420</td><td>+8.4%</td></tr><tr><td>الأرباح قبل الفوائد والضرائب والإهلاك (EBITDA)</td><td>530</td><td>582</td><td>+9.8%</td></tr><tr><td>هامش EBITDA</td><td>40.5%</td><td>41.0%</td><td>+0.5 نقطة</td></tr><tr><td>صافي الربح</td><td>176</td><td>198</td><td>+12.5%</td></tr><tr><td>الإنفاق الرأسمالي</td><td>265</td><td>290</td><td>+9.4%</td></tr><tr><td>المشتركون (مليون)</td><td>8.6</td><td>9.0</td><td>+4.7%</td></tr></tbody></table><p>جاء النمو أساساً من خدمات البيانات: ارتفعت إيرادات الإنترنت 17% مع انتقال مزيد من المشتركين إلى الجيل الرابع، ووصلت نسبة حركة البيانات على شبكة الجيل الرابع إلى 86%.</p>',
  '<table><caption>Audited results, in billions of Iraqi dinars unless stated</caption><thead><tr><th scope="col">Measure</th><th scope="col">2024</th><th scope="col">2025</th><th scope="col">Change</th></tr></thead><tbody><tr><td>Revenue</td><td>1,310</td><td>1,420</td><td>+8.4%</td></tr><tr><td>EBITDA</td><td>530</td><td>582</td><td>+9.8%</td></tr><tr><td>EBITDA margin</td><td>40.5%</td><td>41.0%</td><td>+0.5 pts</td></tr><tr><td>Net profit</td><td>176</td><td>198</td><td>+12.5%</td></tr><tr><td>Capital expenditure</td><td>265</td><td>290</td><td>+9.4%</td></tr><tr><td>Subscribers (million)</td><td>8.6</td><td>9.0</td><td>+4.7%</td></tr></tbody></table><p>Growth came mainly from data: internet revenue rose 17% as more subscribers moved to 4G, and 86% of our data traffic now runs over the 4G network.</p>',
  '<table><caption>ئەنجامە وردبینیکراوەکان، بە ملیار دیناری عێراقی ئەگەر شتێکی تر نەنووسرابێت</caption><thead><tr><th scope="col">پێوەر</th><th scope="col">2024</th><th scope="col">2025</th><th scope="col">گۆڕان</th></tr></thead><tbody><tr><td>داهات</td><td>1,310</td><td>1,420</td><td>+8.4%</td></tr><tr><td>قازانج پێش سوو و باج و داخوران (EBITDA)</td><td>530</td><td>582</td><td>+9.8%</td></tr><tr><td>ڕێژەی EBITDA</td><td>40.5%</td><td>41.0%</td><td>+0.5 خاڵ</td></tr><tr><td>قازانجی پاک</td><td>176</td><td>198</td><td>+12.5%</td></tr><tr><td>خەرجیی سەرمایەیی</td><td>265</td><td>290</td><td>+9.4%</td></tr><tr><td>بەشداربووان (ملیۆن)</td><td>8.6</td><td>9.0</td><td>+4.7%</td></tr></tbody></table><p>گەشەکە بە زۆری لە داتاوە هات: داهاتی ئینتەرنێت 17% زیادی کرد لەگەڵ گواستنەوەی بەشداربووانی زیاتر بۆ 4G، و ئێستا 86%ی هاتوچۆی داتاکەمان لەسەر تۆڕی 4G تێدەپەڕێت.</p>',
);

const annualReport: { title: Texts; html: Texts }[] = [
  {
    title: t('كلمة رئيس مجلس الإدارة', 'Chairman’s statement', 'وتەی سەرۆکی ئەنجومەنی بەڕێوەبردن'),
    html: t(
      '<p>عام من النمو المتوازن: زيادة في الإيرادات والأرباح مع أكبر برنامج استثمار في الشبكة منذ تأسيس الشركة، والتزام مستمر بتوزيع الأرباح على المساهمين.</p>',
      '<p>A year of balanced growth: higher revenue and profit alongside the largest network investment programme in the company’s history, and a continued commitment to paying dividends.</p>',
      '<p>ساڵێکی گەشەی هاوسەنگ: زیادبوونی داهات و قازانج لەگەڵ گەورەترین بەرنامەی وەبەرهێنان لە تۆڕدا لە مێژووی کۆمپانیاکەدا، و پابەندبوونی بەردەوام بە دابەشکردنی قازانج.</p>',
    ),
  },
  {
    title: t('مراجعة الأداء التشغيلي', 'Operating review', 'پێداچوونەوەی کارکردن'),
    html: t(
      '<p>نمو قاعدة المشتركين إلى 9 ملايين، وارتفاع متوسط استهلاك البيانات للمشترك إلى 11 جيجابايت شهرياً، وتحسّن نسبة الاحتفاظ بالمشتركين في خطوط الدفع الآجل.</p>',
      '<p>Our subscriber base grew to 9 million, average data use rose to 11 GB per subscriber a month, and postpaid customer retention improved.</p>',
      '<p>ژمارەی بەشداربووان گەیشتە 9 ملیۆن، تێکڕای بەکارهێنانی داتا بۆ هەر بەشداربوویەک گەیشتە 11 گێگابایت لە مانگێکدا، و مانەوەی کڕیارانی پاشەکی باشتر بوو.</p>',
    ),
  },
  {
    title: t('الشبكة والتقنية', 'Network and technology', 'تۆڕ و تەکنەلۆژیا'),
    html: t(
      '<p>إضافة أكثر من 600 موقع للجيل الرابع ليصل المجموع إلى 4,500 موقع، وإطلاق مكالمات VoLTE، وتحديث شبكة النقل بالألياف الضوئية بين بغداد والبصرة وأربيل.</p>',
      '<p>More than 600 new 4G sites, bringing the total to 4,500, the launch of VoLTE calling, and an upgraded fibre backbone between Baghdad, Basra and Erbil.</p>',
      '<p>زیاتر لە 600 وێستگەی نوێی 4G کە کۆی گشتی گەیاندە 4,500، دەستپێکردنی پەیوەندیی VoLTE، و نوێکردنەوەی هێڵی ڕیشاڵی ڕووناکی لە نێوان بەغدا و بەسرە و هەولێردا.</p>',
    ),
  },
  {
    title: t('الأفراد والمجتمع', 'People and community', 'خەڵک و کۆمەڵگا'),
    html: t(
      '<p>تدريب أكثر من 400 خريج في برنامج التوظيف الأول، ودعم المواهب الشابة عبر برنامج المواهب، وتوسيع استخدام الطاقة الشمسية في مواقع البث البعيدة.</p>',
      '<p>More than 400 graduates trained in our first-job programme, support for young artists through the talent programme, and more solar power at remote sites.</p>',
      '<p>ڕاهێنانی زیاتر لە 400 دەرچوو لە بەرنامەی یەکەم کاردا، پشتگیریی بەهرە گەنجەکان لە ڕێگەی بەرنامەی بەهرەکانەوە، و بەکارهێنانی زیاتری وزەی خۆر لە وێستگە دوورەکاندا.</p>',
    ),
  },
  {
    title: t('الحوكمة المؤسسية', 'Corporate governance', 'حوکمڕانیی کۆمپانیا'),
    html: t(
      '<p>تشكيل مجلس الإدارة ولجانه (التدقيق، والمخاطر، والمكافآت)، وسياسة تضارب المصالح، ونتائج اجتماع الهيئة العامة السنوي.</p>',
      '<p>The board and its committees (audit, risk and remuneration), our conflict-of-interest policy and the resolutions of the annual general meeting.</p>',
      '<p>پێکهاتەی ئەنجومەنی بەڕێوەبردن و لیژنەکانی (وردبینی، مەترسی و پاداشت)، سیاسەتی ناکۆکیی بەرژەوەندی، و بڕیارەکانی کۆبوونەوەی ساڵانەی کۆمەڵەی گشتی.</p>',
    ),
  },
  {
    title: t('القوائم المالية المدققة', 'Audited financial statements', 'ڕاپۆرتە داراییە وردبینیکراوەکان'),
    html: t(
      '<p>قائمة المركز المالي، وقائمة الدخل، والتدفقات النقدية، والإيضاحات، مع تقرير مراقب الحسابات المستقل. للحصول على نسخة مطبوعة من التقرير كاملاً، اطلبها عبر <a href="/form-shareholders">نموذج خدمات المساهمين</a>.</p>',
      '<p>Balance sheet, income statement, cash flows and notes, with the independent auditor’s report. For a printed copy of the full report, ask through the <a href="/form-shareholders">shareholder services form</a>.</p>',
      '<p>باڵانسی دارایی، ڕاپۆرتی داهات، ڕەوتی پارە و تێبینییەکان، لەگەڵ ڕاپۆرتی وردبینی سەربەخۆ. بۆ وەرگرتنی کۆپییەکی چاپکراوی تەواوی ڕاپۆرتەکە، لە ڕێگەی <a href="/form-shareholders">فۆرمی خزمەتگوزاریی پشکداران</a> داوای بکە.</p>',
    ),
  },
];

const investorRelations = page({
  uri: IR,
  layout: 'page',
  title: t('علاقات المستثمرين', 'Investor relations', 'پەیوەندی لەگەڵ وەبەرهێنەران'),
  description: t(
    'النتائج المالية لنور موبايل، ومعلومات السهم والمساهمين، وأقسام التقرير السنوي، وطرق التواصل مع فريق علاقات المستثمرين.',
    'Nour Mobile’s financial results, share and shareholder information, the annual report and how to reach investor relations.',
    'ئەنجامە داراییەکانی نوور مۆبایل، زانیاریی پشک و پشکداران، ڕاپۆرتی ساڵانە و چۆنیەتی پەیوەندیکردن بە تیمی وەبەرهێنەرانەوە.',
  ),
  image: '/images/hero-business.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('من نحن', 'About us', 'دەربارەی ئێمە')[locale],
      title: t('علاقات المستثمرين', 'Investor relations', 'پەیوەندی لەگەڵ وەبەرهێنەران')[locale],
      text: t(
        'أسهم نور موبايل مدرجة في سوق العراق للأوراق المالية. تجد هنا ملخص نتائجنا المالية ومعلومات المساهمين وأقسام التقرير السنوي لعام 2025.',
        'Nour Mobile shares are listed on the Iraq Stock Exchange. Here you will find a summary of our financial results, information for shareholders and the sections of our 2025 annual report.',
        'پشکەکانی نوور مۆبایل لە بازاڕی عێراق بۆ پشک و سەنەدەکان تۆمارکراون. لێرەدا کورتەی ئەنجامە داراییەکانمان، زانیاری بۆ پشکداران و بەشەکانی ڕاپۆرتی ساڵانەی 2025 دەبینیت.',
      )[locale],
      image: '/images/hero-business.svg',
      imageAlt: '',
      ctaLabel: t('تواصل مع الفريق', 'Contact the team', 'پەیوەندی بە تیمەکەوە بکە')[locale],
      ctaHref: `${IR}/contacts`,
      secondaryLabel: t('خدمات المساهمين', 'Shareholder services', 'خزمەتگوزاریی پشکداران')[locale],
      secondaryHref: '/form-shareholders',
      tone: 'light',
    }),
    b('Section', {
      title: t('ملخص نتائج عام 2025', 'Full-year 2025 results at a glance', 'کورتەی ئەنجامەکانی ساڵی 2025')[locale],
      anchor: 'results',
      spacing: 'large',
      content: [
        b('Stats', {
          items: [
            { value: '1,420', label: t('مليار د.ع إيرادات، بنمو 8.4%', 'billion IQD revenue, up 8.4%', 'ملیار د.ع داهات، 8.4% زیاتر')[locale] },
            { value: '41%', label: t('هامش EBITDA', 'EBITDA margin', 'ڕێژەی EBITDA')[locale] },
            { value: '198', label: t('مليار د.ع صافي الربح', 'billion IQD net profit', 'ملیار د.ع قازانجی پاک')[locale] },
            { value: '290', label: t('مليار د.ع استثمرت في الشبكة', 'billion IQD invested in the network', 'ملیار د.ع وەبەرهێنان لە تۆڕدا')[locale] },
          ],
        }),
        b('RichText', { html: resultsTable[locale], width: 'narrow' }),
      ],
    }),
    b('Section', {
      title: t('معلومات المساهمين', 'Shareholder information', 'زانیاری پشکداران')[locale],
      anchor: 'shareholders',
      background: 'surface',
      spacing: 'large',
      content: [
        b('Columns', {
          ratio: '1:1',
          align: 'start',
          start: [
            b('RichText', {
              html: t(
                `<h3>السهم</h3><ul><li>السوق: سوق العراق للأوراق المالية</li><li>رمز التداول: ${ltr('TNOR')}</li><li>رأس المال المدفوع: 310 مليار د.ع، موزّع على 310 مليار سهم بقيمة اسمية دينار واحد للسهم</li></ul><h3>هيكل الملكية</h3><table><tbody><tr><td>شركة نور القابضة للاتصالات</td><td>64%</td></tr><tr><td>مستثمرون مؤسسيون عراقيون</td><td>12%</td></tr><tr><td>أسهم حرة التداول</td><td>24%</td></tr></tbody></table>`,
                '<h3>The share</h3><ul><li>Market: Iraq Stock Exchange</li><li>Ticker: TNOR</li><li>Paid-up capital: 310 billion IQD, in 310 billion shares with a nominal value of 1 IQD each</li></ul><h3>Ownership</h3><table><tbody><tr><td>Nour Telecom Holding</td><td>64%</td></tr><tr><td>Iraqi institutional investors</td><td>12%</td></tr><tr><td>Free float</td><td>24%</td></tr></tbody></table>',
                `<h3>پشک</h3><ul><li>بازاڕ: بازاڕی عێراق بۆ پشک و سەنەدەکان</li><li>هێمای بازرگانی: ${ltr('TNOR')}</li><li>سەرمایەی دراو: 310 ملیار د.ع، دابەشکراو بەسەر 310 ملیار پشکدا، بەهای ناوی هەر پشکێک 1 دینارە</li></ul><h3>پێکهاتەی خاوەندارێتی</h3><table><tbody><tr><td>کۆمپانیای نوور هۆڵدینگ بۆ پەیوەندییەکان</td><td>64%</td></tr><tr><td>وەبەرهێنەرە دامەزراوەییە عێراقییەکان</td><td>12%</td></tr><tr><td>پشکی ئازاد بۆ مامەڵەکردن</td><td>24%</td></tr></tbody></table>`,
              )[locale],
              width: 'full',
            }),
          ],
          end: [
            b('RichText', {
              html: t(
                '<h3>توزيع الأرباح</h3><p>أقرّت الهيئة العامة توزيع أرباح نقدية عن عام 2025 بواقع 0.15 د.ع للسهم، أي 15% من القيمة الاسمية، تُصرف عبر مركز الإيداع العراقي إلى المساهمين المسجلين في تاريخ الاستحقاق.</p><h3>تحديث بياناتك</h3><p>لتحديث عنوانك أو حسابك المصرفي، أو للاستفسار عن أرباح غير مستلمة، أرسل طلبك عبر <a href="/form-shareholders">نموذج خدمات المساهمين</a> مع رقم المساهم المدوّن في شهادة الأسهم.</p>',
                '<h3>Dividends</h3><p>The general assembly approved a cash dividend for 2025 of 0.15 IQD per share, or 15% of nominal value, paid through the Iraq Depository Center to shareholders on the register on the record date.</p><h3>Updating your details</h3><p>To change your address or bank account, or to ask about an unclaimed dividend, use the <a href="/form-shareholders">shareholder services form</a> with the shareholder number printed on your share certificate.</p>',
                '<h3>دابەشکردنی قازانج</h3><p>کۆمەڵەی گشتی دابەشکردنی قازانجی نەختینەی بۆ ساڵی 2025 پەسەند کرد بە بڕی 0.15 د.ع بۆ هەر پشکێک، واتە 15%ی بەهای ناوی، کە لە ڕێگەی ناوەندی سپاردنی عێراقییەوە دەدرێت بەو پشکدارانەی لە ڕێکەوتی شایستەبووندا تۆمارکراون.</p><h3>نوێکردنەوەی زانیارییەکانت</h3><p>بۆ گۆڕینی ناونیشان یان هەژماری بانکییەکەت، یان پرسیار دەربارەی قازانجێک کە وەرت نەگرتووە، <a href="/form-shareholders">فۆرمی خزمەتگوزاریی پشکداران</a> بەکاربهێنە لەگەڵ ئەو ژمارەی پشکدارەی لەسەر بڕوانامەی پشکەکەتە.</p>',
              )[locale],
              width: 'full',
            }),
          ],
        }),
      ],
    }),
    b('Section', {
      title: t('التقرير السنوي 2025', 'Annual report 2025', 'ڕاپۆرتی ساڵانەی 2025')[locale],
      anchor: 'annual-report',
      spacing: 'large',
      content: [
        b('Accordion', {
          title: '',
          openFirst: true,
          items: annualReport.map((section) => ({ title: section.title[locale], html: section.html[locale] })),
        }),
      ],
    }),
    b('Grid', {
      columns: 2,
      gap: 'medium',
      items: [
        linkCard(
          locale,
          t('فريق علاقات المستثمرين', 'Investor relations team', 'تیمی پەیوەندی لەگەڵ وەبەرهێنەران'),
          t(
            'للمحللين والمستثمرين المؤسسيين: أرسل سؤالك وسيرد عليك الفريق خلال يومي عمل.',
            'For analysts and institutional investors: send your question and the team will answer within two working days.',
            'بۆ شیکەرەوان و وەبەرهێنەرە دامەزراوەییەکان: پرسیارەکەت بنێرە و تیمەکە لە ماوەی دوو ڕۆژی کاردا وەڵامت دەداتەوە.',
          ),
          t('جهات الاتصال', 'Contacts', 'پەیوەندییەکان'),
          `${IR}/contacts`,
          'brand',
        ),
        linkCard(
          locale,
          t('خدمات المساهمين', 'Shareholder services', 'خزمەتگوزاریی پشکداران'),
          t(
            'للمساهمين الأفراد: تحديث البيانات، والاستفسار عن الأرباح، وطلب نسخة من التقرير السنوي.',
            'For individual shareholders: update your details, ask about dividends or request a copy of the annual report.',
            'بۆ پشکدارە تاکەکەسییەکان: نوێکردنەوەی زانیاری، پرسیار دەربارەی قازانج، یان داواکردنی کۆپییەکی ڕاپۆرتی ساڵانە.',
          ),
          t('نموذج المساهمين', 'Shareholder form', 'فۆرمی پشکداران'),
          '/form-shareholders',
        ),
      ],
    }),
  ],
});

const investorContacts = page({
  uri: `${IR}/contacts`,
  layout: 'page',
  title: t('التواصل مع علاقات المستثمرين', 'Investor relations contacts', 'پەیوەندی بە تیمی وەبەرهێنەرانەوە'),
  description: t(
    'أرسل سؤالك إلى فريق علاقات المستثمرين في نور موبايل، أو تواصل معنا بالبريد الإلكتروني. نرد خلال يومي عمل.',
    'Send your question to the Nour Mobile investor relations team, or reach us by e-mail. We answer within two working days.',
    'پرسیارەکەت بۆ تیمی پەیوەندی لەگەڵ وەبەرهێنەرانی نوور مۆبایل بنێرە، یان بە ئیمەیڵ بمانگەنێ. لە دوو ڕۆژی کاردا وەڵام دەدەینەوە.',
  ),
  image: '/images/hero-business.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('علاقات المستثمرين', 'Investor relations', 'پەیوەندی لەگەڵ وەبەرهێنەران')[locale],
      title: t('تحدّث إلى فريق علاقات المستثمرين', 'Talk to our investor relations team', 'قسە لەگەڵ تیمی پەیوەندی لەگەڵ وەبەرهێنەران بکە')[locale],
      text: t(
        'للمحللين والمستثمرين المؤسسيين ووسائل الإعلام المالية: نجيب عن أسئلتكم حول النتائج والاستراتيجية والحوكمة خلال يومي عمل.',
        'For analysts, institutional investors and the financial press: we answer questions about our results, strategy and governance within two working days.',
        'بۆ شیکەرەوان، وەبەرهێنەرە دامەزراوەییەکان و ڕاگەیاندنی دارایی: لە ماوەی دوو ڕۆژی کاردا وەڵامی پرسیارەکانتان دەربارەی ئەنجام و ستراتیژی و حوکمڕانی دەدەینەوە.',
      )[locale],
      tone: 'light',
    }),
    b('Columns', {
      ratio: '2:1',
      align: 'start',
      start: [
        b('ContactForm', {
          formKey: 'investor',
          title: t('أرسل سؤالك', 'Send us your question', 'پرسیارەکەت بنێرە')[locale],
          intro: t(
            'اذكر اسم الجهة التي تمثّلها وبريدك الإلكتروني، وسيرد عليك أحد أعضاء الفريق مباشرة. إن كنت مساهماً فرداً وتريد تحديث بياناتك أو السؤال عن أرباحك، فاستخدم نموذج خدمات المساهمين.',
            'Tell us which organisation you represent and your e-mail address, and a member of the team will reply to you directly. Individual shareholders with questions about their holding or dividends should use the shareholder services form.',
            'ناوی ئەو دامەزراوەیەی نوێنەرایەتی دەکەیت و ئیمەیڵەکەت بنووسە، یەکێک لە ئەندامانی تیمەکە ڕاستەوخۆ وەڵامت دەداتەوە. ئەگەر پشکدارێکی تاکەکەسیت و دەتەوێت زانیارییەکانت نوێ بکەیتەوە یان دەربارەی قازانجەکەت بپرسیت، فۆرمی خزمەتگوزاریی پشکداران بەکاربهێنە.',
          )[locale],
        }),
      ],
      end: [
        b('RichText', {
          html: t(
            `<h2>إدارة علاقات المستثمرين</h2><p>برج نور موبايل، شارع 14 رمضان، المنصور، بغداد</p><p>البريد الإلكتروني: <a href="mailto:${IR_EMAIL}">${IR_EMAIL}</a></p><p>الدوام: من الأحد إلى الخميس، 8:30 صباحاً حتى 4:00 مساءً</p><h3>خدمات المساهمين</h3><p>البريد الإلكتروني: <a href="mailto:${SHAREHOLDERS_EMAIL}">${SHAREHOLDERS_EMAIL}</a></p><p>أو استخدم <a href="/form-shareholders">نموذج المساهمين</a>.</p>`,
            `<h2>Investor Relations Department</h2><p>Nour Mobile Tower, 14 Ramadan Street, Al-Mansour, Baghdad</p><p>E-mail: <a href="mailto:${IR_EMAIL}">${IR_EMAIL}</a></p><p>Office hours: Sunday to Thursday, 8:30 am to 4:00 pm</p><h3>Shareholder services</h3><p>E-mail: <a href="mailto:${SHAREHOLDERS_EMAIL}">${SHAREHOLDERS_EMAIL}</a></p><p>Or use the <a href="/form-shareholders">shareholder form</a>.</p>`,
            `<h2>بەشی پەیوەندی لەگەڵ وەبەرهێنەران</h2><p>تاوەری نوور مۆبایل، شەقامی 14ی ڕەمەزان، مەنسوور، بەغدا</p><p>ئیمەیڵ: <a href="mailto:${IR_EMAIL}">${IR_EMAIL}</a></p><p>کاتی کار: یەکشەممە تا پێنجشەممە، 8:30ی بەیانی تا 4:00ی ئێوارە</p><h3>خزمەتگوزاریی پشکداران</h3><p>ئیمەیڵ: <a href="mailto:${SHAREHOLDERS_EMAIL}">${SHAREHOLDERS_EMAIL}</a></p><p>یان <a href="/form-shareholders">فۆرمی پشکداران</a> بەکاربهێنە.</p>`,
          )[locale],
          width: 'full',
        }),
      ],
    }),
    b('CallToAction', {
      title: t('تبحث عن نتائجنا المالية؟', 'Looking for our results?', 'بەدوای ئەنجامە داراییەکانماندا دەگەڕێیت؟')[locale],
      text: t(
        'ملخص نتائج عام 2025 وأقسام التقرير السنوي ومعلومات السهم في صفحة علاقات المستثمرين.',
        'The 2025 results summary, the annual report sections and share information are on the investor relations page.',
        'کورتەی ئەنجامەکانی 2025، بەشەکانی ڕاپۆرتی ساڵانە و زانیاریی پشک لە پەڕەی پەیوەندی لەگەڵ وەبەرهێنەراندان.',
      )[locale],
      buttonLabel: t('علاقات المستثمرين', 'Investor relations', 'وەبەرهێنەران')[locale],
      buttonHref: IR,
      tone: 'light',
    }),
  ],
});

// ---------------------------------------------------------------------------------------------------
// Contact form
// ---------------------------------------------------------------------------------------------------

const contactForm = page({
  uri: '/about/contact-form',
  layout: 'page',
  title: t('تواصل معنا', 'Contact us', 'پەیوەندیمان پێوە بکە'),
  description: t(
    'اتصل بخدمة العملاء على 107 على مدار الساعة، أو اكتب لنا عبر النموذج وسنرد خلال يومي عمل. ساعات عمل متاجر نور.',
    'Call customer care on 107 around the clock, or write to us with the form and we reply within two working days. Nour shop opening hours.',
    'شەو و ڕۆژ پەیوەندی بە خزمەتگوزاری کڕیاران لە 107 بکە، یان لە ڕێگەی فۆرمەکەوە بۆمان بنووسە. کاتەکانی کاری فرۆشگاکانی نوور.',
  ),
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('تواصل معنا', 'Contact us', 'پەیوەندیمان پێوە بکە')[locale],
      title: t('نحن هنا لمساعدتك', 'We are here to help', 'ئێمە لێرەین بۆ یارمەتیدانت')[locale],
      text: t(
        'أسرع طريقة للوصول إلينا هي الاتصال بالرقم 107، مجاناً من أي خط نور وعلى مدار الساعة. وإن فضّلت الكتابة، فأرسل رسالتك من النموذج أدناه.',
        'The quickest way to reach us is to call 107, free from any Nour line, day and night. If you would rather write, send us a message with the form below.',
        'خێراترین ڕێگا بۆ گەیشتن پێمان پەیوەندیکردنە بە 107، بەخۆڕایی لە هەر هێڵێکی نوورەوە و شەو و ڕۆژ. ئەگەر نووسینت پێ باشترە، نامەکەت لە ڕێگەی فۆرمی خوارەوە بنێرە.',
      )[locale],
      ctaLabel: t('اتصل بـ 107', 'Call 107', 'پەیوەندی بە 107 بکە')[locale],
      ctaHref: 'tel:107',
      secondaryLabel: t('الأسئلة الشائعة', 'Common questions', 'پرسیارە باوەکان')[locale],
      secondaryHref: '/support/faq',
      tone: 'brand',
    }),
    b('Columns', {
      ratio: '2:1',
      align: 'start',
      start: [
        b('ContactForm', {
          formKey: 'contact',
          title: t('اكتب لنا', 'Write to us', 'بۆمان بنووسە')[locale],
          intro: t(
            'اختر موضوع رسالتك واكتب رقم هاتفك حتى نتمكن من مراجعة خطك. يرد عليك فريقنا خلال يومي عمل باتصال أو برسالة. لا تكتب رمز PIN أو كلمة المرور أو بيانات بطاقتك المصرفية في الرسالة.',
            'Pick a subject and give us your mobile number so we can look at your line. Our team replies within two working days, by phone or message. Never put a PIN, password or bank card details in your message.',
            'بابەتی نامەکەت هەڵبژێرە و ژمارەی مۆبایلەکەت بنووسە تا بتوانین سەیری هێڵەکەت بکەین. تیمەکەمان لە ماوەی دوو ڕۆژی کاردا بە پەیوەندی یان نامە وەڵامت دەداتەوە. هەرگیز کۆدی PIN، وشەی نهێنی یان زانیاریی کارتی بانکی لە نامەکەدا مەنووسە.',
          )[locale],
        }),
      ],
      end: [
        b('RichText', {
          html: t(
            `<h2>خدمة العملاء</h2><p><strong><a href="tel:107">107</a></strong>: على مدار الساعة، مجاناً من خطوط نور، بالعربية والكردية والإنجليزية.</p><p>من خارج العراق: <a href="tel:${CARE_ABROAD}">${ltr(CARE_ABROAD)}</a></p><h3>ساعات عمل متاجر نور</h3><table><tbody><tr><td>السبت إلى الخميس</td><td>9:00 صباحاً حتى 9:00 مساءً</td></tr><tr><td>الجمعة</td><td>2:00 ظهراً حتى 9:00 مساءً</td></tr></tbody></table><p>تختلف الساعات قليلاً في شهر رمضان والعطل الرسمية. لتعرف أقرب متجر إليك اتصل بالرقم 107.</p><h3>الشركات</h3><p>لطلبات خطوط الشركات استخدم <a href="/form-b2b">نموذج الأعمال</a>.</p>`,
            `<h2>Customer care</h2><p><strong><a href="tel:107">107</a></strong>: day and night, free from Nour lines, in Arabic, Kurdish and English.</p><p>From outside Iraq: <a href="tel:${CARE_ABROAD}">${CARE_ABROAD}</a></p><h3>Nour shop opening hours</h3><table><tbody><tr><td>Saturday to Thursday</td><td>9:00 am to 9:00 pm</td></tr><tr><td>Friday</td><td>2:00 pm to 9:00 pm</td></tr></tbody></table><p>Hours change slightly during Ramadan and on public holidays. To find your nearest shop, call 107.</p><h3>Businesses</h3><p>For company lines, use the <a href="/form-b2b">business form</a>.</p>`,
            `<h2>خزمەتگوزاری کڕیاران</h2><p><strong><a href="tel:107">107</a></strong>: شەو و ڕۆژ، بەخۆڕایی لە هێڵەکانی نوورەوە، بە کوردی و عەرەبی و ئینگلیزی.</p><p>لە دەرەوەی عێراقەوە: <a href="tel:${CARE_ABROAD}">${ltr(CARE_ABROAD)}</a></p><h3>کاتەکانی کاری فرۆشگاکانی نوور</h3><table><tbody><tr><td>شەممە تا پێنجشەممە</td><td>9:00ی بەیانی تا 9:00ی شەو</td></tr><tr><td>هەینی</td><td>2:00ی پاشنیوەڕۆ تا 9:00ی شەو</td></tr></tbody></table><p>لە مانگی ڕەمەزان و پشووە فەرمییەکاندا کاتەکان کەمێک دەگۆڕێن. بۆ زانینی نزیکترین فرۆشگا پەیوەندی بە 107 بکە.</p><h3>کۆمپانیاکان</h3><p>بۆ هێڵی کۆمپانیا <a href="/form-b2b">فۆرمی بازرگانی</a> بەکاربهێنە.</p>`,
          )[locale],
          width: 'full',
        }),
      ],
    }),
    b('Grid', {
      columns: 3,
      gap: 'medium',
      items: [
        linkCard(
          locale,
          t('الأسئلة الشائعة', 'Frequently asked questions', 'پرسیارە باوەکان'),
          t('إجابات سريعة عن الرصيد والشحن والتجوال والشريحة.', 'Quick answers about balance, top-ups, roaming and SIMs.', 'وەڵامی خێرا دەربارەی باڵانس، پڕکردنەوە، ڕۆمینگ و سیمکارت.'),
          t('اقرأ الإجابات', 'Read the answers', 'وەڵامەکان بخوێنەوە'),
          '/support/faq',
        ),
        linkCard(
          locale,
          t('الشروحات', 'How-to guides', 'ڕێنماییەکان'),
          t('خطوات واضحة لتفعيل الجيل الرابع والشحن وتحويل الرصيد.', 'Step-by-step guides to 4G, top-ups and credit transfer.', 'هەنگاو بە هەنگاو بۆ 4G، پڕکردنەوە و گواستنەوەی باڵانس.'),
          t('ابدأ الشرح', 'Open the guides', 'ڕێنماییەکان بکەرەوە'),
          '/support/tutorials',
        ),
        linkCard(
          locale,
          t('الشركات', 'Businesses', 'کۆمپانیاکان'),
          t('خطوط الشركات وشرائح M2M ومدير حساب مخصص.', 'Company lines, M2M SIMs and a dedicated account manager.', 'هێڵی کۆمپانیا، سیمکارتی M2M و بەڕێوەبەری هەژماری تایبەت.'),
          t('نور للأعمال', 'Nour Business', 'نوور بۆ بازرگانی'),
          '/business',
        ),
      ],
    }),
  ],
});

// ---------------------------------------------------------------------------------------------------
// Careers
// ---------------------------------------------------------------------------------------------------

const careers = page({
  uri: '/careers',
  layout: 'page',
  title: t('الوظائف في نور موبايل', 'Careers at Nour Mobile', 'هەلی کار لە نوور مۆبایل'),
  description: t(
    'ابحث عن وظيفتك في نور موبايل: فرص في الشبكة والتقنية والمبيعات وخدمة العملاء في كل المحافظات، وتعرّف على مراحل التوظيف.',
    'Find your role at Nour Mobile: openings in network, technology, sales and customer care across Iraq, and how our hiring process works.',
    'کارەکەت لە نوور مۆبایل بدۆزەرەوە: هەلی کار لە تۆڕ، تەکنەلۆژیا، فرۆشتن و خزمەتگوزاری کڕیاران، و قۆناغەکانی دامەزراندن.',
  ),
  image: '/images/hero-careers.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('الوظائف', 'Careers', 'هەلی کار')[locale],
      title: t('ابنِ مستقبلك وأنت تبني شبكة العراق', 'Build your career while building Iraq’s network', 'داهاتووی خۆت بنیات بنێ لەکاتێکدا تۆڕی عێراق بنیات دەنێیت')[locale],
      text: t(
        'مهندسو شبكات، ومطوّرون، ومحللو بيانات، وفرق مبيعات وخدمة عملاء في كل محافظة: أكثر من 3,200 شخص يعملون كل يوم لإبقاء 9 ملايين مشترك على اتصال. انضم إليهم.',
        'Network engineers, developers, data analysts, and sales and customer care teams in every governorate: more than 3,200 people work every day to keep 9 million subscribers connected. Come and join them.',
        'ئەندازیاری تۆڕ، گەشەپێدەر، شیکەرەوەی داتا، و تیمەکانی فرۆشتن و خزمەتگوزاری کڕیاران لە هەموو پارێزگایەک: زیاتر لە 3,200 کەس ڕۆژانە کار دەکەن تا 9 ملیۆن بەشداربوو پەیوەست بمێننەوە. وەرە پاڵیان.',
      )[locale],
      image: '/images/hero-careers.svg',
      imageAlt: '',
      ctaLabel: t('الوظائف المتاحة', 'See open positions', 'هەلە کارەکان ببینە')[locale],
      ctaHref: '/careers#jobs',
      secondaryLabel: t('مراحل التوظيف', 'How we hire', 'چۆن دادەمەزرێنین')[locale],
      secondaryHref: '/careers#hiring',
      tone: 'brand',
    }),
    b('Section', {
      title: t('العمل في نور موبايل', 'Working at Nour Mobile', 'کارکردن لە نوور مۆبایل')[locale],
      spacing: 'large',
      content: [
        b('Columns', {
          ratio: '1:1',
          align: 'start',
          start: [
            b('RichText', {
              html: t(
                '<p>نحن شركة عراقية بفرق في بغداد وأربيل والبصرة والموصل وفي متاجرنا في كل المحافظات. يعمل المهندس هنا إلى جانب موظف المبيعات وموظف خدمة العملاء، لأن كل قرار في الشبكة يشعر به المشترك في يومه.</p><p>نوظّف على أساس الكفاءة وحدها، ونرحّب بالنساء والرجال من كل المحافظات، ونخصص كل عام مقاعد لحديثي التخرج في برنامج «وظيفتي الأولى» مع تدريب مدفوع لمدة ستة أشهر.</p>',
                '<p>We are an Iraqi company with teams in Baghdad, Erbil, Basra and Mosul and in our shops across every governorate. Engineers here work side by side with sales and customer care, because every decision about the network is felt by a subscriber in their day.</p><p>We hire on merit alone, welcome women and men from every governorate, and each year we keep places for new graduates in our "First Job" programme, with six months of paid training.</p>',
                '<p>ئێمە کۆمپانیایەکی عێراقین، تیمەکانمان لە بەغدا و هەولێر و بەسرە و موسڵ و لە فرۆشگاکانمان لە هەموو پارێزگاکاندان. لێرە ئەندازیار شان بە شانی فرۆشیار و کارمەندی خزمەتگوزاری کڕیاران کار دەکات، چونکە هەر بڕیارێک لە تۆڕدا بەشداربوو لە ڕۆژەکەیدا هەستی پێدەکات.</p><p>تەنها لەسەر بنەمای لێهاتوویی دادەمەزرێنین، پێشوازی لە ژنان و پیاوان لە هەموو پارێزگاکان دەکەین، و هەموو ساڵێک شوێن بۆ دەرچووانی نوێ لە بەرنامەی «یەکەم کارم» تەرخان دەکەین، لەگەڵ شەش مانگ ڕاهێنانی بە مووچە.</p>',
              )[locale],
              width: 'full',
            }),
          ],
          end: [
            b('FeatureList', {
              title: '',
              columns: 2,
              items: [
                {
                  icon: 'shield',
                  title: t('تأمين صحي', 'Health insurance', 'بیمەی تەندروستی')[locale],
                  text: t('تأمين صحي خاص لك ولأسرتك.', 'Private health cover for you and your family.', 'بیمەی تەندروستیی تایبەت بۆ خۆت و خێزانەکەت.')[locale],
                },
                {
                  icon: 'star',
                  title: t('أكاديمية نور', 'Nour Academy', 'ئەکادیمیای نوور')[locale],
                  text: t('دورات وشهادات مهنية مدفوعة من الشركة.', 'Courses and professional certificates paid by the company.', 'خولی ڕاهێنان و بڕوانامەی پیشەیی لەسەر ئەرکی کۆمپانیا.')[locale],
                },
                {
                  icon: 'phone',
                  title: t('خط ورصيد مجاني', 'A free line', 'هێڵی بەخۆڕایی')[locale],
                  text: t('خط نور بمكالمات وإنترنت مدفوعة كل شهر.', 'A Nour line with calls and data paid every month.', 'هێڵێکی نوور بە پەیوەندی و ئینتەرنێتی پارەدراو هەموو مانگێک.')[locale],
                },
                {
                  icon: 'gift',
                  title: t('مكافأة سنوية', 'Annual bonus', 'پاداشتی ساڵانە')[locale],
                  text: t('مكافأة مرتبطة بأدائك وأداء الشركة.', 'A bonus linked to your results and the company’s.', 'پاداشتێک بەپێی ئەنجامی کاری خۆت و کۆمپانیاکە.')[locale],
                },
              ],
            }),
          ],
        }),
      ],
    }),
    b('FeatureList', {
      title: t('كيف نعمل', 'How we work', 'چۆن کار دەکەین')[locale],
      columns: 4,
      items: [
        {
          icon: 'phone',
          title: t('المشترك أولاً', 'Subscribers first', 'سەرەتا بەشداربوو')[locale],
          text: t('نسأل دائماً: ماذا يعني هذا لمن يستخدم خطنا؟', 'We always ask: what does this mean for the person using our line?', 'هەمیشە دەپرسین: ئەمە چی بۆ ئەو کەسە دەگەیەنێت کە هێڵەکەمان بەکاردەهێنێت؟')[locale],
        },
        {
          icon: 'shield',
          title: t('المسؤولية', 'Ownership', 'بەرپرسیارێتی')[locale],
          text: t('من يبدأ مهمة يكملها، ويقول بصراحة متى يحتاج إلى مساعدة.', 'Whoever starts a task sees it through, and says plainly when they need help.', 'ئەوەی کارێک دەست پێدەکات تەواوی دەکات، و بە ڕاشکاوی دەڵێت کەی یارمەتیی پێویستە.')[locale],
        },
        {
          icon: 'signal',
          title: t('فريق واحد', 'One team', 'یەک تیم')[locale],
          text: t('الشبكة والمبيعات والتقنية تعمل معاً لا في جزر منفصلة.', 'Network, sales and technology work together, not in silos.', 'تۆڕ و فرۆشتن و تەکنەلۆژیا پێکەوە کار دەکەن، نەک هەر یەکە بە جیا.')[locale],
        },
        {
          icon: 'speed',
          title: t('التعلّم المستمر', 'Keep learning', 'فێربوونی بەردەوام')[locale],
          text: t('التقنية تتغير بسرعة، ونحن نتعلم معها كل يوم.', 'Technology moves fast, and we learn with it every day.', 'تەکنەلۆژیا بە خێرایی دەگۆڕێت و ئێمەش ڕۆژانە لەگەڵیدا فێر دەبین.')[locale],
        },
      ],
    }),
    b('Section', {
      title: t('الوظائف المتاحة', 'Open positions', 'هەلە کارەکان')[locale],
      anchor: 'jobs',
      background: 'surface',
      spacing: 'large',
      content: [
        b('JobsList', {
          title: '',
          limit: 20,
          showFilters: true,
        }),
      ],
    }),
    b('Section', {
      title: t('مراحل التوظيف', 'Our hiring process', 'قۆناغەکانی دامەزراندن')[locale],
      anchor: 'hiring',
      spacing: 'large',
      content: [
        b('Steps', {
          title: '',
          steps: [
            {
              title: t('قدّم طلبك عبر الإنترنت', 'Apply online', 'بە ئۆنلاین داواکاری پێشکەش بکە')[locale],
              text: t(
                'اختر الوظيفة وأرفق سيرتك الذاتية بالعربية أو الإنجليزية. يستغرق التقديم خمس دقائق تقريباً.',
                'Choose a role and attach your CV in Arabic or English. Applying takes about five minutes.',
                'کارەکە هەڵبژێرە و ژیاننامەکەت بە عەرەبی یان ئینگلیزی هاوپێچ بکە. پێشکەشکردن نزیکەی پێنج خولەک دەخایەنێت.',
              )[locale],
            },
            {
              title: t('مراجعة الطلب', 'We review your application', 'پێداچوونەوەی داواکارییەکەت')[locale],
              text: t(
                'يقرأ فريق التوظيف كل طلب، ونبلغك بالنتيجة خلال 10 أيام عمل سواء قُبل طلبك أم لا.',
                'Our recruiters read every application, and we tell you the outcome within 10 working days, whatever it is.',
                'تیمی دامەزراندن هەموو داواکارییەک دەخوێنێتەوە، و لە ماوەی 10 ڕۆژی کاردا ئەنجامەکەت پێ دەڵێین، هەرچی بێت.',
              )[locale],
            },
            {
              title: t('المقابلات', 'Interviews', 'چاوپێکەوتن')[locale],
              text: t(
                'مكالمة تعارف قصيرة، ثم مقابلة مع الفريق الذي ستعمل فيه. للوظائف التقنية اختبار عملي قصير.',
                'A short introductory call, then an interview with the team you would join. Technical roles include a short practical test.',
                'پەیوەندییەکی کورتی ناسین، پاشان چاوپێکەوتن لەگەڵ ئەو تیمەی تێیدا کار دەکەیت. بۆ کارە تەکنیکییەکان تاقیکردنەوەیەکی کورتی پراکتیکی هەیە.',
              )[locale],
            },
            {
              title: t('العرض الوظيفي', 'The offer', 'پێشنیاری کار')[locale],
              text: t(
                'نرسل لك عرضاً مكتوباً بالراتب والمزايا وتاريخ المباشرة، بعد التحقق من المراجع.',
                'After a reference check we send a written offer with your salary, benefits and start date.',
                'دوای پشکنینی ناسێنەرەکان، پێشنیارێکی نووسراوت بۆ دەنێرین کە مووچە و ئیمتیازات و ڕێکەوتی دەستبەکاربوونی تێدایە.',
              )[locale],
            },
            {
              title: t('أسبوعك الأول', 'Your first week', 'یەکەم هەفتەت')[locale],
              text: t(
                'أسبوع تعريفي في أكاديمية نور تتعرّف فيه على الشبكة والمنتجات وزملائك الجدد.',
                'An induction week at Nour Academy to get to know the network, our products and your new colleagues.',
                'هەفتەیەکی ناساندن لە ئەکادیمیای نوور بۆ ناسینی تۆڕ، بەرهەمەکان و هاوکارە نوێکانت.',
              )[locale],
            },
          ],
        }),
        b('RichText', {
          html: t(
            '<p><strong>تنبيه:</strong> نور موبايل لا تطلب أي مبلغ مقابل التقديم أو التوظيف، ولا تنشر وظائفها إلا في هذه الصفحة. إن طلب منك أحد مالاً باسمنا فأبلغنا على الرقم <a href="tel:107">107</a>.</p>',
            '<p><strong>Please note:</strong> Nour Mobile never asks for money to apply or to be hired, and publishes its vacancies only on this page. If anyone asks you for money in our name, tell us on <a href="tel:107">107</a>.</p>',
            '<p><strong>ئاگاداری:</strong> نوور مۆبایل هەرگیز پارە بۆ پێشکەشکردن یان دامەزراندن داوا ناکات، و هەلە کارەکانی تەنها لەم پەڕەیەدا بڵاو دەکاتەوە. ئەگەر کەسێک بە ناوی ئێمەوە داوای پارەی لێکردیت، لە ژمارە <a href="tel:107">107</a> ئاگادارمان بکەرەوە.</p>',
          )[locale],
          width: 'narrow',
        }),
      ],
    }),
  ],
});

export const aboutPages: SeedPage[] = [business, aboutUs, investorRelations, investorContacts, contactForm, careers];
