/**
 * Demo catalogue of the mobile shop: 25 products of 6 fictional brands (phones, SIM cards, routers,
 * accessories), each with copy in ar, en and ku, key specs, and variants (colour, storage) that carry
 * their own price and stock. Prices are integer IQD. The seed upserts products by slug and inserts
 * variants by SKU, so databases seeded with the first catalogue get the rest.
 */
import type { Localized } from '@/lib/server/db/schema';

type Category = 'phones' | 'sims' | 'routers' | 'accessories';

interface ProductCopy {
  slug: string;
  category: Category;
  brand: string;
  price: number;
  image: string;
  names: Localized;
  descriptions: Localized;
}

/** The first catalogue (kept as it was: existing databases have these rows, matched by slug). */
const firstCatalogue: ProductCopy[] = [
  {
    slug: 'nova-a15',
    category: 'phones',
    brand: 'Nova',
    price: 125000,
    image: '/images/phone-1.svg',
    names: { ar: 'نوفا A15', en: 'Nova A15', ku: 'نۆڤا A15' },
    descriptions: {
      ar: 'هاتف ذكي اقتصادي يدعم شبكة 4G ومكالمات VoLTE، بشاشة 6.5 إنش وبطارية 5000 ملي أمبير تكفي ليوم كامل. خيار مثالي لأول هاتف ذكي أو للطلاب.',
      en: 'An affordable 4G smartphone with VoLTE calling, a 6.5-inch screen and a 5,000 mAh battery that easily lasts a full day. A sensible first smartphone or a reliable phone for students.',
      ku: 'مۆبایلێکی زیرەکی هەرزانە کە پشتگیری تۆڕی 4G و پەیوەندیی VoLTE دەکات، شاشەی 6.5 ئینج و پاتریی 5000 mAh ـی هەیە کە ڕۆژێکی تەواو بەرگە دەگرێت. هەڵبژاردەیەکی باشە بۆ یەکەم مۆبایلی زیرەک یان بۆ قوتابیان.',
    },
  },
  {
    slug: 'nova-a35',
    category: 'phones',
    brand: 'Nova',
    price: 185000,
    image: '/images/phone-2.svg',
    names: { ar: 'نوفا A35', en: 'Nova A35', ku: 'نۆڤا A35' },
    descriptions: {
      ar: 'هاتف متوسط الفئة بذاكرة 128 غيغابايت وكاميرا رئيسية بدقة 50 ميغابكسل، يدعم eSIM وشحناً سريعاً بقدرة 33 واط. أداء متوازن للاستخدام اليومي والتصوير ومواقع التواصل.',
      en: 'A mid-range phone with 128 GB of storage, a 50 MP main camera, eSIM support and 33 W fast charging. Balanced performance for everyday use, photos and social media.',
      ku: 'مۆبایلێکی ئاستی مامناوەندە بە بیرگەی 128 گیگابایت و کامێرای سەرەکیی 50 مێگاپیکسڵ، پشتگیری eSIM و شەحنی خێرای 33 وات دەکات. بۆ بەکارهێنانی ڕۆژانە و وێنەگرتن و تۆڕە کۆمەڵایەتییەکان گونجاوە.',
    },
  },
  {
    slug: 'astra-x5',
    category: 'phones',
    brand: 'Astra',
    price: 265000,
    image: '/images/phone-3.svg',
    names: { ar: 'أسترا X5', en: 'Astra X5', ku: 'ئەسترا X5' },
    descriptions: {
      ar: 'شاشة AMOLED بتردد 120 هرتز ومعالج ثماني النوى وذاكرة 256 غيغابايت. يدعم 4G+ وVoLTE وeSIM، مع مقاومة للماء والغبار بمعيار IP54.',
      en: 'A 120 Hz AMOLED display, an octa-core processor and 256 GB of storage. Supports 4G+, VoLTE and eSIM, with IP54 splash and dust resistance.',
      ku: 'شاشەی AMOLED بە 120 هێرتز، پرۆسێسەری هەشت ناوک و بیرگەی 256 گیگابایت. پشتگیری 4G+ و VoLTE و eSIM دەکات و بە پێوەری IP54 لە ئاو و تۆز پارێزراوە.',
    },
  },
  {
    slug: 'astra-x9-pro',
    category: 'phones',
    brand: 'Astra',
    price: 649000,
    image: '/images/phone-1.svg',
    names: { ar: 'أسترا X9 برو', en: 'Astra X9 Pro', ku: 'ئەسترا X9 پرۆ' },
    descriptions: {
      ar: 'الهاتف الرائد من أسترا بكاميرا ثلاثية مع تقريب بصري 3x، وشاشة 6.7 إنش فائقة السطوع، وذاكرة 512 غيغابايت. شحن سريع بقدرة 67 واط وشحن لاسلكي، وضمان لمدة سنتين.',
      en: 'Astra’s flagship with a triple camera and 3x optical zoom, an ultra-bright 6.7-inch display and 512 GB of storage. 67 W fast charging, wireless charging and a two-year warranty.',
      ku: 'باشترین مۆبایلی ئەسترا بە سێ کامێرا و زوومی ئۆپتیکیی 3x، شاشەی 6.7 ئینجی زۆر ڕووناک و بیرگەی 512 گیگابایت. شەحنی خێرای 67 وات و شەحنی بێ‌وایەر، لەگەڵ گەرەنتیی دوو ساڵ.',
    },
  },
  {
    slug: 'lumo-k1',
    category: 'phones',
    brand: 'Lumo',
    price: 39000,
    image: '/images/phone-2.svg',
    names: { ar: 'لومو K1', en: 'Lumo K1', ku: 'لومۆ K1' },
    descriptions: {
      ar: 'هاتف بأزرار يعمل على شبكة 4G ويدعم مكالمات VoLTE بصوت واضح، مع بطارية تدوم حتى أسبوع ومصباح يدوي وراديو FM. مناسب لكبار السن وكهاتف احتياطي.',
      en: 'A 4G keypad phone with clear VoLTE calls, a battery that lasts up to a week, a torch and FM radio. Ideal for older relatives or as a backup phone.',
      ku: 'مۆبایلێکی دوگمەدارە کە لەسەر تۆڕی 4G کار دەکات و پەیوەندیی VoLTE ـی ڕوون پێشکەش دەکات. پاتریەکەی تا هەفتەیەک دەمێنێتەوە و چرا و ڕادیۆی FM ـی تێدایە. بۆ بەتەمەنەکان و وەک مۆبایلی یەدەگ گونجاوە.',
    },
  },
  {
    slug: 'prepaid-starter-sim',
    category: 'sims',
    brand: 'Nour Mobile',
    price: 5000,
    image: '/images/sim-card.svg',
    names: { ar: 'شريحة نور المسبقة الدفع', en: 'Nour Prepaid Starter SIM', ku: 'سیمکارتی پێشوەختەی نوور' },
    descriptions: {
      ar: 'شريحة 4G جديدة مع رصيد ترحيبي و1 غيغابايت إنترنت مجاناً لمدة 7 أيام. يلزم إحضار هوية سارية المفعول عند الاستلام لتسجيل الخط باسمك.',
      en: 'A new 4G SIM with welcome credit and 1 GB of free data for 7 days. Bring a valid ID when you collect it so the line can be registered in your name.',
      ku: 'سیمکارتێکی نوێی 4G لەگەڵ باڵانسی بەخێرهاتن و 1 گیگابایت ئینتەرنێتی بەخۆڕایی بۆ ماوەی 7 ڕۆژ. لە کاتی وەرگرتندا ناسنامەیەکی کارا لەگەڵ خۆت بهێنە بۆ ئەوەی هێڵەکە بە ناوی خۆت تۆمار بکرێت.',
    },
  },
  {
    slug: '4g-sim-upgrade',
    category: 'sims',
    brand: 'Nour Mobile',
    price: 2000,
    image: '/images/sim-card.svg',
    names: { ar: 'ترقية الشريحة إلى 4G', en: '4G SIM Upgrade', ku: 'نوێکردنەوەی سیمکارت بۆ 4G' },
    descriptions: {
      ar: 'استبدل شريحتك القديمة بشريحة 4G مع الاحتفاظ برقمك ورصيدك وباقاتك. بعد التبديل تحصل على 5 غيغابايت هدية لتجربة سرعة الجيل الرابع.',
      en: 'Swap your old SIM for a 4G SIM and keep your number, balance and bundles. After the swap you get 5 GB as a gift to try 4G speeds.',
      ku: 'سیمکارتە کۆنەکەت بە سیمکارتی 4G بگۆڕە و ژمارە و باڵانس و پاکێجەکانت وەک خۆیان دەمێننەوە. دوای گۆڕینەکە 5 گیگابایت وەک دیاری وەردەگریت بۆ تاقیکردنەوەی خێرایی 4G.',
    },
  },
  {
    slug: 'nour-mifi-m4',
    category: 'routers',
    brand: 'Nour Mobile',
    price: 55000,
    image: '/images/router-mifi.svg',
    names: { ar: 'راوتر MiFi المحمول M4', en: 'Nour MiFi M4 Pocket Router', ku: 'ڕاوتەری گیرفانی MiFi M4' },
    descriptions: {
      ar: 'راوتر 4G بحجم الجيب يشارك الإنترنت مع ما يصل إلى 10 أجهزة، وبطاريته تعمل حتى 8 ساعات متواصلة. مثالي للسفر والعمل الميداني.',
      en: 'A pocket-sized 4G router that shares your connection with up to 10 devices and runs for up to 8 hours on one charge. Great for travel and field work.',
      ku: 'ڕاوتەرێکی 4G ـی بچووکە کە ئینتەرنێت لەگەڵ تا 10 ئامێر بەش دەکات و پاتریەکەی تا 8 کاتژمێر کار دەکات. بۆ گەشت و کاری مەیدانی گونجاوە.',
    },
  },
  {
    slug: 'nour-homebox-h4',
    category: 'routers',
    brand: 'Nour Mobile',
    price: 95000,
    image: '/images/router-mifi.svg',
    names: { ar: 'راوتر المنزل 4G HomeBox H4', en: 'Nour HomeBox H4 Home 4G Router', ku: 'ڕاوتەری ماڵەوەی 4G HomeBox H4' },
    descriptions: {
      ar: 'إنترنت منزلي عبر شبكة 4G دون الحاجة إلى خط أرضي: ضعه قرب النافذة وشغّله، وسيغطي المنزل بشبكة Wi-Fi لما يصل إلى 32 جهازاً. يأتي مع منفذين Ethernet لأجهزة التلفاز والحاسوب.',
      en: 'Home internet over 4G with no landline needed: place it near a window, switch it on and it covers your home with Wi-Fi for up to 32 devices. Includes two Ethernet ports for a TV or computer.',
      ku: 'ئینتەرنێتی ماڵەوە لە ڕێگەی تۆڕی 4G بێ پێویستی بە هێڵی زەوی: لە نزیک پەنجەرە دایبنێ و هەڵیبکە، ماڵەکەت بە وای‌فای بۆ تا 32 ئامێر دادەپۆشێت. دوو دەرچەی Ethernet ـی هەیە بۆ تەلەفزیۆن و کۆمپیوتەر.',
    },
  },
];

/** The products added with the shop (issue 12): more phones, SIMs, routers and accessories. */
const shopCatalogue: ProductCopy[] = [
  {
    slug: 'nova-a55',
    category: 'phones',
    brand: 'Nova',
    price: 329000,
    image: '/images/products/phone-4.svg',
    names: { ar: 'نوفا A55', en: 'Nova A55', ku: 'نۆڤا A55' },
    descriptions: {
      ar: 'شاشة AMOLED بقياس 6.6 إنش وكاميرا 64 ميغابكسل مع تثبيت بصري، وبطارية 5000 ملي أمبير وشحن سريع 45 واط.',
      en: 'A 6.6-inch AMOLED screen, a 64 MP camera with optical stabilisation, a 5,000 mAh battery and 45 W fast charging.',
      ku: 'شاشەی AMOLED ـی 6.6 ئینج، کامێرای 64 مێگاپیکسڵ بە جێگیرکردنی ئۆپتیکی، پاتریی 5000 mAh و شەحنی خێرای 45 وات.',
    },
  },
  {
    slug: 'astra-x7',
    category: 'phones',
    brand: 'Astra',
    price: 415000,
    image: '/images/phone-3.svg',
    names: { ar: 'أسترا X7', en: 'Astra X7', ku: 'ئەسترا X7' },
    descriptions: {
      ar: 'هاتف نحيف بإطار من الألمنيوم وشاشة 120 هرتز وكاميرا ليلية محسّنة، يدعم eSIM وشحناً لاسلكياً.',
      en: 'A slim aluminium phone with a 120 Hz screen and an improved night camera, with eSIM and wireless charging.',
      ku: 'مۆبایلێکی باریکی ئەلەمنیۆم بە شاشەی 120 هێرتز و کامێرای شەوی باشترکراو، پشتگیری eSIM و شەحنی بێ‌وایەر دەکات.',
    },
  },
  {
    slug: 'lumo-k2',
    category: 'phones',
    brand: 'Lumo',
    price: 49000,
    image: '/images/phone-2.svg',
    names: { ar: 'لومو K2 4G', en: 'Lumo K2 4G', ku: 'لومۆ K2 4G' },
    descriptions: {
      ar: 'هاتف قابل للطي بأزرار كبيرة وشاشتين، مع واتساب ونقطة اتصال 4G وبطارية تدوم أياماً.',
      en: 'A flip phone with big keys and two screens, WhatsApp, a 4G hotspot and a battery that lasts for days.',
      ku: 'مۆبایلێکی داخراو بە دوگمەی گەورە و دوو شاشە، لەگەڵ واتسئاپ و هۆتسپۆتی 4G و پاترییەک کە چەند ڕۆژێک دەمێنێتەوە.',
    },
  },
  {
    slug: 'lumo-s3',
    category: 'phones',
    brand: 'Lumo',
    price: 99000,
    image: '/images/phone-1.svg',
    names: { ar: 'لومو S3', en: 'Lumo S3', ku: 'لومۆ S3' },
    descriptions: {
      ar: 'هاتف ذكي صغير بقياس 5.5 إنش يسهل حمله بيد واحدة، مع 64 غيغابايت ومنفذ سماعات.',
      en: 'A compact 5.5-inch smartphone that is easy to use with one hand, with 64 GB and a headphone jack.',
      ku: 'مۆبایلێکی زیرەکی بچووکی 5.5 ئینجە کە بە یەک دەست بەکاردێت، لەگەڵ 64 گیگابایت و دەرچەی بیستۆک.',
    },
  },
  {
    slug: 'tigris-t10',
    category: 'phones',
    brand: 'Tigris',
    price: 159000,
    image: '/images/products/phone-4.svg',
    names: { ar: 'دجلة T10', en: 'Tigris T10', ku: 'دیجلە T10' },
    descriptions: {
      ar: 'هاتف متين بمعيار IP68 ضد الماء والغبار وبطارية 6000 ملي أمبير، مناسب للعمل في الميدان.',
      en: 'A rugged IP68 water- and dust-proof phone with a 6,000 mAh battery, made for work in the field.',
      ku: 'مۆبایلێکی بەهێزی IP68 دژی ئاو و تۆز بە پاتریی 6000 mAh، بۆ کاری مەیدانی دروستکراوە.',
    },
  },
  {
    slug: 'tigris-t20-pro',
    category: 'phones',
    brand: 'Tigris',
    price: 289000,
    image: '/images/phone-3.svg',
    names: { ar: 'دجلة T20 برو', en: 'Tigris T20 Pro', ku: 'دیجلە T20 پرۆ' },
    descriptions: {
      ar: 'شاشة كبيرة بقياس 6.8 إنش ومكبرات صوت مزدوجة وذاكرة حتى 256 غيغابايت للألعاب والفيديو.',
      en: 'A large 6.8-inch screen, dual speakers and up to 256 GB of storage for games and video.',
      ku: 'شاشەیەکی گەورەی 6.8 ئینج، دوو بڵندگۆ و تا 256 گیگابایت بیرگە بۆ یاری و ڤیدیۆ.',
    },
  },
  {
    slug: 'nour-data-sim',
    category: 'sims',
    brand: 'Nour Mobile',
    price: 15000,
    image: '/images/sim-card.svg',
    names: { ar: 'شريحة نور للإنترنت 50 غيغابايت', en: 'Nour Data SIM 50 GB', ku: 'سیمکارتی ئینتەرنێتی نوور 50 گیگابایت' },
    descriptions: {
      ar: 'شريحة بيانات فقط مع 50 غيغابايت لمدة 30 يوماً، مثالية للراوتر أو الجهاز اللوحي.',
      en: 'A data-only SIM with 50 GB for 30 days, ideal for a router or a tablet.',
      ku: 'سیمکارتێکی تەنها ئینتەرنێت بە 50 گیگابایت بۆ 30 ڕۆژ، بۆ ڕاوتەر یان تابلێت گونجاوە.',
    },
  },
  {
    slug: 'nour-visitor-sim',
    category: 'sims',
    brand: 'Nour Mobile',
    price: 20000,
    image: '/images/sim-card.svg',
    names: { ar: 'شريحة نور للزوار', en: 'Nour Visitor SIM', ku: 'سیمکارتی میوانی نوور' },
    descriptions: {
      ar: 'للزوار والحجاج: 20 غيغابايت و100 دقيقة محلية لمدة 14 يوماً، تُفعّل بجواز السفر.',
      en: 'For visitors and pilgrims: 20 GB and 100 local minutes for 14 days, activated with a passport.',
      ku: 'بۆ میوانان و زائیران: 20 گیگابایت و 100 خولەکی ناوخۆیی بۆ 14 ڕۆژ، بە پاسپۆرت چالاک دەکرێت.',
    },
  },
  {
    slug: 'nour-esim',
    category: 'sims',
    brand: 'Nour Mobile',
    price: 5000,
    image: '/images/sim-card.svg',
    names: { ar: 'شريحة نور الإلكترونية eSIM', en: 'Nour eSIM', ku: 'سیمکارتی ئەلیکترۆنیی نوور eSIM' },
    descriptions: {
      ar: 'خط جديد دون شريحة بلاستيكية: نرسل لك رمز QR بعد التحقق من هويتك.',
      en: 'A new line without a plastic card: we send you a QR code once your ID is checked.',
      ku: 'هێڵێکی نوێ بێ کارتی پلاستیکی: دوای پشکنینی ناسنامەکەت کۆدێکی QR ت بۆ دەنێرین.',
    },
  },
  {
    slug: 'nour-mifi-m5-plus',
    category: 'routers',
    brand: 'Nour Mobile',
    price: 79000,
    image: '/images/router-mifi.svg',
    names: { ar: 'راوتر MiFi M5 بلس', en: 'Nour MiFi M5 Plus', ku: 'ڕاوتەری MiFi M5 پڵەس' },
    descriptions: {
      ar: 'راوتر جيب 4G+ بشاشة صغيرة وبطارية 12 ساعة، يشارك الإنترنت مع 16 جهازاً.',
      en: 'A 4G+ pocket router with a small screen and a 12-hour battery, sharing with 16 devices.',
      ku: 'ڕاوتەری گیرفانی 4G+ بە شاشەیەکی بچووک و پاتریی 12 کاتژمێر، ئینتەرنێت لەگەڵ 16 ئامێر بەش دەکات.',
    },
  },
  {
    slug: 'tigris-home-mesh',
    category: 'routers',
    brand: 'Tigris',
    price: 135000,
    image: '/images/products/router-home.svg',
    names: { ar: 'دجلة هوم ميش', en: 'Tigris Home Mesh', ku: 'دیجلە هۆم مێش' },
    descriptions: {
      ar: 'راوتر 4G منزلي مع نقطة توسعة لتغطية المنازل الكبيرة بطابقين بشبكة Wi-Fi 6.',
      en: 'A 4G home router with an extender point to cover large two-floor homes with Wi-Fi 6.',
      ku: 'ڕاوتەری ماڵەوەی 4G لەگەڵ خاڵێکی درێژکردنەوە بۆ داپۆشینی ماڵی گەورەی دوو نهۆم بە وای‌فای 6.',
    },
  },
  {
    slug: 'zaha-buds-pro',
    category: 'accessories',
    brand: 'Zaha',
    price: 45000,
    image: '/images/products/earbuds.svg',
    names: { ar: 'سماعات زها بودز برو', en: 'Zaha Buds Pro', ku: 'بیستۆکی زەها بادز پرۆ' },
    descriptions: {
      ar: 'سماعات لاسلكية بعزل الضوضاء وعلبة شحن تمنح 24 ساعة من الاستماع.',
      en: 'Wireless earbuds with noise cancelling and a charging case good for 24 hours of listening.',
      ku: 'بیستۆکی بێ‌وایەر بە لابردنی دەنگەدەنگ و قوتووی شەحن کە 24 کاتژمێر گوێگرتن دەدات.',
    },
  },
  {
    slug: 'zaha-charger-33w',
    category: 'accessories',
    brand: 'Zaha',
    price: 15000,
    image: '/images/products/charger.svg',
    names: { ar: 'شاحن زها 33 واط', en: 'Zaha 33 W Charger', ku: 'شەحنکەری زەها 33 وات' },
    descriptions: {
      ar: 'شاحن جداري سريع USB-C بقدرة 33 واط مع كابل بطول متر واحد.',
      en: 'A 33 W USB-C fast wall charger with a one-metre cable.',
      ku: 'شەحنکەری دیواریی خێرای USB-C بە 33 وات لەگەڵ کێبڵێکی یەک مەتری.',
    },
  },
  {
    slug: 'zaha-power-bank',
    category: 'accessories',
    brand: 'Zaha',
    price: 25000,
    image: '/images/products/power-bank.svg',
    names: { ar: 'بطارية زها المتنقلة 10000', en: 'Zaha Power Bank 10,000', ku: 'پاوەر بانکی زەها 10000' },
    descriptions: {
      ar: 'بطارية متنقلة بسعة 10000 ملي أمبير تشحن هاتفك مرتين، مفيدة عند انقطاع الكهرباء.',
      en: 'A 10,000 mAh power bank that charges your phone twice: handy during power cuts.',
      ku: 'پاوەر بانکی 10000 mAh کە دوو جار مۆبایلەکەت شەحن دەکات، لە کاتی بڕانی کارەبادا بەسوودە.',
    },
  },
  {
    slug: 'zaha-clear-case',
    category: 'accessories',
    brand: 'Zaha',
    price: 8000,
    image: '/images/products/case.svg',
    names: { ar: 'غطاء زها الشفاف', en: 'Zaha Clear Case', ku: 'بەرگی ڕوونی زەها' },
    descriptions: {
      ar: 'غطاء شفاف مقاوم للصدمات لهواتف نوفا وأسترا، بزوايا مدعّمة.',
      en: 'A clear shock-absorbing case for Nova and Astra phones, with reinforced corners.',
      ku: 'بەرگێکی ڕوونی دژە لێدان بۆ مۆبایلەکانی نۆڤا و ئەسترا، بە گۆشەی بەهێزکراو.',
    },
  },
  {
    slug: 'tigris-usb-c-cable',
    category: 'accessories',
    brand: 'Tigris',
    price: 6000,
    image: '/images/products/charger.svg',
    names: { ar: 'كابل دجلة USB-C مضفور', en: 'Tigris Braided USB-C Cable', ku: 'کێبڵی USB-C ـی چنراوی دیجلە' },
    descriptions: {
      ar: 'كابل USB-C مضفور بطول مترين يدعم الشحن السريع حتى 60 واط.',
      en: 'A two-metre braided USB-C cable for fast charging up to 60 W.',
      ku: 'کێبڵێکی USB-C ـی چنراوی دوو مەتری بۆ شەحنی خێرا تا 60 وات.',
    },
  },
];

const colourNames = {
  black: { hex: '#1d1b22', names: { ar: 'أسود', en: 'Black', ku: 'ڕەش' } },
  white: { hex: '#f4f4f4', names: { ar: 'أبيض', en: 'White', ku: 'سپی' } },
  blue: { hex: '#2f5fb3', names: { ar: 'أزرق', en: 'Blue', ku: 'شین' } },
  green: { hex: '#2e7d5b', names: { ar: 'أخضر', en: 'Green', ku: 'سەوز' } },
  gold: { hex: '#c9a24b', names: { ar: 'ذهبي', en: 'Gold', ku: 'ئاڵتوونی' } },
  silver: { hex: '#b8bcc4', names: { ar: 'فضي', en: 'Silver', ku: 'زیوی' } },
  violet: { hex: '#6b3fa0', names: { ar: 'بنفسجي', en: 'Violet', ku: 'مۆر' } },
} as const satisfies Record<string, { hex: string; names: Localized }>;

type Colour = keyof typeof colourNames;

const specLabels = {
  screen: { ar: 'الشاشة', en: 'Screen', ku: 'شاشە' },
  camera: { ar: 'الكاميرا', en: 'Camera', ku: 'کامێرا' },
  battery: { ar: 'البطارية', en: 'Battery', ku: 'پاتری' },
  network: { ar: 'الشبكة', en: 'Network', ku: 'تۆڕ' },
  data: { ar: 'الإنترنت', en: 'Data', ku: 'ئینتەرنێت' },
  validity: { ar: 'الصلاحية', en: 'Validity', ku: 'ماوە' },
  devices: { ar: 'الأجهزة المتصلة', en: 'Connected devices', ku: 'ئامێرە پەیوەستەکان' },
  power: { ar: 'القدرة', en: 'Power', ku: 'توانا' },
  warranty: { ar: 'الضمان', en: 'Warranty', ku: 'گەرەنتی' },
} as const satisfies Record<string, Localized>;

type SpecValue = string | Localized;

interface ProductDetails {
  /** Days since it joined the catalogue (the "newest" order). */
  age: number;
  badges?: Array<'new' | 'bestseller' | 'deal'>;
  featured?: boolean;
  maxPerOrder?: number;
  gallery?: string[];
  specs: Array<[keyof typeof specLabels, SpecValue]>;
  /** [colour or null, storage or null, price, stock]. */
  variants: Array<[Colour | null, string | null, number, number]>;
}

const year = (n: 1 | 2): Localized => (n === 1 ? { ar: 'سنة واحدة', en: '1 year', ku: 'یەک ساڵ' } : { ar: 'سنتان', en: '2 years', ku: 'دوو ساڵ' });
const days = (n: number): Localized => ({ ar: `${n} يوماً`, en: `${n} days`, ku: `${n} ڕۆژ` });
const upTo = (n: number): Localized => ({ ar: `حتى ${n}`, en: `Up to ${n}`, ku: `تا ${n}` });

/** Specs, badges and variants (colour, storage, price, stock) by slug. */
const details: Record<string, ProductDetails> = {
  'nova-a15': {
    age: 300,
    badges: ['bestseller'],
    featured: true,
    specs: [['screen', '6.5″'], ['camera', '13 MP'], ['battery', '5000 mAh'], ['network', '4G · VoLTE'], ['warranty', year(1)]],
    variants: [['black', '64 GB', 125000, 40], ['blue', '64 GB', 125000, 25], ['black', '128 GB', 145000, 12]],
  },
  'nova-a35': {
    age: 200,
    badges: ['bestseller'],
    featured: true,
    specs: [['screen', '6.6″'], ['camera', '50 MP'], ['battery', '5000 mAh'], ['network', '4G+ · eSIM'], ['warranty', year(1)]],
    // Black 128 GB: only 3 left (the "Only 3 left" state of the product page).
    variants: [['black', '128 GB', 185000, 3], ['green', '128 GB', 185000, 18], ['green', '256 GB', 215000, 9]],
  },
  'astra-x5': {
    age: 150,
    featured: true,
    specs: [['screen', '6.4″ AMOLED 120 Hz'], ['camera', '64 MP'], ['battery', '4800 mAh'], ['network', '4G+ · VoLTE · eSIM'], ['warranty', year(1)]],
    variants: [['silver', '256 GB', 265000, 14], ['violet', '256 GB', 265000, 7]],
  },
  'astra-x9-pro': {
    age: 40,
    badges: ['new'],
    featured: true,
    maxPerOrder: 2,
    specs: [['screen', '6.7″ AMOLED'], ['camera', '50 MP + 3x'], ['battery', '5000 mAh · 67 W'], ['network', '4G+ · VoLTE · eSIM'], ['warranty', year(2)]],
    // Gold 1 TB is sold out (the "Out of stock" state of one variant).
    variants: [['black', '512 GB', 649000, 6], ['silver', '512 GB', 649000, 4], ['gold', '1 TB', 749000, 0]],
  },
  'lumo-k1': {
    age: 400,
    specs: [['screen', '2.4″'], ['battery', '1800 mAh'], ['network', '4G · VoLTE'], ['warranty', year(1)]],
    variants: [['black', null, 39000, 60], ['blue', null, 39000, 22]],
  },
  'prepaid-starter-sim': {
    age: 500,
    badges: ['bestseller'],
    maxPerOrder: 2,
    specs: [['data', '1 GB'], ['validity', days(7)], ['network', '4G']],
    variants: [[null, null, 5000, 500]],
  },
  '4g-sim-upgrade': {
    age: 450,
    maxPerOrder: 1,
    specs: [['data', '5 GB'], ['network', '4G']],
    variants: [[null, null, 2000, 500]],
  },
  'nour-mifi-m4': {
    age: 350,
    specs: [['devices', upTo(10)], ['battery', '2400 mAh'], ['network', '4G'], ['warranty', year(1)]],
    variants: [['black', null, 55000, 30], ['white', null, 55000, 11]],
  },
  'nour-homebox-h4': {
    age: 320,
    featured: true,
    specs: [['devices', upTo(32)], ['network', '4G · Wi-Fi 5'], ['warranty', year(2)]],
    variants: [['white', null, 95000, 20]],
  },
  'nova-a55': {
    age: 10,
    badges: ['new'],
    featured: true,
    specs: [['screen', '6.6″ AMOLED'], ['camera', '64 MP OIS'], ['battery', '5000 mAh · 45 W'], ['network', '4G+ · eSIM'], ['warranty', year(1)]],
    variants: [['blue', '128 GB', 329000, 15], ['blue', '256 GB', 369000, 8], ['white', '256 GB', 369000, 5]],
  },
  'astra-x7': {
    age: 90,
    badges: ['deal'],
    specs: [['screen', '6.5″ 120 Hz'], ['camera', '50 MP'], ['battery', '4500 mAh'], ['network', '4G+ · eSIM'], ['warranty', year(2)]],
    variants: [['green', '256 GB', 415000, 10], ['black', '256 GB', 415000, 12]],
  },
  'lumo-k2': {
    age: 60,
    specs: [['screen', '2.8″ + 1.7″'], ['battery', '1450 mAh'], ['network', '4G · VoLTE'], ['warranty', year(1)]],
    variants: [['black', null, 49000, 35], ['silver', null, 49000, 16]],
  },
  'lumo-s3': {
    age: 120,
    badges: ['deal'],
    specs: [['screen', '5.5″'], ['camera', '13 MP'], ['battery', '3500 mAh'], ['network', '4G · VoLTE'], ['warranty', year(1)]],
    variants: [['black', '64 GB', 99000, 20], ['violet', '64 GB', 99000, 13]],
  },
  'tigris-t10': {
    age: 75,
    specs: [['screen', '6.1″'], ['camera', '48 MP'], ['battery', '6000 mAh'], ['network', '4G · VoLTE'], ['warranty', year(2)]],
    variants: [['black', '128 GB', 159000, 17], ['green', '128 GB', 159000, 6]],
  },
  'tigris-t20-pro': {
    age: 20,
    badges: ['new'],
    specs: [['screen', '6.8″'], ['camera', '108 MP'], ['battery', '5500 mAh'], ['network', '4G+ · VoLTE'], ['warranty', year(2)]],
    variants: [['blue', '128 GB', 289000, 9], ['blue', '256 GB', 319000, 7], ['gold', '256 GB', 319000, 4]],
  },
  'nour-data-sim': {
    age: 30,
    badges: ['deal'],
    maxPerOrder: 2,
    specs: [['data', '50 GB'], ['validity', days(30)], ['network', '4G+']],
    variants: [[null, null, 15000, 300]],
  },
  'nour-visitor-sim': {
    age: 25,
    maxPerOrder: 2,
    specs: [['data', '20 GB'], ['validity', days(14)], ['network', '4G']],
    variants: [[null, null, 20000, 200]],
  },
  'nour-esim': {
    age: 5,
    badges: ['new'],
    maxPerOrder: 1,
    specs: [['network', '4G+ · eSIM']],
    variants: [[null, null, 5000, 1000]],
  },
  'nour-mifi-m5-plus': {
    age: 15,
    badges: ['new'],
    specs: [['devices', upTo(16)], ['battery', '4000 mAh'], ['network', '4G+'], ['warranty', year(1)]],
    variants: [['black', null, 79000, 14]],
  },
  'tigris-home-mesh': {
    age: 50,
    specs: [['devices', upTo(64)], ['network', '4G · Wi-Fi 6'], ['warranty', year(2)]],
    variants: [['white', null, 135000, 8]],
  },
  'zaha-buds-pro': {
    age: 35,
    featured: true,
    maxPerOrder: 5,
    specs: [['battery', '24 h'], ['warranty', year(1)]],
    // Every colour sold out: the product shows as out of stock in its category.
    variants: [['white', null, 45000, 0], ['black', null, 45000, 0]],
  },
  'zaha-charger-33w': {
    age: 100,
    badges: ['bestseller'],
    maxPerOrder: 5,
    specs: [['power', '33 W'], ['warranty', year(1)]],
    variants: [['white', null, 15000, 80]],
  },
  'zaha-power-bank': {
    age: 80,
    maxPerOrder: 5,
    specs: [['battery', '10000 mAh'], ['power', '22.5 W'], ['warranty', year(1)]],
    variants: [['black', null, 25000, 45], ['white', null, 25000, 3]],
  },
  'zaha-clear-case': {
    age: 70,
    maxPerOrder: 5,
    specs: [['warranty', year(1)]],
    variants: [[null, 'Nova A35', 8000, 50], [null, 'Astra X5', 8000, 40], [null, 'Nova A55', 9000, 25]],
  },
  'tigris-usb-c-cable': {
    age: 110,
    maxPerOrder: 5,
    specs: [['power', '60 W']],
    variants: [['black', '2 m', 6000, 120]],
  },
};

/** Gallery pictures after the main one, by category (the back of a phone, the box of a SIM...). */
const galleryExtras: Record<Category, string[]> = {
  phones: ['/images/products/phone-back.svg'],
  sims: ['/images/products/sim-pack.svg'],
  routers: ['/images/products/router-home.svg'],
  accessories: [],
};

const SEED_EPOCH = Date.UTC(2026, 9, 1);

export interface ProductSeedRow {
  slug: string;
  category: Category;
  brand: string;
  price: number;
  image: string;
  images: string[];
  names: Localized;
  descriptions: Localized;
  specs: Localized<Array<{ label: string; value: string }>>;
  badges: string[];
  featured: boolean;
  maxPerOrder: number;
  needsId: boolean;
  createdAt: Date;
}

export interface VariantSeedRow {
  slug: string;
  sku: string;
  colours: Localized | null;
  colourHex: string | null;
  storage: string | null;
  price: number;
  stock: number;
}

const localize = (value: SpecValue, locale: keyof Localized): string => (typeof value === 'string' ? value : value[locale]);

export const productSeed: ProductSeedRow[] = [...firstCatalogue, ...shopCatalogue].map((copy) => {
  const d = details[copy.slug];
  const specs = Object.fromEntries(
    (['ar', 'en', 'ku'] as const).map((l) => [l, d.specs.map(([label, value]) => ({ label: specLabels[label][l], value: localize(value, l) }))]),
  ) as ProductSeedRow['specs'];
  return {
    ...copy,
    // The from-price is the cheapest variant's.
    price: Math.min(...d.variants.map((v) => v[2])),
    images: [copy.image, ...galleryExtras[copy.category].filter((src) => src !== copy.image)],
    specs,
    badges: d.badges ?? [],
    featured: d.featured ?? false,
    maxPerOrder: d.maxPerOrder ?? 3,
    needsId: copy.category === 'sims',
    createdAt: new Date(SEED_EPOCH - d.age * 86_400_000),
  };
});

export const variantSeed: VariantSeedRow[] = productSeed.flatMap((product) =>
  details[product.slug].variants.map(([colour, storage, price, stock]) => ({
    slug: product.slug,
    sku: [product.slug, colour, storage?.toLowerCase().replace(/[^a-z0-9]+/g, '')].filter(Boolean).join('-'),
    colours: colour ? colourNames[colour].names : null,
    colourHex: colour ? colourNames[colour].hex : null,
    storage,
    price,
    stock,
  })),
);
