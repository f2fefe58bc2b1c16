/**
 * Demo catalogue of the mobile shop: phones, SIM cards and routers. Brands and models are fictional.
 * Prices are integer IQD.
 */
import type { Localized } from '@/lib/server/db/schema';

export const productSeed: Array<{
  slug: string;
  category: 'phones' | 'sims' | 'routers' | 'accessories';
  brand: string;
  price: number;
  image: string;
  names: Localized;
  descriptions: Localized;
}> = [
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
