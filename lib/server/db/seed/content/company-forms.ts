/**
 * Seeded pages of the loyalty programme and the site's forms: the Platinum card, the general enquiry
 * form, the 365 Days sign-up campaign, the business form and shareholder services. Each language is
 * written for its readers, not translated word for word. The forms' fields are defined in
 * lib/forms.ts; the intros here only say what to write and what happens next.
 */
import type { Locale } from '@/lib/locales';
import { b, page, t, type BlockInput, type SeedPage } from './helpers';

type Texts = Record<Locale, string>;

/** Keeps a code left-to-right inside Arabic or Kurdish plain text. */
const iso = (s: string) => `\u2066${s}\u2069`;

const USSD_MENU = '*107#';

/** A form beside a short text, the layout every form page shares. */
const formWithAside = (form: BlockInput, aside: BlockInput[]): BlockInput =>
  b('Section', { spacing: 'large', content: [b('Columns', { ratio: '2:1', align: 'start', start: [form], end: aside })] });

const careNote = (locale: Locale): BlockInput =>
  b('CallToAction', {
    title: t('سؤال عن خطك؟', 'A question about your line?', 'پرسیارت دەربارەی هێڵەکەت هەیە؟')[locale],
    text: t(
      'للرصيد والباقات والأعطال، الاتصال بالرقم 107 أسرع من أي نموذج: فريقنا يجيب على مدار الساعة.',
      'For balance, bundles or faults, calling 107 is quicker than any form: our team answers around the clock.',
      'بۆ باڵانس، پاکێج یان کێشەی هێڵ، پەیوەندیکردن بە 107 لە هەر فۆرمێک خێراترە: تیمەکەمان شەو و ڕۆژ وەڵام دەداتەوە.',
    )[locale],
    buttonLabel: t('اتصل بـ 107', 'Call 107', 'پەیوەندی بە 107 بکە')[locale],
    buttonHref: 'tel:107',
    tone: 'light',
  });

// ---------------------------------------------------------------------------------------------------
// Platinum card (loyalty programme)
// ---------------------------------------------------------------------------------------------------

const partners: Texts[] = [
  t('مطاعم دجلة', 'Dijla Restaurants', 'چێشتخانەکانی دیجلە'),
  t('فندق بابل الكبير', 'Grand Babylon Hotel', 'هوتێلی بابلی گەورە'),
  t('أزياء الرافدين', 'Rafidain Fashion', 'جلوبەرگی ڕافیدەین'),
  t('مختبرات الشفاء الطبية', 'Al-Shifa Medical Labs', 'تاقیگە پزیشکییەکانی شیفا'),
  t('مقاهي زاگروس', 'Zagros Cafés', 'قاوەخانەکانی زاگرۆس'),
  t('مركز البصرة لصيانة السيارات', 'Basra Auto Service', 'سەنتەری چاککردنەوەی ئۆتۆمبێلی بەسرە'),
];

const platinum = page({
  uri: '/platinum',
  layout: 'page',
  title: t('بطاقة بلاتينيوم', 'The Platinum card', 'کارتی پلاتینیۆم'),
  description: t(
    'بطاقة بلاتينيوم من نور موبايل: خصومات تصل إلى 30% لدى شركائنا من المطاعم والفنادق والمتاجر في العراق. اعرف كيف تنضم.',
    'The Nour Mobile Platinum card: up to 30% off with partner restaurants, hotels and shops across Iraq. See how to join.',
    'کارتی پلاتینیۆمی نوور مۆبایل: تا 30% داشکاندن لای چێشتخانە و هوتێل و فرۆشگا هاوبەشەکانمان لە عێراق. بزانە چۆن بەشداری دەکەیت.',
  ),
  image: '/images/hero-rewards.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('برنامج الولاء', 'Loyalty programme', 'بەرنامەی دڵسۆزی')[locale],
      title: t('بطاقة بلاتينيوم: شكرنا لك بخصومات حقيقية', 'The Platinum card: our thanks, in real discounts', 'کارتی پلاتینیۆم: سوپاسمان بە داشکاندنی ڕاستەقینە')[locale],
      text: t(
        'لمشتركينا الأوفياء بطاقة رقمية في تطبيق نور موبايل تمنحهم خصومات تصل إلى 30% لدى مئات الشركاء في المطاعم والفنادق والمتاجر والمختبرات الطبية في كل المحافظات، وخدمة بأولوية في متاجرنا.',
        'Our most loyal subscribers get a digital card in the Nour Mobile app, with up to 30% off at hundreds of partner restaurants, hotels, shops and medical labs in every governorate, and priority service in our shops.',
        'بەشداربووە دڵسۆزەکانمان کارتێکی دیجیتاڵی لە ئەپی نوور مۆبایلدا وەردەگرن کە تا 30% داشکاندنیان پێدەدات لای سەدان چێشتخانە و هوتێل و فرۆشگا و تاقیگەی پزیشکیی هاوبەش لە هەموو پارێزگاکان، لەگەڵ خزمەتگوزاریی پێشینە لە فرۆشگاکانماندا.',
      )[locale],
      image: '/images/hero-rewards.svg',
      imageAlt: '',
      ctaLabel: t('كيف أنضم؟', 'How to join', 'چۆن بەشداری بکەم؟')[locale],
      ctaHref: '/platinum#join',
      secondaryLabel: t('سجّل كشريك', 'Become a partner', 'ببە بە هاوبەش')[locale],
      secondaryHref: '/platinum#partners',
      tone: 'brand',
    }),
    b('FeatureList', {
      title: t('ماذا تمنحك البطاقة؟', 'What the card gives you', 'کارتەکە چیت پێدەدات؟')[locale],
      columns: 4,
      items: [
        {
          icon: 'gift',
          title: t('خصومات لدى الشركاء', 'Partner discounts', 'داشکاندن لای هاوبەشان')[locale],
          text: t('من 5% إلى 30% عند إبراز البطاقة في التطبيق.', 'From 5% to 30% off when you show the card in the app.', 'لە 5% تا 30% داشکاندن کاتێک کارتەکە لە ئەپەکەدا نیشان دەدەیت.')[locale],
        },
        {
          icon: 'star',
          title: t('أولوية في المتاجر', 'Priority in our shops', 'پێشینە لە فرۆشگاکان')[locale],
          text: t('دور خاص لحاملي البطاقة في كل متاجر نور.', 'A dedicated queue for cardholders in every Nour shop.', 'ڕیزێکی تایبەت بۆ خاوەن کارتەکان لە هەموو فرۆشگاکانی نوور.')[locale],
        },
        {
          icon: 'phone',
          title: t('خط خدمة مخصص', 'A dedicated care line', 'هێڵی خزمەتگوزاریی تایبەت')[locale],
          text: t('اتصالك على 107 يُحوَّل مباشرة إلى فريق بلاتينيوم.', 'Your calls to 107 go straight to the Platinum team.', 'پەیوەندییەکانت بە 107 ڕاستەوخۆ دەچن بۆ تیمی پلاتینیۆم.')[locale],
        },
        {
          icon: 'wifi',
          title: t('هدية عيد ميلادك', 'A birthday gift', 'دیاریی ڕۆژی لەدایکبوون')[locale],
          text: t('5 جيجابايت مجاناً كل عام في يوم ميلادك.', '5 GB of free data every year on your birthday.', '5 گێگابایت ئینتەرنێتی بەخۆڕایی هەموو ساڵێک لە ڕۆژی لەدایکبوونتدا.')[locale],
        },
      ],
    }),
    b('Section', {
      title: t('خصومات الشركاء', 'Partner discounts', 'داشکاندنەکانی هاوبەشان')[locale],
      background: 'surface',
      spacing: 'large',
      content: [
        b('LogoStrip', {
          title: t('من شركائنا', 'Some of our partners', 'هەندێک لە هاوبەشەکانمان')[locale],
          logos: partners.map((name, index) => ({ src: `/images/partner-${index + 1}.svg`, alt: name[locale], href: '' })),
        }),
        b('RichText', {
          html: t(
            '<table><thead><tr><th scope="col">الفئة</th><th scope="col">الخصم</th></tr></thead><tbody><tr><td>المطاعم والمقاهي</td><td>10% إلى 20%</td></tr><tr><td>الفنادق في بغداد وأربيل والبصرة والسليمانية</td><td>حتى 30%</td></tr><tr><td>الأزياء والأحذية</td><td>15%</td></tr><tr><td>المختبرات والعيادات الطبية</td><td>20%</td></tr><tr><td>صيانة السيارات</td><td>10%</td></tr><tr><td>الأجهزة الإلكترونية</td><td>5%</td></tr></tbody></table><p>قد يضع بعض الشركاء حداً أقصى للخصم أو يستثنون العروض الأخرى.</p>',
            '<table><thead><tr><th scope="col">Category</th><th scope="col">Discount</th></tr></thead><tbody><tr><td>Restaurants and cafés</td><td>10% to 20%</td></tr><tr><td>Hotels in Baghdad, Erbil, Basra and Sulaymaniyah</td><td>up to 30%</td></tr><tr><td>Fashion and shoes</td><td>15%</td></tr><tr><td>Medical labs and clinics</td><td>20%</td></tr><tr><td>Car servicing</td><td>10%</td></tr><tr><td>Electronics</td><td>5%</td></tr></tbody></table><p>Some partners cap the discount or do not combine it with other offers.</p>',
            '<table><thead><tr><th scope="col">جۆر</th><th scope="col">داشکاندن</th></tr></thead><tbody><tr><td>چێشتخانە و قاوەخانە</td><td>10% تا 20%</td></tr><tr><td>هوتێلەکان لە بەغدا و هەولێر و بەسرە و سلێمانی</td><td>تا 30%</td></tr><tr><td>جلوبەرگ و پێڵاو</td><td>15%</td></tr><tr><td>تاقیگە و نۆرینگە پزیشکییەکان</td><td>20%</td></tr><tr><td>چاککردنەوەی ئۆتۆمبێل</td><td>10%</td></tr><tr><td>ئامێری ئەلیکترۆنی</td><td>5%</td></tr></tbody></table><p>هەندێک هاوبەش سنوورێک بۆ داشکاندنەکە دادەنێن یان لەگەڵ ئۆفەرەکانی تردا کۆی ناکەنەوە.</p>',
          )[locale],
          width: 'narrow',
        }),
        b('FlowEmbed', {
          flow: 'platinum-partners',
          title: t('ابحث عن شريك قريب منك', 'Find a partner near you', 'هاوبەشێکی نزیک خۆت بدۆزەرەوە')[locale],
          text: t(
            'اختر محافظة أو فئة لترى الشركاء على الخريطة وفي القائمة، مع نسبة خصم كل منهم.',
            'Choose a governorate or a category to see the partners on the map and in the list, each with its discount.',
            'پارێزگایەک یان جۆرێک هەڵبژێرە بۆ بینینی هاوبەشەکان لەسەر نەخشە و لە لیستەکەدا، لەگەڵ داشکاندنی هەر یەکێکیان.',
          )[locale],
        }),
      ],
    }),
    b('Section', {
      title: t('كيف تنضم', 'How to join', 'چۆن بەشداری دەکەیت')[locale],
      anchor: 'join',
      spacing: 'large',
      content: [
        b('Steps', {
          title: '',
          steps: [
            {
              title: t('تحقق من أهليتك', 'Check you qualify', 'بزانە مەرجەکانت تێدایە')[locale],
              text: t(
                'البطاقة مجانية لمشتركي الدفع الآجل في باقتي نور ماكس ونور بلا حدود، ولمشتركي الدفع المسبق الذين مضى على خطهم سنتان ويشحنون 25,000 د.ع أو أكثر شهرياً.',
                'The card is free for postpaid subscribers on Nour Max and Nour Unlimited, and for prepaid subscribers whose line is at least two years old and who top up 25,000 IQD or more a month.',
                'کارتەکە بەخۆڕاییە بۆ بەشداربووانی پاشەکی لەسەر نوور ماکس و نوور بێسنوور، و بۆ بەشداربووانی پێشەکی کە هێڵەکەیان لانیکەم دوو ساڵە و مانگانە 25,000 د.ع یان زیاتر پڕدەکەنەوە.',
              )[locale],
            },
            {
              title: t('اطلب البطاقة', 'Ask for your card', 'داوای کارتەکەت بکە')[locale],
              text: t(
                `اطلب ${iso(USSD_MENU)} واختر «بلاتينيوم» ثم «انضمام»، أو اطلبها من قسم «بلاتينيوم» في التطبيق.`,
                `Dial ${USSD_MENU} and choose "Platinum", then "Join", or request it in the Platinum section of the app.`,
                `${iso(USSD_MENU)} لێبدە و «پلاتینیۆم» هەڵبژێرە، پاشان «بەشداریکردن»، یان لە بەشی «پلاتینیۆم»ی ئەپەکەدا داوای بکە.`,
              )[locale],
            },
            {
              title: t('استخدمها لدى الشركاء', 'Use it with our partners', 'لای هاوبەشەکان بەکاری بهێنە')[locale],
              text: t(
                'تظهر بطاقتك في التطبيق خلال 24 ساعة. أبرز رمز البطاقة عند الدفع ليُطبَّق الخصم مباشرة.',
                'Your card appears in the app within 24 hours. Show its code when you pay and the discount is applied on the spot.',
                'لە ماوەی 24 کاتژمێردا کارتەکەت لە ئەپەکەدا دەردەکەوێت. لە کاتی پارەداندا کۆدی کارتەکە نیشان بدە و داشکاندنەکە دەستبەجێ جێبەجێ دەبێت.',
              )[locale],
            },
          ],
        }),
      ],
    }),
    b('Section', {
      title: t('سجّل نشاطك التجاري شريكاً', 'Register your business as a partner', 'کارەکەت وەک هاوبەش تۆمار بکە')[locale],
      anchor: 'partners',
      background: 'surface',
      spacing: 'large',
      content: [
        b('RichText', {
          html: t(
            '<p>هل تملك مطعماً أو متجراً أو فندقاً أو عيادة؟ قدّم خصماً لحاملي بطاقة بلاتينيوم، ونعرّف بك مجاناً أمام مشتركينا عبر التطبيق وخريطة الشركاء والرسائل الشهرية. لا رسوم للانضمام، وأنت من يحدد نسبة الخصم وشروطه.</p>',
            '<p>Do you run a restaurant, shop, hotel or clinic? Offer a discount to Platinum cardholders and we will promote you to our subscribers for free, in the app, on the partner map and in our monthly messages. Joining costs nothing, and you set the discount and its terms.</p>',
            '<p>چێشتخانە، فرۆشگا، هوتێل یان نۆرینگەت هەیە؟ داشکاندن بۆ خاوەن کارتی پلاتینیۆم پێشکەش بکە و ئێمە بەخۆڕایی لە ئەپەکە و نەخشەی هاوبەشان و نامە مانگانەکاندا بە بەشداربووانمانت دەناسێنین. بەشداریکردن هیچ تێچوویەکی نییە و خۆت ڕێژە و مەرجەکانی داشکاندن دیاری دەکەیت.</p>',
          )[locale],
          width: 'narrow',
        }),
        b('FlowEmbed', {
          flow: 'platinum-apply',
          title: t('قدّم طلب الشراكة', 'Apply to become a partner', 'داوای هاوبەشی بکە')[locale],
          text: t(
            'أرفق شعارك ومستنداً داعماً (الإجازة التجارية مثلاً)، وسنرسل إليك قرارنا برسالة نصية خلال أسبوع.',
            'Attach your logo and a supporting document (your trade licence, for example); we send you our decision by SMS within a week.',
            'لۆگۆکەت و بەڵگەنامەیەکی پشتگیری (بۆ نموونە مۆڵەتی بازرگانی) هاوپێچ بکە، لە ماوەی هەفتەیەکدا بڕیارەکەمان بە نامەی کورت بۆت دەنێرین.',
          )[locale],
        }),
      ],
    }),
    b('Accordion', {
      title: t('شروط البطاقة', 'Card terms', 'مەرجەکانی کارت')[locale],
      openFirst: false,
      items: [
        {
          title: t('هل البطاقة مجانية؟', 'Is the card free?', 'ئایا کارتەکە بەخۆڕاییە؟')[locale],
          html: t(
            '<p>نعم، لا رسوم إصدار ولا رسوم شهرية. البطاقة رقمية في التطبيق ومرتبطة برقمك.</p>',
            '<p>Yes. There is no issue fee and no monthly fee. The card is digital, in the app, and tied to your number.</p>',
            '<p>بەڵێ، نە کرێی دەرکردنی هەیە نە کرێی مانگانە. کارتەکە دیجیتاڵییە لە ئەپەکەدا و بە ژمارەکەتەوە بەستراوە.</p>',
          )[locale],
        },
        {
          title: t('هل يمكن أن أفقد البطاقة؟', 'Can I lose the card?', 'دەکرێت کارتەکەم لەدەست بچێت؟')[locale],
          html: t(
            '<p>نراجع الأهلية مرة كل عام. إن لم تعد تستوفي الشروط نبلغك برسالة قبل شهرين، لتتمكن من الاحتفاظ بالبطاقة.</p>',
            '<p>We review eligibility once a year. If you no longer qualify, we text you two months beforehand so you have time to keep your card.</p>',
            '<p>ساڵی جارێک مەرجەکان پێدا دەچینەوە. ئەگەر ئیتر مەرجەکانت تێدا نەما، دوو مانگ پێشتر نامەت بۆ دەنێرین تا کاتت هەبێت کارتەکەت بپارێزیت.</p>',
          )[locale],
        },
        {
          title: t('هل تختلف بطاقة بلاتينيوم عن مكافآت نور؟', 'How is Platinum different from Nour Rewards?', 'پلاتینیۆم چ جیاوازییەکی لەگەڵ خەڵاتەکانی نوور هەیە؟')[locale],
          html: t(
            '<p>مكافآت نور متاحة لكل المشتركين وتمنح نقاطاً تستبدلها بإنترنت ودقائق، أما بلاتينيوم فتمنح خصومات لدى الشركاء. يمكنك الاستفادة من البرنامجين معاً. اعرف المزيد في <a href="/personal/rewards">صفحة المكافآت</a>.</p>',
            '<p>Nour Rewards is open to every subscriber and gives points you swap for data and minutes; Platinum gives discounts with partners. You can enjoy both at once. More on the <a href="/personal/rewards">rewards page</a>.</p>',
            '<p>خەڵاتەکانی نوور بۆ هەموو بەشداربووانە و خاڵت پێدەدات کە بە ئینتەرنێت و خولەک دەیگۆڕیتەوە، بەڵام پلاتینیۆم داشکاندن لای هاوبەشان دەدات. دەتوانیت هەردووکیان پێکەوە بەکاربهێنیت. زیاتر لە <a href="/personal/rewards">پەڕەی خەڵاتەکان</a>.</p>',
          )[locale],
        },
      ],
    }),
  ],
});

// ---------------------------------------------------------------------------------------------------
// General enquiry
// ---------------------------------------------------------------------------------------------------

const general = page({
  uri: '/form',
  layout: 'page',
  title: t('استفسار عام', 'General enquiry', 'پرسیاری گشتی'),
  description: t(
    'أرسل استفسارك أو اقتراحك إلى نور موبايل وسيرد عليك فريقنا خلال يومي عمل.',
    'Send Nour Mobile your question or suggestion and our team will get back to you within two working days.',
    'پرسیار یان پێشنیارەکەت بۆ نوور مۆبایل بنێرە و تیمەکەمان لە ماوەی دوو ڕۆژی کاردا وەڵامت دەداتەوە.',
  ),
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('تواصل معنا', 'Get in touch', 'پەیوەندیمان پێوە بکە')[locale],
      title: t('استفسار عام', 'General enquiry', 'پرسیاری گشتی')[locale],
      text: t(
        'سؤال عن خدماتنا، أو اقتراح، أو رأي في تجربتك معنا؟ اكتب لنا، فكل رسالة يقرأها شخص من فريقنا.',
        'A question about our services, a suggestion, or feedback on your experience with us? Write to us: every message is read by a person on our team.',
        'پرسیارێک دەربارەی خزمەتگوزارییەکانمان، پێشنیارێک، یان ڕاوبۆچوونێک لەسەر ئەزموونت لەگەڵمان؟ بۆمان بنووسە، هەموو نامەیەک کەسێک لە تیمەکەمان دەیخوێنێتەوە.',
      )[locale],
      tone: 'light',
    }),
    formWithAside(
      b('ContactForm', {
        formKey: 'general',
        title: t('رسالتك', 'Your message', 'نامەکەت')[locale],
        intro: t(
          'اكتب اسمك ورقم هاتفك ورسالتك، وأضف بريدك الإلكتروني إن أردت أن يصلك الرد عليه. نرد خلال يومي عمل.',
          'Give us your name, mobile number and message, and your e-mail address if you would like the reply there. We answer within two working days.',
          'ناو و ژمارەی مۆبایل و نامەکەت بنووسە، و ئەگەر دەتەوێت وەڵامەکە بۆ ئیمەیڵەکەت بێت، ئیمەیڵەکەشت زیاد بکە. لە ماوەی دوو ڕۆژی کاردا وەڵام دەدەینەوە.',
        )[locale],
      }),
      [
        b('RichText', {
          html: t(
            '<h2>قبل أن تكتب</h2><ul><li>لمشكلة في خطك أو رصيدك: اتصل بالرقم <a href="tel:107">107</a>.</li><li>لطلبات الشركات: <a href="/form-b2b">نموذج الأعمال</a>.</li><li>للمساهمين: <a href="/form-shareholders">خدمات المساهمين</a>.</li><li>إجابات سريعة: <a href="/support/faq">الأسئلة الشائعة</a>.</li></ul>',
            '<h2>Before you write</h2><ul><li>A problem with your line or balance: call <a href="tel:107">107</a>.</li><li>Company requests: the <a href="/form-b2b">business form</a>.</li><li>Shareholders: <a href="/form-shareholders">shareholder services</a>.</li><li>Quick answers: the <a href="/support/faq">FAQ</a>.</li></ul>',
            '<h2>پێش ئەوەی بنووسیت</h2><ul><li>کێشە لە هێڵ یان باڵانسەکەت: پەیوەندی بە <a href="tel:107">107</a> بکە.</li><li>داواکاریی کۆمپانیاکان: <a href="/form-b2b">فۆرمی بازرگانی</a>.</li><li>پشکداران: <a href="/form-shareholders">خزمەتگوزاریی پشکداران</a>.</li><li>وەڵامی خێرا: <a href="/support/faq">پرسیارە باوەکان</a>.</li></ul>',
          )[locale],
          width: 'full',
        }),
      ],
    ),
  ],
});

// ---------------------------------------------------------------------------------------------------
// 365 Days (loyalty sign-up campaign)
// ---------------------------------------------------------------------------------------------------

const form365 = page({
  uri: '/form-365',
  layout: 'page',
  title: t('برنامج 365 يوماً', 'The 365 Days programme', 'بەرنامەی 365 ڕۆژ'),
  description: t(
    'سجّل في برنامج 365 يوماً من نور موبايل: هدية كل يوم، وسحب أسبوعي على هواتف، وجوائز شهرية. التسجيل مجاني.',
    'Sign up for Nour Mobile’s 365 Days programme: a gift every day, a weekly draw for phones and monthly prizes. Joining is free.',
    'لە بەرنامەی 365 ڕۆژی نوور مۆبایل خۆت تۆمار بکە: هەموو ڕۆژێک دیارییەک، تیروپشکی هەفتانە و خەڵاتی مانگانە. بەخۆڕاییە.',
  ),
  image: '/images/hero-rewards.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('عرض خاص', 'Special campaign', 'ئۆفەری تایبەت')[locale],
      title: t('365 يوماً من الهدايا', '365 days of gifts', '365 ڕۆژ دیاری')[locale],
      text: t(
        'سجّل رقمك مرة واحدة، ومن الغد تصلك كل يوم هدية على خطك: إنترنت أو دقائق أو نقاط مكافآت، مع سحب كل أسبوع على هاتف جديد وجوائز كبرى كل شهر.',
        'Register your number once, and from tomorrow a gift lands on your line every day: data, minutes or reward points, with a draw for a new phone every week and big prizes every month.',
        'یەک جار ژمارەکەت تۆمار بکە، لە سبەینێوە هەموو ڕۆژێک دیارییەک دەگاتە هێڵەکەت: ئینتەرنێت، خولەک یان خاڵی خەڵات، لەگەڵ تیروپشکی هەفتانە بۆ مۆبایلێکی نوێ و خەڵاتی گەورەی مانگانە.',
      )[locale],
      image: '/images/hero-rewards.svg',
      imageAlt: '',
      ctaLabel: t('سجّل الآن', 'Sign up now', 'ئێستا خۆت تۆمار بکە')[locale],
      ctaHref: '/form-365#register',
      tone: 'brand',
    }),
    b('FeatureList', {
      title: t('ماذا تربح؟', 'What you can win', 'چی دەبەیتەوە؟')[locale],
      columns: 3,
      items: [
        {
          icon: 'gift',
          title: t('هدية كل يوم', 'A gift every day', 'هەموو ڕۆژێک دیارییەک')[locale],
          text: t('حتى 1 جيجابايت أو 30 دقيقة أو 50 نقطة، تصل برسالة كل صباح.', 'Up to 1 GB, 30 minutes or 50 points, announced by text every morning.', 'تا 1 گێگابایت، 30 خولەک یان 50 خاڵ، هەموو بەیانییەک بە نامە پێت ڕادەگەیەنرێت.')[locale],
        },
        {
          icon: 'phone',
          title: t('سحب أسبوعي', 'A weekly draw', 'تیروپشکی هەفتانە')[locale],
          text: t('10 هواتف ذكية كل أسبوع بين المشتركين في البرنامج.', '10 smartphones every week among programme members.', 'هەموو هەفتەیەک 10 مۆبایلی زیرەک لە نێوان بەشداربووانی بەرنامەکەدا.')[locale],
        },
        {
          icon: 'star',
          title: t('جائزة الشهر', 'Prize of the month', 'خەڵاتی مانگ')[locale],
          text: t('سنة كاملة من نور بلا حدود مجاناً لفائز كل شهر.', 'A full year of Nour Unlimited, free, for one winner each month.', 'ساڵێکی تەواو نوور بێسنوور بەخۆڕایی بۆ براوەیەک هەموو مانگێک.')[locale],
        },
      ],
    }),
    b('PromoCountdown', {
      title: t('التسجيل مفتوح حتى نهاية آذار', 'Registration closes at the end of March', 'تۆمارکردن تا کۆتایی ئازار کراوەیە')[locale],
      text: t(
        'كلما سجّلت مبكراً جمعت هدايا أكثر، فالهدايا اليومية تبدأ من اليوم التالي لتسجيلك.',
        'The sooner you join, the more gifts you collect: daily gifts start the day after you register.',
        'هەتا زووتر خۆت تۆمار بکەیت دیاریی زیاتر کۆدەکەیتەوە، دیارییە ڕۆژانەکان لە ڕۆژی دوای تۆمارکردنتەوە دەست پێدەکەن.',
      )[locale],
      endsAt: '2027-03-31T21:00:00Z',
      ctaLabel: t('سجّل الآن', 'Sign up now', 'ئێستا خۆت تۆمار بکە')[locale],
      ctaHref: '/form-365#register',
    }),
    b('Section', {
      title: t('التسجيل في البرنامج', 'Join the programme', 'بەشداریکردن لە بەرنامەکە')[locale],
      anchor: 'register',
      background: 'surface',
      spacing: 'large',
      content: [
        b('Columns', {
          ratio: '2:1',
          align: 'start',
          start: [
            b('ContactForm', {
              formKey: 'form-365',
              title: t('سجّل رقمك', 'Register your number', 'ژمارەکەت تۆمار بکە')[locale],
              intro: t(
                'أدخل اسمك ورقم نور الذي تريد أن تصله الهدايا ومحافظتك، ووافق على تلقي رسائل البرنامج. تصلك رسالة ترحيب خلال دقائق.',
                'Enter your name, the Nour number the gifts should go to and your governorate, and agree to receive the programme’s messages. A welcome text follows within minutes.',
                'ناوەکەت، ئەو ژمارە نوورەی دەتەوێت دیارییەکانی بۆ بێت و پارێزگاکەت بنووسە، و ڕازی بە بە وەرگرتنی نامەکانی بەرنامەکە. لە ماوەی چەند خولەکێکدا نامەی بەخێرهاتنت بۆ دێت.',
              )[locale],
            }),
          ],
          end: [
            b('RichText', {
              html: t(
                '<h3>الشروط باختصار</h3><ul><li>البرنامج مجاني لكل مشتركي نور، بالدفع المسبق أو الآجل، ممن أتموا 18 عاماً.</li><li>تسجيل واحد لكل رقم، والهدايا اليومية صالحة 24 ساعة.</li><li>يُعلن الفائزون في السحوبات برسالة قصيرة ويُتصل بهم من الرقم 107 فقط.</li><li>لمغادرة البرنامج وإيقاف رسائله أرسل 0 إلى 2020.</li></ul>',
                '<h3>The terms in short</h3><ul><li>Free for every Nour subscriber aged 18 or over, prepaid or postpaid.</li><li>One registration per number; each daily gift is valid for 24 hours.</li><li>Draw winners are told by text and are only ever called from 107.</li><li>To leave the programme and stop its messages, text 0 to 2020.</li></ul>',
                '<h3>مەرجەکان بە کورتی</h3><ul><li>بەخۆڕاییە بۆ هەموو بەشداربوویەکی نوور کە تەمەنی 18 ساڵ یان زیاترە، پێشەکی بێت یان پاشەکی.</li><li>هەر ژمارەیەک یەک جار تۆمار دەکرێت، و هەر دیارییەکی ڕۆژانە 24 کاتژمێر بەکاردێت.</li><li>براوەکانی تیروپشک بە نامە ئاگادار دەکرێنەوە و تەنها لە ژمارە 107ەوە پەیوەندییان پێوە دەکرێت.</li><li>بۆ جێهێشتنی بەرنامەکە و ڕاگرتنی نامەکانی، 0 بنێرە بۆ 2020.</li></ul>',
              )[locale],
              width: 'full',
            }),
          ],
        }),
      ],
    }),
  ],
});

// ---------------------------------------------------------------------------------------------------
// Business enquiry
// ---------------------------------------------------------------------------------------------------

const b2b = page({
  uri: '/form-b2b',
  layout: 'page',
  title: t('طلب خدمات الأعمال', 'Business enquiry', 'داواکاریی بازرگانی'),
  description: t(
    'أخبرنا بما تحتاجه شركتك من خطوط وباقات وشرائح M2M، وسيتصل بك مدير حساب خلال يوم عمل واحد بعرض مناسب.',
    'Tell us what lines, plans or M2M SIMs your company needs, and an account manager will call you within one working day.',
    'پێمان بڵێ کۆمپانیاکەت چ هێڵ و پلان و سیمکارتی M2Mی پێویستە، بەڕێوەبەرێکی هەژمار لە یەک ڕۆژی کاردا پەیوەندیت پێوە دەکات.',
  ),
  image: '/images/hero-business.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('نور للأعمال', 'Nour Business', 'نوور بۆ بازرگانی')[locale],
      title: t('لنصمّم عرضاً لشركتك', 'Let’s put together an offer for your company', 'با ئۆفەرێک بۆ کۆمپانیاکەت ئامادە بکەین')[locale],
      text: t(
        'سواء كنت تحتاج إلى خمسة خطوط لفريق صغير أو ألف شريحة لأجهزة التتبع، أخبرنا بما تحتاجه وسيعود إليك مدير حساب بعرض مكتوب.',
        'Whether you need five lines for a small team or a thousand SIMs for trackers, tell us what you need and an account manager will come back with a written offer.',
        'جا پێنج هێڵت بۆ تیمێکی بچووک پێویست بێت یان هەزار سیمکارت بۆ ئامێری شوێنپێهەڵگرتن، پێمان بڵێ چیت پێویستە و بەڕێوەبەرێکی هەژمار بە ئۆفەرێکی نووسراوەوە دێتەوە لات.',
      )[locale],
      image: '/images/hero-business.svg',
      imageAlt: '',
      tone: 'light',
    }),
    formWithAside(
      b('ContactForm', {
        formKey: 'b2b',
        title: t('تفاصيل شركتك', 'About your company', 'دەربارەی کۆمپانیاکەت')[locale],
        intro: t(
          'اكتب اسم الشركة والشخص الذي نتواصل معه وعدد الموظفين، ثم صف ما تحتاجه: عدد الخطوط، وحجم الإنترنت، والتجوال، وشرائح M2M، أو الانضمام إلى شركاء بلاتينيوم.',
          'Give us the company name, a contact person and your headcount, then describe what you need: how many lines, how much data, roaming, M2M SIMs, or joining the Platinum partners.',
          'ناوی کۆمپانیا، کەسی پەیوەندیکردن و ژمارەی فەرمانبەران بنووسە، پاشان ئەوەی پێویستتە ڕوون بکەرەوە: ژمارەی هێڵ، بڕی ئینتەرنێت، ڕۆمینگ، سیمکارتی M2M، یان بوون بە هاوبەشی پلاتینیۆم.',
        )[locale],
      }),
      [
        b('Steps', {
          title: t('ماذا يحدث بعد ذلك؟', 'What happens next', 'دواتر چی دەبێت؟')[locale],
          steps: [
            {
              title: t('اتصال خلال يوم عمل', 'A call within a working day', 'پەیوەندی لە ماوەی ڕۆژێکی کاردا')[locale],
              text: t('يتصل بك مدير حساب ليفهم احتياجاتك.', 'An account manager calls to understand your needs.', 'بەڕێوەبەرێکی هەژمار پەیوەندیت پێوە دەکات تا پێداویستییەکانت تێبگات.')[locale],
            },
            {
              title: t('عرض مكتوب', 'A written offer', 'ئۆفەرێکی نووسراو')[locale],
              text: t('أسعار وشروط واضحة، دون أي التزام.', 'Clear prices and terms, with no obligation.', 'نرخ و مەرجی ڕوون، بەبێ هیچ پابەندبوونێک.')[locale],
            },
            {
              title: t('تفعيل خلال 48 ساعة', 'Live within 48 hours', 'چالاک لە ماوەی 48 کاتژمێردا')[locale],
              text: t('تصل الشرائح مفعّلة إلى مكتبك بعد توقيع العقد.', 'SIMs arrive at your office, active, once the contract is signed.', 'دوای واژۆکردنی گرێبەست سیمکارتەکان چالاککراو دەگەنە نووسینگەکەت.')[locale],
            },
          ],
        }),
      ],
    ),
    b('CallToAction', {
      title: t('تريد المقارنة أولاً؟', 'Want to compare first?', 'دەتەوێت سەرەتا بەراورد بکەیت؟')[locale],
      text: t(
        'باقات الأعمال وخطوط الأساطيل وشرائح M2M بالتفصيل في صفحة نور للأعمال.',
        'Business plans, fleet lines and M2M SIMs are described in detail on the Nour Business page.',
        'پلانەکانی بازرگانی، هێڵی گروپی و سیمکارتی M2M بە وردی لە پەڕەی نوور بۆ بازرگانیدان.',
      )[locale],
      buttonLabel: t('نور للأعمال', 'Nour Business', 'نوور بۆ بازرگانی')[locale],
      buttonHref: '/business',
      tone: 'light',
    }),
  ],
});

// ---------------------------------------------------------------------------------------------------
// Shareholder services
// ---------------------------------------------------------------------------------------------------

const shareholders = page({
  uri: '/form-shareholders',
  layout: 'page',
  title: t('خدمات المساهمين', 'Shareholder services', 'خزمەتگوزاریی پشکداران'),
  description: t(
    'للمساهمين في نور موبايل: حدّث بياناتك، واسأل عن توزيعات الأرباح، واطلب نسخة من التقرير السنوي.',
    'For Nour Mobile shareholders: update your details, ask about dividends and request a copy of the annual report.',
    'بۆ پشکدارانی نوور مۆبایل: زانیارییەکانت نوێ بکەرەوە، دەربارەی قازانج بپرسە و داوای کۆپیی ڕاپۆرتی ساڵانە بکە.',
  ),
  image: '/images/hero-business.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('علاقات المستثمرين', 'Investor relations', 'پەیوەندی لەگەڵ وەبەرهێنەران')[locale],
      title: t('خدمات المساهمين', 'Shareholder services', 'خزمەتگوزاریی پشکداران')[locale],
      text: t(
        'فريق خدمات المساهمين يساعدك في تحديث عنوانك أو حسابك المصرفي، وفي الاستفسار عن الأرباح غير المستلمة، وفي طلب نسخة مطبوعة من التقرير السنوي.',
        'Our shareholder services team can help you update your address or bank account, trace an unclaimed dividend, or send you a printed copy of the annual report.',
        'تیمی خزمەتگوزاریی پشکداران یارمەتیت دەدات لە نوێکردنەوەی ناونیشان یان هەژماری بانکییەکەت، لە پرسیار دەربارەی ئەو قازانجەی وەرت نەگرتووە، و لە ناردنی کۆپییەکی چاپکراوی ڕاپۆرتی ساڵانە.',
      )[locale],
      tone: 'light',
    }),
    formWithAside(
      b('ContactForm', {
        formKey: 'shareholders',
        title: t('أرسل طلبك', 'Send your request', 'داواکارییەکەت بنێرە')[locale],
        intro: t(
          'أدخل رقم المساهم المدوّن في شهادة الأسهم (من 4 إلى 12 رقماً) حتى نجد سجلك بسرعة. نرد خلال ثلاثة أيام عمل، ولن نطلب منك أبداً كلمة مرور أو رمزاً سرياً.',
          'Enter the shareholder number printed on your share certificate (4 to 12 digits) so we can find your record quickly. We reply within three working days and will never ask you for a password or secret code.',
          'ئەو ژمارەی پشکدارەی لەسەر بڕوانامەی پشکەکەتە (4 تا 12 ژمارە) بنووسە تا بە خێرایی تۆمارەکەت بدۆزینەوە. لە ماوەی سێ ڕۆژی کاردا وەڵام دەدەینەوە و هەرگیز داوای وشەی نهێنی یان کۆدی نهێنیت لێ ناکەین.',
        )[locale],
      }),
      [
        b('RichText', {
          html: t(
            '<h2>معلومات مفيدة</h2><ul><li>تُصرف الأرباح عبر مركز الإيداع العراقي إلى الحساب المصرفي المسجل لديه.</li><li>لتغيير الحساب المصرفي نطلب صورة الهوية وكتاباً من المصرف.</li><li>النتائج المالية ومعلومات السهم في <a href="/about-us/investor-relations">علاقات المستثمرين</a>.</li><li>للمحللين والمستثمرين المؤسسيين: <a href="/about-us/investor-relations/contacts">فريق علاقات المستثمرين</a>.</li></ul>',
            '<h2>Good to know</h2><ul><li>Dividends are paid through the Iraq Depository Center to the bank account registered there.</li><li>To change your bank account we need a copy of your ID and a letter from your bank.</li><li>Results and share information are on the <a href="/about-us/investor-relations">investor relations</a> page.</li><li>Analysts and institutional investors: contact the <a href="/about-us/investor-relations/contacts">investor relations team</a>.</li></ul>',
            '<h2>زانیاریی بەسوود</h2><ul><li>قازانج لە ڕێگەی ناوەندی سپاردنی عێراقییەوە دەدرێت بۆ ئەو هەژمارە بانکییەی لەوێ تۆمارکراوە.</li><li>بۆ گۆڕینی هەژماری بانکی، وێنەی ناسنامە و نووسراوێک لە بانکەکەت پێویستە.</li><li>ئەنجامە داراییەکان و زانیاریی پشک لە پەڕەی <a href="/about-us/investor-relations">پەیوەندی لەگەڵ وەبەرهێنەران</a>دان.</li><li>شیکەرەوان و وەبەرهێنەرە دامەزراوەییەکان: <a href="/about-us/investor-relations/contacts">تیمی پەیوەندی لەگەڵ وەبەرهێنەران</a>.</li></ul>',
          )[locale],
          width: 'full',
        }),
      ],
    ),
    careNote(locale),
  ],
});

export const formPages: SeedPage[] = [platinum, general, form365, b2b, shareholders];
