/**
 * The partner pages of spec section 2 (personal area): the provider's partner-world service and a
 * security-software partner. Both carry the sign-on button (PartnerSignOn): a signed-in subscriber
 * arrives at the partner site already signed in with their number (POST /api/v1/sso/partner-world).
 */
import { b, page, t, type SeedPage } from './helpers';

const partnerWorld = page({
  uri: '/personal/partner-world',
  layout: 'page',
  title: t('عالم الشركاء', 'Partner world', 'جیهانی هاوبەشەکان'),
  description: t(
    'خصومات وعروض من شركاء نور موبايل في كل العراق، تدخل إليها برقمك دون كلمة مرور جديدة.',
    'Discounts and offers from Nour Mobile partners across Iraq, opened with your number and no new password.',
    'داشکاندن و ئۆفەر لە هاوبەشەکانی نوور مۆبایل لە سەرانسەری عێراق، بە ژمارەکەت دەیکەیتەوە بەبێ وشەی نهێنیی نوێ.',
  ),
  image: '/images/partner-1.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('للمشتركين', 'For subscribers', 'بۆ بەشداربووان')[locale],
      title: t('عالم الشركاء', 'Partner world', 'جیهانی هاوبەشەکان')[locale],
      text: t(
        'مطاعم ومتاجر وصالات رياضية ورحلات بأسعار خاصة لمشتركي نور موبايل. ادخل برقمك، دون حساب جديد.',
        'Restaurants, shops, gyms and trips at special prices for Nour Mobile subscribers. Go in with your number, no new account.',
        'چێشتخانە و فرۆشگا و هۆڵی وەرزش و گەشت بە نرخی تایبەت بۆ بەشداربووانی نوور مۆبایل. بە ژمارەکەت بچۆ ژوورەوە، بەبێ هەژماری نوێ.',
      )[locale],
      image: '/images/partner-1.svg',
      imageAlt: '',
      tone: 'brand',
    }),
    b('FeatureList', {
      title: t('ماذا ستجد هناك؟', 'What you will find', 'چی لەوێ دەدۆزیتەوە؟')[locale],
      columns: 3,
      items: [
        {
          icon: 'gift',
          title: t('خصومات حتى 30 ٪', 'Up to 30 % off', 'تا 30 ٪ داشکاندن')[locale],
          text: t('في أكثر من 400 متجر ومطعم.', 'At more than 400 shops and restaurants.', 'لە زیاتر لە 400 فرۆشگا و چێشتخانەدا.')[locale],
        },
        {
          icon: 'star',
          title: t('عروض كل أسبوع', 'New deals every week', 'ئۆفەری نوێ هەموو هەفتەیەک')[locale],
          text: t('عروض محدودة المدة لمشتركينا فقط.', 'Limited-time deals for our subscribers only.', 'ئۆفەری کاتی تەنها بۆ بەشداربووانمان.')[locale],
        },
        {
          icon: 'shield',
          title: t('دخول آمن', 'Safe sign-on', 'چوونەژوورەوەی پارێزراو')[locale],
          text: t(
            'نرسل إلى الشريك رابط دخول صالحاً لدقيقة واحدة ولمرة واحدة، ولا نعطيه كلمة مرورك.',
            'The partner gets a sign-on link valid for one minute and once only, never your password.',
            'هاوبەشەکە بەستەرێکی چوونەژوورەوە وەردەگرێت کە تەنها یەک خولەک و یەک جار کار دەکات، هەرگیز وشەی نهێنییەکەت نا.',
          )[locale],
        },
      ],
    }),
    b('PartnerSignOn', {
      site: 'partner-world',
      title: t('ادخل إلى عالم الشركاء', 'Go to partner world', 'بچۆ ناو جیهانی هاوبەشەکان')[locale],
      text: t(
        'سجّل الدخول إلى حسابك في نور موبايل أولاً، ثم اضغط الزر: تصل مسجّل الدخول برقمك.',
        'Sign in to your Nour Mobile account first, then press the button: you arrive signed in with your number.',
        'سەرەتا بچۆ ژوورەوەی هەژماری نوور مۆبایلەکەت، پاشان دوگمەکە دابگرە: بە ژمارەکەت چوونەژوورەوەکراو دەگەیت.',
      )[locale],
      buttonLabel: '',
    }),
    b('Faq', {
      title: t('أسئلة شائعة', 'Questions', 'پرسیارە باوەکان')[locale],
      items: [
        {
          question: t('هل عالم الشركاء مجاني؟', 'Is partner world free?', 'جیهانی هاوبەشەکان بەخۆڕاییە؟')[locale],
          answer: t(
            'نعم، لكل مشترك في نور موبايل، مسبق الدفع أو آجل الدفع.',
            'Yes, for every Nour Mobile subscriber, prepaid or postpaid.',
            'بەڵێ، بۆ هەموو بەشداربوویەکی نوور مۆبایل، پێشەکی یان پاشەکی.',
          )[locale],
        },
        {
          question: t('ماذا يعرف الشريك عني؟', 'What does the partner learn about me?', 'هاوبەشەکە چی دەربارەی من دەزانێت؟')[locale],
          answer: t(
            'رقمك فقط، لكي يعرف أنك مشترك. لا نشارك اسمك ولا رصيدك.',
            'Only your number, so that it knows you are a subscriber. We share neither your name nor your balance.',
            'تەنها ژمارەکەت، بۆ ئەوەی بزانێت بەشداربوویت. ناو و باڵانسەکەت بڵاو ناکەینەوە.',
          )[locale],
        },
      ],
    }),
  ],
});

const securitySoftware = page({
  uri: '/personal/security-software',
  layout: 'page',
  title: t('حماية الهاتف', 'Phone security', 'پاراستنی مۆبایل'),
  description: t(
    'برنامج حماية من شريكنا يحمي هاتفك من الفيروسات والروابط الخادعة، بـ 1,500 دينار شهرياً.',
    'Security software from our partner that protects your phone from viruses and scam links, for 1,500 IQD a month.',
    'بەرنامەی پاراستن لە هاوبەشەکەمانەوە کە مۆبایلەکەت لە ڤایرۆس و بەستەری فێڵباز دەپارێزێت، مانگانە بە 1,500 دینار.',
  ),
  image: '/images/partner-2.svg',
  blocks: (locale) => [
    b('Hero', {
      eyebrow: t('من شركائنا', 'From our partners', 'لە هاوبەشەکانمانەوە')[locale],
      title: t('احمِ هاتفك', 'Protect your phone', 'مۆبایلەکەت بپارێزە')[locale],
      text: t(
        'مكافحة الفيروسات، وحظر الروابط الخادعة، وتحديد مكان الهاتف المفقود، في تطبيق واحد من شريكنا للأمن الرقمي.',
        'Antivirus, scam-link blocking and finding a lost phone, in one app from our digital-security partner.',
        'دژە ڤایرۆس، ڕێگرتن لە بەستەری فێڵباز و دۆزینەوەی مۆبایلی ونبوو، لە یەک ئەپدا لە هاوبەشی ئاسایشی دیجیتاڵیمانەوە.',
      )[locale],
      image: '/images/partner-2.svg',
      imageAlt: '',
      tone: 'light',
    }),
    b('FeatureList', {
      title: t('ما الذي تحصل عليه', 'What you get', 'چی وەردەگریت')[locale],
      columns: 3,
      items: [
        {
          icon: 'shield',
          title: t('مكافحة الفيروسات', 'Antivirus', 'دژە ڤایرۆس')[locale],
          text: t('فحص التطبيقات قبل تثبيتها.', 'Apps are checked before they are installed.', 'ئەپەکان پێش دامەزراندن دەپشکنرێن.')[locale],
        },
        {
          icon: 'globe',
          title: t('تصفح آمن', 'Safe browsing', 'گەڕانی پارێزراو')[locale],
          text: t('حظر الروابط الخادعة في الرسائل والمتصفح.', 'Scam links blocked in messages and the browser.', 'بەستەری فێڵباز لە نامە و وێبگەڕدا ڕێگری لێ دەکرێت.')[locale],
        },
        {
          icon: 'phone',
          title: t('هاتف مفقود؟', 'Lost phone?', 'مۆبایلت ون بووە؟')[locale],
          text: t('حدّد مكانه أو اقفله أو امسحه عن بعد.', 'Find it, lock it or wipe it from afar.', 'شوێنەکەی بدۆزەوە، دایبخە یان لە دوورەوە بیسڕەوە.')[locale],
        },
      ],
    }),
    b('PartnerSignOn', {
      site: 'partner-world',
      title: t('اشترك عبر عالم الشركاء', 'Subscribe in partner world', 'لە جیهانی هاوبەشەکاندا بەشدار بە')[locale],
      text: t(
        'الاشتراك وتنزيل التطبيق في صفحة الشريك، ويُخصم السعر من رصيدك. تصل إليها مسجّل الدخول برقمك.',
        'You subscribe and download the app on the partner’s page, and the price comes off your balance. You arrive there signed in with your number.',
        'بەشداربوون و داگرتنی ئەپەکە لە پەڕەی هاوبەشەکەدایە و نرخەکە لە باڵانسەکەت دەبڕدرێت. بە ژمارەکەت چوونەژوورەوەکراو دەگەیتە ئەوێ.',
      )[locale],
      buttonLabel: t('احمِ هاتفي الآن', 'Protect my phone now', 'ئێستا مۆبایلەکەم بپارێزە')[locale],
    }),
  ],
});

export const partnerPages: SeedPage[] = [partnerWorld, securitySoftware];
