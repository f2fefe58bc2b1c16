/**
 * Seeded support pages: the low-balance and data warning page, the help centre, the FAQ and the how-to
 * guides. Each language is written for its readers, not translated word for word. Limits follow
 * spec.md section 9 (recharge, credit transfer, scratch cards, vanity numbers, delivery, VAT).
 */
import type { Locale } from '@/lib/locales';
import { b, page, t, type BlockInput, type SeedPage } from './helpers';
import { nearestShop, shopLocatorCard } from './shared';

type Texts = Record<Locale, string>;

/** Keeps a code or an international number left-to-right inside Arabic or Kurdish plain text. */
const iso = (s: string) => `\u2066${s}\u2069`;
/** The same inside rich text. */
const ltr = (s: string) => `<span dir="ltr">${s}</span>`;

/** Codes the copy refers to (the same as on the personal pages). */
const USSD_MENU = '*107#';
const ROAMING_CODE = '*107*4#';
const IMEI_CODE = '*#06#';
const CARE_ABROAD = '+9647700000107';

/** A card that leads to another page, for grids of links. */
const linkCard = (locale: Locale, title: Texts, text: Texts, button: Texts, href: string, tone = 'light'): BlockInput =>
  b('CallToAction', { title: title[locale], text: text[locale], buttonLabel: button[locale], buttonHref: href, tone });

const careCta = (locale: Locale): BlockInput =>
  b('CallToAction', {
    title: t('لم تجد ما تبحث عنه؟', 'Still need help?', 'هێشتا یارمەتیت پێویستە؟')[locale],
    text: t(
      'فريق خدمة العملاء يجيبك على مدار الساعة على الرقم 107، والاتصال مجاني من خط نور.',
      'Our customer care team answers around the clock on 107, free from any Nour line.',
      'تیمی خزمەتگوزاری کڕیاران شەو و ڕۆژ لە ژمارە 107 وەڵامت دەداتەوە، پەیوەندیکردن لە هێڵی نوورەوە بەخۆڕاییە.',
    )[locale],
    buttonLabel: t('اتصل بـ 107', 'Call 107', 'پەیوەندی بە 107 بکە')[locale],
    buttonHref: 'tel:107',
    tone: 'accent',
  });

// ---------------------------------------------------------------------------------------------------
// Data warning
// ---------------------------------------------------------------------------------------------------

const dataWarning = page({
  uri: '/data-warning',
  layout: 'page',
  title: t('تنبيه الرصيد والإنترنت', 'Balance and data warning', 'ئاگاداری باڵانس و ئینتەرنێت'),
  description: t(
    'وصلتك رسالة بأن رصيدك أو باقة الإنترنت أوشكا على النفاد؟ اعرف ماذا تعني، واشحن رصيدك أو أضف باقة خلال دقيقة.',
    'Got a message that your balance or data is running low? Find out what it means, then top up or add a bundle in a minute.',
    'نامەیەکت بۆ هات کە باڵانس یان ئینتەرنێتەکەت خەریکە تەواو دەبێت؟ بزانە واتای چییە و لە خولەکێکدا پڕی بکەرەوە.',
  ),
  image: '/images/hero-network.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('تنبيه', 'Heads-up', 'ئاگاداری')[locale],
      title: t('رصيدك أو باقتك أوشكا على النفاد', 'Your balance or data is running low', 'باڵانس یان ئینتەرنێتەکەت خەریکە تەواو دەبێت')[locale],
      text: t(
        'أرسلنا لك هذا التنبيه حتى لا ينقطع اتصالك فجأة. اشحن رصيدك الآن أو أضف باقة إنترنت، ويعود كل شيء إلى طبيعته خلال ثوانٍ.',
        'We sent you this warning so you are never cut off without notice. Top up now or add an internet bundle, and you will be back to normal in seconds.',
        'ئەم ئاگادارییەمان بۆ ناردیت تا لەناکاو پەیوەندییەکەت نەپچڕێت. ئێستا باڵانسەکەت پڕبکەرەوە یان پاکێجێکی ئینتەرنێت زیاد بکە، لە چەند چرکەیەکدا هەموو شتێک وەک خۆی دەبێتەوە.',
      )[locale],
      ctaLabel: t('اشحن رصيدك', 'Top up now', 'باڵانس پڕبکەرەوە')[locale],
      ctaHref: '/personal/my-account/recharge',
      secondaryLabel: t('أضف باقة إنترنت', 'Add a data bundle', 'پاکێجی ئینتەرنێت زیاد بکە')[locale],
      secondaryHref: '/data-warning#bundles',
      tone: 'brand',
    }),
    b('Section', {
      title: t('ماذا يعني التنبيه؟', 'What the warning means', 'ئەم ئاگادارییە واتای چییە؟')[locale],
      spacing: 'large',
      content: [
        b('RichText', {
          html: t(
            `<p>نرسل التنبيه في إحدى الحالات التالية:</p><ul><li><strong>رصيد منخفض:</strong> انخفض رصيدك عن 1,000 د.ع. قد لا تتجدد باقتك الشهرية في موعدها، وقد تتوقف المكالمات الصادرة عند نفاد الرصيد.</li><li><strong>استهلاك 80% من الإنترنت:</strong> بقي لديك 20% من باقة الإنترنت الحالية.</li><li><strong>انتهاء باقة الإنترنت:</strong> نوقف الإنترنت مؤقتاً حتى لا يُخصم من رصيدك بسعر الاستخدام خارج الباقة، إلى أن تضيف باقة جديدة.</li></ul><p>المكالمات الواردة والاتصال بخدمة العملاء على الرقم 107 وبأرقام الطوارئ تبقى متاحة دائماً. لمعرفة رصيدك والمتبقي من باقتك اطلب ${ltr(USSD_MENU)}.</p>`,
            `<p>We send this warning in one of these cases:</p><ul><li><strong>Low balance:</strong> your balance has dropped below 1,000 IQD. Your monthly plan may not renew on time, and outgoing calls stop when the balance reaches zero.</li><li><strong>80% of your data used:</strong> you have 20% of your current internet bundle left.</li><li><strong>Data bundle finished:</strong> we pause mobile data so you are not charged out-of-bundle rates from your balance, until you add a new bundle.</li></ul><p>Incoming calls, customer care on 107 and emergency numbers always keep working. To see your balance and what is left of your bundle, dial ${USSD_MENU}.</p>`,
            `<p>لەم حاڵەتانەدا ئەم ئاگادارییە دەنێرین:</p><ul><li><strong>باڵانسی کەم:</strong> باڵانسەکەت لە 1,000 د.ع کەمتر بووەتەوە. لەوانەیە پلانە مانگانەکەت لە کاتی خۆیدا نوێ نەبێتەوە، و کاتێک باڵانس نەما پەیوەندیی دەرچوو ڕادەوەستێت.</li><li><strong>80%ی ئینتەرنێتەکەت بەکارهات:</strong> 20%ی پاکێجی ئینتەرنێتی ئێستات ماوە.</li><li><strong>پاکێجی ئینتەرنێت تەواو بوو:</strong> ئینتەرنێت بۆ ماوەیەک ڕادەگرین تا بە نرخی دەرەوەی پاکێج لە باڵانسەکەت نەبڕدرێت، هەتا پاکێجێکی نوێ زیاد دەکەیت.</li></ul><p>پەیوەندیی هاتوو، خزمەتگوزاری کڕیاران لە 107 و ژمارەکانی فریاکەوتن هەمیشە کار دەکەن. بۆ زانینی باڵانس و ئەوەی لە پاکێجەکەت ماوە ${ltr(USSD_MENU)} لێبدە.</p>`,
          )[locale],
          width: 'narrow',
        }),
      ],
    }),
    b('Section', {
      title: t('اشحن رصيدك', 'Top up your balance', 'باڵانسەکەت پڕبکەرەوە')[locale],
      anchor: 'recharge',
      background: 'surface',
      spacing: 'large',
      content: [
        b('FlowEmbed', {
          flow: 'recharge',
          title: t('شحن الرصيد', 'Recharge', 'پڕکردنەوەی باڵانس')[locale],
          text: t(
            'اشحن أي رقم نور، لك أو لغيرك، ببطاقة الشحن (13 أو 14 رقماً) أو بالبطاقة المصرفية من 5,000 إلى 100,000 د.ع في العملية الواحدة.',
            'Top up any Nour number, yours or someone else’s, with a scratch card (13 or 14 digits) or a bank card, from 5,000 to 100,000 IQD per payment.',
            'هەر ژمارەیەکی نوور پڕبکەرەوە، هی خۆت یان هی کەسێکی تر، بە کارتی پڕکردنەوە (13 یان 14 ژمارە) یان بە کارتی بانکی، لە 5,000 تا 100,000 د.ع بۆ هەر جارێک.',
          )[locale],
        }),
      ],
    }),
    b('Section', {
      title: t('باقات إنترنت تعيدك إلى الاتصال', 'Bundles to get you back online', 'پاکێجی ئینتەرنێت بۆ گەڕانەوە بۆ سەرهێڵ')[locale],
      anchor: 'bundles',
      spacing: 'large',
      content: [
        b('AddonList', { title: '', addonType: 'internet', limit: 3 }),
        b('RichText', {
          html: t(
            '<p>تُخصم قيمة الباقة من رصيدك وتعمل فوراً. هل تريد خيارات أكثر؟ تصفّح <a href="/personal/add-ons#internet">كل باقات الإنترنت</a>.</p>',
            '<p>The price comes off your balance and the bundle works straight away. Want more choice? Browse <a href="/personal/add-ons#internet">all internet bundles</a>.</p>',
            '<p>نرخی پاکێجەکە لە باڵانسەکەت دەبڕدرێت و دەستبەجێ کار دەکات. بژاردەی زیاترت دەوێت؟ سەیری <a href="/personal/add-ons#internet">هەموو پاکێجەکانی ئینتەرنێت</a> بکە.</p>',
          )[locale],
          width: 'narrow',
        }),
      ],
    }),
    b('Section', {
      title: t('كيف أوقف هذه التنبيهات؟', 'How to stop these warnings', 'چۆن ئەم ئاگادارییانە ڕابگرم؟')[locale],
      background: 'surface',
      content: [
        b('RichText', {
          html: t(
            `<ul><li><strong>تنبيهات استهلاك الإنترنت:</strong> اطلب ${ltr(USSD_MENU)} واختر «الإعدادات» ثم «تنبيهات الاستهلاك» ثم «إيقاف». يمكنك تشغيلها مجدداً بالطريقة نفسها.</li><li><strong>تنبيه الرصيد المنخفض:</strong> يتوقف تلقائياً عندما يزيد رصيدك على 1,000 د.ع. ولا نرسله أكثر من مرة واحدة في اليوم.</li><li><strong>رسائل تجديد الاشتراكات:</strong> إذا كان التنبيه عن اشتراك متجدد لا تريده، فأرسل 0 إلى 2020 لإيقاف التجديد.</li></ul><p>ننصحك بإبقاء تنبيهات الإنترنت مفعّلة، فهي الطريقة الوحيدة لتعرف أن باقتك أوشكت على النفاد قبل أن يتوقف الاتصال.</p>`,
            `<ul><li><strong>Data usage alerts:</strong> dial ${USSD_MENU}, choose "Settings", then "Usage alerts", then "Off". You can switch them back on the same way.</li><li><strong>The low-balance warning:</strong> stops by itself as soon as your balance is above 1,000 IQD, and we never send it more than once a day.</li><li><strong>Subscription renewal messages:</strong> if the warning is about a renewing subscription you no longer want, text 0 to 2020 to stop the renewal.</li></ul><p>We recommend keeping data alerts on: they are the only way to know your bundle is about to run out before you lose your connection.</p>`,
            `<ul><li><strong>ئاگاداریی بەکارهێنانی ئینتەرنێت:</strong> ${ltr(USSD_MENU)} لێبدە و «ڕێکخستنەکان» هەڵبژێرە، پاشان «ئاگادارییەکانی بەکارهێنان» و دواتر «کوژاندنەوە». بە هەمان ڕێگا دەتوانیت دووبارە چالاکیان بکەیتەوە.</li><li><strong>ئاگاداریی باڵانسی کەم:</strong> کاتێک باڵانسەکەت لە 1,000 د.ع زیاتر بوو خۆی ڕادەوەستێت، و لە ڕۆژێکدا زیاتر لە جارێک نایدەنێرین.</li><li><strong>نامەکانی نوێبوونەوەی بەشداری:</strong> ئەگەر ئاگادارییەکە دەربارەی بەشدارییەکی نوێبووەوەیە کە ئیتر نایەوێت، 0 بنێرە بۆ 2020 تا نوێبوونەوەکەی ڕابگیرێت.</li></ul><p>پێشنیار دەکەین ئاگادارییەکانی ئینتەرنێت چالاک بهێڵیتەوە: تاکە ڕێگان بۆ ئەوەی پێش پچڕانی پەیوەندی بزانیت پاکێجەکەت خەریکە تەواو دەبێت.</p>`,
          )[locale],
          width: 'narrow',
        }),
      ],
    }),
    careCta(locale),
  ],
});

// ---------------------------------------------------------------------------------------------------
// Help centre
// ---------------------------------------------------------------------------------------------------

const support = page({
  uri: '/support',
  layout: 'page',
  title: t('مركز المساعدة', 'Help centre', 'ناوەندی یارمەتی'),
  description: t(
    'مركز مساعدة نور موبايل: الأسئلة الشائعة، وشروحات خطوة بخطوة، وطرق التواصل مع خدمة العملاء، وأقرب متجر إليك.',
    'The Nour Mobile help centre: frequently asked questions, step-by-step guides, ways to contact customer care and your nearest shop.',
    'ناوەندی یارمەتیی نوور مۆبایل: پرسیارە باوەکان، ڕێنمایی هەنگاو بە هەنگاو، پەیوەندی بە خزمەتگوزاری کڕیاران و نزیکترین فرۆشگا.',
  ),
  image: '/images/hero-network.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('مركز المساعدة', 'Help centre', 'ناوەندی یارمەتی')[locale],
      title: t('كيف يمكننا مساعدتك؟', 'How can we help?', 'چۆن یارمەتیت بدەین؟')[locale],
      text: t(
        'معظم الأسئلة لها إجابة هنا: الرصيد والشحن، والباقات، والشريحة والجيل الرابع، والتجوال. وإن لم تجد ما تبحث عنه، ففريقنا على الرقم 107 في أي وقت.',
        'Most questions are answered right here: balance and top-ups, bundles, SIMs and 4G, and roaming. If you cannot find what you need, our team is on 107 at any hour.',
        'وەڵامی زۆربەی پرسیارەکان لێرەدایە: باڵانس و پڕکردنەوە، پاکێجەکان، سیمکارت و 4G، و ڕۆمینگ. ئەگەر ئەوەی دەتەوێت نەتدۆزییەوە، تیمەکەمان لە هەر کاتێکدا لە 107 ئامادەیە.',
      )[locale],
      ctaLabel: t('الأسئلة الشائعة', 'Browse the FAQ', 'پرسیارە باوەکان')[locale],
      ctaHref: '/support/faq',
      secondaryLabel: t('الشروحات', 'How-to guides', 'ڕێنماییەکان')[locale],
      secondaryHref: '/support/tutorials',
      tone: 'light',
    }),
    b('Grid', {
      columns: 3,
      gap: 'medium',
      items: [
        linkCard(
          locale,
          t('الأسئلة الشائعة', 'Frequently asked questions', 'پرسیارە باوەکان'),
          t(
            'إجابات قصيرة وواضحة عن الرصيد والشحن وتحويل الرصيد والتجوال ورمز PIN والأرقام المميزة.',
            'Short, clear answers about balance, top-ups, credit transfer, roaming, PIN codes and special numbers.',
            'وەڵامی کورت و ڕوون دەربارەی باڵانس، پڕکردنەوە، گواستنەوەی باڵانس، ڕۆمینگ، کۆدی PIN و ژمارەی تایبەت.',
          ),
          t('اقرأ الإجابات', 'Read the answers', 'وەڵامەکان بخوێنەوە'),
          '/support/faq',
        ),
        linkCard(
          locale,
          t('الشروحات', 'How-to guides', 'ڕێنماییەکان'),
          t(
            'خطوات سهلة لتفعيل الجيل الرابع، والشحن ببطاقة، وتحويل الرصيد، وتجهيز التجوال قبل السفر.',
            'Easy steps to switch on 4G, top up with a card, transfer credit and get roaming ready before you travel.',
            'هەنگاوی ئاسان بۆ چالاککردنی 4G، پڕکردنەوە بە کارت، گواستنەوەی باڵانس و ئامادەکردنی ڕۆمینگ پێش گەشت.',
          ),
          t('ابدأ الشرح', 'Open the guides', 'ڕێنماییەکان بکەرەوە'),
          '/support/tutorials',
        ),
        linkCard(
          locale,
          t('تواصل معنا', 'Contact us', 'پەیوەندیمان پێوە بکە'),
          t(
            'اتصل بالرقم 107 على مدار الساعة، أو اكتب لنا وسنرد خلال يومي عمل.',
            'Call 107 around the clock, or write to us and we will reply within two working days.',
            'شەو و ڕۆژ پەیوەندی بە 107 بکە، یان بۆمان بنووسە و لە ماوەی دوو ڕۆژی کاردا وەڵامت دەدەینەوە.',
          ),
          t('راسلنا', 'Write to us', 'نامەمان بۆ بنێرە'),
          '/about/contact-form',
          'brand',
        ),
      ],
    }),
    b('Section', {
      title: t('مواضيع يسأل عنها كثيرون', 'Popular topics', 'بابەتە باوەکان')[locale],
      background: 'surface',
      content: [
        b('Grid', {
          columns: 4,
          gap: 'small',
          items: [
            linkCard(
              locale,
              t('رصيد منخفض؟', 'Running low?', 'باڵانست کەمە؟'),
              t('اشحن رصيدك أو أضف باقة إنترنت.', 'Top up or add an internet bundle.', 'باڵانس پڕبکەرەوە یان پاکێجی ئینتەرنێت زیاد بکە.'),
              t('اشحن الآن', 'Top up', 'پڕبکەرەوە'),
              '/data-warning',
            ),
            linkCard(
              locale,
              t('هل يدعم هاتفي 4G؟', 'Is my phone 4G-ready?', 'مۆبایلەکەم 4G دەگرێت؟'),
              t('تعرّف كيف تفحص هاتفك.', 'See how to check your phone.', 'ببینە چۆن مۆبایلەکەت بپشکنیت.'),
              t('افحص هاتفك', 'Check my phone', 'بیپشکنە'),
              '/personal/four-g-lte/check-phone',
            ),
            linkCard(
              locale,
              t('تبديل الشريحة', 'Swap your SIM', 'گۆڕینی سیمکارت'),
              t('بدّل شريحتك القديمة مجاناً.', 'Swap an old SIM for free.', 'سیمکارتە کۆنەکەت بەخۆڕایی بگۆڕە.'),
              t('كيف أبدّلها؟', 'How to swap', 'چۆن بیگۆڕم؟'),
              '/personal/four-g-lte/switch-sim',
            ),
            linkCard(
              locale,
              t('مسافر قريباً؟', 'Travelling soon?', 'بەم زووانە گەشت دەکەیت؟'),
              t('باقات التجوال وطريقة التفعيل.', 'Roaming bundles and how to switch on.', 'پاکێجەکانی ڕۆمینگ و چۆنیەتی چالاککردن.'),
              t('التجوال', 'Roaming', 'ڕۆمینگ'),
              '/personal/roaming',
            ),
          ],
        }),
      ],
    }),
    b('Section', {
      title: t('أقرب متجر نور إليك', 'Your nearest Nour shop', 'نزیکترین فرۆشگای نوور')[locale],
      anchor: 'shops',
      spacing: 'large',
      content: [
        shopLocatorCard(locale),
        nearestShop(locale),
      ],
    }),
    careCta(locale),
  ],
});

// ---------------------------------------------------------------------------------------------------
// FAQ
// ---------------------------------------------------------------------------------------------------

interface Question {
  question: Texts;
  answer: Texts;
}

const faqBalance: Question[] = [
  {
    question: t('كيف أعرف رصيدي؟', 'How do I check my balance?', 'چۆن باڵانسەکەم بزانم؟'),
    answer: t(
      `اطلب ${iso(USSD_MENU)} واختر «رصيدي»، فيظهر رصيدك والمتبقي من باقاتك وتاريخ انتهائها. ويمكنك أيضاً متابعة رصيدك من تطبيق نور موبايل أو بعد تسجيل الدخول إلى حسابك على الموقع.`,
      `Dial ${USSD_MENU} and choose "My balance" to see your credit, what is left of your bundles and when they expire. You can also follow your balance in the Nour Mobile app or after signing in to your account on this website.`,
      `${iso(USSD_MENU)} لێبدە و «باڵانسەکەم» هەڵبژێرە، باڵانسەکەت و ئەوەی لە پاکێجەکانت ماوە و کاتی تەواوبوونیان دەردەکەوێت. هەروەها دەتوانیت لە ئەپی نوور مۆبایل یان دوای چوونەژوورەوە بۆ هەژمارەکەت لەسەر ماڵپەڕ باڵانسەکەت ببینیت.`,
    ),
  },
  {
    question: t('كيف أشحن رصيدي ببطاقة الشحن؟', 'How do I top up with a scratch card?', 'چۆن بە کارتی پڕکردنەوە باڵانس پڕبکەمەوە؟'),
    answer: t(
      `اكشط الشريط الفضي برفق لتظهر الأرقام، ثم اطلب ${iso(USSD_MENU)} واختر «شحن الرصيد» وأدخل رقم البطاقة المكوّن من 13 أو 14 رقماً. يمكنك أيضاً إدخال الرقم في صفحة الشحن على الموقع. كل بطاقة تُستخدم مرة واحدة فقط.`,
      `Gently scratch off the silver strip, dial ${USSD_MENU}, choose "Recharge" and enter the 13- or 14-digit card number. You can also enter it on the recharge page of this website. Each card can be used only once.`,
      `بە ئارامی چینە زیوییەکە بخورێنە تا ژمارەکان دەربکەون، پاشان ${iso(USSD_MENU)} لێبدە و «پڕکردنەوەی باڵانس» هەڵبژێرە و ژمارەی کارتەکە کە 13 یان 14 ژمارەیە بنووسە. دەتوانیت لە پەڕەی پڕکردنەوەی ماڵپەڕیش بینووسیت. هەر کارتێک تەنها یەک جار بەکاردێت.`,
    ),
  },
  {
    question: t('كم يمكنني أن أشحن بالبطاقة المصرفية؟', 'How much can I top up with a bank card?', 'چەند دەتوانم بە کارتی بانکی پڕبکەمەوە؟'),
    answer: t(
      'من 5,000 إلى 100,000 د.ع في العملية الواحدة، لرقمك أو لأي رقم نور آخر. تُدخل بيانات البطاقة في صفحة الدفع الآمنة لمزوّد الدفع، ولا تصل إلينا أبداً.',
      'From 5,000 to 100,000 IQD per payment, for your own number or any other Nour number. You enter your card details on the payment provider’s secure page; they never reach us.',
      'لە 5,000 تا 100,000 د.ع بۆ هەر جارێک، بۆ ژمارەی خۆت یان هەر ژمارەیەکی تری نوور. زانیارییەکانی کارتەکە لە پەڕەی پارێزراوی دابینکەری پارەدان دەنووسیت و هەرگیز ناگەنە ئێمە.',
    ),
  },
  {
    question: t('كيف أحوّل رصيداً إلى رقم آخر؟', 'How do I transfer credit to another number?', 'چۆن باڵانس بۆ ژمارەیەکی تر بگوازمەوە؟'),
    answer: t(
      `اطلب ${iso(USSD_MENU)} واختر «تحويل الرصيد»، أو استخدم «تحويل الرصيد» في حسابك على الموقع. أدخل رقم نور المستلم والمبلغ، ثم أكّد بالرمز الذي يصلك برسالة. يمكنك تحويل من 1,000 إلى 60,000 د.ع في كل عملية.`,
      `Dial ${USSD_MENU} and choose "Transfer credit", or use Balance transfer in your account on this website. Enter the recipient’s Nour number and the amount, then confirm with the code we text you. Each transfer can be from 1,000 to 60,000 IQD.`,
      `${iso(USSD_MENU)} لێبدە و «گواستنەوەی باڵانس» هەڵبژێرە، یان لە هەژمارەکەت لەسەر ماڵپەڕ «گواستنەوەی باڵانس» بەکاربهێنە. ژمارەی نووری وەرگر و بڕەکە بنووسە، پاشان بەو کۆدەی بە نامە بۆت دێت دڵنیای بکەرەوە. هەر جارێک دەتوانیت لە 1,000 تا 60,000 د.ع بگوازیتەوە.`,
    ),
  },
];

const faqPlans: Question[] = [
  {
    question: t('كيف ألغي اشتراكاً أو باقة متجددة؟', 'How do I cancel a subscription or renewing bundle?', 'چۆن بەشدارییەک یان پاکێجێکی نوێبووەوە هەڵبوەشێنمەوە؟'),
    answer: t(
      'أرسل 0 إلى 2020 برسالة قصيرة مجانية. تصلك رسالة تأكيد ويتوقف التجديد فوراً، ويبقى ما تبقى من الباقة صالحاً حتى نهاية مدتها.',
      'Text 0 to 2020; the message is free. You get a confirmation SMS, renewal stops at once, and whatever is left of the bundle stays usable until it expires.',
      '0 بنێرە بۆ 2020، نامەکە بەخۆڕاییە. نامەیەکی دڵنیاکردنەوەت بۆ دێت و نوێبوونەوە دەستبەجێ ڕادەوەستێت، ئەوەی لە پاکێجەکەش ماوەتەوە تا کۆتایی ماوەکەی بەکاردێت.',
    ),
  },
  {
    question: t('هل تشمل الأسعار ضريبة القيمة المضافة؟', 'Do prices include VAT?', 'ئایا نرخەکان باجی بەهای زیادکراویان تێدایە؟'),
    answer: t(
      'تخضع خدماتنا لضريبة القيمة المضافة بنسبة 20%، لكنها معفاة حالياً ضمن عرض لفترة محدودة. السعر الذي تراه على الموقع هو ما يُخصم من رصيدك، وسنعلن مسبقاً عن أي تغيير.',
      'Our services are subject to 20% VAT, but it is currently waived as a limited-time offer. The price you see on the website is exactly what comes off your balance, and we will announce any change in advance.',
      'خزمەتگوزارییەکانمان باجی بەهای زیادکراوی 20%یان لەسەرە، بەڵام ئێستا بۆ ماوەیەکی دیاریکراو بەخشراوە. ئەو نرخەی لە ماڵپەڕ دەیبینیت ڕێک ئەوەیە کە لە باڵانسەکەت دەبڕدرێت، و هەر گۆڕانکارییەک پێشوەختە ڕادەگەیەنین.',
    ),
  },
];

const faqSim: Question[] = [
  {
    question: t('كيف أعرف أن هاتفي يدعم الجيل الرابع؟', 'How do I know if my phone supports 4G?', 'چۆن بزانم مۆبایلەکەم 4G دەگرێت؟'),
    answer: t(
      `اطلب ${iso(IMEI_CODE)} لتعرف رقم IMEI المكوّن من 15 رقماً، ثم اتصل بالرقم 107 وسنفحصه لك، أو انظر في إعدادات الشبكة في هاتفك: إن ظهر فيها 4G أو LTE فهو يدعم الجيل الرابع. وتأكد أيضاً أن شريحتك شريحة جيل رابع، وإن كانت قديمة فبدّلها مجاناً في أي متجر لنور.`,
      `Dial ${IMEI_CODE} to see your 15-digit IMEI, then call 107 and we will check it for you, or look in your phone's network settings: if 4G or LTE is listed, it supports 4G. Also make sure your SIM is a 4G SIM; if it is an old one, swap it for free at any Nour shop.`,
      `${iso(IMEI_CODE)} لێبدە بۆ بینینی ژمارەی IMEIی 15 ژمارەیی، پاشان پەیوەندی بە 107 بکە و بۆت دەپشکنین، یان سەیری ڕێکخستنەکانی تۆڕ لە مۆبایلەکەتدا بکە: ئەگەر 4G یان LTE تێدابوو، 4G دەگرێت. دڵنیاش بەرەوە کە سیمکارتەکەت 4Gیە، ئەگەر کۆن بوو لە هەر فرۆشگایەکی نوور بەخۆڕایی بیگۆڕە.`,
    ),
  },
  {
    question: t('نسيت رمز PIN أو أصبحت الشريحة مقفلة، ماذا أفعل؟', 'I forgot my PIN or my SIM is locked. What now?', 'کۆدی PINم لەبیرچووە یان سیمکارتەکەم قفڵ بووە، چی بکەم؟'),
    answer: t(
      'رمزا PIN وPUK مطبوعان على البطاقة البلاستيكية التي جاءت فيها شريحتك. بعد ثلاث محاولات خاطئة لرمز PIN يطلب الهاتف رمز PUK، فأدخله ثم اختر رمز PIN جديداً. إن فقدت البطاقة فاتصل بالرقم 107 من هاتف آخر لتحصل على رمز PUK بعد التحقق من هويتك. عشر محاولات خاطئة لرمز PUK تقفل الشريحة نهائياً، وعندها تحصل على شريحة بديلة بالرقم نفسه من أي متجر لنور.',
      'Your PIN and PUK are printed on the plastic card your SIM came in. After three wrong PIN attempts the phone asks for the PUK: enter it, then choose a new PIN. If you no longer have the card, call 107 from another phone and we will give you the PUK once we have checked your identity. Ten wrong PUK attempts block the SIM for good; you can then get a replacement with the same number at any Nour shop.',
      'کۆدەکانی PIN و PUK لەسەر ئەو کارتە پلاستیکییە چاپکراون کە سیمکارتەکەتی تێدا بوو. دوای سێ جار هەڵەکردن لە PIN، مۆبایلەکە داوای PUK دەکات: بینووسە و پاشان PINێکی نوێ هەڵبژێرە. ئەگەر کارتەکەت نەماوە، لە مۆبایلێکی ترەوە پەیوەندی بە 107 بکە و دوای دڵنیابوونەوە لە ناسنامەکەت PUKت پێ دەدەین. دە جار هەڵەکردن لە PUK سیمکارتەکە بە یەکجاری قفڵ دەکات، ئەو کاتە لە هەر فرۆشگایەکی نوور سیمکارتێکی نوێ بە هەمان ژمارە وەردەگریت.',
    ),
  },
  {
    question: t('كيف أستخدم خطي خارج العراق؟', 'How do I use my line outside Iraq?', 'چۆن لە دەرەوەی عێراق هێڵەکەم بەکاربهێنم؟'),
    answer: t(
      `خطوط الدفع المسبق: اطلب ${iso(ROAMING_CODE)} قبل السفر لتفعيل التجوال مجاناً، أما خطوط الدفع الآجل فالتجوال مفعّل فيها تلقائياً. اشترِ باقة تجوال لوجهتك، وشغّل تجوال البيانات في هاتفك عند الوصول. وللمساعدة من الخارج اتصل بالرقم ${iso(CARE_ABROAD)}.`,
      `Prepaid lines: dial ${ROAMING_CODE} before you travel to switch roaming on for free; postpaid lines have it on already. Buy a roaming bundle for your destination and turn on data roaming in your phone when you land. For help from abroad, call ${CARE_ABROAD}.`,
      `هێڵی پێشەکی: پێش گەشتەکەت ${iso(ROAMING_CODE)} لێبدە تا ڕۆمینگ بەخۆڕایی چالاک بێت، هێڵی پاشەکی خۆی چالاکە. پاکێجێکی ڕۆمینگ بۆ شوێنی مەبەستت بکڕە و کە گەیشتیت داتا ڕۆمینگ لە مۆبایلەکەتدا هەڵبکە. بۆ یارمەتی لە دەرەوەی وڵاتەوە پەیوەندی بە ${iso(CARE_ABROAD)} بکە.`,
    ),
  },
];

const faqNumbers: Question[] = [
  {
    question: t('هل يمكنني حجز رقم مميز؟', 'Can I reserve a special (vanity) number?', 'دەتوانم ژمارەیەکی تایبەت حیجز بکەم؟'),
    answer: t(
      'نعم. يمكنك حجز 5 أرقام مميزة كحد أقصى لكل مشترك. بعد الحجز أمامك 48 ساعة لاستلام الرقم من المتجر أو طلب توصيله، وإلا أُلغي الحجز. تُخصم رسوم الحجز من رصيدك وهي غير قابلة للاسترداد.',
      'Yes. Each subscriber can reserve up to 5 special numbers. Once reserved, you have 48 hours to collect the number in store or have it delivered, or the reservation lapses. The reservation fee comes off your balance and is non-refundable.',
      'بەڵێ. هەر بەشداربوویەک دەتوانێت تا 5 ژمارەی تایبەت حیجز بکات. دوای حیجزکردن 48 کاتژمێرت هەیە بۆ وەرگرتنی ژمارەکە لە فرۆشگا یان داواکردنی گەیاندنی، ئەگەرنا حیجزەکە هەڵدەوەشێتەوە. کرێی حیجزکردن لە باڵانسەکەت دەبڕدرێت و ناگەڕێتەوە.',
    ),
  },
  {
    question: t('متى تصل الشريحة أو الهاتف الذي طلبته؟', 'When will my SIM or phone arrive?', 'سیمکارت یان مۆبایلەکەی داوام کردووە کەی دەگات؟'),
    answer: t(
      'يُجهَّز طلبك للاستلام من المتجر الذي اخترته أو يُوصَل إلى عنوانك خلال 48 ساعة. يمكنك الدفع عند الاستلام، وتصلك رسالة قصيرة عندما يصبح طلبك جاهزاً.',
      'Your order is ready for pick-up at the shop you chose, or delivered to your address, within 48 hours. You can pay cash on delivery, and we text you when your order is ready.',
      'داواکارییەکەت لە ماوەی 48 کاتژمێردا لەو فرۆشگایەی هەڵتبژاردووە ئامادە دەبێت یان دەگاتە ناونیشانەکەت. دەتوانیت لە کاتی وەرگرتندا پارە بدەیت، و کاتێک ئامادە بوو نامەت بۆ دەنێرین.',
    ),
  },
  {
    question: t('فقدت هاتفي، ماذا أفعل؟', 'I lost my phone. What should I do?', 'مۆبایلەکەم ون بووە، چی بکەم؟'),
    answer: t(
      'اتصل فوراً بالرقم 107 من أي هاتف لنوقف خطك مؤقتاً حتى لا يُستخدم رصيدك. ثم زر أي متجر لنور ومعك هويتك لتحصل على شريحة بديلة بالرقم نفسه والرصيد نفسه.',
      'Call 107 from any phone straight away and we will suspend your line so nobody can use your balance. Then visit any Nour shop with your ID to get a replacement SIM with the same number and balance.',
      'دەستبەجێ لە هەر مۆبایلێکەوە پەیوەندی بە 107 بکە تا هێڵەکەت ڕابگرین و کەس باڵانسەکەت بەکارنەهێنێت. پاشان لەگەڵ ناسنامەکەت سەردانی هەر فرۆشگایەکی نوور بکە بۆ وەرگرتنی سیمکارتێکی نوێ بە هەمان ژمارە و باڵانس.',
    ),
  },
];

const faqBlock = (locale: Locale, title: Texts, questions: Question[]): BlockInput =>
  b('Faq', {
    title: title[locale],
    items: questions.map((q) => ({ question: q.question[locale], answer: q.answer[locale] })),
  });

const faq = page({
  uri: '/support/faq',
  layout: 'page',
  title: t('الأسئلة الشائعة', 'Frequently asked questions', 'پرسیارە باوەکان'),
  description: t(
    'إجابات عن الرصيد والشحن وتحويل الرصيد والإلغاء والضريبة والجيل الرابع ورمز PIN والتجوال والأرقام المميزة والتوصيل.',
    'Answers about balance, top-ups, credit transfer, cancelling, VAT, 4G, PIN and PUK, roaming, vanity numbers and delivery.',
    'وەڵام دەربارەی باڵانس، پڕکردنەوە، گواستنەوەی باڵانس، هەڵوەشاندنەوە، باج، 4G، PIN و PUK، ڕۆمینگ، ژمارەی تایبەت و گەیاندن.',
  ),
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('مركز المساعدة', 'Help centre', 'ناوەندی یارمەتی')[locale],
      title: t('الأسئلة الشائعة', 'Frequently asked questions', 'پرسیارە باوەکان')[locale],
      text: t(
        'جمعنا هنا الأسئلة التي يطرحها مشتركونا على خدمة العملاء أكثر من غيرها، مع إجابات مختصرة.',
        'These are the questions our subscribers ask customer care most often, with short answers.',
        'ئەمانە ئەو پرسیارانەن کە بەشداربووانمان زۆرتر لە خزمەتگوزاری کڕیارانی دەپرسن، لەگەڵ وەڵامی کورت.',
      )[locale],
      ctaLabel: t('الشروحات', 'How-to guides', 'ڕێنماییەکان')[locale],
      ctaHref: '/support/tutorials',
      tone: 'light',
    }),
    faqBlock(locale, t('الرصيد والشحن', 'Balance and top-ups', 'باڵانس و پڕکردنەوە'), faqBalance),
    faqBlock(locale, t('الباقات والأسعار', 'Bundles and prices', 'پاکێج و نرخەکان'), faqPlans),
    faqBlock(locale, t('الشريحة والجيل الرابع والتجوال', 'SIM, 4G and roaming', 'سیمکارت، 4G و ڕۆمینگ'), faqSim),
    faqBlock(locale, t('الأرقام المميزة والطلبات', 'Special numbers and orders', 'ژمارەی تایبەت و داواکارییەکان'), faqNumbers),
    careCta(locale),
  ],
});

// ---------------------------------------------------------------------------------------------------
// Tutorials
// ---------------------------------------------------------------------------------------------------

interface Step {
  title: Texts;
  text: Texts;
}

const stepsBlock = (locale: Locale, steps: Step[]): BlockInput =>
  b('Steps', { title: '', steps: steps.map((s) => ({ title: s.title[locale], text: s.text[locale] })) });

const activate4g: Step[] = [
  {
    title: t('تأكد أن هاتفك يدعم 4G', 'Check your phone supports 4G', 'دڵنیابە مۆبایلەکەت 4G دەگرێت'),
    text: t(
      `اطلب ${iso(IMEI_CODE)} لتعرف رقم IMEI المكوّن من 15 رقماً، ثم اتصل بالرقم 107 وسنخبرك إن كان هاتفك يدعم شبكتنا. وتشرح صفحة «افحص هاتفك» ضمن صفحات الجيل الرابع طرقاً أخرى.`,
      `Dial ${IMEI_CODE} to see your 15-digit IMEI, then call 107 and we will tell you whether your phone works on our network. The "Check your phone" page in the 4G section shows other ways.`,
      `${iso(IMEI_CODE)} لێبدە بۆ زانینی ژمارەی IMEIی 15 ژمارەیی، پاشان پەیوەندی بە 107 بکە و پێت دەڵێین ئایا مۆبایلەکەت لەگەڵ تۆڕەکەماندا کار دەکات. پەڕەی «مۆبایلەکەت بپشکنە» لە بەشی 4Gدا ڕێگای تریش پیشان دەدات.`,
    ),
  },
  {
    title: t('استخدم شريحة جيل رابع', 'Use a 4G SIM', 'سیمکارتی 4G بەکاربهێنە'),
    text: t(
      'الشرائح القديمة لا تعمل على الجيل الرابع. بدّلها مجاناً في أي متجر لنور مع الاحتفاظ برقمك ورصيدك وباقاتك.',
      'Older SIMs do not work on 4G. Swap yours for free at any Nour shop and keep your number, balance and bundles.',
      'سیمکارتە کۆنەکان لەسەر 4G کار ناکەن. لە هەر فرۆشگایەکی نوور بەخۆڕایی بیگۆڕە و ژمارە و باڵانس و پاکێجەکانت دەمێننەوە.',
    ),
  },
  {
    title: t('اختر نمط الشبكة 4G', 'Set the network mode to 4G', 'شێوازی تۆڕ بکە بە 4G'),
    text: t(
      'من إعدادات الهاتف افتح «شبكات الجوال» ثم «نمط الشبكة» واختر 4G أو LTE. في آيفون: الإعدادات ثم «خلوي» ثم «خيارات البيانات الخلوية» ثم «الصوت والبيانات».',
      'In your phone settings open "Mobile networks", then "Network mode", and choose 4G or LTE. On an iPhone: Settings, Mobile Data, Mobile Data Options, Voice and Data.',
      'لە ڕێکخستنەکانی مۆبایلەکەت «تۆڕەکانی مۆبایل» بکەرەوە، پاشان «شێوازی تۆڕ» و 4G یان LTE هەڵبژێرە. لە ئایفۆن: ڕێکخستنەکان، داتای مۆبایل، بژاردەکانی داتای مۆبایل، دەنگ و داتا.',
    ),
  },
  {
    title: t('أعد تشغيل الهاتف', 'Restart your phone', 'مۆبایلەکەت دابگیرسێنەوە'),
    text: t(
      'بعد إعادة التشغيل يظهر رمز 4G أو LTE أعلى الشاشة في المناطق المغطاة. إن لم يظهر، فاتصل بالرقم 107.',
      'After a restart you will see 4G or LTE at the top of the screen wherever there is coverage. If you do not, call 107.',
      'دوای داگیرساندنەوە، لە ناوچە داپۆشراوەکاندا 4G یان LTE لە سەرەوەی شاشەکە دەردەکەوێت. ئەگەر دەرنەکەوت، پەیوەندی بە 107 بکە.',
    ),
  },
];

const scratchCard: Step[] = [
  {
    title: t('اكشط البطاقة برفق', 'Scratch the card gently', 'بە ئارامی کارتەکە بخورێنە'),
    text: t(
      'اكشط الشريط الفضي بقطعة نقدية دون ضغط حتى لا تتلف الأرقام. رقم الشحن من 13 أو 14 رقماً.',
      'Scratch off the silver strip with a coin, without pressing hard, so the digits stay readable. The recharge number has 13 or 14 digits.',
      'بە پارەیەکی ئاسن چینە زیوییەکە بخورێنە بەبێ زۆر پەستان، تا ژمارەکان تێک نەچن. ژمارەی پڕکردنەوە 13 یان 14 ژمارەیە.',
    ),
  },
  {
    title: t('أدخل رقم البطاقة', 'Enter the card number', 'ژمارەی کارتەکە بنووسە'),
    text: t(
      `اطلب ${iso(USSD_MENU)} واختر «شحن الرصيد» ثم أدخل الرقم، أو أدخله في صفحة الشحن على الموقع. لشحن رقم آخر اختر «شحن لرقم آخر» وأدخل رقمه أولاً.`,
      `Dial ${USSD_MENU}, choose "Recharge" and enter the number, or type it on the recharge page of this website. To top up someone else, choose "Recharge another number" and enter their number first.`,
      `${iso(USSD_MENU)} لێبدە و «پڕکردنەوەی باڵانس» هەڵبژێرە و ژمارەکە بنووسە، یان لە پەڕەی پڕکردنەوەی ماڵپەڕدا بینووسە. بۆ پڕکردنەوەی ژمارەیەکی تر «پڕکردنەوە بۆ ژمارەیەکی تر» هەڵبژێرە و سەرەتا ژمارەکەی بنووسە.`,
    ),
  },
  {
    title: t('تحقق من رصيدك الجديد', 'Check your new balance', 'باڵانسە نوێیەکەت ببینە'),
    text: t(
      'تصلك رسالة فيها المبلغ المضاف ورصيدك الجديد. كل بطاقة تُستخدم مرة واحدة، وإن ظهرت رسالة خطأ فتأكد من الأرقام أو اتصل بالرقم 107.',
      'A text confirms the amount added and your new balance. Each card works only once; if you get an error, check the digits or call 107.',
      'نامەیەکت بۆ دێت کە بڕی زیادکراو و باڵانسە نوێیەکەتی تێدایە. هەر کارتێک تەنها یەک جار بەکاردێت؛ ئەگەر هەڵەیەک دەرکەوت، ژمارەکان بپشکنە یان پەیوەندی بە 107 بکە.',
    ),
  },
];

const creditTransfer: Step[] = [
  {
    title: t('افتح قائمة تحويل الرصيد', 'Open credit transfer', 'گواستنەوەی باڵانس بکەرەوە'),
    text: t(
      `اطلب ${iso(USSD_MENU)} واختر «تحويل الرصيد»، أو استخدم النموذج في هذه الصفحة.`,
      `Dial ${USSD_MENU} and choose "Transfer credit", or use the form on this page.`,
      `${iso(USSD_MENU)} لێبدە و «گواستنەوەی باڵانس» هەڵبژێرە، یان فۆرمەکەی ئەم پەڕەیە بەکاربهێنە.`,
    ),
  },
  {
    title: t('أدخل الرقم والمبلغ', 'Enter the number and amount', 'ژمارە و بڕەکە بنووسە'),
    text: t(
      'أدخل رقم نور المستلم (يبدأ بـ 077 ويتبعه 8 أرقام) والمبلغ، من 1,000 إلى 60,000 د.ع في كل عملية.',
      'Enter the recipient’s Nour number (077 followed by 8 digits) and the amount, from 1,000 to 60,000 IQD per transfer.',
      'ژمارەی نووری وەرگر (077 و دواتر 8 ژمارە) و بڕەکە بنووسە، لە 1,000 تا 60,000 د.ع بۆ هەر جارێک.',
    ),
  },
  {
    title: t('أكّد بالرمز', 'Confirm with the code', 'بە کۆدەکە دڵنیای بکەرەوە'),
    text: t(
      'نرسل لك رمز تأكيد برسالة قصيرة، وبعد إدخاله يصل الرصيد إلى المستلم فوراً وتصل لكليكما رسالة بذلك.',
      'We text you a confirmation code. Once you enter it, the credit reaches the recipient at once and you both get a message.',
      'کۆدێکی دڵنیاکردنەوەت بە نامە بۆ دەنێرین. کە نووسیت، باڵانسەکە دەستبەجێ دەگاتە وەرگر و نامە بۆ هەردووکتان دێت.',
    ),
  },
];

const roamingSetup: Step[] = [
  {
    title: t('فعّل التجوال قبل السفر', 'Switch on roaming before you fly', 'پێش گەشت ڕۆمینگ چالاک بکە'),
    text: t(
      `خطوط الدفع المسبق: اطلب ${iso(ROAMING_CODE)}، والتفعيل مجاني. خطوط الدفع الآجل مفعّلة تلقائياً.`,
      `Prepaid lines: dial ${ROAMING_CODE}; it is free. Postpaid lines have roaming on already.`,
      `هێڵی پێشەکی: ${iso(ROAMING_CODE)} لێبدە، بەخۆڕاییە. هێڵی پاشەکی خۆی چالاکە.`,
    ),
  },
  {
    title: t('اشترِ باقة لوجهتك', 'Buy a bundle for your destination', 'پاکێجێک بۆ شوێنی مەبەستت بکڕە'),
    text: t(
      'باقات تركيا والخليج وأوروبا في صفحة التجوال، وتبدأ صلاحيتها عند أول اتصال بالشبكة الشريكة.',
      'Turkey, Gulf and Europe bundles are on the roaming page, and they start when you first connect to our partner network.',
      'پاکێجەکانی تورکیا و کەنداو و ئەوروپا لە پەڕەی ڕۆمینگدان، و لە یەکەم پەیوەستبوون بە تۆڕی هاوبەشەوە دەست پێدەکەن.',
    ),
  },
  {
    title: t('شغّل تجوال البيانات عند الوصول', 'Turn on data roaming when you land', 'کاتێک گەیشتیت داتا ڕۆمینگ هەڵبکە'),
    text: t(
      'من إعدادات الهاتف افتح «شبكات الجوال» وفعّل «تجوال البيانات». يتصل هاتفك بالشبكة الشريكة تلقائياً.',
      'In your phone settings, open "Mobile networks" and turn on "Data roaming". Your phone joins our partner network by itself.',
      'لە ڕێکخستنەکانی مۆبایلەکەت «تۆڕەکانی مۆبایل» بکەرەوە و «داتا ڕۆمینگ» هەڵبکە. مۆبایلەکەت خۆی بە تۆڕی هاوبەشەوە دەبەستێتەوە.',
    ),
  },
  {
    title: t('احفظ رقم المساعدة', 'Save the help number', 'ژمارەی یارمەتی پاشەکەوت بکە'),
    text: t(
      `من الخارج اتصل بخدمة العملاء على ${iso(CARE_ABROAD)}، والاتصال مجاني من خط نور.`,
      `From abroad, call customer care on ${CARE_ABROAD}; the call is free from a Nour line.`,
      `لە دەرەوەی وڵات پەیوەندی بە خزمەتگوزاری کڕیاران بکە لە ${iso(CARE_ABROAD)}، لە هێڵی نوورەوە بەخۆڕاییە.`,
    ),
  },
];

const tutorialSection = (locale: Locale, anchor: string, title: Texts, content: BlockInput[], surface = false): BlockInput =>
  b('Section', { title: title[locale], anchor, background: surface ? 'surface' : 'none', spacing: 'large', content });

const tutorials = page({
  uri: '/support/tutorials',
  layout: 'page',
  title: t('الشروحات', 'How-to guides', 'ڕێنماییەکان'),
  description: t(
    'شروحات خطوة بخطوة: تفعيل الجيل الرابع، والشحن ببطاقة من 13 أو 14 رقماً، وتحويل الرصيد، وتجهيز التجوال قبل السفر.',
    'Step-by-step guides: switch on 4G, top up with a 13- or 14-digit scratch card, transfer credit and set up roaming before you travel.',
    'ڕێنمایی هەنگاو بە هەنگاو: چالاککردنی 4G، پڕکردنەوە بە کارتی 13 یان 14 ژمارەیی، گواستنەوەی باڵانس و ئامادەکردنی ڕۆمینگ.',
  ),
  image: '/images/hero-4g.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('مركز المساعدة', 'Help centre', 'ناوەندی یارمەتی')[locale],
      title: t('افعلها بنفسك في دقائق', 'Do it yourself in minutes', 'لە چەند خولەکێکدا خۆت بیکە')[locale],
      text: t(
        'أكثر ما يطلبه المشتركون من خدمة العملاء يمكنك إنجازه بنفسك من هاتفك. اختر الشرح واتبع الخطوات.',
        'Most of what subscribers call customer care about, you can do yourself from your phone. Pick a guide and follow the steps.',
        'زۆربەی ئەو کارانەی بەشداربووان بۆیان پەیوەندی بە خزمەتگوزاری کڕیارانەوە دەکەن، خۆت دەتوانیت لە مۆبایلەکەتەوە بیکەیت. ڕێنمایییەک هەڵبژێرە و هەنگاوەکان بگرە بەر.',
      )[locale],
      image: '/images/hero-4g.svg',
      imageAlt: '',
      ctaLabel: t('تفعيل الجيل الرابع', 'Switch on 4G', 'چالاککردنی 4G')[locale],
      ctaHref: '/support/tutorials#activate-4g',
      secondaryLabel: t('الشحن ببطاقة', 'Top up with a card', 'پڕکردنەوە بە کارت')[locale],
      secondaryHref: '/support/tutorials#scratch-card',
      tone: 'light',
    }),
    tutorialSection(locale, 'activate-4g', t('تفعيل الجيل الرابع', 'Switch on 4G', 'چالاککردنی 4G'), [
      stepsBlock(locale, activate4g),
      b('Video', {
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: t('فيديو: تفعيل الجيل الرابع على هاتفك', 'Video: switching on 4G on your phone', 'ڤیدیۆ: چالاککردنی 4G لەسەر مۆبایلەکەت')[locale],
      }),
    ]),
    tutorialSection(
      locale,
      'scratch-card',
      t('الشحن ببطاقة الشحن', 'Top up with a scratch card', 'پڕکردنەوە بە کارتی پڕکردنەوە'),
      [stepsBlock(locale, scratchCard)],
      true,
    ),
    tutorialSection(locale, 'credit-transfer', t('تحويل الرصيد', 'Transfer credit', 'گواستنەوەی باڵانس'), [
      b('Columns', {
        ratio: '1:1',
        align: 'start',
        start: [stepsBlock(locale, creditTransfer)],
        end: [
          b('FlowEmbed', {
            flow: 'credit-transfer',
            title: t('حوّل رصيداً الآن', 'Transfer credit now', 'ئێستا باڵانس بگوازەرەوە')[locale],
            text: t(
              'من 1,000 إلى 60,000 د.ع إلى أي رقم نور، مع تأكيد برمز يصلك برسالة قصيرة.',
              'From 1,000 to 60,000 IQD to any Nour number, confirmed with a code we text you.',
              'لە 1,000 تا 60,000 د.ع بۆ هەر ژمارەیەکی نوور، بە کۆدێک کە بە نامە بۆت دێت دڵنیا دەکرێتەوە.',
            )[locale],
          }),
        ],
      }),
    ]),
    tutorialSection(
      locale,
      'roaming',
      t('تجهيز التجوال قبل السفر', 'Set up roaming before you travel', 'ئامادەکردنی ڕۆمینگ پێش گەشت'),
      [
        stepsBlock(locale, roamingSetup),
        b('CallToAction', {
          title: t('باقات التجوال', 'Roaming bundles', 'پاکێجەکانی ڕۆمینگ')[locale],
          text: t(
            'تركيا 5 جيجابايت بـ 20,000 د.ع، والخليج 3 جيجابايت بـ 18,000 د.ع، وأوروبا 5 جيجابايت بـ 30,000 د.ع.',
            'Turkey 5 GB for 20,000 IQD, the Gulf 3 GB for 18,000 IQD and Europe 5 GB for 30,000 IQD.',
            'تورکیا 5 گێگابایت بە 20,000 د.ع، کەنداو 3 گێگابایت بە 18,000 د.ع و ئەوروپا 5 گێگابایت بە 30,000 د.ع.',
          )[locale],
          buttonLabel: t('اختر باقتك', 'Choose a bundle', 'پاکێجەکەت هەڵبژێرە')[locale],
          buttonHref: '/personal/roaming',
          tone: 'light',
        }),
      ],
      true,
    ),
    careCta(locale),
  ],
});

export const supportPages: SeedPage[] = [dataWarning, support, faq, tutorials];
