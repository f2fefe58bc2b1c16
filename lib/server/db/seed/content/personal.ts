/**
 * Seeded pages of the personal section: the home page, plans, add-ons, roaming, the 4G pages, rewards,
 * the talent programme and the entertainment services. Each language is written for its readers, not
 * translated word for word. Prices follow the add-on catalogue (design.md section 6).
 */
import type { Locale } from '@/lib/locales';
import { CHECK_IN_POINTS } from '@/lib/rewards';
import { pointsText } from '../../../i18n';
import { b, page, t, type BlockInput, type SeedPage } from './helpers';
import { nearestShop, shopLocatorCard } from './shared';

type Texts = Record<Locale, string>;

/** Keeps a code or an international number left-to-right inside Arabic or Kurdish plain text. */
const iso = (s: string) => `\u2066${s}\u2069`;
/** The same inside rich text. */
const ltr = (s: string) => `<span dir="ltr">${s}</span>`;

/** Codes the copy refers to. */
const USSD_MENU = '*107#';
const ROAMING_CODE = '*107*4#';
const IMEI_CODE = '*#06#';
const CARE_ABROAD = '+9647700000107';

const APP_STORE = 'https://apps.apple.com/iq/app/nour-mobile/id6450000107';
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=example.nourmobile.app';

const ENTERTAINMENT = '/personal/services/other-services/entertainment';

// ---------------------------------------------------------------------------------------------------
// Plans, shared by the home page, the personal overview and the plans page.
// ---------------------------------------------------------------------------------------------------

interface Plan {
  name: Texts;
  price: number;
  postpaid: boolean;
  features: Texts[];
  badge?: Texts;
  highlighted?: boolean;
}

const prepaidRenewal = t(
  'دفع مسبق، تتجدد كل 30 يوماً من رصيدك',
  'Prepaid, renews every 30 days from your balance',
  'پێشەکی، هەموو 30 ڕۆژێک لە باڵانسەکەت نوێ دەبێتەوە',
);
const postpaidBill = t('دفع آجل بفاتورة شهرية', 'Postpaid, one monthly bill', 'پاشەکی، بە یەک پسوڵەی مانگانە');

const plans: Plan[] = [
  {
    name: t('نور ستارت', 'Nour Start', 'نوور ستارت'),
    price: 10000,
    postpaid: false,
    features: [
      t('15 جيجابايت إنترنت', '15 GB of internet', '15 گێگابایت ئینتەرنێت'),
      t('300 دقيقة لكل الشبكات العراقية', '300 minutes to every Iraqi network', '300 خولەک بۆ هەموو تۆڕەکانی عێراق'),
      t('100 رسالة قصيرة', '100 SMS', '100 نامەی کورت'),
      prepaidRenewal,
    ],
  },
  {
    name: t('نور بلس', 'Nour Plus', 'نوور پلەس'),
    price: 20000,
    postpaid: false,
    badge: t('الأكثر طلباً', 'Most popular', 'زۆرترین داواکراو'),
    highlighted: true,
    features: [
      t('40 جيجابايت إنترنت', '40 GB of internet', '40 گێگابایت ئینتەرنێت'),
      t('1,000 دقيقة لكل الشبكات العراقية', '1,000 minutes to every Iraqi network', '1,000 خولەک بۆ هەموو تۆڕەکانی عێراق'),
      t(
        'واتساب وفيسبوك وإنستغرام وتيليغرام بلا حدود',
        'Unlimited WhatsApp, Facebook, Instagram and Telegram',
        'واتساپ و فەیسبووک و ئینستاگرام و تێلێگرامی بێسنوور',
      ),
      t('300 رسالة قصيرة', '300 SMS', '300 نامەی کورت'),
      prepaidRenewal,
    ],
  },
  {
    name: t('نور ماكس', 'Nour Max', 'نوور ماکس'),
    price: 35000,
    postpaid: true,
    features: [
      t('100 جيجابايت إنترنت', '100 GB of internet', '100 گێگابایت ئینتەرنێت'),
      t('مكالمات بلا حدود إلى أرقام نور', 'Unlimited calls to Nour numbers', 'پەیوەندیی بێسنوور بۆ ژمارەکانی نوور'),
      t('2,000 دقيقة للشبكات الأخرى', '2,000 minutes to other networks', '2,000 خولەک بۆ تۆڕەکانی تر'),
      t('1,000 رسالة قصيرة', '1,000 SMS', '1,000 نامەی کورت'),
      t('اشتراك نور ميوزك مشمول', 'Nour Music included', 'بەشداریی نوور میوزیکی لەگەڵدایە'),
      postpaidBill,
    ],
  },
  {
    name: t('نور بلا حدود', 'Nour Unlimited', 'نوور بێسنوور'),
    price: 50000,
    postpaid: true,
    badge: t('الأفضل للاستخدام الكثيف', 'For heavy users', 'بۆ بەکارهێنانی زۆر'),
    features: [
      t(
        'إنترنت بلا حدود: بأقصى سرعة لأول 300 جيجابايت ثم 2 ميغابت/ثانية',
        'Unlimited internet: full speed for the first 300 GB, then 2 Mbps',
        'ئینتەرنێتی بێسنوور: خێرایی تەواو بۆ یەکەم 300 گێگابایت، پاشان 2 مێگابیت لە چرکەیەکدا',
      ),
      t('مكالمات بلا حدود لكل الشبكات العراقية', 'Unlimited calls to every Iraqi network', 'پەیوەندیی بێسنوور بۆ هەموو تۆڕەکانی عێراق'),
      t('رسائل محلية بلا حدود', 'Unlimited local SMS', 'نامەی ناوخۆیی بێسنوور'),
      t(
        '2 جيجابايت تجوال كل شهر في تركيا ودول الخليج',
        '2 GB of roaming data a month in Turkey and the Gulf',
        '2 گێگابایت ئینتەرنێتی ڕۆمینگ لە مانگێکدا لە تورکیا و وڵاتانی کەنداو',
      ),
      t('نور ميوزك ونور بلاي مشمولان', 'Nour Music and Nour Play included', 'نوور میوزیک و نوور پلەیی لەگەڵدایە'),
      postpaidBill,
    ],
  },
];

/**
 * The check-in table of the rewards boarding page, made from CHECK_IN_POINTS (what the server awards),
 * so that no page can say another amount (issue 28: "5 to 20" on one page, "10 to 20" on another).
 * Days in a row that give the same points share a row ("1 and 2"); the last day is the week bonus.
 */
export function checkInTable(locale: Locale): string {
  const head = t('<th>اليوم</th><th>المكافأة</th>', '<th>Day</th><th>Reward</th>', '<th>ڕۆژ</th><th>خەڵات</th>')[locale];
  const and = t(' و', ' and ', ' و ')[locale];
  const bonus = t('مكافأة الأسبوع', 'the week bonus', 'خەڵاتی هەفتە')[locale];
  const rows: Array<{ days: number[]; points: number }> = [];
  CHECK_IN_POINTS.slice(0, -1).forEach((points, index) => {
    const last = rows.at(-1);
    if (last && last.points === points) last.days.push(index + 1);
    else rows.push({ days: [index + 1], points });
  });
  const body = rows.map((row) => `<tr><td>${row.days.join(and)}</td><td>${pointsText(locale, row.points)}</td></tr>`).join('');
  const week = `<tr><td>${CHECK_IN_POINTS.length}</td><td>${pointsText(locale, CHECK_IN_POINTS.at(-1)!)}: ${bonus}</td></tr>`;
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}${week}</tbody></table>`;
}

function planCard(plan: Plan, locale: Locale, cta: 'details' | 'order'): BlockInput {
  const label =
    cta === 'details'
      ? t('تفاصيل الباقة', 'Plan details', 'وردەکاریی پلان')
      : plan.postpaid
        ? t('اطلبها عبر 107', 'Order it on 107', 'لە 107 داوای بکە')
        : t('احصل على شريحة', 'Get a SIM', 'سیمکارت وەربگرە');
  const href = cta === 'details' ? '/personal/plans' : plan.postpaid ? 'tel:107' : '/personal/four-g-lte/4g-sim';
  return b('PlanCard', {
    name: plan.name[locale],
    price: plan.price,
    period: 'month',
    features: plan.features.map((feature) => ({ text: feature[locale] })),
    ctaLabel: label[locale],
    ctaHref: href,
    highlighted: plan.highlighted ?? false,
    badge: plan.badge?.[locale] ?? '',
  });
}

// ---------------------------------------------------------------------------------------------------
// Texts used on more than one page.
// ---------------------------------------------------------------------------------------------------

/** The cancellation rule (spec section 9: send 0 to a short code). */
const cancelRule = t(
  'يمكنك إيقاف أي اشتراك متجدد في أي وقت: أرسل 0 إلى 2020 برسالة قصيرة مجانية. تصلك رسالة تأكيد ويتوقف التجديد فوراً، ويبقى ما تبقى من الباقة صالحاً حتى نهاية مدتها.',
  'You can stop any renewing subscription at any time: text 0 to 2020 (the message is free). A confirmation SMS follows, renewal stops at once, and whatever is left of the bundle stays usable until it expires.',
  'دەتوانیت هەر کاتێک بێت هەر بەشدارییەکی نوێبووەوە ڕابگریت: 0 بنێرە بۆ 2020، نامەکە بەخۆڕاییە. نامەیەکی دڵنیاکردنەوەت بۆ دێت و نوێبوونەوە دەستبەجێ ڕادەوەستێت، ئەوەی لە پاکێجەکەش ماوەتەوە تا کۆتایی ماوەکەی بەکاردێت.',
);

const careCta = (locale: Locale): BlockInput =>
  b('CallToAction', {
    title: t('هل تحتاج إلى مساعدة؟', 'Need a hand?', 'یارمەتیت پێویستە؟')[locale],
    text: t(
      'فريق خدمة العملاء يجيبك على مدار الساعة على الرقم 107، والاتصال مجاني من خط نور.',
      'Our customer care team answers around the clock on 107, free from any Nour line.',
      'تیمی خزمەتگوزاری کڕیاران شەو و ڕۆژ لە ژمارە 107 وەڵامت دەداتەوە، پەیوەندیکردن لە هێڵی نوورەوە بەخۆڕاییە.',
    )[locale],
    buttonLabel: t('اتصل بـ 107', 'Call 107', 'پەیوەندی بە 107 بکە')[locale],
    buttonHref: 'tel:107',
    tone: 'accent',
  });

const appDownload = (locale: Locale, title: Texts, text: Texts): BlockInput =>
  b('AppDownload', {
    title: title[locale],
    text: text[locale],
    appStoreUrl: APP_STORE,
    playStoreUrl: PLAY_STORE,
    image: '/images/phone-1.svg',
    imageAlt: t('تطبيق نور موبايل على شاشة هاتف', 'The Nour Mobile app on a phone screen', 'ئەپی نوور مۆبایل لەسەر شاشەی مۆبایل')[locale],
    smsLink: true,
  });

/** A card that leads to another page, for grids of links. */
const linkCard = (locale: Locale, title: Texts, text: Texts, button: Texts, href: string, tone = 'light'): BlockInput =>
  b('CallToAction', { title: title[locale], text: text[locale], buttonLabel: button[locale], buttonHref: href, tone });

// ---------------------------------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------------------------------

const home = page({
  uri: '/',
  layout: 'page',
  title: t(
    'نور موبايل | باقات وإنترنت الجيل الرابع في العراق',
    'Nour Mobile | Plans and 4G internet in Iraq',
    'نوور مۆبایل | پلان و ئینتەرنێتی 4G لە عێراق',
  ),
  description: t(
    'باقات مسبقة وآجلة الدفع، وإضافات إنترنت ومكالمات وتجوال، وشبكة جيل رابع تغطي المحافظات العراقية. اشترِ باقتك برقم هاتفك خلال دقيقة.',
    'Prepaid and postpaid plans, internet, voice and roaming add-ons, and a 4G network across Iraq. Buy an add-on with just your number in a minute.',
    'پلانی پێشەکی و پاشەکی، پاکێجی ئینتەرنێت و پەیوەندی و ڕۆمینگ، و تۆڕی 4G لە سەرانسەری عێراق. پاکێجەکەت تەنها بە ژمارەکەت لە خولەکێکدا بکڕە.',
  ),
  image: '/images/hero-network.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('نور موبايل', 'Nour Mobile', 'نوور مۆبایل')[locale],
      title: t('إنترنت أسرع، وباقات على مقاسك', 'Faster internet, plans cut to fit', 'ئینتەرنێتی خێراتر، پلانی گونجاو بۆ خۆت')[locale],
      text: t(
        'شبكة الجيل الرابع من نور تغطي مدن العراق من زاخو إلى الفاو. اختر باقتك، واشترِ الإضافات برقم هاتفك فقط، وتابع رصيدك أينما كنت.',
        "Nour's 4G network covers Iraq's cities from Zakho to Al-Faw. Pick a plan, buy add-ons with nothing but your phone number, and keep an eye on your balance wherever you are.",
        'تۆڕی 4Gی نوور شارەکانی عێراق لە زاخۆوە تا فاو دادەپۆشێت. پلانەکەت هەڵبژێرە، پاکێجی زیادە تەنها بە ژمارەی مۆبایلەکەت بکڕە و لە هەر شوێنێک بیت چاودێریی باڵانسەکەت بکە.',
      )[locale],
      image: '/images/hero-network.svg',
      imageAlt: '',
      ctaLabel: t('اكتشف الباقات', 'See the plans', 'پلانەکان ببینە')[locale],
      ctaHref: '/personal/plans',
      secondaryLabel: t('اشترِ باقة إنترنت', 'Buy an internet bundle', 'پاکێجی ئینتەرنێت بکڕە')[locale],
      secondaryHref: '/personal/add-ons#internet',
      tone: 'brand',
    }),
    // The top tasks right under the hero (issue 11): what most visitors come for, one tap away.
    b('QuickActions', {
      title: t('ماذا تريد أن تفعل اليوم؟', 'What would you like to do?', 'ئەمڕۆ دەتەوێت چی بکەیت؟')[locale],
      items: [
        { label: t('تعبئة الرصيد', 'Recharge', 'پڕکردنەوەی باڵانس')[locale], href: '/personal/my-account/recharge', icon: 'recharge' },
        { label: t('دفع الفاتورة', 'Pay a bill', 'پارەدانی پسوڵە')[locale], href: '/personal/my-account/bill', icon: 'bill' },
        { label: t('شراء إضافة', 'Buy an add-on', 'کڕینی پاکێج')[locale], href: '/personal/add-ons', icon: 'addon' },
        { label: t('تحويل الرصيد', 'Transfer credit', 'گواستنەوەی باڵانس')[locale], href: '/personal/my-account/balance-transfer', icon: 'transfer' },
        { label: t('حسابي', 'My account', 'هەژمارەکەم')[locale], href: '/personal/my-account', icon: 'account' },
      ],
    }),
    b('Section', {
      title: t('الإضافات الأكثر طلباً', 'Our most popular add-ons', 'داواکراوترین پاکێجەکان')[locale],
      background: 'surface',
      spacing: 'large',
      content: [
        b('Grid', {
          columns: 4,
          gap: 'medium',
          items: [
            b('AddonCard', { addonId: 101, badge: t('الأكثر مبيعاً', 'Best seller', 'باشترین فرۆش')[locale] }),
            b('AddonCard', { addonId: 102, badge: '' }),
            b('AddonCard', { addonId: 131, badge: t('جديد', 'New', 'نوێ')[locale] }),
            b('AddonCard', { addonId: 111, badge: '' }),
          ],
        }),
        b('CallToAction', {
          title: t('تبحث عن باقة أخرى؟', 'Looking for something else?', 'بەدوای پاکێجێکی تردا دەگەڕێیت؟')[locale],
          text: t(
            'لدينا باقات إنترنت ومكالمات ورسائل وباقات بلا حدود، ويمكنك أيضاً أن تصمّم باقتك بنفسك.',
            'We have internet, voice, SMS and unlimited bundles, and you can build your own.',
            'پاکێجی ئینتەرنێت و پەیوەندی و نامە و بێسنوورمان هەیە، هەروەها دەتوانیت پاکێجی خۆت دروست بکەیت.',
          )[locale],
          buttonLabel: t('كل الإضافات', 'All add-ons', 'هەموو پاکێجەکان')[locale],
          buttonHref: '/personal/add-ons',
          tone: 'light',
        }),
      ],
    }),
    b('Columns', {
      ratio: '1:1',
      align: 'center',
      start: [
        b('RichText', {
          html: t(
            `<h2>شبكة بُنيت للعراق</h2><p>نوسّع شبكتنا كل عام لتصل تغطية الجيل الرابع إلى المدن والأقضية والطرق الرئيسية في المحافظات الثماني عشرة. وأسعارنا واضحة أينما كنت: ما تراه على موقعنا هو ما تدفعه، بلا رسوم مخفية.</p><p>وإذا احتجت إلى مساعدة، فخدمة العملاء على الرقم <a href="tel:107">107</a> تعمل على مدار الساعة بالعربية والكردية والإنجليزية.</p>`,
            `<h2>A network built for Iraq</h2><p>Every year we push our 4G coverage further into the cities, districts and main roads of all 18 provinces. And our prices are simple wherever you are: what you see on our site is what you pay, with no hidden fees.</p><p>If you ever need help, customer care on <a href="tel:107">107</a> is open around the clock in Arabic, Kurdish and English.</p>`,
            `<h2>تۆڕێک بۆ عێراق دروستکراوە</h2><p>هەموو ساڵێک داپۆشینی 4G فراوانتر دەکەین تا بگاتە شار و قەزا و ڕێگا سەرەکییەکانی هەر 18 پارێزگاکە. نرخەکانیشمان لە هەموو شوێنێک ڕوونن: ئەوەی لە ماڵپەڕەکەماندا دەیبینیت ئەوەیە کە دەیدەیت، بەبێ هیچ تێچوویەکی شاراوە.</p><p>ئەگەر یارمەتیت پێویست بوو، خزمەتگوزاری کڕیاران لە ژمارە <a href="tel:107">107</a> شەو و ڕۆژ بە کوردی و عەرەبی و ئینگلیزی وەڵامت دەداتەوە.</p>`,
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
              icon: 'signal',
              title: t('تغطية واسعة', 'Wide coverage', 'داپۆشینی فراوان')[locale],
              text: t('جيل رابع في كل المحافظات.', '4G in every province.', '4G لە هەموو پارێزگاکان.')[locale],
            },
            {
              icon: 'speed',
              title: t('سرعة حقيقية', 'Real speed', 'خێرایی ڕاستەقینە')[locale],
              text: t('حتى 150 ميغابت/ثانية.', 'Up to 150 Mbps.', 'تا 150 مێگابیت لە چرکەیەکدا.')[locale],
            },
            {
              icon: 'shield',
              title: t('أسعار واضحة', 'Clear prices', 'نرخی ڕوون')[locale],
              text: t('لا رسوم مخفية ولا مفاجآت.', 'No hidden fees, no surprises.', 'نە تێچووی شاراوە، نە سەرسوڕمان.')[locale],
            },
            {
              icon: 'gift',
              title: t('مكافآت يومية', 'Daily rewards', 'خەڵاتی ڕۆژانە')[locale],
              text: t('سجّل حضورك واربح نقاطاً.', 'Check in daily and earn points.', 'ڕۆژانە ئامادەبوونت تۆمار بکە و خاڵ کۆبکەرەوە.')[locale],
            },
          ],
        }),
      ],
    }),
    b('Stats', {
      items: [
        { value: '18', label: t('محافظة تغطيها شبكتنا', 'provinces on our network', 'پارێزگا لەسەر تۆڕەکەمان')[locale] },
        { value: '4,500', label: t('موقع بث للجيل الرابع', '4G sites', 'وێستگەی 4G')[locale] },
        { value: t('9 ملايين', '9 million', '9 ملیۆن')[locale], label: t('مشترك يثق بنا', 'subscribers', 'بەشداربوو متمانەمان پێدەکەن')[locale] },
        { value: '24/7', label: t('خدمة العملاء على 107', 'customer care on 107', 'خزمەتگوزاری کڕیاران لە 107')[locale] },
      ],
    }),
    b('PlanGrid', {
      title: t('باقات شهرية تناسب استخدامك', 'Monthly plans for the way you use your phone', 'پلانی مانگانە بەگوێرەی بەکارهێنانت')[locale],
      plans: plans.slice(0, 3).map((plan) => planCard(plan, locale, 'details')),
    }),
    // The countdown and app-download blocks live on other pages: home stays within the 150 kB
    // first-load budget (each extra block type on a page costs 0.5 to 1.5 kB; see README).
    b('BlogList', {
      title: t('أحدث المقالات', 'Latest from our blog', 'نوێترین بابەتەکانی بلۆگ')[locale],
      mode: 'latest',
      categoryId: 0,
      limit: 3,
    }),
    careCta(locale),
  ],
});

// ---------------------------------------------------------------------------------------------------
// Personal overview
// ---------------------------------------------------------------------------------------------------

const personal = page({
  uri: '/personal',
  layout: 'page',
  title: t('عروض الأفراد', 'Personal', 'تاکەکەسی'),
  description: t(
    'كل ما يحتاجه خطك من نور: باقات شهرية، وإضافات إنترنت ومكالمات، وتجوال، وجيل رابع، ومكافآت يومية، وخدمات ترفيه.',
    'Everything for your Nour line: monthly plans, internet and voice add-ons, roaming, 4G, daily rewards and entertainment services.',
    'هەموو ئەوەی هێڵەکەت پێویستیەتی: پلانی مانگانە، پاکێجی ئینتەرنێت و پەیوەندی، ڕۆمینگ، 4G، خەڵاتی ڕۆژانە و خزمەتگوزاریی کات بەسەربردن.',
  ),
  image: '/images/phone-1.svg',
  blocks: (locale) => [
    b('Hero', {
      title: t('كل ما يحتاجه خطك في مكان واحد', 'Everything your line needs, in one place', 'هەموو پێداویستییەکانی هێڵەکەت لە یەک شوێندا')[locale],
      text: t(
        'سواء كنت تتصفح كثيراً أو تتصل كثيراً أو تسافر كثيراً، عندنا باقة تناسبك. قارن الباقات، وأضف ما تحتاجه، وابدأ بجمع المكافآت من اليوم الأول.',
        'Whether you browse a lot, call a lot or travel a lot, there is a Nour offer for you. Compare plans, add what you need, and start collecting rewards from day one.',
        'جا زۆر ئینتەرنێت بەکاربهێنیت یان زۆر پەیوەندی بکەیت یان زۆر گەشت بکەیت، ئۆفەرێکی گونجاومان بۆت هەیە. پلانەکان بەراورد بکە، ئەوەی پێویستە زیادی بکە و لە یەکەم ڕۆژەوە خەڵات کۆبکەرەوە.',
      )[locale],
      image: '/images/phone-1.svg',
      imageAlt: '',
      ctaLabel: t('قارن الباقات', 'Compare plans', 'پلانەکان بەراورد بکە')[locale],
      ctaHref: '/personal/plans',
      secondaryLabel: t('تصفّح الإضافات', 'Browse add-ons', 'پاکێجە زیادەکان ببینە')[locale],
      secondaryHref: '/personal/add-ons',
      tone: 'light',
    }),
    b('Section', {
      title: t('اختر ما يناسبك', 'Find what suits you', 'ئەوەی بۆت گونجاوە هەڵیبژێرە')[locale],
      spacing: 'large',
      content: [
        b('Grid', {
          columns: 3,
          gap: 'medium',
          items: [
            linkCard(
              locale,
              t('الباقات الشهرية', 'Monthly plans', 'پلانی مانگانە'),
              t(
                'باقات دفع مسبق تبدأ من 10,000 د.ع، وباقات دفع آجل بفاتورة واحدة كل شهر.',
                'Prepaid plans from 10,000 IQD a month, and postpaid plans on one monthly bill.',
                'پلانی پێشەکی لە 10,000 د.ع دەست پێدەکات، و پلانی پاشەکی بە یەک پسوڵەی مانگانە.',
              ),
              t('اعرض الباقات', 'View plans', 'پلانەکان ببینە'),
              '/personal/plans',
            ),
            linkCard(
              locale,
              t('الإضافات', 'Add-ons', 'پاکێجە زیادەکان'),
              t(
                'إنترنت ودقائق ورسائل وباقات بلا حدود تضيفها إلى خطك متى شئت، ابتداءً من 2,000 د.ع.',
                'Internet, minutes, SMS and unlimited bundles you can add to your line any time, from 2,000 IQD.',
                'ئینتەرنێت و خولەک و نامە و پاکێجی بێسنوور کە هەر کاتێک بتەوێت زیادی دەکەیت، لە 2,000 د.ع.',
              ),
              t('تصفّح الإضافات', 'Browse add-ons', 'پاکێجەکان ببینە'),
              '/personal/add-ons',
            ),
            linkCard(
              locale,
              t('التجوال', 'Roaming', 'ڕۆمینگ'),
              t(
                'باقات تجوال لتركيا ودول الخليج وأوروبا، تُفعَّل قبل السفر وتعمل لحظة وصولك.',
                'Roaming bundles for Turkey, the Gulf and Europe: set them up before you fly and they work the moment you land.',
                'پاکێجی ڕۆمینگ بۆ تورکیا و وڵاتانی کەنداو و ئەوروپا: پێش گەشتەکەت چالاکی بکە و کە گەیشتیت کار دەکات.',
              ),
              t('قبل أن تسافر', 'Before you travel', 'پێش گەشتکردن'),
              '/personal/roaming',
            ),
            linkCard(
              locale,
              t('الجيل الرابع', '4G', 'نەوەی چوارەم'),
              t(
                'افحص توافق هاتفك، وبدّل شريحتك القديمة مجاناً، وفعّل مكالمات VoLTE.',
                'Check your phone, swap an old SIM for free and switch on VoLTE calling.',
                'گونجانی مۆبایلەکەت بپشکنە، سیمکارتە کۆنەکەت بەخۆڕایی بگۆڕە و پەیوەندیی VoLTE چالاک بکە.',
              ),
              t('عن الجيل الرابع', 'All about 4G', 'دەربارەی 4G'),
              '/personal/four-g-lte',
            ),
            linkCard(
              locale,
              t('مكافآت نور', 'Nour Rewards', 'خەڵاتەکانی نوور'),
              t(
                'سجّل حضورك كل يوم، وهزّ هاتفك لتربح، واستبدل نقاطك بإنترنت ودقائق.',
                'Check in every day, shake your phone to win, and swap your points for data and minutes.',
                'ڕۆژانە ئامادەبوونت تۆمار بکە، مۆبایلەکەت ڕاوەشێنە و ببەوە، و خاڵەکانت بە ئینتەرنێت و خولەک بگۆڕەوە.',
              ),
              t('اكتشف المكافآت', 'Discover rewards', 'خەڵاتەکان ببینە'),
              '/personal/rewards',
            ),
            linkCard(
              locale,
              t('برنامج المواهب', 'Talent program', 'بەرنامەی بەهرەکان'),
              t(
                'منصّة لمواهب العراق الشابة في الموسيقى والرسم والأفلام القصيرة، والتصويت للجمهور.',
                "A stage for Iraq's young talent in music, art and short film, with the public casting the votes.",
                'شانۆیەک بۆ بەهرە گەنجەکانی عێراق لە مۆسیقا و وێنەکێشان و فیلمی کورتدا، و دەنگی کۆتایی بۆ خەڵکە.',
              ),
              t('عن البرنامج', 'About the program', 'دەربارەی بەرنامەکە'),
              '/personal/talent-program',
            ),
          ],
        }),
      ],
    }),
    b('Section', {
      title: t('عروض مختارة لهذا الشهر', "This month's picks", 'هەڵبژاردەکانی ئەم مانگە')[locale],
      background: 'surface',
      content: [
        b('Grid', {
          columns: 3,
          gap: 'medium',
          items: [
            b('AddonCard', { addonId: 103, badge: t('أفضل قيمة', 'Best value', 'باشترین بەها')[locale] }),
            b('AddonCard', { addonId: 104, badge: '' }),
            b('AddonCard', { addonId: 132, badge: '' }),
          ],
        }),
      ],
    }),
    b('Section', {
      title: t('ترفيه على خطك', 'Entertainment on your line', 'کات بەسەربردن لەسەر هێڵەکەت')[locale],
      content: [
        b('Grid', {
          columns: 3,
          gap: 'medium',
          items: [
            linkCard(
              locale,
              t('نور ميوزك', 'Nour Music', 'نوور میوزیک'),
              t(
                'ملايين الأغاني العربية والكردية والعالمية بـ 3,000 د.ع شهرياً.',
                'Millions of Arabic, Kurdish and international songs for 3,000 IQD a month.',
                'ملیۆنان گۆرانیی کوردی و عەرەبی و جیهانی بە 3,000 د.ع لە مانگێکدا.',
              ),
              t('التفاصيل', 'Details', 'وردەکاری'),
              `${ENTERTAINMENT}/1`,
            ),
            linkCard(
              locale,
              t('نور بلاي', 'Nour Play', 'نوور پلەی'),
              t(
                'أكثر من 200 لعبة كاملة بلا إعلانات بـ 5,000 د.ع شهرياً.',
                'More than 200 full games with no ads for 5,000 IQD a month.',
                'زیاتر لە 200 یاریی تەواو بەبێ ڕیکلام بە 5,000 د.ع لە مانگێکدا.',
              ),
              t('التفاصيل', 'Details', 'وردەکاری'),
              `${ENTERTAINMENT}/2`,
            ),
            linkCard(
              locale,
              t('نور كيدز', 'Nour Kids', 'نوور کیدز'),
              t(
                'رسوم متحركة وفيديوهات تعليمية آمنة للأطفال بـ 2,000 د.ع شهرياً.',
                'Safe cartoons and learning videos for children for 2,000 IQD a month.',
                'کارتۆن و ڤیدیۆی فێرکاریی پارێزراو بۆ منداڵان بە 2,000 د.ع لە مانگێکدا.',
              ),
              t('التفاصيل', 'Details', 'وردەکاری'),
              `${ENTERTAINMENT}/3`,
            ),
          ],
        }),
      ],
    }),
    b('CallToAction', {
      title: t('بطاقة بلاتينيوم', 'The Platinum card', 'کارتی پلاتینیۆم')[locale],
      text: t(
        'لعملائنا الأوفياء: خصومات لدى مئات الشركاء في المطاعم والمتاجر والفنادق في أنحاء العراق.',
        'For our most loyal customers: discounts with hundreds of partner restaurants, shops and hotels across Iraq.',
        'بۆ کڕیارە دڵسۆزەکانمان: داشکاندن لای سەدان هاوبەشی چێشتخانە و فرۆشگا و هوتێل لە سەرانسەری عێراق.',
      )[locale],
      buttonLabel: t('اعرف المزيد', 'Learn more', 'زیاتر بزانە')[locale],
      buttonHref: '/platinum',
      tone: 'brand',
    }),
  ],
});

// ---------------------------------------------------------------------------------------------------
// Plans
// ---------------------------------------------------------------------------------------------------

const plansPage = page({
  uri: '/personal/plans',
  layout: 'page',
  title: t('الباقات الشهرية', 'Mobile plans', 'پلانە مانگانەکان'),
  description: t(
    'قارن باقات نور الشهرية: دفع مسبق من 10,000 د.ع، ودفع آجل بفاتورة واحدة، مع إنترنت الجيل الرابع ودقائق لكل الشبكات.',
    'Compare Nour monthly plans: prepaid from 10,000 IQD or postpaid on one bill, with 4G internet and minutes to every network.',
    'پلانە مانگانەکانی نوور بەراورد بکە: پێشەکی لە 10,000 د.ع یان پاشەکی بە یەک پسوڵە، لەگەڵ ئینتەرنێتی 4G و خولەک.',
  ),
  image: '/images/sim-card.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('الباقات', 'Plans', 'پلانەکان')[locale],
      title: t('باقة شهرية واحدة، وكل ما تحتاجه فيها', 'One monthly plan with everything in it', 'یەک پلانی مانگانە، هەموو شتێکی تێدایە')[locale],
      text: t(
        'إنترنت ودقائق ورسائل في باقة واحدة بسعر ثابت. اختر الدفع المسبق إذا أردت التحكم بمصروفك من رصيدك، أو الدفع الآجل إذا فضّلت فاتورة واحدة آخر الشهر.',
        'Data, minutes and texts in one plan at a fixed price. Go prepaid to pay from your balance and stay in control, or postpaid if you prefer a single bill at the end of the month.',
        'ئینتەرنێت و خولەک و نامە لە یەک پلاندا بە نرخێکی جێگیر. پێشەکی هەڵبژێرە ئەگەر دەتەوێت لە باڵانسەکەتەوە خەرجییەکەت کۆنتڕۆڵ بکەیت، یان پاشەکی ئەگەر یەک پسوڵە لە کۆتایی مانگدا بە باشتر دەزانیت.',
      )[locale],
      // No drawing: at 1366x768 the first screen shows the offers below this short hero (issue 11).
      image: '',
      imageAlt: '',
      tone: 'light',
    }),
    b('PlanGrid', {
      title: t('باقات الدفع المسبق والدفع الآجل', 'Prepaid and postpaid plans', 'پلانی پێشەکی و پاشەکی')[locale],
      plans: plans.map((plan) => planCard(plan, locale, 'order')),
    }),
    b('Columns', {
      ratio: '2:1',
      start: [
        b('RichText', {
          html: t(
            `<h2>كيف تعمل الباقات؟</h2><ul><li><strong>الدفع المسبق:</strong> تُخصم قيمة الباقة من رصيدك عند الاشتراك وتتجدد تلقائياً كل 30 يوماً إذا كان رصيدك كافياً. اشحن رصيدك قبل موعد التجديد حتى لا تنقطع الباقة.</li><li><strong>الدفع الآجل:</strong> تستخدم خطك طوال الشهر وتصلك فاتورة واحدة، ويمكنك دفعها من حسابك على الموقع أو في أي متجر لنور.</li><li><strong>تغيير الباقة:</strong> اطلب ${ltr(USSD_MENU)} واختر «باقتي»، ويسري التغيير من دورة التجديد التالية.</li><li><strong>ما تبقى من الإنترنت:</strong> إذا انتهت حصتك قبل نهاية الشهر، أضف باقة إنترنت من صفحة الإضافات.</li></ul><p>الأسعار بالدينار العراقي ومعفاة حالياً من ضريبة القيمة المضافة (20%) ضمن عرض لفترة محدودة.</p>`,
            `<h2>How the plans work</h2><ul><li><strong>Prepaid:</strong> the plan price comes off your balance when you join, and the plan renews by itself every 30 days as long as your balance covers it. Top up before the renewal date so it never lapses.</li><li><strong>Postpaid:</strong> use your line all month and get one bill, which you can pay from your account on this site or at any Nour shop.</li><li><strong>Changing plans:</strong> dial ${USSD_MENU} and choose "My plan". The change applies from your next renewal.</li><li><strong>Run out of data?</strong> If your allowance runs out before the month does, top it up with an internet add-on.</li></ul><p>Prices are in Iraqi dinars. VAT (20%) is currently waived as a limited-time offer.</p>`,
            `<h2>پلانەکان چۆن کار دەکەن؟</h2><ul><li><strong>پێشەکی:</strong> نرخی پلانەکە لە کاتی بەشداربووندا لە باڵانسەکەت دەبڕدرێت و هەموو 30 ڕۆژێک خۆکارانە نوێ دەبێتەوە ئەگەر باڵانسەکەت بەش بکات. پێش کاتی نوێبوونەوە باڵانسەکەت پڕبکەرەوە تا پلانەکەت نەپچڕێت.</li><li><strong>پاشەکی:</strong> هەموو مانگەکە هێڵەکەت بەکاردەهێنیت و یەک پسوڵەت بۆ دێت، دەتوانیت لە هەژمارەکەت لەسەر ماڵپەڕ یان لە هەر فرۆشگایەکی نوور بیدەیت.</li><li><strong>گۆڕینی پلان:</strong> ${ltr(USSD_MENU)} لێبدە و «پلانەکەم» هەڵبژێرە. گۆڕانکارییەکە لە نوێبوونەوەی داهاتووەوە جێبەجێ دەبێت.</li><li><strong>ئینتەرنێتەکەت تەواو بوو؟</strong> ئەگەر بەشە ئینتەرنێتەکەت پێش کۆتایی مانگ تەواو بوو، پاکێجێکی ئینتەرنێتی زیادە بکڕە.</li></ul><p>نرخەکان بە دیناری عێراقین و بۆ ماوەیەکی دیاریکراو لە باجی بەهای زیادکراو (20%) بەخشراون.</p>`,
          )[locale],
          width: 'full',
        }),
      ],
      end: [
        b('CallToAction', {
          title: t('تحتاج إنترنت أكثر؟', 'Need more data?', 'ئینتەرنێتی زیاترت پێویستە؟')[locale],
          text: t(
            'أضف 10 جيجابايت لسبعة أيام بـ 5,000 د.ع فقط، أو اختر باقة أكبر.',
            'Add 10 GB for 7 days for just 5,000 IQD, or pick a bigger bundle.',
            '10 گێگابایت بۆ 7 ڕۆژ تەنها بە 5,000 د.ع زیاد بکە، یان پاکێجێکی گەورەتر هەڵبژێرە.',
          )[locale],
          buttonLabel: t('باقات الإنترنت', 'Internet bundles', 'پاکێجی ئینتەرنێت')[locale],
          buttonHref: '/personal/add-ons#internet',
          tone: 'accent',
        }),
      ],
    }),
    b('Faq', {
      title: t('أسئلة عن الباقات', 'Questions about plans', 'پرسیار دەربارەی پلانەکان')[locale],
      items: [
        {
          question: t('هل يمكنني الانتقال من الدفع المسبق إلى الدفع الآجل؟', 'Can I move from prepaid to postpaid?', 'دەتوانم لە پێشەکییەوە بگوازمەوە بۆ پاشەکی؟')[locale],
          answer: t(
            'نعم، مع الاحتفاظ برقمك. اتصل بالرقم 107 أو زر أي متجر لنور مع هويتك، ويُنقل رصيدك المتبقي إلى أول فاتورة.',
            'Yes, and you keep your number. Call 107 or visit any Nour shop with your ID; any balance you have left is credited to your first bill.',
            'بەڵێ، ژمارەکەشت وەک خۆی دەمێنێتەوە. پەیوەندی بە 107 بکە یان لەگەڵ ناسنامەکەت سەردانی فرۆشگایەکی نوور بکە؛ باڵانسی ماوەت دەچێتە سەر یەکەم پسوڵەت.',
          )[locale],
        },
        {
          question: t('ماذا يحدث إذا لم يكفِ رصيدي للتجديد؟', "What if my balance doesn't cover the renewal?", 'ئەگەر باڵانسەکەم بەشی نوێبوونەوە نەکات چی دەبێت؟')[locale],
          answer: t(
            'نحاول التجديد مرة أخرى خلال 3 أيام. وبمجرد أن تشحن رصيدك تتجدد الباقة تلقائياً، وفي الأثناء تُحتسب مكالماتك وإنترنتك بالتعرفة العادية.',
            'We retry the renewal for 3 days. As soon as you top up, the plan renews by itself; in the meantime calls and data are charged at standard rates.',
            'بۆ ماوەی 3 ڕۆژ هەوڵی نوێکردنەوە دەدەینەوە. هەر کە باڵانسەکەت پڕکردەوە پلانەکە خۆکارانە نوێ دەبێتەوە؛ لەو ماوەیەدا پەیوەندی و ئینتەرنێت بە نرخی ئاسایی هەژمار دەکرێن.',
          )[locale],
        },
        {
          question: t('هل تنتقل البيانات غير المستخدمة إلى الشهر التالي؟', 'Does unused data carry over?', 'ئینتەرنێتی بەکارنەهاتوو دەگوازرێتەوە بۆ مانگی داهاتوو؟')[locale],
          answer: t(
            'لا، تنتهي حصة كل شهر بنهاية دورته. لذلك اختر الباقة الأقرب إلى استخدامك، وأضف باقة إنترنت عند الحاجة.',
            'No, each month’s allowance ends with its cycle. Pick the plan closest to how you really use your phone and add a bundle when you need more.',
            'نەخێر، بەشی هەر مانگێک لەگەڵ کۆتایی خولەکەیدا تەواو دەبێت. بۆیە ئەو پلانە هەڵبژێرە کە لە بەکارهێنانی ڕاستەقینەتەوە نزیکترە و کاتی پێویست پاکێجی ئینتەرنێت زیاد بکە.',
          )[locale],
        },
        {
          question: t('كيف أعرف ما تبقى من باقتي؟', "How do I see what's left of my plan?", 'چۆن بزانم چەندم لە پلانەکەم ماوە؟')[locale],
          answer: t(
            `اطلب ${iso(USSD_MENU)} واختر «رصيدي»، أو افتح تطبيق نور موبايل. ونرسل لك رسالة عند استهلاك 80% من الإنترنت وعند انتهائه.`,
            `Dial ${USSD_MENU} and choose "My balance", or open the Nour Mobile app. We also text you when you have used 80% of your data and when it runs out.`,
            `${iso(USSD_MENU)} لێبدە و «باڵانسەکەم» هەڵبژێرە، یان ئەپی نوور مۆبایل بکەرەوە. هەروەها کاتێک 80%ی ئینتەرنێتەکەت بەکارهێنا و کاتێک تەواو بوو نامەت بۆ دەنێرین.`,
          )[locale],
        },
        {
          question: t('هل يمكنني إلغاء الباقة؟', 'Can I cancel my plan?', 'دەتوانم پلانەکەم هەڵبوەشێنمەوە؟')[locale],
          answer: t(
            'نعم. أرسل 0 إلى 2020 لإيقاف التجديد التلقائي لباقة الدفع المسبق. ولإنهاء اشتراك الدفع الآجل اتصل بالرقم 107 بعد تسديد آخر فاتورة.',
            'Yes. Text 0 to 2020 to stop a prepaid plan from renewing. To end a postpaid contract, call 107 once your last bill is paid.',
            'بەڵێ. 0 بنێرە بۆ 2020 بۆ ڕاگرتنی نوێبوونەوەی خۆکاری پلانی پێشەکی. بۆ کۆتاییهێنان بە پلانی پاشەکی، دوای دانی دوایین پسوڵە پەیوەندی بە 107 بکە.',
          )[locale],
        },
      ],
    }),
  ],
});

// ---------------------------------------------------------------------------------------------------
// Add-ons
// ---------------------------------------------------------------------------------------------------

const addonSection = (
  locale: Locale,
  anchor: string,
  addonType: 'internet' | 'voice' | 'sms' | 'unlimited',
  title: Texts,
  intro: Texts,
  background: 'none' | 'surface' = 'none',
): BlockInput =>
  b('Section', {
    title: title[locale],
    anchor,
    background,
    // The bundles first, their summary after: the page's first screen shows offers (issue 11).
    content: [b('AddonList', { title: '', addonType, limit: 8 }), b('RichText', { html: `<p>${intro[locale]}</p>`, width: 'narrow' })],
  });

const addOns = page({
  uri: '/personal/add-ons',
  layout: 'page',
  title: t('الإضافات', 'Add-ons', 'پاکێجە زیادەکان'),
  description: t(
    'باقات إنترنت ومكالمات ورسائل وباقات بلا حدود، أو صمّم باقتك بنفسك. اشترِ برقم هاتفك، وللإلغاء أرسل 0 إلى 2020.',
    'Internet, voice, SMS and unlimited bundles, or build your own. Buy with just your number; to cancel, text 0 to 2020.',
    'پاکێجی ئینتەرنێت و پەیوەندی و نامە و بێسنوور، یان پاکێجی خۆت دروست بکە. تەنها بە ژمارەکەت بیکڕە؛ بۆ هەڵوەشاندنەوە 0 بنێرە بۆ 2020.',
  ),
  image: '/images/phone-2.svg',
  blocks: (locale) => [
    b('Hero', {
      // No eyebrow: the menu already says "Add-ons", and the offers below need the room.
      eyebrow: '',
      title: t('أضف إلى خطك ما تحتاجه فقط', 'Add only what you need', 'تەنها ئەوەی پێویستتە زیادی بکە')[locale],
      text: t(
        'باقات إنترنت ودقائق ورسائل تضيفها فوق باقتك أو رصيدك، تبدأ من 2,000 د.ع، تشتريها هنا برقم هاتفك فقط.',
        'Data, minutes and SMS bundles on top of your plan or balance, from 2,000 IQD: buy them here with just your number.',
        'پاکێجی ئینتەرنێت و خولەک و نامە کە لەسەر پلان یان باڵانسەکەت زیادیان دەکەیت، لە 2,000 د.ع، هەر لێرە تەنها بە ژمارەکەت بیانکڕە.',
      )[locale],
      // No drawing: at 1366x768 the first screen shows the offers below this short hero (issue 11).
      image: '',
      imageAlt: '',
      ctaLabel: t('اشترِ الآن', 'Buy now', 'ئێستا بیکڕە')[locale],
      ctaHref: '/personal/add-ons#buy',
      secondaryLabel: t('كيف ألغي اشتراكاً؟', 'How do I cancel?', 'چۆن هەڵیبوەشێنمەوە؟')[locale],
      secondaryHref: '/personal/add-ons#cancel',
      tone: 'light',
    }),
    addonSection(
      locale,
      'internet',
      'internet',
      t('باقات الإنترنت', 'Internet bundles', 'پاکێجی ئینتەرنێت'),
      t(
        'باقات أسبوعية وشهرية لكل استخدام: من 10 جيجابايت لأسبوع بـ 5,000 د.ع إلى 60 جيجابايت لشهر كامل بـ 25,000 د.ع. ولمن يحمّل ويشاهد في ساعات الليل، باقة الإنترنت الليلي 20 جيجابايت بـ 3,000 د.ع فقط.',
        'Weekly and monthly bundles for every need, from 10 GB for a week at 5,000 IQD to 60 GB for a whole month at 25,000 IQD. If you download and stream late at night, the 20 GB night bundle costs just 3,000 IQD.',
        'پاکێجی هەفتانە و مانگانە بۆ هەموو پێداویستییەک: لە 10 گێگابایت بۆ هەفتەیەک بە 5,000 د.ع تا 60 گێگابایت بۆ مانگێکی تەواو بە 25,000 د.ع. ئەگەر شەوان داگرتن و سەیرکردن دەکەیت، پاکێجی ئینتەرنێتی شەوانەی 20 گێگابایت تەنها 3,000 دینارە.',
      ),
    ),
    addonSection(
      locale,
      'voice',
      'voice',
      t('باقات المكالمات', 'Voice bundles', 'پاکێجی پەیوەندی'),
      t(
        'دقائق لكل الشبكات العراقية صالحة 30 يوماً: 300 دقيقة بـ 6,000 د.ع، أو 1,000 دقيقة بـ 12,000 د.ع لمن يتصل كثيراً.',
        'Minutes to every Iraqi network, valid for 30 days: 300 minutes for 6,000 IQD, or 1,000 minutes for 12,000 IQD if you are always on the phone.',
        'خولەک بۆ هەموو تۆڕەکانی عێراق، بۆ ماوەی 30 ڕۆژ: 300 خولەک بە 6,000 د.ع، یان 1,000 خولەک بە 12,000 د.ع بۆ ئەوانەی زۆر پەیوەندی دەکەن.',
      ),
      'surface',
    ),
    addonSection(
      locale,
      'sms',
      'sms',
      t('باقات الرسائل', 'SMS bundles', 'پاکێجی نامە'),
      t(
        '500 رسالة قصيرة إلى كل الشبكات المحلية لمدة 30 يوماً بـ 2,000 د.ع.',
        '500 texts to every local network for 30 days, for 2,000 IQD.',
        '500 نامەی کورت بۆ هەموو تۆڕە ناوخۆییەکان بۆ ماوەی 30 ڕۆژ، بە 2,000 د.ع.',
      ),
    ),
    addonSection(
      locale,
      'unlimited',
      'unlimited',
      t('باقات بلا حدود', 'Unlimited bundles', 'پاکێجی بێسنوور'),
      t(
        'تواصل اجتماعي بلا حدود لمدة أسبوع بـ 4,000 د.ع، أو إنترنت ومكالمات ورسائل بلا حدود لمدة 30 يوماً بـ 45,000 د.ع. تخضع الباقات غير المحدودة لسياسة الاستخدام العادل.',
        'Unlimited social media for a week at 4,000 IQD, or unlimited data, calls and texts for 30 days at 45,000 IQD. Unlimited bundles are subject to our fair use policy.',
        'تۆڕە کۆمەڵایەتییەکانی بێسنوور بۆ هەفتەیەک بە 4,000 د.ع، یان ئینتەرنێت و پەیوەندی و نامەی بێسنوور بۆ 30 ڕۆژ بە 45,000 د.ع. پاکێجە بێسنوورەکان ملکەچی سیاسەتی بەکارهێنانی دادپەروەرانەن.',
      ),
      'surface',
    ),
    b('Section', {
      title: t('صمّم باقتك', 'Create your own bundle', 'پاکێجی خۆت دروست بکە')[locale],
      anchor: 'create-your-own',
      content: [
        b('Columns', {
          ratio: '1:1',
          start: [
            b('RichText', {
              html: t(
                `<p>لا تجد الباقة التي تناسبك تماماً؟ اجمعها بنفسك: اختر حجم الإنترنت وعدد الدقائق والرسائل، وسيظهر لك السعر الإجمالي قبل التأكيد. كل باقة تصمّمها صالحة 30 يوماً، وأقل سعر لها 2,000 د.ع.</p><table><thead><tr><th>المكوّن</th><th>الوحدة</th><th>السعر</th></tr></thead><tbody><tr><td>إنترنت</td><td>1 جيجابايت</td><td>700 د.ع</td></tr><tr><td>دقائق لكل الشبكات</td><td>100 دقيقة</td><td>2,500 د.ع</td></tr><tr><td>رسائل قصيرة</td><td>100 رسالة</td><td>500 د.ع</td></tr></tbody></table>`,
                `<p>Can't find a bundle that fits just right? Put one together: choose how much data, how many minutes and how many texts, and you'll see the total price before you confirm. Every bundle you build lasts 30 days, and the smallest costs 2,000 IQD.</p><table><thead><tr><th>Item</th><th>Unit</th><th>Price</th></tr></thead><tbody><tr><td>Internet</td><td>1 GB</td><td>700 IQD</td></tr><tr><td>Minutes to every network</td><td>100 minutes</td><td>2,500 IQD</td></tr><tr><td>SMS</td><td>100 texts</td><td>500 IQD</td></tr></tbody></table>`,
                `<p>پاکێجێکی تەواو گونجاوت نەدۆزییەوە؟ خۆت دروستی بکە: بڕی ئینتەرنێت و ژمارەی خولەک و نامەکان هەڵبژێرە، پێش دڵنیاکردنەوە نرخی گشتیت پیشان دەدرێت. هەر پاکێجێک دروستی بکەیت بۆ 30 ڕۆژ کار دەکات و کەمترین نرخی 2,000 دینارە.</p><table><thead><tr><th>بەش</th><th>یەکە</th><th>نرخ</th></tr></thead><tbody><tr><td>ئینتەرنێت</td><td>1 گێگابایت</td><td>700 د.ع</td></tr><tr><td>خولەک بۆ هەموو تۆڕەکان</td><td>100 خولەک</td><td>2,500 د.ع</td></tr><tr><td>نامەی کورت</td><td>100 نامە</td><td>500 د.ع</td></tr></tbody></table>`,
              )[locale],
              width: 'full',
            }),
          ],
          end: [
            b('Steps', {
              title: t('ثلاث خطوات', 'Three steps', 'سێ هەنگاو')[locale],
              steps: [
                {
                  title: t('اختر المكوّنات', 'Choose the pieces', 'بەشەکان هەڵبژێرە')[locale],
                  text: t(
                    'حدّد الإنترنت والدقائق والرسائل التي تحتاجها.',
                    'Set the data, minutes and texts you need.',
                    'ئەو ئینتەرنێت و خولەک و نامانەی پێویستتن دیاری بکە.',
                  )[locale],
                },
                {
                  title: t('راجع السعر', 'Check the price', 'نرخەکە ببینە')[locale],
                  text: t(
                    'يظهر السعر الإجمالي فوراً، ويمكنك التعديل قبل المتابعة.',
                    'The total updates as you go, and you can change anything before you continue.',
                    'نرخی گشتی دەستبەجێ دەردەکەوێت و پێش بەردەوامبوون دەتوانیت گۆڕانکاری بکەیت.',
                  )[locale],
                },
                {
                  title: t('أكّد برمز الرسالة', 'Confirm with the code', 'بە کۆدی نامەکە دڵنیای بکەرەوە')[locale],
                  text: t(
                    'أدخل رمز التأكيد المكوّن من 6 خانات الذي يصلك، فتُضاف الباقة إلى خطك خلال دقائق.',
                    'Enter the 6-character code we text you and the bundle is on your line within minutes.',
                    'ئەو کۆدە 6 پیتییەی بۆت دێت بنووسە، لە چەند خولەکێکدا پاکێجەکە دەچێتە سەر هێڵەکەت.',
                  )[locale],
                },
              ],
            }),
          ],
        }),
      ],
    }),
    b('Section', {
      title: t('اشترِ باقة برقم هاتفك', 'Buy an add-on with your number', 'بە ژمارەکەت پاکێج بکڕە')[locale],
      anchor: 'buy',
      background: 'brand',
      content: [
        b('RichText', {
          html: t(
            '<p>اختر باقتك من قوائم <a href="/personal/add-ons#internet">الإنترنت</a> و<a href="/personal/add-ons#voice">المكالمات</a> و<a href="/personal/add-ons#sms">الرسائل</a> و<a href="/personal/add-ons#unlimited">بلا حدود</a> في هذه الصفحة، واضغط «اشترِ». ثم أدخل رقم نور الذي تريد إضافة الباقة إليه (يبدأ بـ 077 ويتبعه 8 أرقام)، وأكّد الشراء بالرمز الذي يصلك برسالة قصيرة. يُخصم السعر من رصيد الخط.</p>',
            '<p>Pick your bundle from the <a href="/personal/add-ons#internet">internet</a>, <a href="/personal/add-ons#voice">voice</a>, <a href="/personal/add-ons#sms">SMS</a> or <a href="/personal/add-ons#unlimited">unlimited</a> lists on this page and press "Buy". Then enter the Nour number to add it to (077 followed by 8 digits) and confirm with the code we text to it. The price comes off that line’s balance.</p>',
            '<p>پاکێجەکەت لە لیستەکانی <a href="/personal/add-ons#internet">ئینتەرنێت</a>، <a href="/personal/add-ons#voice">پەیوەندی</a>، <a href="/personal/add-ons#sms">نامە</a> یان <a href="/personal/add-ons#unlimited">بێسنوور</a>ی ئەم پەڕەیە هەڵبژێرە و «بیکڕە» دابگرە. پاشان ئەو ژمارەی نوورە بنووسە کە دەتەوێت پاکێجەکەی بۆ زیاد بکەیت (077 و دواتر 8 ژمارە)، و بەو کۆدەی بە نامە بۆت دێت کڕینەکە دڵنیا بکەرەوە. نرخەکە لە باڵانسی هێڵەکە دەبڕدرێت.</p>',
          )[locale],
          width: 'narrow',
        }),
      ],
    }),
    b('Section', {
      title: t('إلغاء الاشتراك', 'Cancelling a subscription', 'هەڵوەشاندنەوەی بەشداری')[locale],
      anchor: 'cancel',
      content: [
        b('Columns', {
          ratio: '2:1',
          align: 'center',
          start: [
            b('RichText', {
              html: t(
                `<p>تتجدد الإضافات تلقائياً في نهاية مدتها ما دام رصيدك يكفي، حتى لا تنقطع عنك. ${cancelRule.ar}</p><p>للإلغاء: أرسل <strong>0</strong> إلى <strong>2020</strong>.</p>`,
                `<p>Add-ons renew automatically at the end of their validity, as long as your balance covers them, so you are never cut off. ${cancelRule.en}</p><p>To cancel: text <strong>0</strong> to <strong>2020</strong>.</p>`,
                `<p>پاکێجە زیادەکان لە کۆتایی ماوەکەیاندا خۆکارانە نوێ دەبنەوە ئەگەر باڵانسەکەت بەش بکات، بۆ ئەوەی هەرگیز نەپچڕێیت. ${cancelRule.ku}</p><p>بۆ هەڵوەشاندنەوە: <strong>0</strong> بنێرە بۆ <strong>2020</strong>.</p>`,
              )[locale],
              width: 'full',
            }),
          ],
          end: [
            b('Stats', {
              items: [
                { value: '0', label: t('أرسل هذا الرقم…', 'Text this…', 'ئەم ژمارەیە بنێرە…')[locale] },
                { value: '2020', label: t('…إلى هذا الرقم', '…to this number', '…بۆ ئەم ژمارەیە')[locale] },
              ],
            }),
          ],
        }),
      ],
    }),
    b('Faq', {
      title: t('أسئلة عن الإضافات', 'Questions about add-ons', 'پرسیار دەربارەی پاکێجە زیادەکان')[locale],
      items: [
        {
          question: t('هل يمكنني شراء أكثر من باقة؟', 'Can I have more than one add-on?', 'دەتوانم زیاتر لە پاکێجێک بکڕم؟')[locale],
          answer: t(
            'نعم، تُجمع الكميات معاً، ويُستهلك أولاً ما تنتهي صلاحيته أولاً.',
            'Yes. The allowances add up, and whatever expires first is used first.',
            'بەڵێ، بڕەکان کۆدەبنەوە و ئەوەی زووتر بەسەردەچێت یەکەمجار بەکاردێت.',
          )[locale],
        },
        {
          question: t('ماذا يحدث عندما تنفد الباقة؟', 'What happens when a bundle runs out?', 'کاتێک پاکێجەکە تەواو دەبێت چی ڕوودەدات؟')[locale],
          answer: t(
            'نرسل لك رسالة عند استهلاك 80% وعند النفاد. بعدها يُحتسب استخدامك من الرصيد بالتعرفة العادية إلى أن تشتري باقة جديدة.',
            'We text you at 80% and again when it is used up. After that, usage is charged to your balance at standard rates until you buy another bundle.',
            'لە 80% و کاتی تەواوبوونیدا نامەت بۆ دەنێرین. دواتر بەکارهێنانەکەت بە نرخی ئاسایی لە باڵانسەکەت دەبڕدرێت تا پاکێجێکی نوێ دەکڕیت.',
          )[locale],
        },
        {
          question: t('كيف أعرف ما تبقى من باقتي؟', "How do I check what's left?", 'چۆن بزانم چەندم ماوە؟')[locale],
          answer: t(
            `اطلب ${iso(USSD_MENU)} واختر «باقاتي»، أو افتح تطبيق نور موبايل.`,
            `Dial ${USSD_MENU} and choose "My bundles", or open the Nour Mobile app.`,
            `${iso(USSD_MENU)} لێبدە و «پاکێجەکانم» هەڵبژێرە، یان ئەپی نوور مۆبایل بکەرەوە.`,
          )[locale],
        },
        {
          question: t('كيف ألغي التجديد التلقائي؟', 'How do I stop automatic renewal?', 'چۆن نوێبوونەوەی خۆکار ڕابگرم؟')[locale],
          answer: cancelRule[locale],
        },
      ],
    }),
  ],
});

// ---------------------------------------------------------------------------------------------------
// Roaming
// ---------------------------------------------------------------------------------------------------

const roaming = page({
  uri: '/personal/roaming',
  layout: 'page',
  title: t('التجوال الدولي', 'Roaming', 'ڕۆمینگ'),
  description: t(
    'سافر وابقَ على اتصال: باقات تجوال لتركيا ودول الخليج وأوروبا تبدأ من 18,000 د.ع، مع خطوات تفعيل التجوال قبل السفر.',
    'Stay connected abroad: roaming bundles for Turkey, the Gulf and Europe from 18,000 IQD, and how to switch roaming on before you go.',
    'لە دەرەوەی وڵات پەیوەندیت بەردەوام بێت: پاکێجی ڕۆمینگ بۆ تورکیا و کەنداو و ئەوروپا لە 18,000 د.ع، و چۆنیەتی چالاککردنی.',
  ),
  image: '/images/hero-roaming.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('التجوال', 'Roaming', 'ڕۆمینگ')[locale],
      title: t('سافر ورقمك معك', 'Travel with your own number', 'لەگەڵ ژمارەی خۆت گەشت بکە')[locale],
      text: t(
        'استخدم خط نور في أكثر من 100 دولة. اشترِ باقة تجوال لوجهتك قبل السفر، فتتصفح وتتصل بسعر معروف مسبقاً دون مفاجآت في الفاتورة.',
        'Use your Nour line in more than 100 countries. Buy a roaming bundle for your destination before you leave and browse and call at a price you know up front, with no surprises on your bill.',
        'هێڵی نوور لە زیاتر لە 100 وڵاتدا بەکاربهێنە. پێش گەشتەکەت پاکێجی ڕۆمینگ بۆ شوێنی مەبەستت بکڕە، بە نرخێکی ڕوون ئینتەرنێت و پەیوەندی بەکاربهێنە، بەبێ هیچ سەرسوڕمانێک لە پسوڵەکەتدا.',
      )[locale],
      image: '/images/hero-roaming.svg',
      imageAlt: '',
      ctaLabel: t('باقات التجوال', 'Roaming bundles', 'پاکێجەکانی ڕۆمینگ')[locale],
      ctaHref: '/personal/roaming#bundles',
      secondaryLabel: t('كيف أفعّل التجوال؟', 'How to switch it on', 'چۆن چالاکی بکەم؟')[locale],
      secondaryHref: '/personal/roaming#activate',
      tone: 'brand',
    }),
    b('RoamingCountries', {
      title: t('ابحث عن وجهتك', 'Find your destination', 'شوێنی مەبەستت بدۆزەرەوە')[locale],
      intro: t(
        'اختر البلد الذي تسافر إليه لترى الشبكات الشريكة والباقات المتاحة فيه.',
        'Pick the country you are travelling to and see our partner networks and the bundles available there.',
        'ئەو وڵاتە هەڵبژێرە کە گەشتی بۆ دەکەیت بۆ ئەوەی تۆڕە هاوبەشەکان و پاکێجە بەردەستەکانی ببینیت.',
      )[locale],
    }),
    b('Section', {
      title: t('باقات التجوال', 'Roaming bundles', 'پاکێجەکانی ڕۆمینگ')[locale],
      anchor: 'bundles',
      background: 'surface',
      content: [
        b('AddonList', {
          title: '',
          addonType: 'roaming',
          limit: 12,
        }),
        b('RichText', {
          html: t(
            '<p>تركيا 5 جيجابايت بـ 20,000 د.ع، ودول الخليج 3 جيجابايت بـ 18,000 د.ع، وأوروبا 5 جيجابايت بـ 30,000 د.ع. لا تتجدد باقات التجوال تلقائياً، فلا تدفع إلا عندما تسافر.</p>',
            '<p>Turkey 5 GB for 20,000 IQD, the Gulf 3 GB for 18,000 IQD, Europe 5 GB for 30,000 IQD. Roaming bundles never renew by themselves, so you only pay when you travel.</p>',
            '<p>تورکیا 5 گێگابایت بە 20,000 د.ع، وڵاتانی کەنداو 3 گێگابایت بە 18,000 د.ع، ئەوروپا 5 گێگابایت بە 30,000 د.ع. پاکێجەکانی ڕۆمینگ خۆکارانە نوێ نابنەوە، بۆیە تەنها کاتێک گەشت دەکەیت پارە دەدەیت.</p>',
          )[locale],
          width: 'narrow',
        }),
      ],
    }),
    b('Section', {
      title: t('فعّل التجوال في أربع خطوات', 'Get roaming ready in four steps', 'لە چوار هەنگاودا ڕۆمینگ ئامادە بکە')[locale],
      anchor: 'activate',
      content: [
        b('Steps', {
          title: '',
          steps: [
            {
              title: t('فعّل خدمة التجوال', 'Switch on the roaming service', 'خزمەتگوزاریی ڕۆمینگ چالاک بکە')[locale],
              text: t(
                `خطوط الدفع المسبق: اطلب ${iso(ROAMING_CODE)} قبل السفر، والتفعيل مجاني. خطوط الدفع الآجل مفعّلة تلقائياً.`,
                `Prepaid lines: dial ${ROAMING_CODE} before you travel; it is free. Postpaid lines have roaming on already.`,
                `هێڵی پێشەکی: پێش گەشتەکەت ${iso(ROAMING_CODE)} لێبدە، چالاککردنی بەخۆڕاییە. هێڵی پاشەکی خۆی چالاکە.`,
              )[locale],
            },
            {
              title: t('اشترِ باقة لوجهتك', 'Buy a bundle for your destination', 'پاکێجێک بۆ شوێنی مەبەستت بکڕە')[locale],
              text: t(
                'اختر باقة تركيا أو الخليج أو أوروبا من هذه الصفحة، ويُخصم سعرها من رصيدك.',
                'Choose the Turkey, Gulf or Europe bundle on this page; the price comes off your balance.',
                'لەم پەڕەیەوە پاکێجی تورکیا یان کەنداو یان ئەوروپا هەڵبژێرە، نرخەکەی لە باڵانسەکەت دەبڕدرێت.',
              )[locale],
            },
            {
              title: t('شغّل تجوال البيانات عند الوصول', 'Turn on data roaming when you land', 'کاتێک گەیشتیت داتا ڕۆمینگ هەڵبکە')[locale],
              text: t(
                'من إعدادات الهاتف ← الشبكة الخلوية ← تجوال البيانات. يتصل هاتفك بالشبكة الشريكة تلقائياً.',
                'Go to your phone settings > Mobile network > Data roaming. Your phone joins our partner network automatically.',
                'لە ڕێکخستنەکانی مۆبایل ← تۆڕی مۆبایل ← داتا ڕۆمینگ. مۆبایلەکەت خۆکارانە بە تۆڕی هاوبەشەوە دەبەسترێت.',
              )[locale],
            },
            {
              title: t('تابع استهلاكك', 'Keep an eye on your usage', 'چاودێریی بەکارهێنانەکەت بکە')[locale],
              text: t(
                `نرسل لك رسالة عند استهلاك 80% من الباقة، ويمكنك معرفة المتبقي بطلب ${iso(USSD_MENU)}.`,
                `We text you when 80% of the bundle is used, and you can check what is left by dialling ${USSD_MENU}.`,
                `کاتێک 80%ی پاکێجەکەت بەکارهێنا نامەت بۆ دەنێرین، و بە لێدانی ${iso(USSD_MENU)} دەزانیت چەندت ماوە.`,
              )[locale],
            },
          ],
        }),
      ],
    }),
    b('Faq', {
      title: t('أسئلة عن التجوال', 'Roaming questions', 'پرسیار دەربارەی ڕۆمینگ')[locale],
      items: [
        {
          question: t('متى تبدأ صلاحية باقة التجوال؟', 'When does a roaming bundle start?', 'ماوەی پاکێجی ڕۆمینگ کەی دەست پێدەکات؟')[locale],
          answer: t(
            'تبدأ من أول اتصال لك بالشبكة الشريكة في بلد الوجهة، لذلك يمكنك شراؤها قبل السفر بأيام.',
            'From the first time you connect to our partner network in the destination country, so you can buy it days before you go.',
            'لە یەکەم جارەوە کە بە تۆڕی هاوبەش لە وڵاتی مەبەست دەبەستریتەوە، بۆیە دەتوانیت چەند ڕۆژێک پێش گەشتەکەت بیکڕیت.',
          )[locale],
        },
        {
          question: t('ماذا يحدث إذا انتهت الباقة وأنا مسافر؟', 'What if the bundle runs out while I am away?', 'ئەگەر پاکێجەکە لە گەشتەکەمدا تەواو بوو چی دەبێت؟')[locale],
          answer: t(
            'نوقف الإنترنت تلقائياً لحمايتك من الرسوم غير المتوقعة، ونرسل لك رسالة. اشترِ باقة أخرى لتعود إلى التصفح فوراً.',
            'We pause your data automatically so you are never hit by unexpected charges, and text you. Buy another bundle to get back online straight away.',
            'بۆ پاراستنت لە تێچووی چاوەڕواننەکراو ئینتەرنێتەکەت خۆکارانە ڕادەگرین و نامەت بۆ دەنێرین. پاکێجێکی تر بکڕە تا دەستبەجێ ئینتەرنێتت بگەڕێتەوە.',
          )[locale],
        },
        {
          question: t('هل يمكنني إيقاف الإنترنت تماماً أثناء السفر؟', 'Can I keep data off completely while travelling?', 'دەتوانم لە گەشتدا ئینتەرنێت بە تەواوی بکوژێنمەوە؟')[locale],
          answer: t(
            'نعم، أطفئ تجوال البيانات من إعدادات هاتفك، وتبقى المكالمات والرسائل متاحة.',
            'Yes. Turn off data roaming in your phone settings; calls and texts still work.',
            'بەڵێ، داتا ڕۆمینگ لە ڕێکخستنەکانی مۆبایلەکەت بکوژێنەوە؛ پەیوەندی و نامە هەر کار دەکەن.',
          )[locale],
        },
        {
          question: t('كيف أتصل بخدمة العملاء من الخارج؟', 'How do I reach customer care from abroad?', 'چۆن لە دەرەوەی وڵاتەوە پەیوەندی بە خزمەتگوزاری کڕیاران بکەم؟')[locale],
          answer: t(
            `اتصل بالرقم ${iso(CARE_ABROAD)}، والاتصال مجاني من خط نور.`,
            `Call ${CARE_ABROAD}. The call is free from a Nour line.`,
            `پەیوەندی بە ${iso(CARE_ABROAD)} بکە، پەیوەندیکردن لە هێڵی نوورەوە بەخۆڕاییە.`,
          )[locale],
        },
      ],
    }),
    b('CallToAction', {
      title: t('مسافر الآن وتحتاج مساعدة؟', 'Abroad and need help?', 'لە دەرەوەیت و یارمەتیت پێویستە؟')[locale],
      text: t(
        `فريقنا يجيبك على مدار الساعة على ${iso(CARE_ABROAD)}.`,
        `Our team answers around the clock on ${CARE_ABROAD}.`,
        `تیمەکەمان شەو و ڕۆژ لە ${iso(CARE_ABROAD)} وەڵامت دەداتەوە.`,
      )[locale],
      buttonLabel: t('اتصل بنا', 'Call us', 'پەیوەندیمان پێوە بکە')[locale],
      buttonHref: `tel:${CARE_ABROAD}`,
      tone: 'accent',
    }),
  ],
});

// ---------------------------------------------------------------------------------------------------
// 4G / LTE
// ---------------------------------------------------------------------------------------------------

const FOUR_G = '/personal/four-g-lte';

/** How to turn 4G on, by phone family: used on the 4G experience page. */
const enable4gTabs = (locale: Locale): BlockInput =>
  b('Tabs', {
    tabs: [
      {
        label: t('أندرويد', 'Android', 'ئەندرۆید')[locale],
        html: t(
          '<ol><li>افتح الإعدادات ثم «الاتصالات» أو «الشبكة والإنترنت».</li><li>اختر «شبكات الجوال» ثم «نمط الشبكة».</li><li>اختر <strong>4G/3G/2G (اتصال تلقائي)</strong> أو <strong>LTE</strong>.</li></ol><p>تختلف أسماء القوائم قليلاً بين الشركات المصنّعة.</p>',
          '<ol><li>Open Settings, then "Connections" or "Network &amp; internet".</li><li>Tap "Mobile networks", then "Network mode".</li><li>Choose <strong>4G/3G/2G (auto connect)</strong> or <strong>LTE</strong>.</li></ol><p>Menu names vary a little between manufacturers.</p>',
          '<ol><li>ڕێکخستنەکان بکەرەوە، پاشان «پەیوەندییەکان» یان «تۆڕ و ئینتەرنێت».</li><li>«تۆڕەکانی مۆبایل» هەڵبژێرە، پاشان «شێوازی تۆڕ».</li><li><strong>4G/3G/2G (پەیوەندیی خۆکار)</strong> یان <strong>LTE</strong> هەڵبژێرە.</li></ol><p>ناوی لیستەکان لە کۆمپانیایەکەوە بۆ کۆمپانیایەکی تر کەمێک جیاوازە.</p>',
        )[locale],
      },
      {
        label: t('آيفون', 'iPhone', 'ئایفۆن')[locale],
        html: t(
          '<ol><li>افتح الإعدادات ثم «الخلوي».</li><li>اختر «خيارات البيانات الخلوية» ثم «الصوت والبيانات».</li><li>اختر <strong>LTE</strong> أو <strong>4G</strong>.</li></ol>',
          '<ol><li>Open Settings, then "Mobile Service" (or "Cellular").</li><li>Tap "Mobile Data Options", then "Voice &amp; Data".</li><li>Choose <strong>LTE</strong> or <strong>4G</strong>.</li></ol>',
          '<ol><li>ڕێکخستنەکان بکەرەوە، پاشان «مۆبایل».</li><li>«هەڵبژاردەکانی داتای مۆبایل» هەڵبژێرە، پاشان «دەنگ و داتا».</li><li><strong>LTE</strong> یان <strong>4G</strong> هەڵبژێرە.</li></ol>',
        )[locale],
      },
    ],
  });

const fourG = page({
  uri: FOUR_G,
  layout: 'page',
  title: t('الجيل الرابع 4G', '4G LTE', 'نەوەی چوارەم 4G'),
  description: t(
    'شبكة نور للجيل الرابع في كل المحافظات: افحص توافق هاتفك، واحصل على شريحة 4G، وبدّل شريحتك القديمة مجاناً، وفعّل VoLTE.',
    "Nour's 4G network in every province: check your phone, get a 4G SIM, swap your old SIM for free and switch on VoLTE calling.",
    'تۆڕی 4Gی نوور لە هەموو پارێزگاکان: مۆبایلەکەت بپشکنە، سیمکارتی 4G وەربگرە، سیمکارتە کۆنەکەت بەخۆڕایی بگۆڕە و VoLTE چالاک بکە.',
  ),
  image: '/images/hero-4g.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: '4G LTE',
      title: t('الجيل الرابع من نور: سرعة تلمسها', 'Nour 4G: speed you can feel', '4Gی نوور: خێراییەک هەستی پێدەکەیت')[locale],
      text: t(
        'صفحات تفتح فوراً، وفيديو بجودة عالية دون تقطيع، ومكالمات فيديو واضحة. كل ما تحتاجه هاتف يدعم الجيل الرابع وشريحة 4G وتغطية في منطقتك.',
        'Pages that open instantly, HD video without buffering and clear video calls. All you need is a 4G phone, a 4G SIM and coverage where you are.',
        'پەڕەکان دەستبەجێ دەکرێنەوە، ڤیدیۆی کوالیتی بەرز بەبێ وەستان و پەیوەندیی ڤیدیۆیی ڕوون. تەنها مۆبایلێکی 4G و سیمکارتی 4G و داپۆشین لە ناوچەکەت پێویستە.',
      )[locale],
      image: '/images/hero-4g.svg',
      imageAlt: '',
      ctaLabel: t('افحص هاتفك', 'Check your phone', 'مۆبایلەکەت بپشکنە')[locale],
      ctaHref: `${FOUR_G}/check-phone`,
      secondaryLabel: t('بدّل شريحتك', 'Switch your SIM', 'سیمکارتەکەت بگۆڕە')[locale],
      secondaryHref: `${FOUR_G}/switch-sim`,
      tone: 'brand',
    }),
    b('Stats', {
      items: [
        { value: '18', label: t('محافظة فيها تغطية 4G', 'provinces with 4G', 'پارێزگا بە 4G')[locale] },
        { value: '150', label: t('ميغابت/ثانية أقصى سرعة تنزيل', 'Mbps top download speed', 'مێگابیت لە چرکەیەکدا بەرزترین خێرایی داگرتن')[locale] },
        { value: '95%', label: t('من المناطق المأهولة مغطاة', 'of populated areas covered', 'ی ناوچە نیشتەجێکان داپۆشراون')[locale] },
      ],
    }),
    b('Steps', {
      title: t('ثلاث خطوات إلى الجيل الرابع', 'Three steps to 4G', 'سێ هەنگاو بۆ 4G')[locale],
      steps: [
        {
          title: t('هاتف يدعم 4G', 'A 4G phone', 'مۆبایلێکی 4G')[locale],
          text: t(
            'انظر في إعدادات هاتفك، أو اتصل بالرقم 107 ومعك رقم IMEI ونخبرك إن كان يدعم شبكتنا.',
            "Look in your phone's settings, or call 107 with its IMEI and we'll tell you whether it works on our 4G.",
            'سەیری ڕێکخستنەکانی مۆبایلەکەت بکە، یان بە ژمارەی IMEIیەکەیەوە پەیوەندی بە 107 بکە و پێت دەڵێین ئایا لەگەڵ تۆڕەکەماندا کار دەکات.',
          )[locale],
        },
        {
          title: t('شريحة 4G', 'A 4G SIM', 'سیمکارتی 4G')[locale],
          text: t(
            'إذا كانت شريحتك قديمة، بدّلها مجاناً في أي متجر لنور مع الاحتفاظ برقمك ورصيدك.',
            'If your SIM is an old one, swap it for free at any Nour shop and keep your number and balance.',
            'ئەگەر سیمکارتەکەت کۆنە، لە هەر فرۆشگایەکی نوور بەخۆڕایی بیگۆڕە و ژمارە و باڵانسەکەت دەمێنێتەوە.',
          )[locale],
        },
        {
          title: t('شغّل 4G في الإعدادات', 'Turn 4G on in settings', '4G لە ڕێکخستنەکاندا هەڵبکە')[locale],
          text: t(
            'اختر 4G أو LTE من إعدادات شبكة الجوال، وستظهر علامة 4G أعلى الشاشة.',
            'Set your mobile network mode to 4G or LTE and the 4G sign appears at the top of your screen.',
            'لە ڕێکخستنەکانی تۆڕی مۆبایلدا 4G یان LTE هەڵبژێرە، نیشانەی 4G لە سەرەوەی شاشەکە دەردەکەوێت.',
          )[locale],
        },
      ],
    }),
    b('Section', {
      title: t('كل ما يخص الجيل الرابع', 'Everything about 4G', 'هەموو شتێک دەربارەی 4G')[locale],
      background: 'surface',
      content: [
        b('Grid', {
          columns: 2,
          gap: 'medium',
          items: [
            linkCard(
              locale,
              t('تجربة الجيل الرابع', 'The 4G experience', 'ئەزموونی 4G'),
              t('ماذا يتغيّر مع 4G، ونصائح لأفضل سرعة.', 'What changes with 4G, and tips for the best speed.', 'چی دەگۆڕێت لەگەڵ 4G، و ئامۆژگاری بۆ باشترین خێرایی.'),
              t('اكتشف', 'Find out', 'بیبینە'),
              `${FOUR_G}/4g-experience`,
            ),
            linkCard(
              locale,
              t('شريحة الجيل الرابع', 'The 4G SIM', 'سیمکارتی 4G'),
              t('شريحة واحدة بثلاثة مقاسات لكل الهواتف.', 'One SIM in three sizes for every phone.', 'یەک سیمکارت بە سێ قەبارە بۆ هەموو مۆبایلێک.'),
              t('احصل على شريحة', 'Get a SIM', 'سیمکارت وەربگرە'),
              `${FOUR_G}/4g-sim`,
            ),
            linkCard(
              locale,
              t('بدّل شريحتك', 'Switch your SIM', 'سیمکارتەکەت بگۆڕە'),
              t('من 3G إلى 4G مجاناً وبالرقم نفسه.', 'From 3G to 4G, free and with the same number.', 'لە 3G بۆ 4G، بەخۆڕایی و بە هەمان ژمارە.'),
              t('كيف أبدّلها؟', 'How to switch', 'چۆن بیگۆڕم؟'),
              `${FOUR_G}/switch-sim`,
            ),
            linkCard(
              locale,
              t('مكالمات VoLTE', 'VoLTE calling', 'پەیوەندیی VoLTE'),
              t('صوت عالي الوضوح وإنترنت يبقى سريعاً أثناء المكالمة.', 'HD voice, and data that stays fast during a call.', 'دەنگی زۆر ڕوون، و ئینتەرنێتێک کە لە کاتی پەیوەندیدا خێرا دەمێنێتەوە.'),
              t('فعّلها', 'Switch it on', 'چالاکی بکە'),
              `${FOUR_G}/volte`,
            ),
          ],
        }),
      ],
    }),
    b('Faq', {
      title: t('أسئلة شائعة عن الجيل الرابع', '4G questions', 'پرسیارە باوەکانی 4G')[locale],
      items: [
        {
          question: t('هل يكلّف الجيل الرابع أكثر؟', 'Does 4G cost more?', '4G تێچووی زیاترە؟')[locale],
          answer: t(
            'لا. تدفع سعر باقتك نفسه، وتستخدم الإنترنت بسرعة أعلى.',
            'No. You pay the same for your plan or bundle; you just get more speed.',
            'نەخێر. هەمان نرخی پلان یان پاکێجەکەت دەدەیت، تەنها خێرایی زیاترت دەست دەکەوێت.',
          )[locale],
        },
        {
          question: t('لماذا لا تظهر علامة 4G على هاتفي؟', "Why don't I see 4G on my phone?", 'بۆچی نیشانەی 4G لەسەر مۆبایلەکەم دەرناکەوێت؟')[locale],
          answer: t(
            'تأكد من ثلاثة أمور: أن هاتفك يدعم شبكتنا، وأن شريحتك من نوع 4G، وأن نمط الشبكة مضبوط على 4G أو LTE. إذا استمرت المشكلة اتصل بالرقم 107.',
            'Check three things: your phone supports our network, your SIM is a 4G SIM, and your network mode is set to 4G or LTE. If it still does not show, call 107.',
            'سێ شت بپشکنە: مۆبایلەکەت پشتگیریی تۆڕەکەمان دەکات، سیمکارتەکەت 4Gیە، و شێوازی تۆڕ لەسەر 4G یان LTE دانراوە. ئەگەر کێشەکە مایەوە پەیوەندی بە 107 بکە.',
          )[locale],
        },
        {
          question: t('ماذا يحدث خارج تغطية 4G؟', 'What happens outside 4G coverage?', 'لە دەرەوەی داپۆشینی 4G چی دەبێت؟')[locale],
          answer: t(
            'ينتقل هاتفك تلقائياً إلى 3G دون أن تنقطع المكالمة أو الإنترنت، ويعود إلى 4G حين تتوفر.',
            'Your phone moves to 3G automatically without dropping your call or data, and back to 4G when it is available.',
            'مۆبایلەکەت خۆکارانە دەچێتە سەر 3G بەبێ ئەوەی پەیوەندی یان ئینتەرنێتەکەت بپچڕێت، و کە 4G هەبوو دەگەڕێتەوە سەری.',
          )[locale],
        },
      ],
    }),
  ],
});

const fourGExperience = page({
  uri: `${FOUR_G}/4g-experience`,
  layout: 'page',
  title: t('تجربة الجيل الرابع', 'The 4G experience', 'ئەزموونی 4G'),
  description: t(
    'ماذا يعني الجيل الرابع لك: فيديو عالي الدقة، وألعاب بلا تأخير، ومكالمات فيديو واضحة، مع نصائح لتحصل على أفضل سرعة.',
    'What 4G means for you: HD video, lag-free gaming and clear video calls, plus tips to get the best speed from your phone.',
    '4G چی بۆ تۆ دەگۆڕێت: ڤیدیۆی HD، یاری بەبێ دواکەوتن و پەیوەندیی ڤیدیۆیی ڕوون، لەگەڵ ئامۆژگاری بۆ باشترین خێرایی.',
  ),
  image: '/images/hero-4g.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('الجيل الرابع', '4G', 'نەوەی چوارەم')[locale],
      title: t('الإنترنت كما يجب أن يكون', 'Mobile internet as it should be', 'ئینتەرنێتی مۆبایل وەک پێویستە')[locale],
      text: t(
        'مع الجيل الرابع من نور تصل سرعة التنزيل إلى 150 ميغابت/ثانية، أي أسرع بعدة مرات من الجيل الثالث. إليك ما يتغيّر في يومك.',
        'On Nour 4G, downloads reach up to 150 Mbps, many times faster than 3G. Here is what that changes in your day.',
        'لەسەر 4Gی نوور خێرایی داگرتن دەگاتە 150 مێگابیت لە چرکەیەکدا، چەند هێندە خێراتر لە 3G. ئەمە ئەو شتانەن کە لە ڕۆژەکەتدا دەگۆڕێن.',
      )[locale],
      image: '/images/hero-4g.svg',
      imageAlt: '',
      ctaLabel: t('افحص هاتفك', 'Check your phone', 'مۆبایلەکەت بپشکنە')[locale],
      ctaHref: `${FOUR_G}/check-phone`,
      tone: 'light',
    }),
    b('FeatureList', {
      title: t('ماذا يتغيّر مع 4G؟', 'What 4G changes', '4G چی دەگۆڕێت؟')[locale],
      columns: 3,
      items: [
        {
          icon: 'speed',
          title: t('فيديو بلا انتظار', 'Video without the wait', 'ڤیدیۆ بەبێ چاوەڕوانی')[locale],
          text: t(
            'شاهد بجودة عالية دون تقطيع، وحمّل حلقة كاملة في دقائق.',
            'Watch in HD without buffering and download a whole episode in minutes.',
            'بە کوالیتی بەرز بەبێ وەستان سەیر بکە و ئەڵقەیەکی تەواو لە چەند خولەکێکدا دابگرە.',
          )[locale],
        },
        {
          icon: 'star',
          title: t('ألعاب بلا تأخير', 'Gaming without lag', 'یاری بەبێ دواکەوتن')[locale],
          text: t(
            'زمن استجابة أقل يعني ردود فعل أسرع في الألعاب الجماعية.',
            'Lower latency means faster reactions in online multiplayer games.',
            'کاتی وەڵامدانەوەی کەمتر واتە کاردانەوەی خێراتر لە یارییە ئۆنلاینەکاندا.',
          )[locale],
        },
        {
          icon: 'phone',
          title: t('مكالمات فيديو واضحة', 'Clear video calls', 'پەیوەندیی ڤیدیۆیی ڕوون')[locale],
          text: t(
            'صورة وصوت أوضح مع العائلة والأصدقاء، داخل العراق وخارجه.',
            'Sharper picture and sound with family and friends, in Iraq and abroad.',
            'وێنە و دەنگی ڕوونتر لەگەڵ خێزان و هاوڕێکانت، لە ناوەوە و دەرەوەی عێراق.',
          )[locale],
        },
        {
          icon: 'wifi',
          title: t('شارك الإنترنت', 'Share your connection', 'ئینتەرنێتەکەت هاوبەش بکە')[locale],
          text: t(
            'حوّل هاتفك إلى نقطة اتصال سريعة للحاسوب أو الجهاز اللوحي.',
            'Turn your phone into a fast hotspot for your laptop or tablet.',
            'مۆبایلەکەت بکە بە هۆتسپۆتێکی خێرا بۆ لاپتۆپ یان تابلێتەکەت.',
          )[locale],
        },
        {
          icon: 'signal',
          title: t('تغطية أوسع', 'Wider coverage', 'داپۆشینی فراوانتر')[locale],
          text: t(
            'مواقع جديدة كل شهر في المدن والأقضية والطرق السريعة.',
            'New sites every month in cities, districts and on highways.',
            'هەموو مانگێک وێستگەی نوێ لە شار و قەزا و ڕێگا خێراکاندا.',
          )[locale],
        },
        {
          icon: 'shield',
          title: t('السعر نفسه', 'Same price', 'هەمان نرخ')[locale],
          text: t(
            'لا رسوم إضافية على الجيل الرابع؛ باقتك هي باقتك.',
            'No extra charge for 4G: your bundle is your bundle.',
            '4G هیچ تێچوویەکی زیادەی نییە؛ پاکێجەکەت هەمان پاکێجە.',
          )[locale],
        },
      ],
    }),
    b('Section', {
      title: t('كيف أشغّل 4G على هاتفي؟', 'How do I turn 4G on?', 'چۆن 4G لەسەر مۆبایلەکەم هەڵبکەم؟')[locale],
      background: 'surface',
      content: [enable4gTabs(locale)],
    }),
    b('RichText', {
      html: t(
        '<h2>نصائح لأفضل سرعة</h2><ul><li>حدّث نظام تشغيل هاتفك؛ فالتحديثات تحسّن أداء الشبكة كثيراً.</li><li>أعد تشغيل الهاتف بعد تركيب شريحة جديدة.</li><li>داخل المباني، تكون الإشارة أقوى قرب النوافذ وفي الطوابق العليا.</li><li>إذا أصبح الإنترنت بطيئاً فجأة، تحقّق من أن باقتك لم تنفد.</li></ul>',
        "<h2>Tips for the best speed</h2><ul><li>Keep your phone's software up to date: updates often improve network performance.</li><li>Restart your phone after putting in a new SIM.</li><li>Indoors, the signal is stronger near windows and on upper floors.</li><li>If your internet suddenly slows down, check that your bundle hasn't run out.</li></ul>",
        '<h2>ئامۆژگاری بۆ باشترین خێرایی</h2><ul><li>سیستەمی مۆبایلەکەت نوێ بکەرەوە؛ نوێکردنەوەکان زۆرجار کارکردنی تۆڕ باشتر دەکەن.</li><li>دوای دانانی سیمکارتێکی نوێ مۆبایلەکەت بکوژێنەوە و هەڵیبکەرەوە.</li><li>لە ناو باڵەخانەدا، ئیشارەت لە نزیک پەنجەرە و لە نهۆمە سەرەوەکاندا بەهێزترە.</li><li>ئەگەر ئینتەرنێتەکەت لەناکاو خاو بوو، بزانە پاکێجەکەت تەواو نەبووە.</li></ul>',
      )[locale],
      width: 'narrow',
    }),
    b('CallToAction', {
      title: t('هل هاتفك جاهز؟', 'Is your phone ready?', 'مۆبایلەکەت ئامادەیە؟')[locale],
      text: t(
        'تعرّف كيف تتحقق من ذلك في دقيقة.',
        'See how to check it in a minute.',
        'ببینە چۆن لە خولەکێکدا بیپشکنیت.',
      )[locale],
      buttonLabel: t('افحص هاتفك', 'Check your phone', 'مۆبایلەکەت بپشکنە')[locale],
      buttonHref: `${FOUR_G}/check-phone`,
      tone: 'brand',
    }),
  ],
});

const fourGSim = page({
  uri: `${FOUR_G}/4g-sim`,
  layout: 'page',
  title: t('شريحة الجيل الرابع', 'The 4G SIM', 'سیمکارتی 4G'),
  description: t(
    'شريحة نور 4G بثلاثة مقاسات لكل الهواتف، جاهزة لمكالمات VoLTE. خط جديد بـ 5,000 د.ع مع رصيد بالقيمة نفسها، من أي متجر لنور.',
    'The Nour 4G SIM fits every phone and is VoLTE-ready. A new line costs 5,000 IQD with the same amount in credit, at any Nour shop.',
    'سیمکارتی 4Gی نوور بۆ هەموو مۆبایلێک دەگونجێت و ئامادەی VoLTEیە. هێڵی نوێ بە 5,000 د.ع لەگەڵ هەمان بڕ باڵانس، لە هەر فرۆشگایەکی نوور.',
  ),
  image: '/images/sim-card.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('الجيل الرابع', '4G', 'نەوەی چوارەم')[locale],
      title: t('شريحة واحدة لكل الهواتف', 'One SIM for every phone', 'یەک سیمکارت بۆ هەموو مۆبایلێک')[locale],
      text: t(
        'شريحة نور 4G تأتي بالمقاسات الثلاثة (العادي والمايكرو والنانو) في بطاقة واحدة، فتناسب هاتفك الحالي وأي هاتف تشتريه لاحقاً. خط جديد بـ 5,000 د.ع، وفيه رصيد بـ 5,000 د.ع.',
        'The Nour 4G SIM comes in all three sizes (standard, micro and nano) on one card, so it fits the phone you have and the next one you buy. A new line costs 5,000 IQD and comes with 5,000 IQD of credit.',
        'سیمکارتی 4Gی نوور هەر سێ قەبارەکەی (ئاسایی، مایکرۆ و نانۆ) لە یەک کارتدایە، بۆیە بۆ مۆبایلی ئێستات و هەر مۆبایلێکی داهاتوو دەگونجێت. هێڵی نوێ بە 5,000 دینارە و 5,000 د.ع باڵانسی تێدایە.',
      )[locale],
      image: '/images/sim-card.svg',
      imageAlt: '',
      ctaLabel: t('احصل على شريحتك', 'Get your SIM', 'سیمکارتەکەت وەربگرە')[locale],
      ctaHref: `${FOUR_G}/4g-sim#get-your-sim`,
      secondaryLabel: t('عندي خط نور', 'I already have a Nour line', 'هێڵی نوورم هەیە')[locale],
      secondaryHref: `${FOUR_G}/switch-sim`,
      tone: 'light',
    }),
    b('FeatureList', {
      title: '',
      columns: 4,
      items: [
        {
          icon: 'phone',
          title: t('ثلاثة مقاسات في بطاقة', 'Three sizes, one card', 'سێ قەبارە لە یەک کارتدا')[locale],
          text: t('اكسر المقاس الذي يناسب هاتفك.', 'Pop out the size your phone takes.', 'ئەو قەبارەیەی مۆبایلەکەت دەیگرێت دەربهێنە.')[locale],
        },
        {
          icon: 'speed',
          title: t('جاهزة لـ 4G وVoLTE', '4G and VoLTE ready', 'ئامادەی 4G و VoLTE')[locale],
          text: t('أعلى سرعة ومكالمات عالية الوضوح.', 'Top speeds and HD voice calls.', 'بەرزترین خێرایی و پەیوەندیی دەنگیی ڕوون.')[locale],
        },
        {
          icon: 'gift',
          title: t('رصيد ترحيبي', 'Welcome credit', 'باڵانسی بەخێرهاتن')[locale],
          text: t('5,000 د.ع رصيد في كل خط جديد.', '5,000 IQD of credit on every new line.', '5,000 د.ع باڵانس لە هەر هێڵێکی نوێدا.')[locale],
        },
        {
          icon: 'shield',
          title: t('خط مسجّل باسمك', 'Registered to you', 'بە ناوی خۆتەوە تۆمارکراو')[locale],
          text: t('تسجيل آمن ببطاقتك الوطنية.', 'Safely registered with your national ID.', 'بە کارتی نیشتمانییەکەت بە پارێزراوی تۆمار دەکرێت.')[locale],
        },
      ],
    }),
    b('Section', {
      title: t('احصل على شريحتك من متجر نور', 'Get your SIM at a Nour shop', 'سیمکارتەکەت لە فرۆشگایەکی نوور وەربگرە')[locale],
      anchor: 'get-your-sim',
      background: 'surface',
      content: [
        b('RichText', {
          html: t(
            '<table><tbody><tr><th>خط جديد بشريحة 4G</th><td>5,000 د.ع، وفيه رصيد بـ 5,000 د.ع</td></tr><tr><th>تبديل شريحة قديمة بشريحة 4G</th><td>مجاناً</td></tr><tr><th>بدل شريحة مفقودة أو تالفة</th><td>2,000 د.ع تُخصم من رصيدك</td></tr></tbody></table>',
            '<table><tbody><tr><th>New line with a 4G SIM</th><td>5,000 IQD, with 5,000 IQD of credit on the line</td></tr><tr><th>Swap an old SIM for a 4G SIM</th><td>Free</td></tr><tr><th>Replace a lost or damaged SIM</th><td>2,000 IQD from your balance</td></tr></tbody></table>',
            '<table><tbody><tr><th>هێڵی نوێ بە سیمکارتی 4G</th><td>5,000 د.ع، لەگەڵ 5,000 د.ع باڵانس لەسەر هێڵەکە</td></tr><tr><th>گۆڕینی سیمکارتی کۆن بە سیمکارتی 4G</th><td>بەخۆڕایی</td></tr><tr><th>گۆڕینی سیمکارتی ونبوو یان تێکچوو</th><td>2,000 د.ع لە باڵانسەکەت دەبڕدرێت</td></tr></tbody></table>',
          )[locale],
          width: 'narrow',
        }),
        b('Steps', {
          title: t('كيف تحصل على خطك الجديد؟', 'How to get your new line', 'چۆن هێڵە نوێکەت وەربگریت؟')[locale],
          steps: [
            {
              title: t('زر متجر نور', 'Visit a Nour shop', 'سەردانی فرۆشگایەکی نوور بکە')[locale],
              text: t(
                'تجد شريحة 4G في كل متاجر نور ولدى وكلائنا المعتمدين. لا تعرف أقرب متجر إليك؟ اتصل بالرقم 107 ونخبرك.',
                'Every Nour shop and authorised dealer has the 4G SIM. Not sure where your nearest one is? Call 107 and we will tell you.',
                'سیمکارتی 4G لە هەموو فرۆشگاکانی نوور و لای بریکارە ڕێپێدراوەکانمان هەیە. نازانیت نزیکترین فرۆشگا لە کوێیە؟ پەیوەندی بە 107 بکە و پێت دەڵێین.',
              )[locale],
            },
            {
              title: t('اختر رقمك', 'Choose your number', 'ژمارەکەت هەڵبژێرە')[locale],
              text: t(
                'اختر رقمك من الأرقام المتاحة في المتجر، وتأتيك الشريحة بمقاساتها الثلاثة في بطاقة واحدة.',
                'Pick your number from the ones available in the shop; the SIM comes in all three sizes on one card.',
                'ژمارەکەت لەو ژمارانەی لە فرۆشگاکەدا بەردەستن هەڵبژێرە؛ سیمکارتەکە هەر سێ قەبارەکەی لە یەک کارتدایە.',
              )[locale],
            },
            {
              title: t('التسجيل والتفعيل', 'Register and activate', 'تۆمارکردن و چالاککردن')[locale],
              text: t(
                'نسجّل الخط ببطاقتك الوطنية (أو جواز السفر لغير العراقيين) في المتجر، ويعمل خلال دقائق.',
                'We register the line to your national ID (or passport for non-Iraqis) in the shop, and it works within minutes.',
                'لە فرۆشگاکەدا هێڵەکە بە کارتی نیشتمانییەکەت (یان پاسپۆرت بۆ ناعێراقییەکان) تۆمار دەکەین و لە چەند خولەکێکدا کار دەکات.',
              )[locale],
            },
          ],
        }),
      ],
    }),
    b('CallToAction', {
      title: t('عندك شريحة 3G قديمة؟', 'Still on an old 3G SIM?', 'هێشتا سیمکارتی 3Gی کۆنت هەیە؟')[locale],
      text: t(
        'بدّلها إلى 4G مجاناً واحتفظ برقمك ورصيدك وباقاتك.',
        'Swap it for 4G for free and keep your number, balance and bundles.',
        'بەخۆڕایی بیگۆڕە بە 4G و ژمارە و باڵانس و پاکێجەکانت دەمێننەوە.',
      )[locale],
      buttonLabel: t('بدّل شريحتك', 'Switch your SIM', 'سیمکارتەکەت بگۆڕە')[locale],
      buttonHref: `${FOUR_G}/switch-sim`,
      tone: 'accent',
    }),
  ],
});

const checkPhone = page({
  uri: `${FOUR_G}/check-phone`,
  layout: 'page',
  title: t('افحص توافق هاتفك مع 4G', 'Check your phone for 4G', 'گونجانی مۆبایلەکەت لەگەڵ 4G بپشکنە'),
  description: t(
    'اعرف إن كان هاتفك يعمل على شبكة نور للجيل الرابع: انظر في إعداداته، أو اطلب *#06# لتعرف رقم IMEI واتصل بالرقم 107 لنفحصه لك.',
    'Find out whether your phone works on the Nour 4G network: look in its settings, or dial *#06# for its IMEI and call 107 to have it checked.',
    'بزانە ئایا مۆبایلەکەت لەسەر تۆڕی 4Gی نوور کار دەکات: سەیری ڕێکخستنەکانی بکە، یان *#06# لێبدە بۆ ژمارەی IMEI و پەیوەندی بە 107 بکە تا بۆت بپشکنین.',
  ),
  image: '/images/phone-3.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('الجيل الرابع', '4G', 'نەوەی چوارەم')[locale],
      title: t('هل يدعم هاتفك الجيل الرابع؟', 'Does your phone support 4G?', 'مۆبایلەکەت پشتگیریی 4G دەکات؟')[locale],
      text: t(
        'اعرف ذلك في دقيقة: إعدادات هاتفك تخبرك إن كان يدعم الجيل الرابع، وخدمة العملاء على الرقم 107 تفحص لك رقم IMEI الخاص به.',
        "Find out in a minute: your phone's settings tell you whether it supports 4G, and customer care on 107 can check its IMEI for you.",
        'لە خولەکێکدا بیزانە: ڕێکخستنەکانی مۆبایلەکەت پێت دەڵێن ئایا پشتگیریی 4G دەکات، و خزمەتگوزاری کڕیاران لە 107 دەتوانێت ژمارەی IMEIیەکەی بۆت بپشکنێت.',
      )[locale],
      image: '/images/phone-3.svg',
      imageAlt: '',
      tone: 'light',
    }),
    b('FlowEmbed', {
      flow: 'imei-check',
      title: t('افحص رقم IMEI لهاتفك', "Check your phone's IMEI", 'IMEIی مۆبایلەکەت بپشکنە')[locale],
      text: t(
        `أدخل الأرقام الخمسة عشر التي تظهر عند طلب ${iso(IMEI_CODE)}، ونخبرك إن كان هاتفك يعمل على شبكتنا للجيل الرابع ويدعم VoLTE.`,
        `Enter the 15 digits that appear when you dial ${IMEI_CODE}, and we will tell you whether your phone works on our 4G network and supports VoLTE.`,
        `ئەو 15 ژمارەیە بنووسە کە کاتێک ${iso(IMEI_CODE)} لێدەدەیت دەردەکەون، و پێت دەڵێین ئایا مۆبایلەکەت لەسەر تۆڕی 4Gمان کار دەکات و پشتگیریی VoLTE دەکات.`,
      )[locale],
    }),
    b('Columns', {
      ratio: '1:1',
      start: [
        b('Steps', {
          title: t('كيف تتحقق؟', 'How to check', 'چۆن بپشکنیت؟')[locale],
          steps: [
            {
              title: t('انظر في إعدادات هاتفك', "Look in your phone's settings", 'سەیری ڕێکخستنەکانی مۆبایلەکەت بکە')[locale],
              text: t(
                'افتح الإعدادات ← شبكة الجوال (أو الاتصالات) ← نمط الشبكة. إذا ظهر فيها 4G أو LTE فهاتفك يدعم الجيل الرابع. في آيفون: الإعدادات ← البيانات الخلوية ← خيارات البيانات الخلوية ← الصوت والبيانات.',
                'Open Settings > Mobile network (or Connections) > Network mode. If 4G or LTE is on the list, your phone supports 4G. On an iPhone: Settings > Mobile Data > Mobile Data Options > Voice & Data.',
                'ڕێکخستنەکان ← تۆڕی مۆبایل (یان پەیوەندییەکان) ← شێوازی تۆڕ بکەرەوە. ئەگەر 4G یان LTE تێدابوو، مۆبایلەکەت پشتگیریی 4G دەکات. لە ئایفۆن: ڕێکخستنەکان ← داتای مۆبایل ← بژاردەکانی داتای مۆبایل ← دەنگ و داتا.',
              )[locale],
            },
            {
              title: t('اعرف رقم IMEI', 'Find your IMEI', 'ژمارەی IMEI بدۆزەرەوە')[locale],
              text: t(
                `اطلب ${iso(IMEI_CODE)} من شاشة الاتصال، فيظهر رقم IMEI المكوّن من 15 رقماً فوراً.`,
                `Dial ${IMEI_CODE} on the keypad and your 15-digit IMEI appears straight away.`,
                `${iso(IMEI_CODE)} لە شاشەی پەیوەندیکردن لێبدە، ژمارەی IMEIی 15 ژمارەیی دەستبەجێ دەردەکەوێت.`,
              )[locale],
            },
            {
              title: t('اطلب منا فحصه', 'Ask us to check it', 'داوامان لێبکە بیپشکنین')[locale],
              text: t(
                'اتصل بالرقم 107، مجاناً من أي خط نور، وأبقِ رقم IMEI أمامك: يخبرك فريق خدمة العملاء إن كان هاتفك يعمل على شبكتنا للجيل الرابع ويدعم مكالمات VoLTE.',
                'Call 107, free from any Nour line, with your IMEI at hand: customer care will tell you whether your phone works on our 4G network and supports VoLTE calls.',
                'پەیوەندی بە 107 بکە، بەخۆڕایی لە هەر هێڵێکی نوورەوە، و ژمارەی IMEIیەکەت لەبەردەست بێت: تیمی خزمەتگوزاری کڕیاران پێت دەڵێت ئایا مۆبایلەکەت لەسەر تۆڕی 4Gمان کار دەکات و پشتگیریی پەیوەندیی VoLTE دەکات.',
              )[locale],
            },
          ],
        }),
      ],
      end: [
        b('RichText', {
          html: t(
            `<h2>ما هو رقم IMEI؟</h2><p>رقم IMEI هو الرقم التسلسلي الدولي لهاتفك، ويتكوّن من <strong>15 رقماً</strong> لا يتكرر في أي جهاز آخر. من خلاله نعرف طراز هاتفك والشبكات التي يدعمها.</p><h3>كيف أجده؟</h3><ul><li>اطلب ${ltr(IMEI_CODE)} من شاشة الاتصال كما تطلب أي رقم، فيظهر الرقم فوراً.</li><li>أو افتح الإعدادات ← «حول الهاتف» (في آيفون: الإعدادات ← عام ← حول).</li><li>تجده أيضاً مطبوعاً على علبة الهاتف.</li></ul><p>إذا كان هاتفك يعمل بشريحتين فسيظهر رقما IMEI؛ أدخل الرقم الخاص بالمنفذ الذي تضع فيه شريحة نور.</p>`,
            `<h2>What is an IMEI?</h2><p>The IMEI is your phone's international serial number: <strong>15 digits</strong> that no other device shares. It tells us your phone's model and the networks it supports.</p><h3>How do I find it?</h3><ul><li>Dial ${IMEI_CODE} on your phone's keypad as if you were calling a number, and it appears straight away.</li><li>Or open Settings &gt; About phone (on an iPhone: Settings &gt; General &gt; About).</li><li>It is also printed on the phone's box.</li></ul><p>A dual-SIM phone shows two IMEI numbers: enter the one for the slot your Nour SIM is in.</p>`,
            `<h2>ژمارەی IMEI چییە؟</h2><p>IMEI ژمارەی زنجیرەیی نێودەوڵەتیی مۆبایلەکەتە و لە <strong>15 ژمارە</strong> پێکدێت کە لە هیچ ئامێرێکی تردا دووبارە نابێتەوە. لە ڕێگەیەوە جۆری مۆبایلەکەت و ئەو تۆڕانەی پشتگیرییان دەکات دەناسینەوە.</p><h3>چۆن بیدۆزمەوە؟</h3><ul><li>${ltr(IMEI_CODE)} لە شاشەی پەیوەندیکردن لێبدە وەک ئەوەی ژمارەیەک لێبدەیت، ژمارەکە دەستبەجێ دەردەکەوێت.</li><li>یان ڕێکخستنەکان ← «دەربارەی مۆبایل» بکەرەوە (لە ئایفۆن: ڕێکخستنەکان ← گشتی ← دەربارە).</li><li>هەروەها لەسەر قوتووی مۆبایلەکە چاپکراوە.</li></ul><p>ئەگەر مۆبایلەکەت دوو سیمکارتی بێت، دوو ژمارەی IMEI دەردەکەون؛ ئەوەیان بنووسە کە سیمکارتی نووری تێدایە.</p>`,
          )[locale],
          width: 'full',
        }),
      ],
    }),
    b('Faq', {
      title: t('بعد الفحص', 'After the check', 'دوای پشکنین')[locale],
      items: [
        {
          question: t('هاتفي متوافق لكن لا تظهر علامة 4G، لماذا؟', "My phone is compatible but I don't see 4G. Why?", 'مۆبایلەکەم گونجاوە بەڵام 4G دەرناکەوێت، بۆچی؟')[locale],
          answer: t(
            'غالباً لأن شريحتك من الجيل الثالث، فبدّلها مجاناً في أي متجر لنور. وتحقّق أيضاً من أن نمط الشبكة في الإعدادات مضبوط على 4G أو LTE.',
            'Most likely your SIM is a 3G one: swap it for free at any Nour shop. Also check that your network mode in settings is set to 4G or LTE.',
            'زۆربەی جار لەبەر ئەوەیە سیمکارتەکەت 3Gیە، لە هەر فرۆشگایەکی نوور بەخۆڕایی بیگۆڕە. هەروەها بزانە شێوازی تۆڕ لە ڕێکخستنەکاندا لەسەر 4G یان LTE دانراوە.',
          )[locale],
        },
        {
          question: t('هاتفي غير متوافق، هل سيعمل خطي؟', 'My phone is not compatible. Will my line still work?', 'مۆبایلەکەم گونجاو نییە، هێڵەکەم کار دەکات؟')[locale],
          answer: t(
            'نعم، تعمل المكالمات والرسائل والإنترنت على شبكة الجيل الثالث كالمعتاد، لكن بسرعة أقل.',
            'Yes. Calls, texts and data work as usual on our 3G network, just at lower speeds.',
            'بەڵێ، پەیوەندی و نامە و ئینتەرنێت وەک هەمیشە لەسەر تۆڕی 3G کار دەکەن، بەڵام بە خێرایی کەمتر.',
          )[locale],
        },
        {
          question: t('هل يمكنني فحص هاتفي في المتجر؟', 'Can a shop check my phone?', 'دەتوانم لە فرۆشگا مۆبایلەکەم بپشکنم؟')[locale],
          answer: t(
            'نعم، يفحص أي متجر لنور هاتفك، وإذا كانت شريحتك قديمة يبدّلها لك بشريحة 4G مجاناً.',
            'Yes. Any Nour shop can check your phone and, if your SIM is an old one, swap it for a 4G SIM for free.',
            'بەڵێ، هەر فرۆشگایەکی نوور مۆبایلەکەت دەپشکنێت، و ئەگەر سیمکارتەکەت کۆن بێت بەخۆڕایی بە سیمکارتی 4G دەیگۆڕێت.',
          )[locale],
        },
      ],
    }),
    b('CallToAction', {
      title: t('تحتاج إلى مساعدة؟', 'Need a hand?', 'یارمەتیت پێویستە؟')[locale],
      text: t(
        'في مركز المساعدة شروحات وإجابات عن الجيل الرابع والشريحة، وخدمة العملاء على الرقم 107 على مدار الساعة.',
        'The help centre has guides and answers about 4G and SIMs, and customer care is on 107 around the clock.',
        'لە ناوەندی یارمەتیدا ڕێنمایی و وەڵام دەربارەی 4G و سیمکارت هەیە، و خزمەتگوزاری کڕیاران شەو و ڕۆژ لە 107 ئامادەیە.',
      )[locale],
      buttonLabel: t('مركز المساعدة', 'Go to the help centre', 'ناوەندی یارمەتی')[locale],
      buttonHref: '/support',
      tone: 'brand',
    }),
  ],
});

const switchSim = page({
  uri: `${FOUR_G}/switch-sim`,
  layout: 'page',
  title: t('بدّل شريحتك إلى 4G', 'Switch to a 4G SIM', 'سیمکارتەکەت بگۆڕە بۆ 4G'),
  description: t(
    'بدّل شريحة الجيل الثالث بشريحة 4G مجاناً في أي متجر لنور، واحتفظ برقمك ورصيدك وباقاتك. كل ما تحتاجه بطاقتك الوطنية.',
    'Swap your 3G SIM for a 4G SIM for free at any Nour shop and keep your number, balance and bundles. Just bring your national ID.',
    'سیمکارتی 3G بەخۆڕایی لە هەر فرۆشگایەکی نوور بە سیمکارتی 4G بگۆڕە، ژمارە و باڵانس و پاکێجەکانت دەمێننەوە. تەنها کارتی نیشتمانی بهێنە.',
  ),
  image: '/images/sim-card.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('الجيل الرابع', '4G', 'نەوەی چوارەم')[locale],
      title: t('بدّل شريحتك إلى 4G مجاناً', 'Switch to a 4G SIM for free', 'سیمکارتەکەت بەخۆڕایی بگۆڕە بۆ 4G')[locale],
      text: t(
        'رقمك نفسه، ورصيدك نفسه، وباقاتك نفسها، لكن بسرعة الجيل الرابع. يستغرق التبديل بضع دقائق في أي متجر لنور.',
        'Same number, same balance, same bundles, now at 4G speed. The swap takes a few minutes at any Nour shop.',
        'هەمان ژمارە، هەمان باڵانس، هەمان پاکێج، بەڵام بە خێرایی 4G. گۆڕینەکە لە هەر فرۆشگایەکی نوور چەند خولەکێک دەخایەنێت.',
      )[locale],
      image: '/images/sim-card.svg',
      imageAlt: '',
      ctaLabel: t('أين أبدّلها؟', 'Where to swap', 'لە کوێ بیگۆڕم؟')[locale],
      ctaHref: `${FOUR_G}/switch-sim#shops`,
      tone: 'light',
    }),
    b('Steps', {
      title: t('كيف أبدّل شريحتي؟', 'How to switch', 'چۆن سیمکارتەکەم بگۆڕم؟')[locale],
      steps: [
        {
          title: t('تحقّق من شريحتك', 'Check your SIM', 'سیمکارتەکەت بپشکنە')[locale],
          text: t(
            'إذا لم تكن عبارة 4G مطبوعة على شريحتك، أو كان هاتفك المتوافق لا يُظهر 4G، فشريحتك من الجيل الثالث.',
            "If your SIM doesn't have 4G printed on it, or your compatible phone never shows 4G, you have a 3G SIM.",
            'ئەگەر 4G لەسەر سیمکارتەکەت نەنووسرابێت، یان مۆبایلە گونجاوەکەت هەرگیز 4G پیشان نەدات، سیمکارتەکەت 3Gیە.',
          )[locale],
        },
        {
          title: t('احفظ أرقامك', 'Save your contacts', 'ژمارەکانت پاشەکەوت بکە')[locale],
          text: t(
            'انقل الأرقام المحفوظة على الشريحة القديمة إلى ذاكرة الهاتف أو حسابك السحابي.',
            'Move any contacts stored on the old SIM to your phone or your cloud account.',
            'ئەو ژمارانەی لەسەر سیمکارتە کۆنەکە پاشەکەوت کراون بگوازەرەوە بۆ مۆبایلەکەت یان هەژماری کڵاودەکەت.',
          )[locale],
        },
        {
          title: t('زر متجر نور مع هويتك', 'Visit a Nour shop with your ID', 'لەگەڵ ناسنامەکەت سەردانی فرۆشگای نوور بکە')[locale],
          text: t(
            'يحضر صاحب الخط بنفسه مع بطاقته الوطنية، أو من ينوب عنه بوكالة رسمية.',
            'The registered owner of the line comes in person with their national ID, or someone else with a formal power of attorney.',
            'خاوەنی هێڵەکە خۆی لەگەڵ کارتی نیشتمانییەکەی دێت، یان کەسێکی تر بە وەکالەتنامەیەکی فەرمی.',
          )[locale],
        },
        {
          title: t('ركّب الشريحة الجديدة', 'Put in the new SIM', 'سیمکارتە نوێکە دابنێ')[locale],
          text: t(
            'تعمل خلال دقائق، وتتوقف الشريحة القديمة. أعد تشغيل الهاتف وفعّل 4G من الإعدادات.',
            'It works within minutes and the old SIM stops. Restart your phone and turn 4G on in settings.',
            'لە چەند خولەکێکدا کار دەکات و سیمکارتە کۆنەکە ڕادەوەستێت. مۆبایلەکەت بکوژێنەوە و هەڵیبکەرەوە و 4G لە ڕێکخستنەکاندا هەڵبکە.',
          )[locale],
        },
      ],
    }),
    b('Section', {
      title: t('أين أبدّل شريحتي؟', 'Where to swap your SIM', 'لە کوێ سیمکارتەکەم بگۆڕم؟')[locale],
      anchor: 'shops',
      background: 'surface',
      content: [shopLocatorCard(locale), nearestShop(locale)],
    }),
    b('Faq', {
      title: t('أسئلة عن تبديل الشريحة', 'Questions about switching', 'پرسیار دەربارەی گۆڕینی سیمکارت')[locale],
      items: [
        {
          question: t('هل التبديل مجاني؟', 'Is switching free?', 'گۆڕینەکە بەخۆڕاییە؟')[locale],
          answer: t(
            'نعم، التبديل من 3G إلى 4G مجاني. أما بدل الشريحة المفقودة أو التالفة فسعره 2,000 د.ع يُخصم من رصيدك.',
            'Yes, moving from 3G to 4G is free. Replacing a lost or damaged SIM costs 2,000 IQD, taken from your balance.',
            'بەڵێ، گۆڕین لە 3Gەوە بۆ 4G بەخۆڕاییە. بەڵام گۆڕینی سیمکارتی ونبوو یان تێکچوو 2,000 دینارە و لە باڵانسەکەت دەبڕدرێت.',
          )[locale],
        },
        {
          question: t('هل سأفقد رصيدي أو باقاتي؟', 'Will I lose my balance or bundles?', 'باڵانس یان پاکێجەکانم لەدەست دەدەم؟')[locale],
          answer: t(
            'لا، ينتقل كل شيء إلى الشريحة الجديدة كما هو: الرقم والرصيد والباقات والنقاط.',
            'No. Everything moves to the new SIM as it is: your number, balance, bundles and reward points.',
            'نەخێر، هەموو شتێک وەک خۆی دەگوازرێتەوە بۆ سیمکارتە نوێکە: ژمارە، باڵانس، پاکێج و خاڵەکانت.',
          )[locale],
        },
        {
          question: t('الخط ليس باسمي، ماذا أفعل؟', 'The line is not in my name. What do I do?', 'هێڵەکە بە ناوی من نییە، چی بکەم؟')[locale],
          answer: t(
            'يجب أن يحضر صاحب الخط المسجّل، أو أن تحمل وكالة رسمية منه. ويمكنك أيضاً نقل ملكية الخط إليك في المتجر نفسه.',
            'The registered owner needs to come in, or you need a formal power of attorney from them. You can also transfer the line into your name at the same visit.',
            'پێویستە خاوەنی تۆمارکراوی هێڵەکە بێت، یان وەکالەتنامەیەکی فەرمیت لێوەی پێبێت. هەروەها دەتوانیت لە هەمان سەرداندا خاوەندارێتیی هێڵەکە بگوازیتەوە بۆ سەر ناوی خۆت.',
          )[locale],
        },
      ],
    }),
  ],
});

const volte = page({
  uri: `${FOUR_G}/volte`,
  layout: 'page',
  title: t('مكالمات VoLTE', 'VoLTE calling', 'پەیوەندیی VoLTE'),
  description: t(
    'مكالمات بصوت عالي الوضوح عبر شبكة 4G، تتصل أسرع وتبقي الإنترنت سريعاً أثناء المكالمة، دون أي رسوم إضافية.',
    'HD voice calls over 4G: they connect faster and keep your data fast during the call, at no extra charge.',
    'پەیوەندیی دەنگیی HD لە ڕێگەی 4Gەوە: خێراتر دەبەسترێت و لە کاتی پەیوەندیدا ئینتەرنێتەکەت خێرا دەمێنێتەوە، بەبێ تێچووی زیادە.',
  ),
  image: '/images/hero-4g.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: 'VoLTE',
      title: t('صوت أنقى واتصال أسرع', 'Clearer voice, faster calls', 'دەنگی ڕوونتر، پەیوەندیی خێراتر')[locale],
      text: t(
        'مع VoLTE تجري مكالماتك عبر شبكة الجيل الرابع بدل الثالث: صوت عالي الوضوح، ورنين خلال ثانيتين تقريباً، وإنترنت يبقى بسرعة 4G طوال المكالمة. الخدمة مجانية وتُحتسب المكالمات كالمعتاد.',
        'With VoLTE your calls go over 4G instead of 3G: HD sound, ringing in about two seconds, and data that stays at 4G speed throughout the call. The service is free and calls are charged as usual.',
        'بە VoLTE پەیوەندییەکانت لە ڕێگەی 4Gەوە دەڕۆن نەک 3G: دەنگی HD، زەنگلێدان لە نزیکەی دوو چرکەدا، و ئینتەرنێتێک کە هەموو ماوەی پەیوەندییەکە بە خێرایی 4G دەمێنێتەوە. خزمەتگوزارییەکە بەخۆڕاییە و پەیوەندییەکان وەک هەمیشە هەژمار دەکرێن.',
      )[locale],
      image: '/images/hero-4g.svg',
      imageAlt: '',
      ctaLabel: t('افحص هاتفك', 'Check your phone', 'مۆبایلەکەت بپشکنە')[locale],
      ctaHref: `${FOUR_G}/check-phone`,
      tone: 'brand',
    }),
    b('FeatureList', {
      title: t('لماذا VoLTE؟', 'Why VoLTE?', 'بۆچی VoLTE؟')[locale],
      columns: 4,
      items: [
        {
          icon: 'phone',
          title: t('صوت HD', 'HD voice', 'دەنگی HD')[locale],
          text: t('تسمع وتُسمَع بوضوح حتى في الأماكن المزدحمة.', 'Hear and be heard clearly, even somewhere busy.', 'بە ڕوونی دەبیستیت و دەبیسترێیت، تەنانەت لە شوێنی قەرەباڵغیشدا.')[locale],
        },
        {
          icon: 'speed',
          title: t('اتصال أسرع', 'Faster connection', 'پەیوەستبوونی خێراتر')[locale],
          text: t('يرن الهاتف الآخر خلال ثانيتين تقريباً.', 'The other phone rings in about two seconds.', 'مۆبایلەکەی تر لە نزیکەی دوو چرکەدا زەنگ لێدەدات.')[locale],
        },
        {
          icon: 'wifi',
          title: t('إنترنت بلا توقف', 'Data keeps going', 'ئینتەرنێت ناوەستێت')[locale],
          text: t('تصفّح وأرسل الصور أثناء المكالمة بسرعة 4G.', 'Browse and send photos during a call at 4G speed.', 'لە کاتی پەیوەندیدا بە خێرایی 4G بگەڕێ و وێنە بنێرە.')[locale],
        },
        {
          icon: 'shield',
          title: t('بلا رسوم إضافية', 'No extra charge', 'بەبێ تێچووی زیادە')[locale],
          text: t('تُحتسب المكالمات من دقائقك أو رصيدك كالعادة.', 'Calls come out of your minutes or balance as usual.', 'پەیوەندییەکان وەک هەمیشە لە خولەک یان باڵانسەکەت دەبڕدرێن.')[locale],
        },
      ],
    }),
    b('Section', {
      title: t('ما تحتاجه لتفعيل VoLTE', 'What you need for VoLTE', 'بۆ چالاککردنی VoLTE چیت پێویستە؟')[locale],
      background: 'surface',
      content: [
        b('Columns', {
          ratio: '1:1',
          start: [
            b('Steps', {
              title: '',
              steps: [
                {
                  title: t('هاتف يدعم VoLTE', 'A VoLTE phone', 'مۆبایلێکی VoLTE')[locale],
                  text: t('تعرف ذلك من صفحة فحص الهاتف.', 'Our phone check tells you.', 'پشکنینی مۆبایلەکەمان پێت دەڵێت.')[locale],
                },
                {
                  title: t('شريحة 4G', 'A 4G SIM', 'سیمکارتی 4G')[locale],
                  text: t('بدّل شريحتك القديمة مجاناً إن لزم.', 'Swap your old SIM for free if you need to.', 'ئەگەر پێویست بوو سیمکارتە کۆنەکەت بەخۆڕایی بگۆڕە.')[locale],
                },
                {
                  title: t('تشغيل VoLTE في الإعدادات', 'VoLTE turned on in settings', 'VoLTE لە ڕێکخستنەکاندا هەڵکرابێت')[locale],
                  text: t('الخطوات في التبويبات المجاورة.', 'See the steps alongside.', 'هەنگاوەکان لە تەنیشتەوەن.')[locale],
                },
              ],
            }),
          ],
          end: [
            b('Tabs', {
              tabs: [
                {
                  label: t('أندرويد', 'Android', 'ئەندرۆید')[locale],
                  html: t(
                    '<ol><li>افتح الإعدادات ← «الاتصالات» ← «شبكات الجوال».</li><li>شغّل <strong>مكالمات VoLTE</strong> (قد تظهر باسم «مكالمات 4G» أو «الاتصال المحسّن»).</li></ol>',
                    '<ol><li>Open Settings &gt; Connections &gt; Mobile networks.</li><li>Turn on <strong>VoLTE calls</strong> (it may be called "4G calling" or "Enhanced calling").</li></ol>',
                    '<ol><li>ڕێکخستنەکان ← «پەیوەندییەکان» ← «تۆڕەکانی مۆبایل» بکەرەوە.</li><li><strong>پەیوەندیی VoLTE</strong> هەڵبکە (لەوانەیە بە ناوی «پەیوەندیی 4G» یان «پەیوەندیی باشترکراو» بێت).</li></ol>',
                  )[locale],
                },
                {
                  label: t('آيفون', 'iPhone', 'ئایفۆن')[locale],
                  html: t(
                    '<ol><li>افتح الإعدادات ← «الخلوي» ← «خيارات البيانات الخلوية» ← «الصوت والبيانات».</li><li>اختر <strong>LTE</strong> أو <strong>4G</strong>، ثم شغّل <strong>VoLTE</strong>.</li></ol>',
                    '<ol><li>Open Settings &gt; Mobile Service &gt; Mobile Data Options &gt; Voice &amp; Data.</li><li>Choose <strong>LTE</strong> or <strong>4G</strong>, then turn on <strong>VoLTE</strong>.</li></ol>',
                    '<ol><li>ڕێکخستنەکان ← «مۆبایل» ← «هەڵبژاردەکانی داتای مۆبایل» ← «دەنگ و داتا» بکەرەوە.</li><li><strong>LTE</strong> یان <strong>4G</strong> هەڵبژێرە، پاشان <strong>VoLTE</strong> هەڵبکە.</li></ol>',
                  )[locale],
                },
              ],
            }),
          ],
        }),
      ],
    }),
    b('Faq', {
      title: t('أسئلة عن VoLTE', 'VoLTE questions', 'پرسیار دەربارەی VoLTE')[locale],
      items: [
        {
          question: t('كيف أعرف أن مكالمتي تعمل بتقنية VoLTE؟', 'How do I know a call is using VoLTE?', 'چۆن بزانم پەیوەندییەکەم بە VoLTEیە؟')[locale],
          answer: t(
            'تظهر علامة VoLTE أو HD أعلى الشاشة، وتبقى علامة 4G ظاهرة أثناء المكالمة.',
            'You see a VoLTE or HD sign at the top of the screen, and the 4G sign stays on during the call.',
            'نیشانەی VoLTE یان HD لە سەرەوەی شاشەکە دەردەکەوێت و نیشانەی 4G لە کاتی پەیوەندیدا دەمێنێتەوە.',
          )[locale],
        },
        {
          question: t('ماذا لو خرجت من تغطية 4G أثناء المكالمة؟', 'What if I leave 4G coverage during a call?', 'ئەگەر لە کاتی پەیوەندیدا لە داپۆشینی 4G دەرچووم؟')[locale],
          answer: t(
            'تستمر المكالمة على شبكة الجيل الثالث دون أن تنقطع.',
            'The call carries on over 3G without dropping.',
            'پەیوەندییەکە بەبێ پچڕان لەسەر تۆڕی 3G بەردەوام دەبێت.',
          )[locale],
        },
        {
          question: t('هل أحتاج إلى باقة إنترنت لاستخدام VoLTE؟', 'Do I need a data bundle for VoLTE?', 'بۆ VoLTE پێویستم بە پاکێجی ئینتەرنێتە؟')[locale],
          answer: t(
            'لا، مكالمات VoLTE لا تستهلك من باقة الإنترنت، وتُحتسب كمكالمة عادية.',
            'No. VoLTE calls do not use your data allowance; they are charged like any other call.',
            'نەخێر، پەیوەندیی VoLTE لە پاکێجی ئینتەرنێتەکەت ناخوات و وەک هەر پەیوەندییەکی ئاسایی هەژمار دەکرێت.',
          )[locale],
        },
      ],
    }),
  ],
});

// ---------------------------------------------------------------------------------------------------
// Rewards
// ---------------------------------------------------------------------------------------------------

const rewards = page({
  uri: '/personal/rewards',
  layout: 'page',
  title: t('مكافآت نور', 'Nour Rewards', 'خەڵاتەکانی نوور'),
  description: t(
    'اجمع النقاط من الشحن والباقات والحضور اليومي وهزّ هاتفك لتربح، ثم استبدلها بإنترنت ودقائق واشتراكات ترفيه. الانضمام مجاني.',
    'Earn points when you top up, buy bundles and check in daily, shake to win, then swap points for data, minutes and entertainment. Joining is free.',
    'لە پڕکردنەوەی باڵانس و کڕینی پاکێج و ئامادەبوونی ڕۆژانە خاڵ کۆبکەرەوە، ڕاوەشێنە و ببەوە، پاشان بە ئینتەرنێت و خولەک بیگۆڕەوە.',
  ),
  image: '/images/hero-rewards.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('مكافآت نور', 'Nour Rewards', 'خەڵاتەکانی نوور')[locale],
      title: t('استخدم خطك، واربح كل يوم', 'Use your line, win every day', 'هێڵەکەت بەکاربهێنە، هەموو ڕۆژێک ببەوە')[locale],
      text: t(
        'برنامج مجاني لكل مشتركي نور: تجمع النقاط كلما شحنت رصيدك أو اشتريت باقة أو سجّلت حضورك اليومي، وتستبدلها بإنترنت ودقائق واشتراكات ترفيه.',
        'A free programme for every Nour customer: collect points whenever you top up, buy a bundle or check in for the day, and swap them for data, minutes and entertainment.',
        'بەرنامەیەکی بەخۆڕایی بۆ هەموو بەشداربووانی نوور: هەر جارێک باڵانس پڕبکەیتەوە، پاکێج بکڕیت یان ئامادەبوونی ڕۆژانەت تۆمار بکەیت خاڵ کۆدەکەیتەوە، و بە ئینتەرنێت و خولەک و بەشداریی کات بەسەربردن دەیانگۆڕیتەوە.',
      )[locale],
      image: '/images/hero-rewards.svg',
      imageAlt: '',
      ctaLabel: t('ابدأ الآن', 'Get started', 'ئێستا دەست پێبکە')[locale],
      ctaHref: '/personal/rewards/boarding',
      tone: 'brand',
    }),
    b('FeatureList', {
      title: t('ثلاث طرق لجمع النقاط', 'Three ways to earn', 'سێ ڕێگا بۆ کۆکردنەوەی خاڵ')[locale],
      columns: 3,
      items: [
        {
          icon: 'phone',
          title: t('اشحن واشترِ', 'Top up and buy', 'پڕبکەرەوە و بکڕە')[locale],
          text: t(
            'نقطة واحدة عن كل 1,000 د.ع تشحنها أو تنفقها على الباقات.',
            'One point for every 1,000 IQD you top up or spend on bundles.',
            'یەک خاڵ بۆ هەر 1,000 دینارێک کە پڕی دەکەیتەوە یان بۆ پاکێج خەرجی دەکەیت.',
          )[locale],
        },
        {
          icon: 'star',
          title: t('سجّل حضورك اليومي', 'Check in daily', 'ڕۆژانە ئامادەبوونت تۆمار بکە')[locale],
          text: t(
            'دورة من 7 أيام تكبر نقاطها يوماً بعد يوم، ومكافأة كبرى في اليوم السابع.',
            'A 7-day cycle that pays more each day, with a big bonus on day 7.',
            'خولێکی 7 ڕۆژە کە ڕۆژ بە ڕۆژ خاڵی زیاتر دەدات، و خەڵاتێکی گەورە لە ڕۆژی حەوتەمدا.',
          )[locale],
        },
        {
          icon: 'gift',
          title: t('هزّ واربح', 'Shake and win', 'ڕاوەشێنە و ببەوە')[locale],
          text: t(
            'هزّة واحدة كل يوم في التطبيق قد تربحك إنترنت أو دقائق أو نقاطاً إضافية.',
            'One shake a day in the app could win you data, minutes or bonus points.',
            'ڕۆژانە یەک ڕاوەشاندن لە ئەپەکەدا لەوانەیە ئینتەرنێت یان خولەک یان خاڵی زیادەت بۆ ببات.',
          )[locale],
        },
      ],
    }),
    // The live part: balance, daily check-in, the catalogue to redeem from and the history.
    b('FlowEmbed', {
      flow: 'rewards',
      title: t('نقاطك ومكافآتك', 'Your points and rewards', 'خاڵ و خەڵاتەکانت')[locale],
      text: t(
        'رصيدك وتسجيل الحضور اليومي والمكافآت التي يمكنك استبدالها الآن. النقاط صالحة 12 شهراً من تاريخ كسبها.',
        'Your balance, the daily check-in and the rewards you can redeem right now. Points are valid for 12 months from the day you earn them.',
        'باڵانسەکەت، ئامادەبوونی ڕۆژانە و ئەو خەڵاتانەی ئێستا دەتوانیت وەریانبگریت. خاڵەکان لە ڕۆژی بەدەستهێنانیانەوە 12 مانگ بەکاردێن.',
      )[locale],
    }),
    b('Columns', {
      ratio: '1:1',
      start: [
        b('CallToAction', {
          title: t('جديد في المكافآت؟', 'New to Rewards?', 'تازە بە خەڵاتەکان ئاشنا دەبیت؟')[locale],
          text: t(
            'اعرف كيف تنضم وكيف تعمل دورة الحضور اليومي وهزّ واربح.',
            'See how to join, how the daily check-in cycle works and how to shake and win.',
            'بزانە چۆن بەشدار دەبیت، خولی ئامادەبوونی ڕۆژانە چۆن کار دەکات و چۆن ڕاوەشێنیت و ببەیتەوە.',
          )[locale],
          buttonLabel: t('دليل البداية', 'Getting started', 'ڕێبەری دەستپێکردن')[locale],
          buttonHref: '/personal/rewards/boarding',
          tone: 'accent',
        }),
      ],
      end: [
        b('CallToAction', {
          title: t('بطاقة بلاتينيوم', 'The Platinum card', 'کارتی پلاتینیۆم')[locale],
          text: t(
            'لعملائنا الأوفياء خصومات لدى شركائنا من المطاعم والمتاجر والفنادق.',
            'Our most loyal customers also get discounts with partner restaurants, shops and hotels.',
            'کڕیارە دڵسۆزەکانمان داشکاندنیش لای چێشتخانە و فرۆشگا و هوتێلە هاوبەشەکانمان وەردەگرن.',
          )[locale],
          buttonLabel: t('اعرف المزيد', 'Learn more', 'زیاتر بزانە')[locale],
          buttonHref: '/platinum',
          tone: 'light',
        }),
      ],
    }),
    b('Faq', {
      title: t('أسئلة عن المكافآت', 'Rewards questions', 'پرسیار دەربارەی خەڵاتەکان')[locale],
      items: [
        {
          question: t('من يمكنه الانضمام؟', 'Who can join?', 'کێ دەتوانێت بەشدار بێت؟')[locale],
          answer: t(
            'كل مشترك لدى نور، بالدفع المسبق أو الآجل، والانضمام مجاني.',
            'Every Nour customer, prepaid or postpaid. Joining is free.',
            'هەموو بەشداربوویەکی نوور، پێشەکی یان پاشەکی. بەشداربوون بەخۆڕاییە.',
          )[locale],
        },
        {
          question: t('هل يمكنني تحويل نقاطي إلى رقم آخر؟', 'Can I give my points to another number?', 'دەتوانم خاڵەکانم بگوازمەوە بۆ ژمارەیەکی تر؟')[locale],
          answer: t(
            'لا، النقاط مرتبطة بالخط الذي كسبها ولا تُحوَّل ولا تُستبدل نقداً.',
            'No. Points belong to the line that earned them and cannot be transferred or exchanged for cash.',
            'نەخێر، خاڵەکان هی ئەو هێڵەن کە بەدەستی هێناون و ناگوازرێنەوە و بە پارە ناگۆڕدرێنەوە.',
          )[locale],
        },
        {
          question: t('ماذا يحدث لنقاطي إذا بدّلت شريحتي؟', 'What happens to my points if I change SIM?', 'ئەگەر سیمکارتەکەم گۆڕی خاڵەکانم چییان لێدێت؟')[locale],
          answer: t(
            'تبقى كما هي، لأنها مرتبطة برقمك لا بالشريحة.',
            'They stay, because they belong to your number, not your SIM card.',
            'وەک خۆیان دەمێننەوە، چونکە بە ژمارەکەتەوە بەستراون نەک بە سیمکارتەکە.',
          )[locale],
        },
      ],
    }),
  ],
});

const rewardsBoarding = page({
  uri: '/personal/rewards/boarding',
  layout: 'page',
  title: t('ابدأ مع مكافآت نور', 'Getting started with Nour Rewards', 'دەستپێکردن لەگەڵ خەڵاتەکانی نوور'),
  description: t(
    'انضم إلى مكافآت نور في دقيقة: سجّل حضورك كل يوم ضمن دورة من 7 أيام، وهزّ هاتفك مرة يومياً لتربح إنترنت ودقائق ونقاطاً.',
    'Join Nour Rewards in a minute: check in every day through a 7-day cycle and shake your phone once a day to win data, minutes and points.',
    'لە خولەکێکدا بەشداری خەڵاتەکانی نوور بکە: ڕۆژانە لە خولێکی 7 ڕۆژەدا ئامادەبوونت تۆمار بکە و مۆبایلەکەت ڕاوەشێنە بۆ بردنەوە.',
  ),
  image: '/images/hero-rewards.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('مكافآت نور', 'Nour Rewards', 'خەڵاتەکانی نوور')[locale],
      title: t('أهلاً بك في مكافآت نور', 'Welcome to Nour Rewards', 'بەخێربێیت بۆ خەڵاتەکانی نوور')[locale],
      text: t(
        'دقيقة واحدة تكفي لتبدأ. وبعدها، لحظات كل يوم تجمع فيها نقاطك وتجرّب حظك.',
        'It takes a minute to get started, and then just a moment each day to collect your points and try your luck.',
        'بۆ دەستپێکردن خولەکێک بەسە، دواتر ڕۆژانە چەند ساتێک بۆ کۆکردنەوەی خاڵەکانت و تاقیکردنەوەی بەختت.',
      )[locale],
      image: '/images/hero-rewards.svg',
      imageAlt: '',
      ctaLabel: t('حمّل التطبيق', 'Get the app', 'ئەپەکە دابگرە')[locale],
      ctaHref: '/personal/rewards/boarding#app',
      tone: 'light',
    }),
    b('Steps', {
      title: t('انضم في ثلاث خطوات', 'Join in three steps', 'بە سێ هەنگاو بەشدار بە')[locale],
      steps: [
        {
          title: t('حمّل تطبيق نور موبايل', 'Download the Nour Mobile app', 'ئەپی نوور مۆبایل دابگرە')[locale],
          text: t(
            'وسجّل الدخول برقم نور ورمز يصلك برسالة قصيرة.',
            'Sign in with your Nour number and the code we text you.',
            'بە ژمارەی نوورەکەت و ئەو کۆدەی بە نامە بۆت دێت بچۆ ژوورەوە.',
          )[locale],
        },
        {
          title: t('افتح «المكافآت»', 'Open "Rewards"', '«خەڵاتەکان» بکەرەوە')[locale],
          text: t(
            'في التطبيق أو هنا على الموقع: ترى رصيد نقاطك وأسبوع الحضور والمكافآت التي تستبدلها.',
            'In the app or here on the site: you see your points, your check-in week and the rewards to swap them for.',
            'لە ئەپەکەدا یان لێرە لەسەر ماڵپەڕ: خاڵەکانت، هەفتەی ئامادەبوون و ئەو خەڵاتانەی پێیان دەگۆڕیتەوە دەبینیت.',
          )[locale],
        },
        {
          title: t('سجّل حضورك الأول', 'Make your first check-in', 'یەکەم ئامادەبوونت تۆمار بکە')[locale],
          text: t(
            'وهكذا تبدأ دورتك الأولى من 7 أيام.',
            'That starts your first 7-day cycle.',
            'بەمە یەکەم خولی 7 ڕۆژەت دەست پێدەکات.',
          )[locale],
        },
      ],
    }),
    b('Section', {
      title: t('الحضور اليومي: دورة من 7 أيام', 'Daily check-in: a 7-day cycle', 'ئامادەبوونی ڕۆژانە: خولێکی 7 ڕۆژە')[locale],
      anchor: 'check-in',
      background: 'surface',
      content: [
        b('Columns', {
          ratio: '1:1',
          start: [
            b('RichText', {
              html: t(
                '<p>افتح التطبيق مرة كل يوم واضغط «سجّل حضوري». تكبر المكافأة كلما واصلت أيامك دون انقطاع، وفي اليوم السابع تحصل على المكافأة الكبرى ثم تبدأ دورة جديدة.</p><p><strong>انتبه:</strong> إذا فاتك يوم، تعود الدورة إلى اليوم الأول.</p>',
                "<p>Open the app once a day and tap \"Check in\". The reward grows for every day in a row, and on day 7 you collect the big one before a new cycle starts.</p><p><strong>Note:</strong> if you miss a day, the cycle starts again from day 1.</p>",
                '<p>ڕۆژانە جارێک ئەپەکە بکەرەوە و «ئامادەبوونم تۆمار بکە» دابگرە. هەتا ڕۆژەکان بەبێ پچڕان بەردەوام بن خەڵاتەکە گەورەتر دەبێت، لە ڕۆژی حەوتەمدا خەڵاتە گەورەکە وەردەگریت و پاشان خولێکی نوێ دەست پێدەکات.</p><p><strong>ئاگاداربە:</strong> ئەگەر ڕۆژێکت لەدەستچوو، خولەکە دەگەڕێتەوە بۆ ڕۆژی یەکەم.</p>',
              )[locale],
              width: 'full',
            }),
          ],
          end: [
            b('RichText', {
              html: checkInTable(locale),
              width: 'full',
            }),
          ],
        }),
      ],
    }),
    b('Section', {
      title: t('هزّ واربح', 'Shake and win', 'ڕاوەشێنە و ببەوە')[locale],
      anchor: 'shake',
      content: [
        b('FeatureList', {
          title: '',
          columns: 3,
          items: [
            {
              icon: 'phone',
              title: t('هزّة كل يوم', 'One shake a day', 'ڕۆژانە یەک ڕاوەشاندن')[locale],
              text: t(
                'افتح «هزّ واربح» في التطبيق وهزّ هاتفك. وتحصل على هزّة إضافية عن كل شحن بقيمة 5,000 د.ع أو أكثر.',
                'Open "Shake and win" in the app and shake your phone. Every top-up of 5,000 IQD or more earns you an extra shake.',
                '«ڕاوەشێنە و ببەوە» لە ئەپەکەدا بکەرەوە و مۆبایلەکەت ڕاوەشێنە. هەر پڕکردنەوەیەکی 5,000 د.ع یان زیاتر ڕاوەشاندنێکی زیادەت دەداتێ.',
              )[locale],
            },
            {
              icon: 'gift',
              title: t('جوائز فورية', 'Instant prizes', 'خەڵاتی دەستبەجێ')[locale],
              text: t(
                'نقاط، أو ميغابايتات، أو دقائق، أو أيام مجانية في نور ميوزك ونور بلاي.',
                'Points, megabytes, minutes, or free days of Nour Music and Nour Play.',
                'خاڵ، مێگابایت، خولەک، یان ڕۆژانی بەخۆڕایی لە نوور میوزیک و نوور پلەیدا.',
              )[locale],
            },
            {
              icon: 'shield',
              title: t('تصلك برسالة', 'Confirmed by SMS', 'بە نامە دڵنیا دەکرێتەوە')[locale],
              text: t(
                'تُضاف الجائزة إلى خطك خلال دقائق، وجوائز الإنترنت والدقائق صالحة 3 أيام.',
                'Your prize lands on your line within minutes; data and minute prizes last 3 days.',
                'خەڵاتەکە لە چەند خولەکێکدا دەچێتە سەر هێڵەکەت؛ خەڵاتی ئینتەرنێت و خولەک 3 ڕۆژ بەکاردێن.',
              )[locale],
            },
          ],
        }),
      ],
    }),
    b('CallToAction', {
      title: t('جاهز؟', 'Ready?', 'ئامادەیت؟')[locale],
      text: t(
        'سجّل حضورك الأول واطّلع على نقاطك والمكافآت المتاحة الآن.',
        'Make your first check-in and see your points and the rewards on offer now.',
        'یەکەم ئامادەبوونت تۆمار بکە و خاڵەکانت و ئەو خەڵاتانەی ئێستا هەن ببینە.',
      )[locale],
      buttonLabel: t('إلى مكافآتي', 'Go to my rewards', 'بڕۆ بۆ خەڵاتەکانم')[locale],
      buttonHref: '/personal/rewards',
      tone: 'brand',
    }),
    b('Section', {
      anchor: 'app',
      content: [
        appDownload(
          locale,
          t('المكافآت في جيبك', 'Rewards in your pocket', 'خەڵاتەکان لە گیرفانتدا'),
          t(
            'الحضور اليومي وهزّ واربح واستبدال النقاط كلها في تطبيق نور موبايل المجاني.',
            'Daily check-in, Shake and win and spending your points all live in the free Nour Mobile app.',
            'ئامادەبوونی ڕۆژانە، ڕاوەشێنە و ببەوە و گۆڕینەوەی خاڵەکان هەموویان لە ئەپی بەخۆڕایی نوور مۆبایلدان.',
          ),
        ),
      ],
    }),
    b('Faq', {
      title: t('أسئلة المبتدئين', 'First questions', 'یەکەم پرسیارەکان')[locale],
      items: [
        {
          question: t('متى يبدأ اليوم الجديد للحضور؟', 'When does a new check-in day start?', 'ڕۆژی نوێی ئامادەبوون کەی دەست پێدەکات؟')[locale],
          answer: t(
            'عند منتصف الليل بتوقيت بغداد، فيمكنك تسجيل حضورك في أي ساعة من اليوم.',
            'At midnight Baghdad time, so you can check in at any hour of the day.',
            'لە نیوەشەودا بە کاتی بەغدا، بۆیە دەتوانیت لە هەر کاتژمێرێکی ڕۆژدا ئامادەبوونت تۆمار بکەیت.',
          )[locale],
        },
        {
          question: t('هل يكلّف هزّ واربح شيئاً؟', 'Does Shake and win cost anything?', 'ڕاوەشێنە و ببەوە تێچووی هەیە؟')[locale],
          answer: t(
            'لا، الهزّة اليومية مجانية، ويُحتسب فقط استهلاك الإنترنت البسيط لفتح التطبيق.',
            'No, the daily shake is free. Only the little data the app itself uses counts.',
            'نەخێر، ڕاوەشاندنی ڕۆژانە بەخۆڕاییە؛ تەنها ئەو ئینتەرنێتە کەمەی ئەپەکە بەکاری دەهێنێت هەژمار دەکرێت.',
          )[locale],
        },
        {
          question: t('فاتني يوم، هل أخسر نقاطي؟', 'I missed a day. Do I lose my points?', 'ڕۆژێکم لەدەستچوو، خاڵەکانم لەدەست دەدەم؟')[locale],
          answer: t(
            'لا، تبقى النقاط التي جمعتها في رصيدك، وتعود الدورة فقط إلى اليوم الأول.',
            'No. The points you have collected stay yours; only the cycle goes back to day 1.',
            'نەخێر، ئەو خاڵانەی کۆت کردوونەتەوە هی خۆتن؛ تەنها خولەکە دەگەڕێتەوە بۆ ڕۆژی یەکەم.',
          )[locale],
        },
      ],
    }),
  ],
});

// ---------------------------------------------------------------------------------------------------
// Talent programme
// ---------------------------------------------------------------------------------------------------

const talent = page({
  uri: '/personal/talent-program',
  layout: 'page',
  title: t('برنامج نور للمواهب', 'Nour Talent Program', 'بەرنامەی بەهرەکانی نوور'),
  description: t(
    'منصّة نور لمواهب العراق الشابة في الموسيقى والغناء والرسم والتصوير والأفلام القصيرة، بجوائز مالية وتصويت مفتوح للجمهور.',
    "Nour's stage for Iraq's young talent in music, singing, art, photography and short film, with cash prizes and a public vote.",
    'شانۆی نوور بۆ بەهرە گەنجەکانی عێراق لە مۆسیقا و گۆرانی و وێنەکێشان و وێنەگرتن و فیلمی کورت، بە خەڵاتی پارە و دەنگدانی گشتی.',
  ),
  image: '/images/hero-talent.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('برنامج نور للمواهب', 'Nour Talent Program', 'بەرنامەی بەهرەکانی نوور')[locale],
      title: t('موهبتك تستحق مسرحاً أكبر', 'Your talent deserves a bigger stage', 'بەهرەکەت شایەنی شانۆیەکی گەورەترە')[locale],
      text: t(
        'كل عام نفتح الباب لشباب العراق من عمر 18 إلى 30 عاماً ليقدّموا مواهبهم أمام لجنة تحكيم متخصصة وأمام الجمهور. الجمهور يصوّت، والفائزون يحصلون على جوائز مالية ودعم لمشوارهم.',
        "Every year we open the doors to young Iraqis aged 18 to 30 to show their talent to an expert jury and to the public. The public votes, and the winners take home cash prizes and support for what comes next.",
        'هەموو ساڵێک دەرگا بۆ گەنجانی عێراق لە تەمەنی 18 تا 30 ساڵ دەکەینەوە تا بەهرەکانیان لەبەردەم لیژنەیەکی پسپۆڕ و خەڵکدا پیشان بدەن. خەڵک دەنگ دەدات و براوەکان خەڵاتی پارە و پشتگیری بۆ داهاتوویان وەردەگرن.',
      )[locale],
      image: '/images/hero-talent.svg',
      imageAlt: '',
      ctaLabel: t('صوّت الآن', 'Vote now', 'ئێستا دەنگ بدە')[locale],
      ctaHref: '/personal/talent-program/vote',
      secondaryLabel: t('سجّل اهتمامك', 'Register your interest', 'ئارەزووی بەشداریت تۆمار بکە')[locale],
      secondaryHref: '/personal/talent-program#register',
      tone: 'brand',
    }),
    // The current round: its results once it has closed, until then when voting closes and a link to vote.
    b('TalentVoting', { view: 'results' }),
    b('CallToAction', {
      title: t('فائزو المواسم السابقة', 'Winners of past seasons', 'براوەکانی وەرزەکانی پێشوو')[locale],
      text: t(
        'نتائج تصويت الجمهور في موسم 2026، وقصص فائزي 2024.',
        'The public vote of the 2026 season, and the stories of the 2024 winners.',
        'ئەنجامی دەنگدانی خەڵک لە وەرزی 2026، و چیرۆکی براوەکانی 2024.',
      )[locale],
      buttonLabel: t('فائزو 2026', 'The 2026 winners', 'براوەکانی 2026')[locale],
      buttonHref: '/personal/talent-program/talent-winner-2026',
      tone: 'accent',
    }),
    b('FeatureList', {
      title: t('مجالات المسابقة', 'Categories', 'بوارەکانی پێشبڕکێ')[locale],
      columns: 4,
      items: [
        {
          icon: 'star',
          title: t('الموسيقى والغناء', 'Music and singing', 'مۆسیقا و گۆرانی')[locale],
          text: t('العزف والغناء بكل الألوان.', 'Playing and singing, in every style.', 'ژەنین و گۆرانی بە هەموو شێوازێک.')[locale],
        },
        {
          icon: 'gift',
          title: t('الرسم والفنون', 'Art and design', 'وێنەکێشان و هونەر')[locale],
          text: t('لوحات وخط عربي وتصميم رقمي.', 'Painting, calligraphy and digital design.', 'تابلۆ و خۆشنووسی و دیزاینی دیجیتاڵ.')[locale],
        },
        {
          icon: 'phone',
          title: t('التصوير', 'Photography', 'وێنەگرتن')[locale],
          text: t('صور تروي حكاية العراق.', 'Pictures that tell the story of Iraq.', 'وێنە کە چیرۆکی عێراق دەگێڕنەوە.')[locale],
        },
        {
          icon: 'signal',
          title: t('الأفلام القصيرة', 'Short film', 'فیلمی کورت')[locale],
          text: t('أفلام لا تتجاوز 10 دقائق.', 'Films of up to 10 minutes.', 'فیلمی تا 10 خولەک.')[locale],
        },
      ],
    }),
    b('Steps', {
      title: t('كيف يجري البرنامج؟', 'How it works', 'بەرنامەکە چۆن بەڕێوەدەچێت؟')[locale],
      steps: [
        {
          title: t('التسجيل', 'Sign up', 'خۆتۆمارکردن')[locale],
          text: t(
            'أرسل مشاركتك خلال فترة التسجيل في شهري آذار ونيسان.',
            'Send in your entry during registration in March and April.',
            'لە ماوەی خۆتۆمارکردندا لە مانگەکانی ئازار و نیساندا بەشدارییەکەت بنێرە.',
          )[locale],
        },
        {
          title: t('اختيار لجنة التحكيم', 'Jury shortlist', 'هەڵبژاردنی لیژنەی دادوەران')[locale],
          text: t(
            'تختار لجنة من الفنانين والمختصين 12 متسابقاً للنهائيات.',
            'A jury of artists and professionals picks 12 finalists.',
            'لیژنەیەک لە هونەرمەندان و پسپۆڕان 12 بەشداربوو بۆ قۆناغی کۆتایی هەڵدەبژێرێت.',
          )[locale],
        },
        {
          title: t('تصويت الجمهور', 'Public vote', 'دەنگدانی خەڵک')[locale],
          text: t(
            'يصوّت مشتركو نور لمتسابقهم المفضّل من التطبيق ومن صفحة التصويت على الموقع، صوتاً واحداً لكل رقم.',
            'Nour customers vote for their favourite in the app and on the vote page of this site, one vote per number.',
            'بەشداربووانی نوور لە ئەپ و لە پەڕەی دەنگدانی ئەم ماڵپەڕەوە دەنگ بۆ بەشداربووی دڵخوازیان دەدەن، بۆ هەر ژمارەیەک یەک دەنگ.',
          )[locale],
        },
        {
          title: t('الحفل الختامي', 'The final', 'ئاهەنگی کۆتایی')[locale],
          text: t(
            'يُعلَن الفائزون في حفل مباشر في بغداد في كانون الأول.',
            'The winners are announced at a live show in Baghdad in December.',
            'براوەکان لە ئاهەنگێکی ڕاستەوخۆدا لە بەغدا لە کانوونی یەکەمدا ڕادەگەیەنرێن.',
          )[locale],
        },
      ],
    }),
    b('Stats', {
      items: [
        { value: t('25 مليون', '25 million', '25 ملیۆن')[locale], label: t('دينار للمركز الأول', 'IQD for first place', 'دینار بۆ پلەی یەکەم')[locale] },
        { value: t('15 مليون', '15 million', '15 ملیۆن')[locale], label: t('دينار للمركز الثاني', 'IQD for second place', 'دینار بۆ پلەی دووەم')[locale] },
        { value: t('10 ملايين', '10 million', '10 ملیۆن')[locale], label: t('دينار للمركز الثالث', 'IQD for third place', 'دینار بۆ پلەی سێیەم')[locale] },
      ],
    }),
    b('Section', {
      anchor: 'register',
      background: 'surface',
      content: [
        b('ContactForm', {
          formKey: 'general',
          title: t('موسم 2027: سجّل اهتمامك', 'The 2027 season: register your interest', 'وەرزی 2027: ئارەزووی بەشداریت تۆمار بکە')[locale],
          intro: t(
            'يفتح التسجيل في آذار 2027. اترك اسمك ورقمك والمجال الذي تشارك فيه، وسنرسل لك رسالة يوم فتح التسجيل.',
            'Registration opens in March 2027. Leave your name, number and category, and we will text you the day it opens.',
            'خۆتۆمارکردن لە ئازاری 2027دا دەکرێتەوە. ناو و ژمارە و بوارەکەت بنووسە، ڕۆژی کرانەوەی نامەت بۆ دەنێرین.',
          )[locale],
        }),
      ],
    }),
  ],
});

/** A vote page of the talent programme (its own and the campaign's): the way to vote, then the contestants. */
function votePageBlocks(locale: Locale, eyebrow: Texts, title: Texts): BlockInput[] {
  return [
    b('Hero', {
      eyebrow: eyebrow[locale],
      title: title[locale],
      text: t(
        'شاهد المتسابقين واختر موهبتك المفضّلة. المشتركون المسجّلون يصوّتون بضغطة واحدة، والآخرون يؤكدون رقم نور برمز SMS.',
        'Meet the contestants and pick your favourite. Signed-in customers vote in one tap; anyone else confirms their Nour number with an SMS code.',
        'بەشداربووان ببینە و بەهرەی دڵخوازت هەڵبژێرە. بەشداربووانی چووەژوورەوە بە یەک کرتە دەنگ دەدەن؛ ئەوانی تر ژمارەی نوورەکەیان بە کۆدی SMS پشتڕاست دەکەنەوە.',
      )[locale],
      image: '/images/hero-talent.svg',
      imageAlt: '',
      tone: 'brand',
    }),
    b('TalentVoting', { view: 'vote' }),
  ];
}

const talentVote = page({
  uri: '/personal/talent-program/vote',
  layout: 'page',
  title: t('صوّت في برنامج نور للمواهب', 'Vote in the Nour Talent Program', 'دەنگ بدە لە بەرنامەی بەهرەکانی نوور'),
  description: t(
    'اختر متسابقك المفضّل في برنامج نور للمواهب: صوت واحد لكل رقم في كل جولة، والنتائج تُعلن عند انتهاء التصويت.',
    'Pick your favourite in the Nour Talent Program: one vote per number in each round, with the results announced when voting closes.',
    'بەشداربووی دڵخوازت لە بەرنامەی بەهرەکانی نوور هەڵبژێرە: بۆ هەر ژمارەیەک لە هەر خولێکدا یەک دەنگ، ئەنجامەکانیش دوای داخستنی دەنگدان ڕادەگەیەنرێن.',
  ),
  image: '/images/hero-talent.svg',
  blocks: (locale) =>
    votePageBlocks(
      locale,
      t('برنامج نور للمواهب', 'Nour Talent Program', 'بەرنامەی بەهرەکانی نوور'),
      t('صوتك يصنع النجم', 'Your vote makes the star', 'دەنگی تۆ ئەستێرە دروست دەکات'),
    ),
});

// The talent vote's campaign under its own name (spec section 2's masked `{token}` family: the page,
// /vote, and the /mobile-index and /yooz-index variants served by the programme's route).
const stars = page({
  uri: '/personal/nour-stars',
  layout: 'page',
  title: t('نجوم نور: صوّت لنجمك', 'Nour Stars: vote for your star', 'ئەستێرەکانی نوور: دەنگ بۆ ئەستێرەکەت بدە'),
  description: t(
    'حملة التصويت لبرنامج نور للمواهب: شاهد المتسابقين وصوّت مرة واحدة لكل رقم في كل جولة.',
    "The Nour Talent Program's public vote: meet the contestants and vote once per number in each round.",
    'هەڵمەتی دەنگدانی بەرنامەی بەهرەکانی نوور: بەشداربووان ببینە و بۆ هەر ژمارەیەک لە هەر خولێکدا یەک جار دەنگ بدە.',
  ),
  image: '/images/hero-talent.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('نجوم نور', 'Nour Stars', 'ئەستێرەکانی نوور')[locale],
      title: t('النجم القادم يختاره الجمهور', 'The public picks the next star', 'ئەستێرەی داهاتوو خەڵک هەڵیدەبژێرێت')[locale],
      text: t(
        'نجوم نور هي حملة التصويت لبرنامج نور للمواهب. صوت واحد لكل رقم في كل جولة، والنتائج تظهر هنا عند انتهاء التصويت.',
        'Nour Stars is the public vote of the Nour Talent Program. One vote per number in each round; the results appear here when voting closes.',
        'ئەستێرەکانی نوور هەڵمەتی دەنگدانی بەرنامەی بەهرەکانی نوورە. بۆ هەر ژمارەیەک لە هەر خولێکدا یەک دەنگ؛ ئەنجامەکان دوای داخستنی دەنگدان لێرە دەردەکەون.',
      )[locale],
      image: '/images/hero-talent.svg',
      imageAlt: '',
      ctaLabel: t('صوّت الآن', 'Vote now', 'ئێستا دەنگ بدە')[locale],
      ctaHref: '/personal/nour-stars/vote',
      secondaryLabel: t('عن البرنامج', 'About the programme', 'دەربارەی بەرنامەکە')[locale],
      secondaryHref: '/personal/talent-program',
      tone: 'brand',
    }),
    b('TalentVoting', { view: 'results' }),
  ],
});

const starsVote = page({
  uri: '/personal/nour-stars/vote',
  layout: 'page',
  title: t('صوّت في نجوم نور', 'Vote in Nour Stars', 'دەنگ بدە لە ئەستێرەکانی نوور'),
  description: t(
    'اختر نجمك في جولة التصويت الحالية لبرنامج نور للمواهب.',
    "Pick your star in the Nour Talent Program's current voting round.",
    'ئەستێرەکەت لە خولی ئێستای دەنگدانی بەرنامەی بەهرەکانی نوور هەڵبژێرە.',
  ),
  image: '/images/hero-talent.svg',
  blocks: (locale) =>
    votePageBlocks(locale, t('نجوم نور', 'Nour Stars', 'ئەستێرەکانی نوور'), t('صوّت لنجمك', 'Vote for your star', 'دەنگ بۆ ئەستێرەکەت بدە')),
});

const talentWinner2024 = page({
  uri: '/personal/talent-program/talent-winner-2024',
  layout: 'page',
  title: t('فائزو مواهب نور 2024', 'Nour Talent 2024 winners', 'براوەکانی بەهرەکانی نوور 2024'),
  description: t(
    'تعرّف إلى فائزي موسم 2024 من برنامج نور للمواهب: عازف العود مصطفى سلام من البصرة، والرسّامة لانا عمر، والمخرجة حوراء جاسم.',
    'Meet the winners of the 2024 Nour Talent Program: oud player Mustafa Salam from Basra, painter Lana Omar and film-maker Hawraa Jasim.',
    'براوەکانی وەرزی 2024ی بەرنامەی بەهرەکانی نوور بناسە: مستەفا سەلامی عوودژەن لە بەسرە، لانا عومەری وێنەکێش و حەوراء جاسمی دەرهێنەر.',
  ),
  image: '/images/hero-talent.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('برنامج نور للمواهب 2024', 'Nour Talent Program 2024', 'بەرنامەی بەهرەکانی نوور 2024')[locale],
      title: t('مصطفى سلام يحصد لقب 2024', 'Mustafa Salam takes the 2024 title', 'مستەفا سەلام نازناوی 2024 دەباتەوە')[locale],
      text: t(
        'بعد ثمانية أشهر و3,200 مشاركة من المحافظات الثماني عشرة، منح الجمهور ولجنة التحكيم اللقب لعازف العود الشاب من البصرة.',
        'After eight months and 3,200 entries from all 18 provinces, the public and the jury gave the title to a young oud player from Basra.',
        'دوای هەشت مانگ و 3,200 بەشداری لە هەر 18 پارێزگاکە، خەڵک و لیژنەی دادوەران نازناوەکەیان دا بە عوودژەنێکی گەنجی بەسرە.',
      )[locale],
      image: '/images/hero-talent.svg',
      imageAlt: '',
      tone: 'brand',
    }),
    b('Stats', {
      items: [
        { value: '3,200', label: t('مشاركة', 'entries', 'بەشداری')[locale] },
        { value: '18', label: t('محافظة', 'provinces', 'پارێزگا')[locale] },
        { value: '12', label: t('متسابقاً في النهائيات', 'finalists', 'بەشداربووی قۆناغی کۆتایی')[locale] },
        { value: '410,000', label: t('صوت من الجمهور', 'public votes', 'دەنگی خەڵک')[locale] },
      ],
    }),
    b('Columns', {
      ratio: '2:1',
      start: [
        b('RichText', {
          html: t(
            '<h2>من البصرة إلى المسرح الكبير</h2><p>بدأ مصطفى سلام (24 عاماً) العزف على العود في الثانية عشرة، متعلماً من تسجيلات قديمة لأساتذة المقام العراقي. شارك في البرنامج بمقطوعة من تأليفه بعنوان «شط العرب»، ووصل إلى النهائيات بأعلى تقييم من لجنة التحكيم.</p><blockquote>«كنت أعزف لأهلي وجيراني فقط. اليوم سمعني العراق كله، وهذا وحده جائزة.»</blockquote><p>في الحفل الختامي في بغداد في كانون الأول 2024، حصل مصطفى على 25 مليون دينار وعقد تسجيل لأول ألبوم له، ويعمل الآن على جولة في خمس محافظات.</p>',
            '<h2>From Basra to the big stage</h2><p>Mustafa Salam, 24, picked up the oud at twelve, learning from old recordings of the masters of the Iraqi maqam. He entered the programme with a piece of his own called "Shatt al-Arab" and reached the final with the highest jury score of the season.</p><blockquote>"I used to play only for my family and the neighbours. Now the whole of Iraq has heard me, and that alone is a prize."</blockquote><p>At the final in Baghdad in December 2024, Mustafa won 25 million IQD and a recording deal for his first album. He is now preparing a tour of five provinces.</p>',
            '<h2>لە بەسرەوە بۆ شانۆی گەورە</h2><p>مستەفا سەلام (24 ساڵ) لە تەمەنی دوازدە ساڵیدا دەستی بە ژەنینی عوود کرد و لە تۆمارە کۆنەکانی مامۆستایانی مەقامی عێراقییەوە فێر بوو. بە پارچەیەکی خۆی بە ناوی «شەتولعەرەب» بەشداری بەرنامەکەی کرد و بە بەرزترین نمرەی لیژنەی دادوەران گەیشتە قۆناغی کۆتایی.</p><blockquote>«تەنها بۆ خێزان و دراوسێکانم دەمژەند. ئەمڕۆ هەموو عێراق گوێی لێ بووم، ئەمە خۆی خەڵاتێکە.»</blockquote><p>لە ئاهەنگی کۆتایی لە بەغدا لە کانوونی یەکەمی 2024دا، مستەفا 25 ملیۆن دینار و گرێبەستی تۆمارکردنی یەکەم ئەلبومی بردەوە، و ئێستا خەریکی ئامادەکردنی گەشتێکی مۆسیقییە بۆ پێنج پارێزگا.</p>',
          )[locale],
          width: 'full',
        }),
      ],
      end: [
        b('FeatureList', {
          title: t('منصّة التتويج', 'The podium', 'سەکۆی سەرکەوتن')[locale],
          columns: 2,
          items: [
            {
              icon: 'star',
              title: t('المركز الأول: مصطفى سلام', 'First: Mustafa Salam', 'یەکەم: مستەفا سەلام')[locale],
              text: t('عازف عود، البصرة.', 'Oud player, Basra.', 'عوودژەن، بەسرە.')[locale],
            },
            {
              icon: 'star',
              title: t('المركز الثاني: لانا عمر', 'Second: Lana Omar', 'دووەم: لانا عومەر')[locale],
              text: t('رسّامة، السليمانية.', 'Painter, Sulaymaniyah.', 'وێنەکێش، سلێمانی.')[locale],
            },
            {
              icon: 'star',
              title: t('المركز الثالث: حوراء جاسم', 'Third: Hawraa Jasim', 'سێیەم: حەوراء جاسم')[locale],
              text: t('مخرجة أفلام قصيرة، بغداد.', 'Short-film director, Baghdad.', 'دەرهێنەری فیلمی کورت، بەغدا.')[locale],
            },
          ],
        }),
      ],
    }),
    b('RichText', {
      html: t(
        '<h2>لانا وحوراء</h2><p>أبهرت <strong>لانا عمر</strong> (21 عاماً) لجنة التحكيم بسلسلة لوحات عن أسواق السليمانية القديمة، ونالت 15 مليون دينار. أما <strong>حوراء جاسم</strong> (26 عاماً) فقدّمت فيلماً قصيراً من 8 دقائق عن بائع كتب في شارع المتنبي، ونالت 10 ملايين دينار ومنحة لإنتاج فيلمها القادم.</p>',
        '<h2>Lana and Hawraa</h2><p><strong>Lana Omar</strong>, 21, won over the jury with a series of paintings of the old markets of Sulaymaniyah and took 15 million IQD. <strong>Hawraa Jasim</strong>, 26, made an 8-minute short film about a bookseller on Al-Mutanabbi Street and won 10 million IQD plus a grant towards her next film.</p>',
        '<h2>لانا و حەوراء</h2><p><strong>لانا عومەر</strong> (21 ساڵ) بە زنجیرە تابلۆیەک دەربارەی بازاڕە کۆنەکانی سلێمانی سەرنجی لیژنەی دادوەرانی ڕاکێشا و 15 ملیۆن دیناری بردەوە. <strong>حەوراء جاسم</strong> (26 ساڵ) فیلمێکی کورتی 8 خولەکیی دەربارەی کتێبفرۆشێک لە شەقامی موتەنەبی پێشکەش کرد و 10 ملیۆن دینار و بەخشینێک بۆ بەرهەمهێنانی فیلمی داهاتووی بردەوە.</p>',
      )[locale],
      width: 'narrow',
    }),
    b('CallToAction', {
      title: t('هل أنت التالي؟', 'Could you be next?', 'ئایا تۆ داهاتوویت؟')[locale],
      text: t(
        'سجّل اهتمامك بموسم 2027 لنبلغك يوم فتح التسجيل.',
        'Register your interest in the 2027 season and we will tell you when entries open.',
        'ئارەزووی بەشداریت لە وەرزی 2027 تۆمار بکە تا ڕۆژی کرانەوەی خۆتۆمارکردن پێت بڵێین.',
      )[locale],
      buttonLabel: t('عن البرنامج', 'About the program', 'دەربارەی بەرنامەکە')[locale],
      buttonHref: '/personal/talent-program',
      tone: 'accent',
    }),
  ],
});

// ---------------------------------------------------------------------------------------------------
// Entertainment services
// ---------------------------------------------------------------------------------------------------

interface Service {
  id: 1 | 2 | 3;
  name: Texts;
  price: number;
  /** What to text to 2020 to subscribe. */
  joinCode: string;
  trialDays: number;
  image: string;
  title: Texts;
  description: Texts;
  heroTitle: Texts;
  heroText: Texts;
  features: { icon: string; title: Texts; text: Texts }[];
  faq: { question: Texts; answer: Texts }[];
}

const services: Service[] = [
  {
    id: 1,
    name: t('نور ميوزك', 'Nour Music', 'نوور میوزیک'),
    price: 3000,
    joinCode: '21',
    trialDays: 7,
    image: '/images/phone-1.svg',
    title: t('نور ميوزك: بث الموسيقى', 'Nour Music streaming', 'نوور میوزیک: گوێگرتن لە مۆسیقا'),
    description: t(
      'ملايين الأغاني العربية والكردية والعالمية بـ 3,000 د.ع شهرياً، والاستماع لا يستهلك باقة الإنترنت. للاشتراك أرسل 21 إلى 2020.',
      'Millions of Arabic, Kurdish and international songs for 3,000 IQD a month, without using your data. Text 21 to 2020 to join.',
      'ملیۆنان گۆرانیی کوردی و عەرەبی و جیهانی بە 3,000 د.ع لە مانگێکدا، بەبێ خەرجکردنی ئینتەرنێت. بۆ بەشداربوون 21 بنێرە بۆ 2020.',
    ),
    heroTitle: t('كل الأغاني التي تحبها، بلا استهلاك للإنترنت', 'All the music you love, without touching your data', 'هەموو ئەو گۆرانییانەی خۆشت دەوێن، بەبێ خەرجکردنی ئینتەرنێت'),
    heroText: t(
      'من المقام العراقي إلى أحدث الأغاني العالمية: ملايين الأغاني وقوائم تشغيل يختارها محرّرونا كل أسبوع. الاستماع عبر شبكة نور لا يُحتسب من باقة الإنترنت.',
      'From the Iraqi maqam to the latest global hits: millions of songs and playlists picked by our editors every week. Listening over the Nour network does not count against your data.',
      'لە مەقامی عێراقییەوە تا نوێترین گۆرانییە جیهانییەکان: ملیۆنان گۆرانی و لیستی گۆرانی کە هەموو هەفتەیەک دەستەی نووسەرانمان هەڵیاندەبژێرن. گوێگرتن لەسەر تۆڕی نوور لە پاکێجی ئینتەرنێتەکەت هەژمار ناکرێت.',
    ),
    features: [
      {
        icon: 'star',
        title: t('مكتبة ضخمة', 'A huge library', 'کتێبخانەیەکی گەورە'),
        text: t('أغانٍ عربية وكردية وعالمية.', 'Arabic, Kurdish and international music.', 'گۆرانیی کوردی و عەرەبی و جیهانی.'),
      },
      {
        icon: 'wifi',
        title: t('استمع بلا إنترنت', 'Listen offline', 'بەبێ ئینتەرنێت گوێ بگرە'),
        text: t('حمّل قوائمك واستمع في أي مكان.', 'Download playlists and listen anywhere.', 'لیستەکانت دابگرە و لە هەر شوێنێک گوێ بگرە.'),
      },
      {
        icon: 'signal',
        title: t('لا يستهلك الباقة', 'Data-free streaming', 'ئینتەرنێت ناخوات'),
        text: t('البث عبر شبكة نور مجاني من الإنترنت.', 'Streaming over Nour does not use your data.', 'گوێگرتن لەسەر تۆڕی نوور ئینتەرنێت ناخوات.'),
      },
      {
        icon: 'shield',
        title: t('بلا إعلانات', 'No ads', 'بەبێ ڕیکلام'),
        text: t('موسيقى متواصلة بلا مقاطعة.', 'Music without interruptions.', 'مۆسیقای بەردەوام بەبێ پچڕان.'),
      },
    ],
    faq: [
      {
        question: t('هل يعمل نور ميوزك خارج العراق؟', 'Does Nour Music work abroad?', 'نوور میوزیک لە دەرەوەی وڵات کار دەکات؟'),
        answer: t(
          'نعم، لكن الاستماع أثناء التجوال يُحتسب من باقة التجوال. حمّل قوائمك قبل السفر لتستمع بلا إنترنت.',
          'Yes, but streaming while roaming uses your roaming data. Download your playlists before you travel and listen offline.',
          'بەڵێ، بەڵام گوێگرتن لە کاتی ڕۆمینگدا لە پاکێجی ڕۆمینگ هەژمار دەکرێت. پێش گەشتەکەت لیستەکانت دابگرە و بەبێ ئینتەرنێت گوێ بگرە.',
        ),
      },
      {
        question: t('هل يمكنني الاستماع على أكثر من جهاز؟', 'Can I listen on more than one device?', 'دەتوانم لەسەر زیاتر لە ئامێرێک گوێ بگرم؟'),
        answer: t(
          'يمكنك تسجيل الدخول على جهازين، والاستماع على جهاز واحد في الوقت نفسه.',
          'You can sign in on two devices and listen on one at a time.',
          'دەتوانیت لەسەر دوو ئامێر بچیتە ژوورەوە و لە یەک کاتدا لەسەر یەکێکیان گوێ بگریت.',
        ),
      },
    ],
  },
  {
    id: 2,
    name: t('نور بلاي', 'Nour Play', 'نوور پلەی'),
    price: 5000,
    joinCode: '22',
    trialDays: 3,
    image: '/images/phone-2.svg',
    title: t('نور بلاي: باقة الألعاب', 'Nour Play gaming pass', 'نوور پلەی: پاکێجی یاری'),
    description: t(
      'أكثر من 200 لعبة كاملة على هاتفك بلا إعلانات ولا مشتريات داخلية، بـ 5,000 د.ع شهرياً. للاشتراك أرسل 22 إلى 2020.',
      'More than 200 full mobile games with no ads or in-app purchases, for 5,000 IQD a month. Text 22 to 2020 to join.',
      'زیاتر لە 200 یاریی تەواو لەسەر مۆبایلەکەت بەبێ ڕیکلام و کڕینی ناوەکی، بە 5,000 د.ع لە مانگێکدا. بۆ بەشداربوون 22 بنێرە بۆ 2020.',
    ),
    heroTitle: t('أكثر من 200 لعبة، اشتراك واحد', 'Over 200 games, one subscription', 'زیاتر لە 200 یاری، یەک بەشداری'),
    heroText: t(
      'ألعاب أكشن وسباقات وألغاز ورياضة كاملة من أول مرحلة، بلا إعلانات ولا مشتريات داخل اللعبة. نضيف ألعاباً جديدة كل شهر.',
      'Action, racing, puzzle and sports games, complete from the first level, with no ads and nothing to buy inside the game. New titles every month.',
      'یاریی ئەکشن و پێشبڕکێی ئۆتۆمبێل و مەتەڵ و وەرزش، تەواو لە یەکەم قۆناغەوە، بەبێ ڕیکلام و بەبێ کڕین لە ناو یارییەکەدا. هەموو مانگێک یاریی نوێ زیاد دەکەین.',
    ),
    features: [
      {
        icon: 'star',
        title: t('ألعاب كاملة', 'Full games', 'یاریی تەواو'),
        text: t('كل المراحل مفتوحة من البداية.', 'Every level unlocked from the start.', 'هەموو قۆناغەکان لە سەرەتاوە کراوەن.'),
      },
      {
        icon: 'shield',
        title: t('بلا مشتريات داخلية', 'No in-app purchases', 'بەبێ کڕینی ناوەکی'),
        text: t('لا مفاجآت في رصيدك.', 'No surprises on your balance.', 'هیچ سەرسوڕمانێک لە باڵانسەکەتدا نییە.'),
      },
      {
        icon: 'speed',
        title: t('لعب سلس على 4G', 'Smooth on 4G', 'یاریی نەرم لەسەر 4G'),
        text: t('ألعاب جماعية بزمن استجابة منخفض.', 'Multiplayer with low latency.', 'یاریی بەکۆمەڵ بە کاتی وەڵامدانەوەی کەم.'),
      },
      {
        icon: 'gift',
        title: t('جديد كل شهر', 'New every month', 'هەموو مانگێک نوێ'),
        text: t('عناوين جديدة تُضاف باستمرار.', 'Fresh titles added all the time.', 'بەردەوام یاریی نوێ زیاد دەکرێت.'),
      },
    ],
    faq: [
      {
        question: t('هل تحتاج الألعاب إلى إنترنت؟', 'Do the games need internet?', 'یارییەکان پێویستیان بە ئینتەرنێتە؟'),
        answer: t(
          'يحتاج تنزيل اللعبة إلى الإنترنت ويُحتسب من باقتك، ومعظم الألعاب تعمل بعدها دون اتصال.',
          'Downloading a game needs data and counts against your bundle; most games then play offline.',
          'داگرتنی یاری ئینتەرنێتی پێویستە و لە پاکێجەکەت هەژمار دەکرێت؛ زۆربەی یارییەکان دواتر بەبێ ئینتەرنێت کار دەکەن.',
        ),
      },
      {
        question: t('على أي هواتف تعمل؟', 'Which phones does it work on?', 'لەسەر چ مۆبایلێک کار دەکات؟'),
        answer: t(
          'على هواتف أندرويد 8 فما فوق، عبر تطبيق نور بلاي.',
          'Android phones running Android 8 or later, through the Nour Play app.',
          'مۆبایلی ئەندرۆیدی وەشانی 8 و سەرووتر، لە ڕێگەی ئەپی نوور پلەیەوە.',
        ),
      },
    ],
  },
  {
    id: 3,
    name: t('نور كيدز', 'Nour Kids', 'نوور کیدز'),
    price: 2000,
    joinCode: '23',
    trialDays: 7,
    image: '/images/phone-3.svg',
    title: t('نور كيدز: فيديوهات الأطفال', 'Nour Kids videos', 'نوور کیدز: ڤیدیۆی منداڵان'),
    description: t(
      'رسوم متحركة وأغانٍ وفيديوهات تعليمية بالعربية والكردية، آمنة وبلا إعلانات، بـ 2,000 د.ع شهرياً. للاشتراك أرسل 23 إلى 2020.',
      'Cartoons, songs and learning videos in Arabic and Kurdish, safe and ad-free, for 2,000 IQD a month. Text 23 to 2020 to join.',
      'کارتۆن و گۆرانی و ڤیدیۆی فێرکاری بە کوردی و عەرەبی، پارێزراو و بەبێ ڕیکلام، بە 2,000 د.ع لە مانگێکدا. بۆ بەشداربوون 23 بنێرە بۆ 2020.',
    ),
    heroTitle: t('عالم آمن لأطفالك', 'A safe world for your children', 'جیهانێکی پارێزراو بۆ منداڵەکانت'),
    heroText: t(
      'رسوم متحركة وأغانٍ وفيديوهات تعليمية مختارة بعناية بالعربية والكردية، للأطفال من 3 إلى 10 سنوات، بلا إعلانات ومع أدوات تحكم للوالدين.',
      'Carefully chosen cartoons, songs and learning videos in Arabic and Kurdish for children aged 3 to 10, with no ads and with parental controls.',
      'کارتۆن و گۆرانی و ڤیدیۆی فێرکاریی بە وردی هەڵبژێردراو بە کوردی و عەرەبی بۆ منداڵانی 3 تا 10 ساڵ، بەبێ ڕیکلام و لەگەڵ کۆنترۆڵی دایک و باوک.',
    ),
    features: [
      {
        icon: 'shield',
        title: t('محتوى آمن', 'Safe content', 'ناوەڕۆکی پارێزراو'),
        text: t('كل فيديو يراجعه فريقنا قبل نشره.', 'Every video is checked by our team first.', 'هەر ڤیدیۆیەک پێشتر تیمەکەمان دەیپشکنێت.'),
      },
      {
        icon: 'star',
        title: t('تعلّم وهو يلعب', 'Learning through play', 'فێربوون لە ڕێگەی یارییەوە'),
        text: t('حروف وأرقام وعلوم بأسلوب ممتع.', 'Letters, numbers and science made fun.', 'پیت و ژمارە و زانست بە شێوەیەکی خۆش.'),
      },
      {
        icon: 'phone',
        title: t('تحكّم الوالدين', 'Parental controls', 'کۆنترۆڵی دایک و باوک'),
        text: t('حدّد وقت الشاشة واحمِ الإعدادات برمز سري.', 'Set screen time and lock settings with a PIN.', 'کاتی شاشە دیاری بکە و ڕێکخستنەکان بە کۆدی نهێنی داخە.'),
      },
      {
        icon: 'globe',
        title: t('بلغتين', 'In two languages', 'بە دوو زمان'),
        text: t('محتوى بالعربية والكردية.', 'Content in Arabic and Kurdish.', 'ناوەڕۆک بە کوردی و عەرەبی.'),
      },
    ],
    faq: [
      {
        question: t('كيف أحدّد وقت المشاهدة؟', 'How do I limit screen time?', 'چۆن کاتی سەیرکردن دیاری بکەم؟'),
        answer: t(
          'من «إعدادات الوالدين» في التطبيق اختر المدة اليومية، ويتوقف التشغيل تلقائياً عند انتهائها.',
          'In the app, open "Parent settings" and choose a daily limit; playback stops by itself when time is up.',
          'لە ئەپەکەدا «ڕێکخستنەکانی دایک و باوک» بکەرەوە و ماوەی ڕۆژانە هەڵبژێرە؛ کە کاتەکە تەواو بوو خۆکارانە ڕادەوەستێت.',
        ),
      },
      {
        question: t('هل يمكن المشاهدة على التلفاز؟', 'Can we watch on the TV?', 'دەتوانین لەسەر تەلەفزیۆن سەیری بکەین؟'),
        answer: t(
          'نعم، عبر خاصية بث الشاشة من الهاتف إلى التلفاز الذكي.',
          'Yes, by casting from the phone to a smart TV.',
          'بەڵێ، بە ناردنی شاشەی مۆبایل بۆ تەلەفزیۆنی زیرەک.',
        ),
      },
    ],
  },
];

function servicePage(service: Service): SeedPage {
  return page({
    uri: `${ENTERTAINMENT}/${service.id}`,
    layout: 'page',
    title: service.title,
    description: service.description,
    image: service.image,
    blocks: (locale) => {
      const name = service.name[locale];
      const price = service.price.toLocaleString('en-US');
      return [
        b('Hero', {
          eyebrow: t('خدمات الترفيه', 'Entertainment', 'کات بەسەربردن')[locale],
          title: service.heroTitle[locale],
          text: service.heroText[locale],
          image: service.image,
          imageAlt: '',
          ctaLabel: t('كيف أشترك؟', 'How to join', 'چۆن بەشدار بم؟')[locale],
          ctaHref: `${ENTERTAINMENT}/${service.id}#subscribe`,
          tone: 'brand',
        }),
        b('FeatureList', {
          title: t(`لماذا ${name}؟`, `Why ${name}?`, `بۆچی ${name}؟`)[locale],
          columns: 4,
          items: service.features.map((feature) => ({
            icon: feature.icon,
            title: feature.title[locale],
            text: feature.text[locale],
          })),
        }),
        b('Section', {
          title: t('السعر والاشتراك', 'Price and subscription', 'نرخ و بەشداربوون')[locale],
          anchor: 'subscribe',
          background: 'surface',
          content: [
            b('Columns', {
              ratio: '1:1',
              start: [
                b('RichText', {
                  html: t(
                    `<table><tbody><tr><th>السعر</th><td>${price} د.ع شهرياً، يُخصم من الرصيد أو يُضاف إلى الفاتورة</td></tr><tr><th>التجربة المجانية</th><td>أول ${service.trialDays} أيام للمشتركين الجدد</td></tr><tr><th>التجديد</th><td>تلقائي كل 30 يوماً</td></tr><tr><th>للاشتراك</th><td>أرسل ${service.joinCode} إلى 2020</td></tr><tr><th>للإلغاء</th><td>أرسل 0 إلى 2020</td></tr></tbody></table><p>الرسائل إلى 2020 مجانية. وبعد الاشتراك تصلك رسالة برابط تنزيل التطبيق.</p>`,
                    `<table><tbody><tr><th>Price</th><td>${price} IQD a month, from your balance or on your bill</td></tr><tr><th>Free trial</th><td>First ${service.trialDays} days for new subscribers</td></tr><tr><th>Renewal</th><td>Automatic, every 30 days</td></tr><tr><th>To join</th><td>Text ${service.joinCode} to 2020</td></tr><tr><th>To cancel</th><td>Text 0 to 2020</td></tr></tbody></table><p>Texts to 2020 are free. Once you join, we text you a link to download the app.</p>`,
                    `<table><tbody><tr><th>نرخ</th><td>${price} د.ع لە مانگێکدا، لە باڵانس دەبڕدرێت یان دەچێتە سەر پسوڵە</td></tr><tr><th>تاقیکردنەوەی بەخۆڕایی</th><td>یەکەم ${service.trialDays} ڕۆژ بۆ بەشداربووانی نوێ</td></tr><tr><th>نوێبوونەوە</th><td>خۆکارانە، هەموو 30 ڕۆژێک</td></tr><tr><th>بۆ بەشداربوون</th><td>${service.joinCode} بنێرە بۆ 2020</td></tr><tr><th>بۆ هەڵوەشاندنەوە</th><td>0 بنێرە بۆ 2020</td></tr></tbody></table><p>ناردنی نامە بۆ 2020 بەخۆڕاییە. دوای بەشداربوون نامەیەکت بۆ دێت کە بەستەری داگرتنی ئەپەکەی تێدایە.</p>`,
                  )[locale],
                  width: 'full',
                }),
              ],
              end: [
                b('Steps', {
                  title: t('اشترك في دقيقة', 'Join in a minute', 'لە خولەکێکدا بەشدار بە')[locale],
                  steps: [
                    {
                      title: t(
                        `أرسل ${service.joinCode} إلى 2020`,
                        `Text ${service.joinCode} to 2020`,
                        `${service.joinCode} بنێرە بۆ 2020`,
                      )[locale],
                      text: t(
                        'من خط نور الذي تريد الاشتراك به.',
                        'From the Nour line you want to subscribe.',
                        'لەو هێڵی نوورەی کە دەتەوێت بەشداری پێبکەیت.',
                      )[locale],
                    },
                    {
                      title: t('أكّد الاشتراك', 'Confirm', 'دڵنیای بکەرەوە')[locale],
                      text: t(
                        'ردّ بـ 1 على رسالة التأكيد التي تصلك.',
                        'Reply 1 to the confirmation message you receive.',
                        'بە 1 وەڵامی ئەو نامەی دڵنیاکردنەوەیە بدەرەوە کە بۆت دێت.',
                      )[locale],
                    },
                    {
                      title: t('حمّل التطبيق واستمتع', 'Get the app and enjoy', 'ئەپەکە دابگرە و چێژ وەربگرە')[locale],
                      text: t(
                        `سجّل الدخول في ${name} برقم هاتفك.`,
                        `Sign in to ${name} with your phone number.`,
                        `بە ژمارەی مۆبایلەکەت بچۆ ژوورەوەی ${name}.`,
                      )[locale],
                    },
                  ],
                }),
              ],
            }),
          ],
        }),
        b('Faq', {
          title: t('أسئلة شائعة', 'Questions', 'پرسیارە باوەکان')[locale],
          items: [
            ...service.faq.map((item) => ({ question: item.question[locale], answer: item.answer[locale] })),
            {
              question: t(`كيف ألغي اشتراكي في ${name}؟`, `How do I cancel ${name}?`, `چۆن بەشداریی ${name} هەڵبوەشێنمەوە؟`)[locale],
              answer: cancelRule[locale],
            },
          ],
        }),
        b('CallToAction', {
          title: t('خدمات أخرى', 'More to enjoy', 'خزمەتگوزاریی تر')[locale],
          text: t(
            'اكتشف باقي خدمات الترفيه والعروض على خطك.',
            'Discover the other entertainment services and offers for your line.',
            'خزمەتگوزارییەکانی تری کات بەسەربردن و ئۆفەرەکانی هێڵەکەت ببینە.',
          )[locale],
          buttonLabel: t('عروض الأفراد', 'Personal offers', 'ئۆفەرە تاکەکەسییەکان')[locale],
          buttonHref: '/personal',
          tone: 'light',
        }),
      ];
    },
  });
}

export const personalPages: SeedPage[] = [
  home,
  personal,
  plansPage,
  addOns,
  roaming,
  fourG,
  fourGExperience,
  fourGSim,
  checkPhone,
  switchSim,
  volte,
  rewards,
  rewardsBoarding,
  talent,
  talentVote,
  talentWinner2024,
  stars,
  starsVote,
  ...services.map(servicePage),
];
