/**
 * Demo data of the blog: its categories and posts in Arabic, English and Kurdish (Sorani).
 * Posts marked `legacy` belong to the old blog (/blog/old). A post's category is a slug of blogCategorySeed.
 */
import type { Localized, PostTranslation } from '@/lib/server/db/schema';

export const blogCategorySeed: Array<{ slug: string; names: Localized }> = [
  { slug: 'news', names: { ar: 'الأخبار', en: 'News', ku: 'هەواڵەکان' } },
  { slug: 'tips', names: { ar: 'نصائح', en: 'Tips', ku: 'ئامۆژگارییەکان' } },
  { slug: 'technology', names: { ar: 'التكنولوجيا', en: 'Technology', ku: 'تەکنەلۆجیا' } },
  { slug: 'community', names: { ar: 'المجتمع', en: 'Community', ku: 'کۆمەڵگە' } },
];

export const blogPostSeed: Array<{
  slug: string;
  category: string;
  image: string;
  publishedAt: string;
  views: number;
  legacy?: boolean;
  translations: Localized<PostTranslation>;
}> = [
  // ---------------------------------------------------------------------------------------------
  {
    slug: '4g-reaches-maysan-and-muthanna',
    category: 'news',
    image: '/images/hero-4g.svg',
    publishedAt: '2026-09-14T09:00:00Z',
    views: 4820,
    translations: {
      ar: {
        title: 'شبكة 4G من نور موبايل تصل إلى ميسان والمثنى',
        excerpt: 'أطلقنا أكثر من 140 موقعاً جديداً للجيل الرابع في العمارة والسماوة والأقضية المحيطة بهما، لتصل سرعات الإنترنت العالية إلى آلاف العائلات لأول مرة.',
        html: `<p>يسعدنا أن نعلن وصول شبكة الجيل الرابع من نور موبايل إلى محافظتي ميسان والمثنى. فقد شغّلت فرقنا الهندسية خلال الأشهر الماضية أكثر من 140 موقعاً جديداً تغطي مركزي العمارة والسماوة، إضافة إلى المجر الكبير وقلعة صالح والرميثة والخضر، على أن تتوسع التغطية إلى القرى المجاورة تباعاً حتى نهاية العام.</p>
<h2>ماذا يعني ذلك لك؟</h2>
<p>إذا كنت من سكان هذه المناطق فستلاحظ فرقاً واضحاً في سرعة تصفح الإنترنت ومشاهدة الفيديو وإجراء مكالمات الفيديو مع الأهل في المدن الأخرى. كما تتيح الشبكة الجديدة مكالمات VoLTE بصوت عالي الوضوح، وتمنح أصحاب المحال والمشاريع الصغيرة اتصالاً أكثر استقراراً لأجهزة الدفع الإلكتروني والبيع عبر الإنترنت.</p>
<h2>كيف تستفيد من الشبكة الجديدة؟</h2>
<ul>
<li>تأكد أن هاتفك يدعم 4G من صفحة فحص الهاتف عبر إدخال رقم IMEI المكوّن من 15 رقماً.</li>
<li>إذا كانت شريحتك قديمة، استبدلها بشريحة 4G من أقرب متجر مع الاحتفاظ برقمك ورصيدك.</li>
<li>اختر من إعدادات الهاتف وضع الشبكة «4G/LTE» أو «تلقائي».</li>
</ul>
<p>وبمناسبة الإطلاق، يحصل كل مشترك في المحافظتين يستخدم شبكة 4G لأول مرة على 10 غيغابايت مجاناً صالحة لمدة أسبوع. شكراً لصبركم خلال أعمال التركيب، ونعدكم بمواصلة التوسع حتى تصل الشبكة إلى كل بيت في العراق.</p>`,
      },
      en: {
        title: 'Nour Mobile 4G arrives in Maysan and Muthanna',
        excerpt: 'More than 140 new 4G sites are now live in Amarah, Samawah and the surrounding districts, bringing fast mobile internet to thousands of families for the first time.',
        html: `<p>Nour Mobile’s 4G network has reached Maysan and Muthanna. Over the past few months our engineers have switched on more than 140 new sites covering the centres of Amarah and Samawah as well as Majar al-Kabir, Qal’at Salih, Rumaitha and Khidr. Coverage will keep spreading to nearby villages through the end of the year.</p>
<h2>What changes for you</h2>
<p>If you live in these areas you will notice the difference straight away: pages load faster, videos stop buffering and video calls with relatives in other cities are finally smooth. The new sites also support VoLTE for crystal-clear voice calls, and shop owners get a steadier connection for card terminals and online orders.</p>
<h2>Getting connected</h2>
<ul>
<li>Check that your phone supports 4G on our phone-check page using its 15-digit IMEI.</li>
<li>If your SIM is old, swap it for a 4G SIM at any of our stores. Your number and balance stay the same.</li>
<li>In your phone’s network settings, choose “4G/LTE” or “Automatic”.</li>
</ul>
<p>To celebrate, every customer in the two governorates who connects to 4G for the first time gets 10 GB free for a week. Thank you for your patience while the work was under way — we will keep building until every home in Iraq is covered.</p>`,
      },
      ku: {
        title: 'تۆڕی 4G ـی نوور مۆبایل گەیشتە میسان و موسەننا',
        excerpt: 'زیاتر لە 140 وێستگەی نوێی 4G لە عەمارە و سەماوە و قەزاکانی دەوروبەریان کارا کران و ئینتەرنێتی خێرا بۆ یەکەمجار گەیشتە هەزاران خێزان.',
        html: `<p>بە خۆشحاڵییەوە ڕایدەگەیەنین کە تۆڕی نەوەی چوارەمی نوور مۆبایل گەیشتە پارێزگاکانی میسان و موسەننا. لە ماوەی چەند مانگی ڕابردوودا تیمە ئەندازیارییەکانمان زیاتر لە 140 وێستگەی نوێیان کارا کرد کە ناوەندی عەمارە و سەماوە و هەروەها مەجەر ئەلکەبیر، قەڵعەت ساڵح، ڕومەیسە و خدر دادەپۆشن. تا کۆتایی ساڵ داپۆشینەکە بەرەو گوندەکانی دەوروبەریش فراوان دەبێت.</p>
<h2>چی بۆ تۆ دەگۆڕێت؟</h2>
<p>ئەگەر لەم ناوچانە دەژیت، یەکسەر جیاوازییەکە هەست پێ دەکەیت: ماڵپەڕەکان خێراتر دەکرێنەوە، ڤیدیۆکان بێ وەستان کار دەکەن و پەیوەندیی ڤیدیۆیی لەگەڵ خزمانت لە شارەکانی تر ئاسوودەتر دەبێت. وێستگە نوێیەکان پشتگیری پەیوەندیی VoLTE ـیش دەکەن بۆ دەنگێکی زۆر ڕوون، خاوەن دوکانەکانیش پەیوەندییەکی جێگیرتریان دەبێت بۆ ئامێرەکانی پارەدانی ئەلیکترۆنی.</p>
<h2>چۆن سوود لە تۆڕە نوێیەکە وەربگریت؟</h2>
<ul>
<li>لە پەڕەی پشکنینی مۆبایل، بە نووسینی ژمارەی IMEI ـی 15 ژمارەیی، دڵنیا ببەوە کە مۆبایلەکەت پشتگیری 4G دەکات.</li>
<li>ئەگەر سیمکارتەکەت کۆنە، لە نزیکترین فرۆشگا بە سیمکارتی 4G بیگۆڕە؛ ژمارە و باڵانسەکەت وەک خۆیان دەمێننەوە.</li>
<li>لە ڕێکخستنەکانی تۆڕی مۆبایلەکەتدا «4G/LTE» یان «خۆکار» هەڵبژێرە.</li>
</ul>
<p>بەم بۆنەیەوە، هەر بەشداربوویەک لەم دوو پارێزگایە کە بۆ یەکەمجار تۆڕی 4G بەکار دەهێنێت، 10 گیگابایتی بەخۆڕایی بۆ ماوەی هەفتەیەک وەردەگرێت. سوپاس بۆ ئارامیتان لە کاتی کارەکاندا؛ بەردەوام دەبین تا تۆڕەکەمان دەگاتە هەموو ماڵێکی عێراق.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'how-to-save-mobile-data',
    category: 'tips',
    image: '/images/hero-network.svg',
    publishedAt: '2026-03-03T10:30:00Z',
    views: 12450,
    translations: {
      ar: {
        title: '8 طرق بسيطة لتوفير باقة الإنترنت على هاتفك',
        excerpt: 'هل تنتهي باقتك قبل نهاية الشهر؟ إعدادات بسيطة في هاتفك وتطبيقاتك قد توفر لك نصف استهلاكك دون أن تتخلى عن شيء تحبه.',
        html: `<p>كثيراً ما نسمع من مشتركينا السؤال نفسه: «أين ذهبت الغيغابايتات؟». الجواب في الغالب ليس في ما تفعله أنت، بل في ما تفعله التطبيقات في الخلفية من دون أن تنتبه: تحديثات تلقائية، ومقاطع فيديو تبدأ وحدها، ونسخ احتياطي للصور.</p>
<h2>إعدادات تصنع الفرق</h2>
<ul>
<li>أوقف التشغيل التلقائي للفيديو في تطبيقات التواصل الاجتماعي، أو اجعله على شبكة Wi-Fi فقط.</li>
<li>اضبط تحديث التطبيقات ونظام التشغيل ليتم عبر Wi-Fi فقط.</li>
<li>فعّل «توفير البيانات» في إعدادات الهاتف، فهو يقيّد استخدام التطبيقات للإنترنت في الخلفية.</li>
<li>اختر جودة «عادية» بدلاً من «عالية» في تطبيقات مشاهدة الفيديو والموسيقى.</li>
<li>أوقف النسخ الاحتياطي للصور على الشبكة الخلوية.</li>
<li>نزّل الخرائط والأغاني والمسلسلات مسبقاً عندما تكون متصلاً بشبكة Wi-Fi.</li>
</ul>
<h2>راقب استهلاكك واختر الباقة الصحيحة</h2>
<p>من تطبيق نور موبايل أو من صفحة «حسابي» على موقعنا يمكنك معرفة الرصيد المتبقي من باقتك في أي وقت. وفي إعدادات الهاتف ستجد قائمة بالتطبيقات الأكثر استهلاكاً، وقد تفاجئك النتائج.</p>
<p>وإذا وجدت أنك تنفد من الباقة كل شهر، فقد يكون الحل في باقة أكبر أو إضافة إنترنت ليلية بدلاً من شراء إضافات صغيرة متكررة تكلّفك أكثر في المجموع. قارن الباقات على صفحة العروض واختر ما يناسب استخدامك الحقيقي.</p>`,
      },
      en: {
        title: '8 simple ways to make your data bundle last longer',
        excerpt: 'Running out of data before the month ends? A few settings on your phone and in your apps can cut your usage by half without giving up anything you enjoy.',
        html: `<p>One question we hear from customers again and again is “where did my gigabytes go?” Usually the answer is not what you do, but what your apps do in the background: automatic updates, videos that start playing on their own and photo backups.</p>
<h2>Settings that make a difference</h2>
<ul>
<li>Turn off video autoplay in social apps, or set it to Wi-Fi only.</li>
<li>Let apps and system updates download over Wi-Fi only.</li>
<li>Switch on Data Saver in your phone settings to limit background data.</li>
<li>Pick “standard” instead of “high” quality in video and music apps.</li>
<li>Stop photo and video backups over mobile data.</li>
<li>Download maps, music and series in advance while you are on Wi-Fi.</li>
</ul>
<h2>Know your usage, pick the right bundle</h2>
<p>The Nour Mobile app and My Account on our website show how much of your bundle is left at any time. Your phone’s settings also list which apps use the most data — the results are often surprising.</p>
<p>If you still run out every month, a bigger bundle or a night-time data add-on is usually cheaper than buying lots of small top-ups. Compare the options on our offers page and choose the bundle that matches how you actually use your phone.</p>`,
      },
      ku: {
        title: '8 ڕێگەی سادە بۆ ئەوەی پاکێجی ئینتەرنێتەکەت زیاتر بمێنێت',
        excerpt: 'پاکێجەکەت پێش کۆتایی مانگ تەواو دەبێت؟ چەند ڕێکخستنێکی سادە لە مۆبایل و ئەپەکانتدا دەتوانن بەکارهێنانەکەت بۆ نیوە کەم بکەنەوە.',
        html: `<p>زۆرجار لە بەشداربووانمان ئەم پرسیارە دەبیستین: «گیگابایتەکانم بۆ کوێ چوون؟». زۆربەی کات وەڵامەکە لەوەدا نییە کە تۆ چی دەکەیت، بەڵکو لەوەدایە کە ئەپەکان بەبێ ئاگاداریی تۆ لە پشتەوە دەیکەن: نوێکردنەوەی خۆکار، ڤیدیۆی خۆبەخۆ و پاشەکەوتکردنی وێنەکان.</p>
<h2>ڕێکخستنانێک کە جیاوازی دروست دەکەن</h2>
<ul>
<li>لێدانی خۆکاری ڤیدیۆ لە تۆڕە کۆمەڵایەتییەکاندا بکوژێنەوە، یان تەنها بۆ وای‌فای دایبنێ.</li>
<li>نوێکردنەوەی ئەپەکان و سیستەم تەنها لە ڕێگەی وای‌فای ڕێک بخە.</li>
<li>«پاشەکەوتکردنی داتا» لە ڕێکخستنەکانی مۆبایلدا هەڵبکە بۆ سنووردارکردنی ئینتەرنێتی پشتەوە.</li>
<li>لە ئەپەکانی ڤیدیۆ و مۆسیقادا کوالیتیی «ئاسایی» لە جیاتی «بەرز» هەڵبژێرە.</li>
<li>پاشەکەوتکردنی وێنە و ڤیدیۆ لەسەر داتای مۆبایل ڕابگرە.</li>
<li>نەخشە و گۆرانی و زنجیرە دراماکان پێشوەختە کاتێک لەسەر وای‌فایت دایانبەزێنە.</li>
</ul>
<h2>بەکارهێنانەکەت بزانە و پاکێجی گونجاو هەڵبژێرە</h2>
<p>لە ئەپی نوور مۆبایل یان لە «هەژمارەکەم» لە ماڵپەڕەکەمان هەر کاتێک بتەوێت دەزانیت چەندت لە پاکێجەکە ماوە. لە ڕێکخستنەکانی مۆبایلیشدا لیستی ئەو ئەپانە دەبینیت کە زۆرترین داتا بەکار دەهێنن، و لەوانەیە ئەنجامەکە سەرسامت بکات.</p>
<p>ئەگەر هەموو مانگێک پاکێجەکەت تەواو دەبێت، لەوانەیە پاکێجێکی گەورەتر یان پاکێجی ئینتەرنێتی شەوانە هەرزانتر بێت لە کڕینی چەندین پاکێجی بچووک. پاکێجەکان لە پەڕەی ئۆفەرەکان بەراورد بکە و ئەوە هەڵبژێرە کە لەگەڵ بەکارهێنانی ڕاستەقینەی خۆت دەگونجێت.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'roaming-guide-hajj-umrah',
    category: 'tips',
    image: '/images/hero-roaming.svg',
    publishedAt: '2026-04-28T08:00:00Z',
    views: 9310,
    translations: {
      ar: {
        title: 'دليلك للتجوال في الحج والعمرة: ابقَ على تواصل مع أهلك',
        excerpt: 'قبل أن تشدّ الرحال إلى مكة المكرمة والمدينة المنورة، إليك ما تحتاج معرفته عن باقات التجوال في السعودية وكيف تتجنب المفاجآت في الفاتورة.',
        html: `<p>رحلة الحج أو العمرة رحلة العمر، ولا يريد أحد أن ينشغل فيها بالهاتف أو بالرصيد. لكن البقاء على تواصل مع العائلة ومع رفاق الحملة ضروري، خصوصاً وسط الزحام الكبير في المشاعر المقدسة. لذلك جمعنا لك أهم ما يجب فعله قبل السفر وخلاله.</p>
<h2>قبل السفر</h2>
<ul>
<li>اشترك في باقة تجوال المملكة العربية السعودية من صفحة التجوال أو من تطبيق نور موبايل قبل مغادرتك العراق بيوم على الأقل.</li>
<li>اشحن رصيدك بما يكفي للمكالمات الطارئة خارج الباقة.</li>
<li>فعّل خاصية «تجوال البيانات» في الهاتف ولا تستخدمها إلا بعد تفعيل الباقة.</li>
<li>احفظ أرقام مشرف الحملة والسفارة العراقية وأفراد عائلتك في قائمة الطوارئ.</li>
</ul>
<h2>خلال الرحلة</h2>
<p>في أيام الذروة تشهد الشبكات في مكة ومنى وعرفات ضغطاً كبيراً، لذا ننصحك بإرسال الرسائل الصوتية والنصية بدلاً من مكالمات الفيديو الطويلة. شارك موقعك المباشر مع رفيق في المجموعة، ونزّل خرائط المنطقة مسبقاً لتعمل من دون إنترنت.</p>
<p>احمل معك شاحناً متنقلاً مشحوناً، فالحرارة والاستخدام المستمر يستنزفان البطارية بسرعة. ولا تُخرج شريحة نور موبايل من هاتفك طوال الرحلة، فقد تحتاجها لاستلام رموز التحقق من المصرف أو من الخدمات الحكومية. تقبّل الله منكم، ونتمنى لكم رحلة آمنة وعودة سالمة.</p>`,
      },
      en: {
        title: 'Roaming guide for Hajj and Umrah: stay close to your family',
        excerpt: 'Before you set off for Makkah and Madinah, here is what you need to know about roaming bundles in Saudi Arabia and how to avoid surprises on your balance.',
        html: `<p>Hajj or Umrah is the journey of a lifetime, and nobody wants to spend it worrying about their phone. Still, staying in touch with your family and your group matters, especially in the huge crowds of the holy sites. Here is what to do before you leave and while you are there.</p>
<h2>Before you travel</h2>
<ul>
<li>Subscribe to a Saudi Arabia roaming bundle on our roaming page or in the Nour Mobile app at least one day before you leave Iraq.</li>
<li>Top up enough credit for emergency calls outside the bundle.</li>
<li>Turn on data roaming on your phone, but only use it once the bundle is active.</li>
<li>Save the numbers of your group leader, the Iraqi embassy and your family as emergency contacts.</li>
</ul>
<h2>During the journey</h2>
<p>On peak days the networks in Makkah, Mina and Arafat are extremely busy. Voice notes and text messages get through far more reliably than long video calls. Share your live location with a companion and download offline maps of the area before you go.</p>
<p>Carry a charged power bank — the heat and constant use drain batteries fast. And keep your Nour Mobile SIM in your phone for the whole trip: you may need it to receive verification codes from your bank or government services. May your pilgrimage be accepted, and we wish you a safe return home.</p>`,
      },
      ku: {
        title: 'ڕێبەری ڕۆمینگ بۆ حەج و عومرە: پەیوەندیت لەگەڵ خێزانەکەت مەپچڕێنە',
        excerpt: 'پێش ئەوەی بەرەو مەککە و مەدینە بەڕێ بکەویت، ئەوەی پێویستە دەربارەی پاکێجەکانی ڕۆمینگ لە سعودیە بیزانیت و چۆن خۆت لە خەرجیی چاوەڕواننەکراو بپارێزیت.',
        html: `<p>سەفەری حەج یان عومرە سەفەری تەمەنە و کەس نایەوێت تێیدا خەریکی مۆبایل و باڵانس بێت. بەڵام مانەوە لە پەیوەندیدا لەگەڵ خێزان و هاوڕێکانی کاروان زۆر گرنگە، بەتایبەتی لەناو قەرەباڵغیی زۆری شوێنە پیرۆزەکاندا. بۆیە گرنگترین ئەو کارانەمان کۆکردۆتەوە کە پێش سەفەر و لە کاتی سەفەردا پێویستن.</p>
<h2>پێش سەفەر</h2>
<ul>
<li>لانیکەم ڕۆژێک پێش جێهێشتنی عێراق، لە پەڕەی ڕۆمینگ یان لە ئەپی نوور مۆبایل بەشداری لە پاکێجی ڕۆمینگی عەرەبستانی سعودی بکە.</li>
<li>باڵانسی پێویست بۆ پەیوەندییە لەناکاوەکانی دەرەوەی پاکێج پڕ بکەرەوە.</li>
<li>«ڕۆمینگی داتا» لە مۆبایلەکەتدا هەڵبکە، بەڵام تەنها دوای کارابوونی پاکێجەکە بەکاری بهێنە.</li>
<li>ژمارەی سەرپەرشتیاری کاروان، باڵیۆزخانەی عێراق و ئەندامانی خێزانەکەت وەک ژمارەی فریاکەوتن پاشەکەوت بکە.</li>
</ul>
<h2>لە کاتی سەفەردا</h2>
<p>لە ڕۆژانی قەرەباڵغیدا تۆڕەکان لە مەککە و مینا و عەرەفات فشارێکی زۆریان لەسەرە. بۆیە نامەی دەنگی و نووسراو زۆر باشتر دەگەن لە پەیوەندیی ڤیدیۆیی درێژ. شوێنی ڕاستەوخۆی خۆت لەگەڵ هاوڕێیەکی کاروان بەش بکە و نەخشەی ناوچەکە پێشوەختە دابەزێنە بۆ ئەوەی بێ ئینتەرنێت کار بکات.</p>
<p>پاوەر بانکێکی پڕ لەگەڵ خۆت هەڵبگرە، چونکە گەرما و بەکارهێنانی بەردەوام پاتری بە خێرایی تەواو دەکەن. سیمکارتی نوور مۆبایلیش لە مۆبایلەکەت دەرمەهێنە، لەوانەیە پێویستت پێی بێت بۆ وەرگرتنی کۆدی پشتڕاستکردنەوە لە بانک یان خزمەتگوزارییە حکومییەکان. خودا لێتان قبووڵ بکات و بە سەلامەتی بگەڕێنەوە.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'summer-in-turkey-roaming-tips',
    category: 'tips',
    image: '/images/hero-roaming.svg',
    publishedAt: '2026-06-10T07:45:00Z',
    views: 7685,
    translations: {
      ar: {
        title: 'مسافر إلى تركيا هذا الصيف؟ نصائح التجوال قبل أن تقلع',
        excerpt: 'من إسطنبول إلى طرابزون، هكذا تستخدم هاتفك في تركيا بلا قلق: باقة التجوال المناسبة، وإعدادات الهاتف، والحذر من شبكات Wi-Fi العامة.',
        html: `<p>تركيا وجهة الصيف المفضلة لكثير من العائلات العراقية، سواء لأجواء إسطنبول أو لطبيعة طرابزون وأوزنجول الخضراء. ولأن الهاتف رفيقك في الخرائط والحجوزات والتواصل مع الأهل، فالتحضير الجيد قبل السفر يجنّبك استهلاك رصيدك في الساعات الأولى.</p>
<h2>اختر باقة التجوال قبل المطار</h2>
<p>باقات تجوال تركيا لدينا تشمل الإنترنت والمكالمات إلى العراق ومكالمات الاستقبال، وتتوفر بمدد أسبوع وأسبوعين وشهر. فعّلها من صفحة التجوال بإدخال رقمك ورمز التأكيد الذي يصلك برسالة نصية، واحرص على تفعيلها وأنت في العراق حتى تكون جاهزة لحظة هبوط الطائرة.</p>
<h2>نصائح سريعة</h2>
<ul>
<li>أغلق تجوال البيانات حتى تتأكد من وصول رسالة تفعيل الباقة.</li>
<li>نزّل خرائط المدن التي ستزورها وتطبيقات النقل مسبقاً.</li>
<li>تجنّب إدخال كلمات المرور أو بيانات البطاقة المصرفية على شبكات Wi-Fi العامة في المقاهي والمطارات.</li>
<li>إذا كنت تسافر مع العائلة، فكّر في راوتر MiFi واحد مع باقة تجوال لمشاركة الإنترنت بين الجميع.</li>
</ul>
<p>وإن احتجت إلى مساعدة خلال رحلتك، فالمحادثة المباشرة على موقعنا متاحة على مدار الساعة، ولا تستهلك إلا القليل من باقتك. رحلة سعيدة!</p>`,
      },
      en: {
        title: 'Off to Turkey this summer? Roaming tips before you fly',
        excerpt: 'From Istanbul to Trabzon, here is how to use your phone in Turkey without worry: the right roaming bundle, the right settings and caution on public Wi-Fi.',
        html: `<p>Turkey is a summer favourite for Iraqi families, whether for the buzz of Istanbul or the green hills of Trabzon and Uzungöl. Your phone is your map, your booking app and your line home, so a little preparation keeps your balance from vanishing in the first few hours.</p>
<h2>Pick your bundle before the airport</h2>
<p>Our Turkey roaming bundles include data, calls back to Iraq and incoming calls, for one week, two weeks or a month. Activate one on the roaming page with your number and the code we send you by SMS — ideally while you are still in Iraq, so it is ready the moment you land.</p>
<h2>Quick tips</h2>
<ul>
<li>Keep data roaming off until you receive the bundle activation SMS.</li>
<li>Download offline maps and transport apps for the cities you will visit.</li>
<li>Never type passwords or card details on public Wi-Fi in cafés and airports.</li>
<li>Travelling as a family? One MiFi router with a roaming bundle can share data with everyone.</li>
</ul>
<p>If you need help on the road, live chat on our website is open around the clock and uses very little data. Have a great trip!</p>`,
      },
      ku: {
        title: 'ئەم هاوینە دەچیت بۆ تورکیا؟ ئامۆژگارییەکانی ڕۆمینگ پێش فڕین',
        excerpt: 'لە ئیستانبوڵەوە تا ترابزۆن، ئاوا بێ خەم مۆبایلەکەت لە تورکیا بەکار بهێنە: پاکێجی ڕۆمینگی گونجاو، ڕێکخستنی دروست و ئاگاداری لە وای‌فایی گشتی.',
        html: `<p>تورکیا یەکێکە لە شوێنە دڵخوازەکانی هاوین بۆ خێزانە عێراقییەکان، چ بۆ قەرەباڵغیی ئیستانبوڵ چ بۆ سروشتی سەوزی ترابزۆن و ئوزونگۆل. مۆبایلەکەت نەخشە و ئەپی حیجزکردن و هێڵی پەیوەندیتە لەگەڵ ماڵەوە، بۆیە کەمێک ئامادەکاری پێش سەفەر ڕێگە نادات باڵانسەکەت لە یەکەم کاتژمێرەکاندا تەواو بێت.</p>
<h2>پێش گەیشتن بە فڕۆکەخانە پاکێجەکەت هەڵبژێرە</h2>
<p>پاکێجەکانی ڕۆمینگی تورکیا ئینتەرنێت، پەیوەندی بۆ عێراق و وەرگرتنی پەیوەندی لەخۆ دەگرن و بۆ هەفتەیەک، دوو هەفتە یان مانگێک بەردەستن. لە پەڕەی ڕۆمینگ بە ژمارەکەت و ئەو کۆدەی بە نامە بۆت دێت کارای بکە، باشترە هێشتا لە عێراق بیت بۆ ئەوەی هەر کە فڕۆکە نیشتەوە ئامادە بێت.</p>
<h2>ئامۆژگاریی خێرا</h2>
<ul>
<li>ڕۆمینگی داتا کوژاوە بهێڵەوە تا نامەی کارابوونی پاکێجەکە دەگات.</li>
<li>نەخشەی ئەو شارانەی سەردانیان دەکەیت و ئەپەکانی گواستنەوە پێشوەختە دابەزێنە.</li>
<li>هەرگیز وشەی نهێنی یان زانیاریی کارتی بانکی لەسەر وای‌فایی گشتیی کافێ و فڕۆکەخانەکان مەنووسە.</li>
<li>لەگەڵ خێزان سەفەر دەکەیت؟ یەک ڕاوتەری MiFi لەگەڵ پاکێجی ڕۆمینگ دەتوانێت ئینتەرنێت بۆ هەمووان دابین بکات.</li>
</ul>
<p>ئەگەر لە ڕێگەدا پێویستت بە یارمەتی بوو، چاتی ڕاستەوخۆ لە ماڵپەڕەکەمان شەو و ڕۆژ کراوەیە و داتایەکی زۆر کەم بەکار دەهێنێت. سەفەرێکی خۆش!</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'protect-your-sim-from-fraud',
    category: 'tips',
    image: '/images/hero-network.svg',
    publishedAt: '2026-02-16T11:00:00Z',
    views: 15230,
    translations: {
      ar: {
        title: 'احمِ خطك من الاحتيال: لا تشارك رمز التحقق مع أحد',
        excerpt: 'اتصال يخبرك بأنك ربحت جائزة ويطلب الرمز الذي وصلك للتو؟ إنه احتيال. تعرّف على أشهر الحيل وكيف تحمي رقمك ورصيدك وحساباتك.',
        html: `<p>يتلقى بعض المشتركين اتصالات أو رسائل من أشخاص يدّعون أنهم من نور موبايل، يبشّرونهم بجائزة أو يحذّرونهم من إيقاف الخط، ثم يطلبون «رمز التأكيد» الذي وصلهم للتو برسالة نصية. هذا الرمز هو مفتاح حسابك: من يحصل عليه يستطيع الدخول إلى حسابك أو شراء باقات على رصيدك أو تحويل رصيدك إلى رقم آخر.</p>
<h2>قاعدة واحدة لا تُكسر</h2>
<p>لن يطلب منك أي موظف في نور موبايل، لا عبر الهاتف ولا في المتجر ولا في المحادثة المباشرة، رمز PIN أو رمز التحقق المرسل إليك أو كلمة مرور حسابك. أي شخص يطلب ذلك محتال، مهما بدا مقنعاً أو عرف عنك من معلومات.</p>
<h2>كيف تحمي نفسك؟</h2>
<ul>
<li>لا تشارك رمز التحقق أو رمز PIN مع أي شخص، حتى لو ادّعى أنه من خدمة العملاء.</li>
<li>فعّل قفل الشريحة برمز PIN من إعدادات الهاتف، حتى لا يستخدمها أحد إن سُرق هاتفك.</li>
<li>تجاهل الروابط في الرسائل التي تعدك بجوائز، وتحقق من العروض على موقعنا الرسمي فقط.</li>
<li>إن فقدت هاتفك، اتصل بخدمة العملاء فوراً لإيقاف الخط مؤقتاً.</li>
</ul>
<p>تذكّر أيضاً أن استبدال الشريحة أو إصدار شريحة بدل ضائع لا يتم إلا في متاجرنا وبحضور صاحب الخط مع هويته الأصلية. وإذا وصلتك رسالة تحقق لم تطلبها، فهذا يعني أن أحداً يحاول الدخول إلى حسابك: لا تفعل شيئاً بالرمز، وغيّر كلمة المرور إن كانت لديك واحدة.</p>`,
      },
      en: {
        title: 'Protect your line from fraud: never share your PIN',
        excerpt: 'A caller says you have won a prize and asks for the code you just received? That is fraud. Learn the common tricks and how to protect your number and balance.',
        html: `<p>Some customers receive calls or messages from people pretending to be Nour Mobile. They announce a prize or warn that the line is about to be suspended, then ask for the “confirmation code” that has just arrived by SMS. That code is the key to your account: whoever has it can sign in as you, buy bundles with your balance or transfer your credit to another number.</p>
<h2>One rule that never bends</h2>
<p>No one at Nour Mobile — on the phone, in a store or in live chat — will ever ask for your PIN, a verification code we sent you or your account password. Anyone who asks is a fraudster, however convincing they sound and however much they seem to know about you.</p>
<h2>How to stay safe</h2>
<ul>
<li>Never share a verification code or PIN with anyone, even someone claiming to be customer care.</li>
<li>Turn on the SIM PIN lock in your phone settings so a stolen phone cannot use your line.</li>
<li>Ignore links in messages that promise prizes; check offers on our official website only.</li>
<li>If your phone is lost or stolen, call customer care straight away to suspend the line.</li>
</ul>
<p>Remember, too, that a replacement SIM is only issued in our stores to the line owner in person with original ID. And if you get a verification code you did not ask for, someone may be trying to get into your account: do nothing with the code, and change your password if you have one.</p>`,
      },
      ku: {
        title: 'هێڵەکەت لە فێڵبازی بپارێزە: هەرگیز کۆدی PIN بە کەس مەدە',
        excerpt: 'کەسێک پەیوەندیت پێوە دەکات و دەڵێت خەڵاتت بردۆتەوە و داوای ئەو کۆدە دەکات کە ئێستا بۆت هات؟ ئەوە فێڵە. فێڵە باوەکان بناسە و ژمارە و باڵانسەکەت بپارێزە.',
        html: `<p>هەندێک لە بەشداربووان پەیوەندی یان نامە لە کەسانێک وەردەگرن کە خۆیان بە کارمەندی نوور مۆبایل دەناسێنن. مژدەی خەڵاتێکیان پێ دەدەن یان دەڵێن هێڵەکەت دەوەستێنرێت، پاشان داوای ئەو «کۆدی پشتڕاستکردنەوە»یە دەکەن کە ئێستا بە نامە بۆت هاتووە. ئەو کۆدە کلیلی هەژمارەکەتە: هەر کەسێک دەستی پێی بگات دەتوانێت بچێتە ناو هەژمارەکەت، بە باڵانسەکەت پاکێج بکڕێت یان باڵانسەکەت بۆ ژمارەیەکی تر بگوازێتەوە.</p>
<h2>یەک یاسا کە هەرگیز ناشکێت</h2>
<p>هیچ کارمەندێکی نوور مۆبایل، نە بە تەلەفۆن، نە لە فرۆشگا و نە لە چاتی ڕاستەوخۆ، هەرگیز داوای کۆدی PIN، کۆدی پشتڕاستکردنەوە یان وشەی نهێنیی هەژمارەکەت لێ ناکات. هەر کەسێک داوای بکات فێڵبازە، هەرچەندە قسەکانی باوەڕپێکراو بن و زانیاری لەسەرت بزانێت.</p>
<h2>چۆن خۆت بپارێزیت؟</h2>
<ul>
<li>هەرگیز کۆدی پشتڕاستکردنەوە یان PIN بە کەس مەدە، تەنانەت ئەگەر بڵێت لە خزمەتگوزاریی کڕیارانەوەیە.</li>
<li>قفڵی سیمکارت بە کۆدی PIN لە ڕێکخستنەکانی مۆبایلدا چالاک بکە، بۆ ئەوەی ئەگەر مۆبایلەکەت دزرا کەس نەتوانێت هێڵەکەت بەکار بهێنێت.</li>
<li>گوێ مەدە بە بەستەری ئەو نامانەی بەڵێنی خەڵاتت پێ دەدەن؛ ئۆفەرەکان تەنها لە ماڵپەڕە فەرمییەکەمان بپشکنە.</li>
<li>ئەگەر مۆبایلەکەت ون بوو، یەکسەر پەیوەندی بە خزمەتگوزاریی کڕیاران بکە بۆ ڕاگرتنی کاتیی هێڵەکە.</li>
</ul>
<p>لە بیرت بێت کە سیمکارتی جێگرەوە تەنها لە فرۆشگاکانمان و بە ئامادەبوونی خاوەنی هێڵ لەگەڵ ناسنامە ڕەسەنەکەی دەدرێت. ئەگەر کۆدێکی پشتڕاستکردنەوەت بۆ هات کە داوات نەکردبوو، واتە کەسێک هەوڵ دەدات بچێتە ناو هەژمارەکەت: هیچ شتێک بە کۆدەکە مەکە و ئەگەر وشەی نهێنیت هەیە بیگۆڕە.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'rewards-daily-check-in',
    category: 'news',
    image: '/images/hero-rewards.svg',
    publishedAt: '2025-10-01T09:00:00Z',
    views: 6120,
    translations: {
      ar: {
        title: 'برنامج مكافآت نور: سجّل حضورك يومياً واربح أكثر',
        excerpt: 'أطلقنا ميزة الحضور اليومي في برنامج المكافآت: افتح التطبيق سبعة أيام متتالية لتفتح جائزة اليوم السابع الكبرى، إلى جانب لعبة «هزّ واربح».',
        html: `<p>برنامج مكافآت نور موجود ليقول لك شكراً على بقائك معنا. ومن اليوم أصبح أكثر متعة: أضفنا ميزة «الحضور اليومي» التي تمنحك مكافأة صغيرة كل يوم تفتح فيه صفحة المكافآت، ومكافأة أكبر كلما حافظت على سلسلة أيامك.</p>
<h2>كيف يعمل الحضور اليومي؟</h2>
<p>تتكون السلسلة من سبعة أيام. في كل يوم تضغط «سجّل حضوري» فتحصل على نقاط أو ميغابايتات هدية، ويُفتح اليوم التالي في السلسلة. وإذا وصلت إلى اليوم السابع دون انقطاع، تُفتح الجائزة الكبرى التي قد تكون غيغابايتات إضافية أو دقائق مجانية أو قسيمة شرائية. أما إذا فوّتّ يوماً فتبدأ السلسلة من جديد، فلا تنسَ!</p>
<h2>طرق أخرى لجمع النقاط</h2>
<ul>
<li>العب «هزّ واربح» بهزّ هاتفك مرة واحدة يومياً لتكتشف جائزتك.</li>
<li>اكسب نقاطاً عن كل عملية شحن أو اشتراك في باقة.</li>
<li>استبدل نقاطك بإنترنت أو دقائق أو خصومات لدى شركاء البطاقة البلاتينية.</li>
</ul>
<p>البرنامج متاح لجميع مشتركي نور موبايل بالدفع المسبق والآجل دون أي رسوم. سجّل الدخول برقمك ورمز التحقق الذي يصلك برسالة، وابدأ سلسلتك اليوم.</p>`,
      },
      en: {
        title: 'Nour Rewards: check in every day and win more',
        excerpt: 'Daily check-in is here: open the rewards page seven days in a row to unlock the big day-seven prize, alongside our Shake to Win game.',
        html: `<p>Nour Rewards is our way of saying thank you for staying with us, and it just got more fun. The new daily check-in gives you a small reward every day you visit the rewards page — and a bigger one when you keep your streak going.</p>
<h2>How daily check-in works</h2>
<p>A streak has seven days. Each day, tap “Check in” to collect points or bonus megabytes and unlock the next day. Reach day seven without a break and you unlock the big prize: extra gigabytes, free minutes or a shopping voucher. Miss a day and the streak starts over, so set a reminder!</p>
<h2>More ways to earn</h2>
<ul>
<li>Play Shake to Win: shake your phone once a day to reveal your prize.</li>
<li>Earn points on every top-up and bundle purchase.</li>
<li>Redeem points for data, minutes or discounts at our Platinum Card partners.</li>
</ul>
<p>The programme is free for every Nour Mobile prepaid and postpaid customer. Sign in with your number and the code we text you, and start your streak today.</p>`,
      },
      ku: {
        title: 'خەڵاتەکانی نوور: ڕۆژانە ئامادەبوونت تۆمار بکە و زیاتر ببەرەوە',
        excerpt: 'تایبەتمەندیی ئامادەبوونی ڕۆژانە هات: حەوت ڕۆژ لە دوای یەک پەڕەی خەڵاتەکان بکەرەوە بۆ کردنەوەی خەڵاتە گەورەکەی ڕۆژی حەوتەم، لەگەڵ یاریی «بیهەژێنە و ببەرەوە».',
        html: `<p>بەرنامەی خەڵاتەکانی نوور ڕێگەی ئێمەیە بۆ ئەوەی سوپاست بکەین کە لەگەڵمان ماویتەوە، و ئێستا خۆشتریش بووە. تایبەتمەندیی نوێی «ئامادەبوونی ڕۆژانە» هەموو ڕۆژێک کە سەردانی پەڕەی خەڵاتەکان دەکەیت دیارییەکی بچووکت پێ دەدات، و هەتا زنجیرەکەت نەپچڕێت دیارییەکە گەورەتر دەبێت.</p>
<h2>ئامادەبوونی ڕۆژانە چۆن کار دەکات؟</h2>
<p>هەر زنجیرەیەک حەوت ڕۆژە. هەموو ڕۆژێک «ئامادەبوونم تۆمار بکە» دابگرە بۆ وەرگرتنی خاڵ یان مێگابایتی دیاری، و ڕۆژی داهاتوو دەکرێتەوە. ئەگەر بێ پچڕان گەیشتیتە ڕۆژی حەوتەم، خەڵاتە گەورەکە دەکرێتەوە کە دەکرێت گیگابایتی زیادە، خولەکی بەخۆڕایی یان کوپۆنی بازاڕکردن بێت. ئەگەر ڕۆژێکت لەدەست چوو زنجیرەکە لە سەرەتاوە دەست پێ دەکاتەوە، بۆیە بیرت نەچێت!</p>
<h2>ڕێگەی تر بۆ کۆکردنەوەی خاڵ</h2>
<ul>
<li>یاریی «بیهەژێنە و ببەرەوە» بکە: ڕۆژانە جارێک مۆبایلەکەت بهەژێنە و خەڵاتەکەت بدۆزەرەوە.</li>
<li>لەسەر هەر پڕکردنەوەیەکی باڵانس یان کڕینی پاکێجێک خاڵ کۆبکەرەوە.</li>
<li>خاڵەکانت بە ئینتەرنێت، خولەک یان داشکاندن لای هاوبەشەکانی کارتی پلاتینیۆم بگۆڕەوە.</li>
</ul>
<p>بەرنامەکە بۆ هەموو بەشداربووانی پێشوەختە و دواپارەدانی نوور مۆبایل بەخۆڕاییە. بە ژمارەکەت و ئەو کۆدەی بە نامە بۆت دێت بچۆ ژوورەوە و هەر ئەمڕۆ زنجیرەکەت دەست پێ بکە.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'talent-programme-winners-2026',
    category: 'community',
    image: '/images/hero-talent.svg',
    publishedAt: '2026-07-20T16:00:00Z',
    views: 5340,
    translations: {
      ar: {
        title: 'تعرّفوا إلى الفائزين في برنامج مواهب نور 2026',
        excerpt: 'أكثر من 380 ألف صوت حسمت نتائج الموسم الثالث من برنامج مواهب نور. تعرّفوا إلى الفائزين الثلاثة في الغناء والرسم والأفلام القصيرة.',
        html: `<p>انتهى الموسم الثالث من برنامج مواهب نور بعد ثلاثة أشهر من المنافسة، شارك فيها أكثر من 2,600 شاب وشابة من مختلف المحافظات، وصوّت فيها الجمهور أكثر من 380 ألف مرة عبر موقعنا وتطبيقنا. وكانت لجنة التحكيم قد اختارت ثلاثين متأهلاً إلى المرحلة النهائية قبل أن يُترك القرار الأخير لتصويتكم.</p>
<h2>الفائزون</h2>
<ul>
<li><strong>الغناء:</strong> زينب كريم من النجف، التي أبهرت الجمهور بأداء مقام عراقي قديم بتوزيع معاصر.</li>
<li><strong>الرسم:</strong> آرام جلال من السليمانية، بلوحة رقمية تروي حكاية جبل أزمر عبر الفصول الأربعة.</li>
<li><strong>الفيلم القصير:</strong> مصطفى عادل من البصرة، بفيلم مدته خمس دقائق عن صياد عجوز في شط العرب صُوّر بالكامل بهاتف محمول.</li>
</ul>
<p>يحصل كل فائز على جائزة نقدية قدرها عشرة ملايين دينار، وهاتف أسترا X9 برو، وورشة تدريبية مع محترفين في مجاله. كما ستُعرض أعمال الفائزين في حملاتنا الإعلانية القادمة.</p>
<h2>موعدنا في الموسم القادم</h2>
<p>شكراً لكل من شارك وصوّت وشجّع. يبدأ التسجيل في الموسم الرابع في بداية العام المقبل، وسنضيف فئة جديدة للتصوير الفوتوغرافي. ابدأ التحضير من الآن!</p>`,
      },
      en: {
        title: 'Meet the winners of Nour Talent 2026',
        excerpt: 'More than 380,000 votes decided the third season of Nour Talent. Meet the three winners in singing, drawing and short film.',
        html: `<p>The third season of Nour Talent is over after three months of competition. More than 2,600 young people from across Iraq took part, and the public cast over 380,000 votes on our website and app. Our judges picked thirty finalists, and then the final word was yours.</p>
<h2>The winners</h2>
<ul>
<li><strong>Singing:</strong> Zainab Kareem from Najaf, who won hearts with a classic Iraqi maqam in a modern arrangement.</li>
<li><strong>Drawing:</strong> Aram Jalal from Sulaymaniyah, for a digital painting of Mount Azmar through the four seasons.</li>
<li><strong>Short film:</strong> Mustafa Adel from Basra, for a five-minute film about an old fisherman on the Shatt al-Arab, shot entirely on a phone.</li>
</ul>
<p>Each winner receives a cash prize of ten million dinars, an Astra X9 Pro phone and a workshop with professionals in their field. Their work will also feature in our upcoming campaigns.</p>
<h2>See you next season</h2>
<p>Thank you to everyone who entered, voted and cheered. Registration for season four opens early next year, with a brand-new photography category. Start preparing now!</p>`,
      },
      ku: {
        title: 'براوەکانی بەرنامەی بەهرەکانی نوور 2026 بناسن',
        excerpt: 'زیاتر لە 380 هەزار دەنگ ئەنجامی وەرزی سێیەمی بەرنامەی بەهرەکانی نووریان یەکلایی کردەوە. سێ براوەکە لە گۆرانی، وێنەکێشان و فیلمی کورتدا بناسن.',
        html: `<p>وەرزی سێیەمی بەرنامەی بەهرەکانی نوور دوای سێ مانگ کێبڕکێ کۆتایی هات. زیاتر لە 2,600 گەنج لە هەموو پارێزگاکانی عێراقەوە بەشدارییان کرد و خەڵک زیاتر لە 380 هەزار جار لە ڕێگەی ماڵپەڕ و ئەپەکەمانەوە دەنگیان دا. لیژنەی دادوەران سی کەسیان بۆ قۆناغی کۆتایی هەڵبژارد و بڕیاری کۆتایی بۆ دەنگی ئێوە جێهێڵرا.</p>
<h2>براوەکان</h2>
<ul>
<li><strong>گۆرانی:</strong> زەینەب کەریم لە نەجەف، کە بە مەقامێکی کۆنی عێراقی بە دابەشکردنێکی نوێ دڵی بینەرانی بردەوە.</li>
<li><strong>وێنەکێشان:</strong> ئارام جەلال لە سلێمانی، بە تابلۆیەکی دیجیتاڵی کە چیرۆکی چیای ئەزمڕ لە چوار وەرزی ساڵدا دەگێڕێتەوە.</li>
<li><strong>فیلمی کورت:</strong> مستەفا عادل لە بەسرە، بە فیلمێکی پێنج خولەکی دەربارەی ڕاوچییەکی پیری ماسی لە شەتولعەرەب کە بە تەواوی بە مۆبایل وێنە گیراوە.</li>
</ul>
<p>هەر براوەیەک خەڵاتێکی نەختینەی دە ملیۆن دینار، مۆبایلێکی ئەسترا X9 پرۆ و وۆرکشۆپێک لەگەڵ پسپۆڕانی بوارەکەی وەردەگرێت. کارەکانی براوەکانیش لە ڕیکلامە داهاتووەکانماندا پیشان دەدرێن.</p>
<h2>لە وەرزی داهاتوودا دەتانبینینەوە</h2>
<p>سوپاس بۆ هەموو ئەوانەی بەشدارییان کرد، دەنگیان دا و هاندەر بوون. تۆمارکردن بۆ وەرزی چوارەم سەرەتای ساڵی داهاتوو دەست پێ دەکات و بەشێکی نوێی وێنەگرتنیشی تێدا دەبێت. هەر لە ئێستاوە خۆت ئامادە بکە!</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'recharge-options-explained',
    category: 'tips',
    image: '/images/hero-blog.svg',
    publishedAt: '2025-08-05T12:00:00Z',
    views: 10870,
    translations: {
      ar: {
        title: 'كل طرق شحن رصيدك: من بطاقة الخدش إلى البطاقة المصرفية',
        excerpt: 'بطاقة خدش من المحل، أو بطاقة مصرفية من البيت، أو تحويل رصيد من صديق: دليل سريع لكل طرق الشحن وحدودها وأخطائها الشائعة.',
        html: `<p>نفد رصيدك في منتصف مكالمة مهمة؟ لدى نور موبايل أكثر من طريقة لشحن الرصيد في أي وقت، لخطك أو لخط أحد أفراد عائلتك. إليك ما تحتاج معرفته عن كل طريقة.</p>
<h2>بطاقة الخدش</h2>
<p>تجدها لدى آلاف المحال ونقاط البيع في كل المحافظات. اخدش الطبقة الفضية برفق بعملة معدنية حتى يظهر الرمز، وهو مكوّن من 13 أو 14 رقماً. أدخل الرمز في صفحة الشحن على موقعنا أو في التطبيق دون مسافات، واختر إن كنت تشحن لرقمك أو لرقم آخر. إذا ظهرت رسالة بأن الرمز غير صالح، فتأكد أولاً من عدد الأرقام ومن عدم الخلط بين الرقمين 1 و7 أو 0 و8.</p>
<h2>البطاقة المصرفية والطرق الأخرى</h2>
<ul>
<li><strong>الدفع بالبطاقة:</strong> اشحن بأي مبلغ بين 5,000 و100,000 د.ع في العملية الواحدة باستخدام بطاقة فيزا أو ماستركارد، مع إمكانية إرسال الإيصال إلى بريدك الإلكتروني.</li>
<li><strong>المبالغ السريعة:</strong> اختر بنقرة واحدة من مبالغ جاهزة مثل 5,000 أو 10,000 أو 25,000 د.ع.</li>
<li><strong>تحويل الرصيد:</strong> يمكن لأي مشترك أن يحوّل لك من رصيده مبلغاً بين 1,000 و60,000 د.ع.</li>
<li><strong>القسائم الإلكترونية:</strong> اشترِ قسيمة شحن رقمية وأرسلها هدية لمن تحب.</li>
</ul>
<p>وإذا انخفض رصيدك كثيراً، ستصلك رسالة تنبيه مع رابط مباشر إلى صفحة الشحن، فلا تنقطع عن أحبائك أبداً.</p>`,
      },
      en: {
        title: 'Every way to top up: from scratch cards to bank cards',
        excerpt: 'A scratch card from the corner shop, a bank card from your sofa or credit from a friend: a quick guide to every top-up option, its limits and common mistakes.',
        html: `<p>Ran out of credit in the middle of an important call? Nour Mobile gives you several ways to top up at any time, for your own line or for someone in your family. Here is what you need to know about each one.</p>
<h2>Scratch cards</h2>
<p>You will find them in thousands of shops across every governorate. Gently scratch off the silver layer with a coin to reveal the code — it is 13 or 14 digits long. Enter it without spaces on our recharge page or in the app, and choose whether the credit is for your number or someone else’s. If you see “invalid code”, first count the digits and check you have not mixed up 1 and 7 or 0 and 8.</p>
<h2>Bank cards and other options</h2>
<ul>
<li><strong>Card payment:</strong> top up any amount from 5,000 to 100,000 IQD per transaction with Visa or Mastercard, and get the receipt by e-mail.</li>
<li><strong>Quick amounts:</strong> pick 5,000, 10,000 or 25,000 IQD with a single tap.</li>
<li><strong>Credit transfer:</strong> any Nour Mobile customer can send you between 1,000 and 60,000 IQD of their own credit.</li>
<li><strong>E-vouchers:</strong> buy a digital top-up voucher and send it as a gift.</li>
</ul>
<p>And when your balance runs low, we send you an alert with a direct link to the recharge page, so you never lose touch with the people who matter.</p>`,
      },
      ku: {
        title: 'هەموو ڕێگەکانی پڕکردنەوەی باڵانس: لە کارتی خڕاندنەوە تا کارتی بانکی',
        excerpt: 'کارتی خڕاندن لە دوکان، کارتی بانکی لە ماڵەوە یان باڵانس لە هاوڕێیەکەوە: ڕێبەرێکی خێرا بۆ هەموو ڕێگەکانی پڕکردنەوە، سنوورەکانیان و هەڵە باوەکان.',
        html: `<p>لە ناوەڕاستی پەیوەندییەکی گرنگدا باڵانست تەواو بوو؟ نوور مۆبایل چەندین ڕێگەت پێ دەدات بۆ پڕکردنەوەی باڵانس لە هەر کاتێکدا، بۆ هێڵی خۆت یان بۆ هێڵی یەکێک لە ئەندامانی خێزانەکەت. ئەمە ئەوەیە کە دەبێت دەربارەی هەر ڕێگەیەک بیزانیت.</p>
<h2>کارتی خڕاندن</h2>
<p>لە هەزاران دوکان و خاڵی فرۆشتن لە هەموو پارێزگاکاندا دەستت دەکەوێت. بە پارەیەکی ئاسنین بە هێواشی توێژە زیوینەکە بخڕێنە تا کۆدەکە دەردەکەوێت، کە 13 یان 14 ژمارەیە. کۆدەکە بێ بۆشایی لە پەڕەی پڕکردنەوە لە ماڵپەڕەکەمان یان لە ئەپەکەدا بنووسە و هەڵبژێرە بۆ ژمارەی خۆتە یان ژمارەیەکی تر. ئەگەر نامەی «کۆدەکە دروست نییە» دەرکەوت، سەرەتا ژمارەی ڕەقەمەکان بژمێرە و دڵنیا ببەوە کە 1 و 7 یان 0 و 8 ـت تێکەڵ نەکردووە.</p>
<h2>کارتی بانکی و ڕێگەکانی تر</h2>
<ul>
<li><strong>پارەدان بە کارت:</strong> بە کارتی ڤیزا یان ماستەرکارد هەر بڕێک لە نێوان 5,000 تا 100,000 د.ع لە یەک مامەڵەدا پڕ بکەرەوە و پسوولەکە بە ئیمەیڵ وەربگرە.</li>
<li><strong>بڕە خێراکان:</strong> بە یەک کرتە 5,000، 10,000 یان 25,000 د.ع هەڵبژێرە.</li>
<li><strong>گواستنەوەی باڵانس:</strong> هەر بەشداربوویەکی نوور مۆبایل دەتوانێت لە نێوان 1,000 تا 60,000 د.ع لە باڵانسی خۆی بۆت بنێرێت.</li>
<li><strong>کوپۆنی ئەلیکترۆنی:</strong> کوپۆنێکی دیجیتاڵی پڕکردنەوە بکڕە و وەک دیاری بۆ خۆشەویستێکت بنێرە.</li>
</ul>
<p>کاتێکیش باڵانسەکەت زۆر کەم دەبێتەوە، نامەیەکی ئاگادارکردنەوەت بۆ دەنێرین لەگەڵ بەستەرێکی ڕاستەوخۆ بۆ پەڕەی پڕکردنەوە، بۆ ئەوەی هەرگیز پەیوەندیت لەگەڵ خۆشەویستانت نەپچڕێت.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'volte-hd-voice-calls',
    category: 'technology',
    image: '/images/hero-4g.svg',
    publishedAt: '2025-11-18T10:00:00Z',
    views: 3980,
    translations: {
      ar: {
        title: 'ما هي تقنية VoLTE ولماذا ستحب مكالماتك أكثر؟',
        excerpt: 'مكالمات بصوت عالي الوضوح، واتصال أسرع، وإنترنت 4G لا ينقطع أثناء المكالمة. كل ما تريد معرفته عن VoLTE وكيف تفعّلها مجاناً.',
        html: `<p>VoLTE اختصار لعبارة Voice over LTE، أي نقل المكالمات الصوتية عبر شبكة الجيل الرابع نفسها بدلاً من شبكات الجيلين الثاني والثالث الأقدم. قد يبدو الأمر تفصيلاً تقنياً، لكن أثره تسمعه بأذنك من أول مكالمة.</p>
<h2>ما الذي ستلاحظه؟</h2>
<ul>
<li><strong>صوت أوضح:</strong> تنقل VoLTE نطاقاً أوسع من الترددات الصوتية، فيبدو صوت المتصل طبيعياً كأنه أمامك.</li>
<li><strong>اتصال أسرع:</strong> يرن هاتف الطرف الآخر خلال ثانية أو ثانيتين تقريباً.</li>
<li><strong>إنترنت بلا انقطاع:</strong> يبقى هاتفك على 4G أثناء المكالمة، فتستمر الخرائط والرسائل بالعمل بسرعتها الكاملة.</li>
<li><strong>بطارية تدوم أطول:</strong> لم يعد الهاتف مضطراً إلى التنقل بين الشبكات مع كل مكالمة.</li>
</ul>
<h2>كيف تفعّلها؟</h2>
<p>خدمة VoLTE مجانية ولا تُحتسب مكالماتها من باقة الإنترنت، بل من دقائقك أو رصيدك كالمعتاد. كل ما تحتاجه هاتف يدعمها وشريحة 4G وتغطية الجيل الرابع. افتح إعدادات الشبكة في هاتفك وفعّل خيار «VoLTE» أو «مكالمات 4G»، وإن لم تجده فتحقق من توافق هاتفك على صفحة فحص الهاتف باستخدام رقم IMEI، الذي يظهر عند طلب ‎*#06#‎.</p>
<p>ولا داعي للقلق إن كان الطرف الآخر لا يستخدم VoLTE أو كان على شبكة أخرى، فالمكالمة تتم كالمعتاد وتستفيد من الجودة الأعلى كلما توفرت على الطرفين. وجميع الهواتف الذكية المعروضة في متجرنا الإلكتروني تدعم الخدمة.</p>`,
      },
      en: {
        title: 'What is VoLTE, and why will you love your calls more?',
        excerpt: 'HD voice, faster call set-up and 4G data that keeps running during calls. Everything you need to know about VoLTE and how to switch it on for free.',
        html: `<p>VoLTE stands for Voice over LTE: your calls travel over the 4G network itself instead of the older 2G and 3G networks. It sounds like a technical detail, but you will hear the difference on your very first call.</p>
<h2>What you will notice</h2>
<ul>
<li><strong>Clearer voices:</strong> VoLTE carries a wider range of sound, so the person you are talking to sounds natural, as if they were in the room.</li>
<li><strong>Faster connection:</strong> the other phone starts ringing in about a second or two.</li>
<li><strong>Data that keeps going:</strong> your phone stays on 4G during the call, so maps and messages keep working at full speed.</li>
<li><strong>Better battery life:</strong> the phone no longer has to jump between networks for every call.</li>
</ul>
<h2>How to turn it on</h2>
<p>VoLTE is free, and calls do not use your data bundle — they come from your minutes or balance as usual. You need a compatible phone, a 4G SIM and 4G coverage. Open your phone’s mobile network settings and enable “VoLTE” or “4G calling”. Can’t find it? Check your phone on our phone-check page with its IMEI, which appears when you dial *#06#.</p>
<p>Don’t worry if the person you call is not on VoLTE or uses another network: the call still goes through as usual, and you get the full HD quality whenever both sides support it. Every smartphone in our online shop is VoLTE-ready.</p>`,
      },
      ku: {
        title: 'VoLTE چییە و بۆچی پەیوەندییەکانت زیاتر بەدڵ دەبن؟',
        excerpt: 'دەنگی زۆر ڕوون، پەیوەندیی خێراتر و ئینتەرنێتی 4G کە لە کاتی پەیوەندیدا ناپچڕێت. هەموو ئەوەی دەربارەی VoLTE دەتەوێت و چۆن بەخۆڕایی کارای بکەیت.',
        html: `<p>VoLTE کورتکراوەی Voice over LTE ـە، واتە پەیوەندییە دەنگییەکان لە ڕێگەی خودی تۆڕی 4G ـەوە دەگوازرێنەوە لە جیاتی تۆڕە کۆنەکانی 2G و 3G. لەوانەیە وەک وردەکارییەکی تەکنیکی دەربکەوێت، بەڵام هەر لە یەکەم پەیوەندیدا جیاوازییەکە بە گوێی خۆت دەبیستیت.</p>
<h2>چی هەست پێ دەکەیت؟</h2>
<ul>
<li><strong>دەنگی ڕوونتر:</strong> VoLTE مەودایەکی فراوانتری دەنگ دەگوازێتەوە، بۆیە دەنگی بەرامبەرەکەت سروشتی دەبێت وەک ئەوەی لە تەنیشتت بێت.</li>
<li><strong>پەیوەندیی خێراتر:</strong> مۆبایلی بەرامبەر لە ماوەی یەک یان دوو چرکەدا زەنگ لێ دەدات.</li>
<li><strong>ئینتەرنێتی بێ پچڕان:</strong> مۆبایلەکەت لە کاتی پەیوەندیدا لەسەر 4G دەمێنێتەوە، بۆیە نەخشە و نامەکان بە تەواوی خێرایی کار دەکەن.</li>
<li><strong>پاتریی درێژخایەنتر:</strong> چیتر مۆبایل ناچار نییە بۆ هەر پەیوەندییەک لە نێوان تۆڕەکاندا بگوازرێتەوە.</li>
</ul>
<h2>چۆن کارای بکەیت؟</h2>
<p>VoLTE بەخۆڕاییە و پەیوەندییەکانی لە پاکێجی ئینتەرنێت ناکەوێن، بەڵکو وەک هەمیشە لە خولەکەکانت یان باڵانسەکەت دەبڕدرێن. تەنها پێویستت بە مۆبایلێکی گونجاو، سیمکارتی 4G و داپۆشینی 4G هەیە. ڕێکخستنەکانی تۆڕی مۆبایلەکەت بکەرەوە و «VoLTE» یان «پەیوەندیی 4G» چالاک بکە. ئەگەر نەتدۆزیەوە، لە پەڕەی پشکنینی مۆبایل بە ژمارەی IMEI گونجاویی مۆبایلەکەت بپشکنە؛ ئەم ژمارەیە بە لێدانی *#06# دەردەکەوێت.</p>
<p>ئەگەر بەرامبەرەکەت VoLTE بەکار ناهێنێت یان لەسەر تۆڕێکی ترە، نیگەران مەبە: پەیوەندییەکە وەک هەمیشە دەکرێت، و هەر کاتێک هەردوو لا پشتگیرییان کرد کوالیتیی HD بە تەواوی وەردەگریت. هەموو مۆبایلە زیرەکەکانی فرۆشگا ئۆنلاینەکەمان ئامادەن بۆ VoLTE.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'esim-explained',
    category: 'technology',
    image: '/images/hero-network.svg',
    publishedAt: '2026-05-12T09:30:00Z',
    views: 8870,
    translations: {
      ar: {
        title: 'eSIM ببساطة: شريحة بلا شريحة',
        excerpt: 'الشريحة الإلكترونية eSIM أصبحت متاحة لدى نور موبايل. ما هي؟ وما فوائدها؟ وكيف تحصل عليها خطوة بخطوة؟',
        html: `<p>الشريحة الإلكترونية أو eSIM هي شريحة مدمجة داخل الهاتف نفسه، تؤدي عمل الشريحة البلاستيكية التقليدية تماماً لكن دون أن تضعها في درج الشريحة. بدلاً من ذلك، تُحمَّل بيانات خطك على الهاتف عبر رمز QR خاص بك.</p>
<h2>لماذا قد تختار eSIM؟</h2>
<ul>
<li>تستطيع استخدام رقمين على هاتف واحد: شريحة عادية لرقم العمل وeSIM لرقمك الشخصي مثلاً.</li>
<li>لا خوف من ضياع الشريحة أو تلفها، ولا حاجة إلى أداة لفتح درج الشريحة.</li>
<li>أصعب على اللصوص: لا يمكن نزع الشريحة من الهاتف المسروق واستخدامها في هاتف آخر.</li>
</ul>
<h2>كيف تحصل عليها؟</h2>
<p>تأكد أولاً أن هاتفك يدعم eSIM، فمعظم الهواتف الحديثة متوسطة وعالية الفئة تدعمها، ومنها نوفا A35 وأسترا X5 في متجرنا. ثم زر أقرب متجر لنور موبايل مع هويتك الأصلية، سواء لخط جديد أو لتحويل خطك الحالي، وسيسلّمك الموظف رمز QR تمسحه من إعدادات الهاتف ضمن «إضافة شريحة eSIM».</p>
<p>انتبه: رمز QR يُستخدم مرة واحدة فقط، ويمنح صاحبه خطك كاملاً، فلا تصوّره ولا ترسله لأي شخص. وإذا غيّرت هاتفك لاحقاً فستحتاج إلى رمز جديد من المتجر، لأن الشريحة الإلكترونية لا تنتقل وحدها بين الأجهزة.</p>`,
      },
      en: {
        title: 'eSIM made simple: a SIM without the card',
        excerpt: 'eSIM is now available at Nour Mobile. What is it, why would you want one, and how do you get it step by step?',
        html: `<p>An eSIM is a SIM built into your phone. It does exactly the same job as the plastic card, but there is nothing to slide into a tray: your line is downloaded to the phone from a personal QR code instead.</p>
<h2>Why choose eSIM?</h2>
<ul>
<li>Run two numbers on one phone — for example, a physical SIM for work and an eSIM for your personal line.</li>
<li>Nothing to lose or damage, and no more hunting for a SIM-tray pin.</li>
<li>Harder for thieves: an eSIM cannot be pulled out of a stolen phone and used elsewhere.</li>
</ul>
<h2>How to get one</h2>
<p>First make sure your phone supports eSIM. Most recent mid-range and premium phones do, including the Nova A35 and Astra X5 in our shop. Then visit any Nour Mobile store with your original ID, for a new line or to convert your current one. Our staff will give you a QR code to scan under “Add eSIM” in your phone settings.</p>
<p>One warning: the QR code works only once and gives whoever scans it your whole line, so never photograph it or send it to anyone. If you change phones later you will need a new code from a store, because an eSIM does not move between devices on its own.</p>`,
      },
      ku: {
        title: 'eSIM بە سادەیی: سیمکارت بەبێ کارت',
        excerpt: 'سیمکارتی ئەلیکترۆنی eSIM ئێستا لە نوور مۆبایل بەردەستە. چییە؟ چ سوودێکی هەیە؟ و چۆن هەنگاو بە هەنگاو دەستت دەکەوێت؟',
        html: `<p>eSIM سیمکارتێکە کە لەناو خودی مۆبایلەکەدا دروستکراوە. هەمان کاری سیمکارتە پلاستیکییەکە دەکات، بەڵام هیچ شتێک ناخەیتە ناو جێگای سیمکارتەوە؛ لە جیاتی ئەوە، هێڵەکەت لە ڕێگەی کۆدێکی QR ـی تایبەت بە خۆتەوە لەسەر مۆبایلەکە دادەبەزێت.</p>
<h2>بۆچی eSIM هەڵبژێریت؟</h2>
<ul>
<li>دەتوانیت دوو ژمارە لەسەر یەک مۆبایل بەکار بهێنیت، بۆ نموونە سیمکارتی ئاسایی بۆ کار و eSIM بۆ ژمارەی تایبەتی خۆت.</li>
<li>هیچ ترسێک لە ونبوون یان تێکچوونی سیمکارت نییە و پێویستت بە دەرزیی کردنەوەی جێگای سیمکارت نییە.</li>
<li>بۆ دزەکان قورسترە: eSIM لە مۆبایلێکی دزراو دەرناهێنرێت و لە مۆبایلێکی تردا بەکار ناهێنرێت.</li>
</ul>
<h2>چۆن دەستت دەکەوێت؟</h2>
<p>سەرەتا دڵنیا ببەوە کە مۆبایلەکەت پشتگیری eSIM دەکات؛ زۆربەی مۆبایلە نوێیە مامناوەند و بەرزەکان پشتگیری دەکەن، لەوانە نۆڤا A35 و ئەسترا X5 لە فرۆشگاکەماندا. پاشان لەگەڵ ناسنامە ڕەسەنەکەت سەردانی نزیکترین فرۆشگای نوور مۆبایل بکە، چ بۆ هێڵی نوێ چ بۆ گۆڕینی هێڵە ئێستاکەت. کارمەندەکەمان کۆدێکی QR ـت دەداتێ کە لە ڕێکخستنەکانی مۆبایلدا لە بەشی «زیادکردنی eSIM» سکانی دەکەیت.</p>
<p>ئاگاداربە: کۆدی QR تەنها یەکجار کار دەکات و هەر کەسێک سکانی بکات هەموو هێڵەکەتی دەکەوێتە دەست، بۆیە هەرگیز وێنەی مەگرە و بۆ کەسی مەنێرە. ئەگەر دواتر مۆبایلەکەت گۆڕی، پێویستت بە کۆدێکی نوێ لە فرۆشگا دەبێت، چونکە eSIM بە خۆی لە ئامێرێکەوە بۆ ئامێرێکی تر ناگوازرێتەوە.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'mosul-digital-skills-academy',
    category: 'community',
    image: '/images/hero-business.svg',
    publishedAt: '2026-08-05T10:00:00Z',
    views: 2740,
    translations: {
      ar: {
        title: 'أكاديمية نور للمهارات الرقمية تخرّج دفعتها الأولى في الموصل',
        excerpt: '180 شاباً وشابة من الموصل أنهوا اثني عشر أسبوعاً من التدريب المجاني في البرمجة والتسويق الرقمي وصيانة الهواتف، وبدأ بعضهم العمل فعلاً.',
        html: `<p>في قاعة امتلأت بالأهالي والأصدقاء، احتفلت أكاديمية نور للمهارات الرقمية بتخرج دفعتها الأولى في الموصل. المبادرة، التي أطلقناها مع مركز تدريب محلي في الجانب الأيمن من المدينة، قدّمت لـ180 شاباً وشابة اثني عشر أسبوعاً من التدريب المجاني، أكثر من نصفهم من النساء.</p>
<h2>ماذا تعلّم المشاركون؟</h2>
<ul>
<li>أساسيات برمجة مواقع الإنترنت وبناء متجر إلكتروني بسيط.</li>
<li>التسويق عبر مواقع التواصل الاجتماعي للمشاريع الصغيرة.</li>
<li>صيانة الهواتف الذكية وتشخيص أعطالها الشائعة.</li>
</ul>
<p>لم يكن التدريب نظرياً فقط؛ فقد عمل المتدربون على مشاريع حقيقية لأصحاب محال ومطاعم في المدينة القديمة. تقول إحدى الخريجات إنها صمّمت صفحة لمخبز عائلتها ضاعفت طلباته خلال شهر، فيما افتتح ثلاثة من خريجي مسار الصيانة ورشة مشتركة في حي الزهور.</p>
<h2>ما التالي؟</h2>
<p>حصل كل خريج على جهاز لوحي وباقة إنترنت لستة أشهر ليواصل التعلم، ويُمنح المتميزون منهم أولوية في التقديم على وظائفنا في متجر الموصل ومركز الاتصال. ويبدأ التسجيل في الدفعة الثانية الشهر المقبل، مع توسيع الأكاديمية إلى البصرة في العام القادم.</p>`,
      },
      en: {
        title: 'Nour Digital Skills Academy celebrates its first graduates in Mosul',
        excerpt: '180 young people from Mosul finished twelve weeks of free training in coding, digital marketing and phone repair — and some are already working.',
        html: `<p>In a hall packed with families and friends, the Nour Digital Skills Academy celebrated its first graduating class in Mosul. The initiative, run with a local training centre on the city’s right bank, gave 180 young people twelve weeks of free training. More than half of them were women.</p>
<h2>What they learned</h2>
<ul>
<li>Web development basics and how to build a simple online shop.</li>
<li>Social-media marketing for small businesses.</li>
<li>Smartphone repair and troubleshooting of common faults.</li>
</ul>
<p>The course was hands-on from day one. Trainees worked on real projects for shops and restaurants in the Old City. One graduate built a page for her family’s bakery that doubled its orders within a month, and three graduates of the repair track have opened a workshop together in the Zuhur district.</p>
<h2>What comes next</h2>
<p>Every graduate received a tablet and six months of free data to keep learning, and the top performers get priority when applying for jobs at our Mosul store and call centre. Registration for the second class opens next month, and the academy will expand to Basra next year.</p>`,
      },
      ku: {
        title: 'ئەکادیمیای کارامەیی دیجیتاڵیی نوور یەکەم دەرچووانی لە مووسڵ ئاهەنگ بۆ گێڕا',
        excerpt: '180 گەنجی مووسڵ دوازدە هەفتە ڕاهێنانی بەخۆڕاییان لە پرۆگرامسازی، بازاڕکاریی دیجیتاڵی و چاککردنەوەی مۆبایلدا تەواو کرد و هەندێکیان دەستیان بە کار کردووە.',
        html: `<p>لە هۆڵێکدا کە پڕ بوو لە خێزان و هاوڕێ، ئەکادیمیای کارامەیی دیجیتاڵیی نوور ئاهەنگی دەرچوونی یەکەم خولی خۆی لە مووسڵ گێڕا. ئەم دەستپێشخەرییە کە لەگەڵ سەنتەرێکی ڕاهێنانی ناوخۆیی لە لای ڕاستی شار دەستمان پێ کرد، دوازدە هەفتە ڕاهێنانی بەخۆڕایی پێشکەش بە 180 گەنج کرد کە زیاتر لە نیوەیان ئافرەت بوون.</p>
<h2>بەشداربووان چییان فێر بوو؟</h2>
<ul>
<li>بنەماکانی دروستکردنی ماڵپەڕ و دامەزراندنی فرۆشگایەکی ئۆنلاینی سادە.</li>
<li>بازاڕکاری لە تۆڕە کۆمەڵایەتییەکاندا بۆ پرۆژە بچووکەکان.</li>
<li>چاککردنەوەی مۆبایلی زیرەک و دۆزینەوەی تێکچوونە باوەکانی.</li>
</ul>
<p>ڕاهێنانەکە تەنها تیۆری نەبوو؛ ڕاهێنراوەکان لەسەر پرۆژەی ڕاستەقینە بۆ خاوەن دوکان و چێشتخانەکانی شاری کۆن کاریان کرد. یەکێک لە دەرچووەکان پەڕەیەکی بۆ نانەواخانەی خێزانەکەی دروست کرد کە لە ماوەی مانگێکدا داواکارییەکانی دوو هێندە کرد، و سێ دەرچووی بەشی چاککردنەوەش پێکەوە وۆرکشۆپێکیان لە گەڕەکی زوهور کردەوە.</p>
<h2>هەنگاوی داهاتوو</h2>
<p>هەر دەرچوویەک تابلێتێک و شەش مانگ ئینتەرنێتی بەخۆڕایی وەرگرت بۆ ئەوەی بەردەوام بێت لە فێربوون، و باشترینەکانیان لە پێشکەشکردن بۆ هەلی کار لە فرۆشگای مووسڵ و سەنتەری پەیوەندیدا ئەولەوییەتیان دەبێت. تۆمارکردن بۆ خولی دووەم مانگی داهاتوو دەست پێ دەکات و ساڵی داهاتوو ئەکادیمیاکە بۆ بەسرەش فراوان دەبێت.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'basra-connected-classrooms',
    category: 'community',
    image: '/images/hero-blog.svg',
    publishedAt: '2025-12-09T09:00:00Z',
    views: 1960,
    translations: {
      ar: {
        title: 'صفوف متصلة: 30 مدرسة في البصرة تحصل على إنترنت مجاني',
        excerpt: 'بالتعاون مع مديرية التربية في البصرة، زوّدنا 30 مدرسة في الزبير وأبي الخصيب والقرنة براوترات 4G وإنترنت مجاني لعام دراسي كامل.',
        html: `<p>في كثير من مدارس أطراف البصرة، كان المعلمون يستخدمون هواتفهم الشخصية لعرض مقطع تعليمي أو تنزيل ورقة عمل. ومع بداية الفصل الدراسي الثاني، تغيّر ذلك في 30 مدرسة ابتدائية ومتوسطة في الزبير وأبي الخصيب والقرنة، ضمن مبادرة «صفوف متصلة» التي أطلقناها بالتعاون مع مديرية التربية في المحافظة.</p>
<h2>ماذا تتضمن المبادرة؟</h2>
<ul>
<li>راوتر 4G منزلي في كل مدرسة مع إنترنت مجاني طوال العام الدراسي.</li>
<li>شاشة عرض في مختبر كل مدرسة لاستخدامها في الدروس.</li>
<li>ورش تدريب للمعلمين على استخدام المنصات التعليمية الرقمية وعلى الأمان على الإنترنت.</li>
</ul>
<p>وقد فُعّلت على جميع الراوترات تصفية للمحتوى تحجب المواقع غير المناسبة للأطفال، ويشرف على كل جهاز معلم مسؤول في المدرسة.</p>
<h2>أثر يتجاوز الصف</h2>
<p>تقول مديرة إحدى مدارس أبي الخصيب إن حضور حصص العلوم ارتفع منذ أن أصبح بالإمكان عرض تجارب مصورة على الشاشة. ونأمل أن نصل بالمبادرة إلى 100 مدرسة في البصرة وذي قار وميسان خلال العام المقبل.</p>`,
      },
      en: {
        title: 'Connected Classrooms: 30 Basra schools get free internet',
        excerpt: 'Together with the Basra Education Directorate, we gave 30 schools in Zubair, Abu al-Khaseeb and Qurna 4G routers and free internet for a whole school year.',
        html: `<p>In many schools on the outskirts of Basra, teachers used to rely on their own phones to show a learning video or download a worksheet. Since the start of the second term that has changed in 30 primary and intermediate schools in Zubair, Abu al-Khaseeb and Qurna, through the Connected Classrooms initiative we launched with the governorate’s Education Directorate.</p>
<h2>What the initiative includes</h2>
<ul>
<li>A home 4G router in every school with free internet for the whole school year.</li>
<li>A display screen in each school’s lab for use in lessons.</li>
<li>Workshops for teachers on digital learning platforms and online safety.</li>
</ul>
<p>Every router has content filtering switched on to block sites unsuitable for children, and a named teacher in each school looks after the device.</p>
<h2>An impact beyond the classroom</h2>
<p>The head teacher of one school in Abu al-Khaseeb says attendance in science lessons has gone up since pupils can watch experiments on the big screen. Our goal is to bring the programme to 100 schools across Basra, Dhi Qar and Maysan over the coming year.</p>`,
      },
      ku: {
        title: 'پۆلە پەیوەستەکان: 30 قوتابخانە لە بەسرە ئینتەرنێتی بەخۆڕایی وەردەگرن',
        excerpt: 'بە هاوکاری بەڕێوەبەرایەتیی پەروەردەی بەسرە، 30 قوتابخانەمان لە زوبێر و ئەبولخەسیب و قورنە بە ڕاوتەری 4G و ئینتەرنێتی بەخۆڕایی بۆ ساڵێکی خوێندنی تەواو تەیار کرد.',
        html: `<p>لە زۆرێک لە قوتابخانەکانی دەوروبەری بەسرە، مامۆستایان ناچار بوون مۆبایلی تایبەتی خۆیان بەکار بهێنن بۆ پیشاندانی ڤیدیۆیەکی فێرکاری یان دابەزاندنی پەڕەیەکی ڕاهێنان. لە سەرەتای وەرزی دووەمی خوێندنەوە ئەمە لە 30 قوتابخانەی سەرەتایی و ناوەندی لە زوبێر و ئەبولخەسیب و قورنە گۆڕا، لە ڕێگەی دەستپێشخەریی «پۆلە پەیوەستەکان» کە لەگەڵ بەڕێوەبەرایەتیی پەروەردەی پارێزگاکە دەستمان پێ کرد.</p>
<h2>دەستپێشخەرییەکە چی لەخۆ دەگرێت؟</h2>
<ul>
<li>ڕاوتەرێکی 4G ـی ماڵەوە بۆ هەر قوتابخانەیەک لەگەڵ ئینتەرنێتی بەخۆڕایی بە درێژایی ساڵی خوێندن.</li>
<li>شاشەیەکی پیشاندان لە تاقیگەی هەر قوتابخانەیەک بۆ بەکارهێنان لە وانەکاندا.</li>
<li>وۆرکشۆپ بۆ مامۆستایان دەربارەی پلاتفۆرمە دیجیتاڵییەکانی فێرکردن و سەلامەتی لەسەر ئینتەرنێت.</li>
</ul>
<p>لەسەر هەموو ڕاوتەرەکان فلتەری ناوەڕۆک چالاک کراوە بۆ داخستنی ئەو ماڵپەڕانەی بۆ منداڵان گونجاو نین، و لە هەر قوتابخانەیەک مامۆستایەکی دیاریکراو بەرپرسیاری ئامێرەکەیە.</p>
<h2>کاریگەرییەک لە پۆل گەورەتر</h2>
<p>بەڕێوەبەری یەکێک لە قوتابخانەکانی ئەبولخەسیب دەڵێت ئامادەبوون لە وانەکانی زانستدا زیادی کردووە لەو کاتەوەی قوتابیان دەتوانن تاقیکردنەوەکان لەسەر شاشە گەورەکە ببینن. ئامانجمان ئەوەیە لە ساڵی داهاتوودا بەرنامەکە بگەیەنینە 100 قوتابخانە لە بەسرە و زیقار و میسان.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  // The old blog (/blog/old).
  {
    slug: 'baghdad-network-modernisation-2025',
    category: 'news',
    image: '/images/hero-network.svg',
    publishedAt: '2025-01-20T08:00:00Z',
    views: 2210,
    legacy: true,
    translations: {
      ar: {
        title: 'بدء تحديث شبكة نور موبايل في بغداد',
        excerpt: 'نبدأ هذا الشهر تحديث أكثر من 300 موقع في جانبي الكرخ والرصافة، مع أعمال ليلية قد تسبب انقطاعات قصيرة في بعض الأحياء.',
        html: `<p>تنطلق هذا الشهر أكبر عملية تحديث لشبكة نور موبايل في بغداد منذ تأسيس الشركة، وتشمل استبدال المعدات في أكثر من 300 موقع في جانبي الكرخ والرصافة بمعدات أحدث تدعم سرعات أعلى وعدداً أكبر من المستخدمين في الوقت نفسه.</p>
<h2>ماذا نتوقع خلال فترة العمل؟</h2>
<p>تجري معظم الأعمال ليلاً بين الساعة الواحدة والخامسة فجراً لتقليل الإزعاج. وقد يلاحظ سكان بعض الأحياء انقطاعاً قصيراً في الخدمة لا يتجاوز عادة ثلاثين دقيقة أثناء تبديل معدات الموقع القريب منهم. وسنرسل رسالة نصية مسبقة إلى المشتركين في المناطق المعنية قبل يوم من العمل.</p>
<p>من المتوقع أن تكتمل المرحلة الأولى في مناطق المنصور والكرادة وزيونة بحلول نهاية شهر آذار، تليها مدينة الصدر والدورة والشعلة. نشكركم على تفهّمكم، ونعدكم بشبكة أسرع وأكثر استقراراً في العاصمة.</p>`,
      },
      en: {
        title: 'Nour Mobile begins network modernisation in Baghdad',
        excerpt: 'This month we start upgrading more than 300 sites across Karkh and Rusafa. Night-time work may cause short interruptions in some neighbourhoods.',
        html: `<p>This month Nour Mobile begins its largest network upgrade in Baghdad since the company was founded. We are replacing the equipment at more than 300 sites across Karkh and Rusafa with newer hardware that supports higher speeds and many more simultaneous users.</p>
<h2>What to expect while we work</h2>
<p>Most of the work will take place at night, between 1 and 5 a.m., to keep disruption to a minimum. Residents of some neighbourhoods may notice a short interruption — usually under thirty minutes — while the nearest site is being swapped. Customers in affected areas will receive an SMS the day before.</p>
<p>The first phase, covering Mansour, Karrada and Zayouna, should be complete by the end of March, followed by Sadr City, Dora and Shula. Thank you for your patience: a faster, more reliable network for the capital is on its way.</p>`,
      },
      ku: {
        title: 'نوور مۆبایل دەست بە نوێکردنەوەی تۆڕەکەی لە بەغدا دەکات',
        excerpt: 'ئەم مانگە دەست دەکەین بە نوێکردنەوەی زیاتر لە 300 وێستگە لە کەرخ و ڕوسافە. کاری شەوانە لەوانەیە لە هەندێک گەڕەکدا پچڕانی کورت دروست بکات.',
        html: `<p>ئەم مانگە گەورەترین کاری نوێکردنەوەی تۆڕی نوور مۆبایل لە بەغدا لە دوای دامەزراندنی کۆمپانیاکەوە دەست پێ دەکات. ئامێرەکانی زیاتر لە 300 وێستگە لە هەردوو لای کەرخ و ڕوسافە بە ئامێری نوێتر دەگۆڕین کە پشتگیری خێرایی بەرزتر و ژمارەیەکی زۆرتری بەکارهێنەر لە هەمان کاتدا دەکەن.</p>
<h2>لە ماوەی کارەکاندا چی چاوەڕێ بکەین؟</h2>
<p>زۆربەی کارەکان شەوانە لە نێوان کاتژمێر یەک و پێنجی بەرەبەیان ئەنجام دەدرێن بۆ کەمکردنەوەی بێزاری. دانیشتووانی هەندێک گەڕەک لەوانەیە پچڕانێکی کورتی خزمەتگوزاری هەست پێ بکەن کە بەزۆری لە سی خولەک تێناپەڕێت، لە کاتی گۆڕینی ئامێرەکانی نزیکترین وێستگەدا. ڕۆژێک پێش کارەکە نامەیەک بۆ بەشداربووانی ناوچە پەیوەندیدارەکان دەنێرین.</p>
<p>چاوەڕوان دەکرێت قۆناغی یەکەم لە ناوچەکانی مەنسوور و کەڕادە و زەیوونە تا کۆتایی مانگی ئازار تەواو بێت، پاشان شاری سەدر و دۆرە و شوعلە. سوپاس بۆ لێبوردەییتان؛ تۆڕێکی خێراتر و جێگیرتر بۆ پایتەخت لە ڕێگەدایە.</p>`,
      },
    },
  },
  {
    slug: 'ramadan-offers-2025',
    category: 'news',
    image: '/images/hero-rewards.svg',
    publishedAt: '2025-02-27T15:00:00Z',
    views: 3150,
    legacy: true,
    translations: {
      ar: {
        title: 'عروض رمضان 2025: إنترنت مضاعف بعد الإفطار',
        excerpt: 'رمضان كريم! طوال الشهر الفضيل: ضعف الإنترنت من الإفطار حتى السحور، وباقة ليلية خاصة، وساعات عمل ممتدة في متاجرنا.',
        html: `<p>بمناسبة حلول شهر رمضان المبارك، تتقدم أسرة نور موبايل بأطيب التهاني إلى جميع مشتركيها، وتقدّم مجموعة من العروض التي تناسب أجواء الشهر الفضيل ولياليه العامرة بالتواصل مع الأهل والأصدقاء.</p>
<h2>عروض الشهر الكريم</h2>
<ul>
<li><strong>إنترنت مضاعف بعد الإفطار:</strong> كل غيغابايت تستخدمه من أذان المغرب حتى الساعة الثانية فجراً يُحتسب نصف غيغابايت فقط.</li>
<li><strong>باقة السحور:</strong> 5 غيغابايت بسعر رمزي تُستخدم بين منتصف الليل والسادسة صباحاً.</li>
<li><strong>رسائل التهنئة:</strong> أرسل تهاني رمضان والعيد إلى أحبائك برسائل نصية مجانية في أول يوم وفي أيام العيد.</li>
</ul>
<p>تُطبَّق ميزة الإنترنت المضاعف تلقائياً على كل المشتركين الذين لديهم باقة إنترنت فعّالة، من دون الحاجة إلى أي تسجيل. أما باقة السحور فيمكنك الاشتراك فيها من صفحة العروض أو من تطبيق نور موبايل، وتتجدد يومياً حتى نهاية الشهر ما لم تلغِها.</p>
<p>كما تمدّد متاجرنا في بغداد وأربيل والبصرة والموصل ساعات عملها حتى الساعة الحادية عشرة ليلاً طوال الشهر. تقبّل الله صيامكم وقيامكم، وكل عام وأنتم بخير.</p>`,
      },
      en: {
        title: 'Ramadan 2025 offers: double data after iftar',
        excerpt: 'Ramadan Kareem! All month long: double data from iftar to suhoor, a special night bundle and longer opening hours at our stores.',
        html: `<p>As the holy month of Ramadan begins, everyone at Nour Mobile sends their warmest wishes to our customers. To match the spirit of the month — and its long evenings spent with family and friends — we have prepared a set of special offers.</p>
<h2>This month’s offers</h2>
<ul>
<li><strong>Double data after iftar:</strong> every gigabyte you use from the sunset call to prayer until 2 a.m. counts as only half a gigabyte.</li>
<li><strong>Suhoor bundle:</strong> 5 GB at a token price, valid between midnight and 6 a.m.</li>
<li><strong>Greeting messages:</strong> send Ramadan and Eid greetings by free SMS on the first day of Ramadan and during Eid.</li>
</ul>
<p>Double data applies automatically to every customer with an active data bundle — there is nothing to sign up for. The suhoor bundle is available on our offers page and in the Nour Mobile app, and renews daily until the end of the month unless you cancel it.</p>
<p>Our stores in Baghdad, Erbil, Basra and Mosul will also stay open until 11 p.m. throughout the month. Ramadan Kareem, and may every year find you well.</p>`,
      },
      ku: {
        title: 'ئۆفەرەکانی ڕەمەزانی 2025: ئینتەرنێتی دوو هێندە دوای بەربانگ',
        excerpt: 'ڕەمەزانتان پیرۆز بێت! بە درێژایی مانگەکە: ئینتەرنێتی دوو هێندە لە بەربانگەوە تا پارشێو، پاکێجێکی تایبەتی شەوانە و کاتی کاری درێژتر لە فرۆشگاکانمان.',
        html: `<p>بە بۆنەی هاتنی مانگی پیرۆزی ڕەمەزان، خێزانی نوور مۆبایل گەرمترین پیرۆزبایی ئاراستەی هەموو بەشداربووانی دەکات و کۆمەڵێک ئۆفەر پێشکەش دەکات کە لەگەڵ کەشوهەوای ئەم مانگە و شەوە درێژەکانی بە دیداری خێزان و هاوڕێیان دەگونجێن.</p>
<h2>ئۆفەرەکانی مانگی پیرۆز</h2>
<ul>
<li><strong>ئینتەرنێتی دوو هێندە دوای بەربانگ:</strong> هەر گیگابایتێک لە بانگی ئێوارەوە تا کاتژمێر دووی شەو بەکاری دەهێنیت تەنها وەک نیو گیگابایت هەژمار دەکرێت.</li>
<li><strong>پاکێجی پارشێو:</strong> 5 گیگابایت بە نرخێکی کەم، لە نێوان نیوەشەو و شەشی بەیانیدا.</li>
<li><strong>نامەی پیرۆزبایی:</strong> لە یەکەم ڕۆژی ڕەمەزان و ڕۆژانی جەژندا پیرۆزبایی بە نامەی بەخۆڕایی بۆ خۆشەویستانت بنێرە.</li>
</ul>
<p>ئینتەرنێتی دوو هێندە بە شێوەیەکی خۆکار بۆ هەموو ئەو بەشداربووانە کارا دەبێت کە پاکێجی ئینتەرنێتی چالاکیان هەیە و پێویست بە هیچ تۆمارکردنێک ناکات. پاکێجی پارشێویش لە پەڕەی ئۆفەرەکان یان لە ئەپی نوور مۆبایل بەردەستە و تا کۆتایی مانگ ڕۆژانە نوێ دەبێتەوە، مەگەر خۆت هەڵیبوەشێنیتەوە.</p>
<p>هەروەها فرۆشگاکانمان لە بەغدا و هەولێر و بەسرە و مووسڵ بە درێژایی مانگەکە تا کاتژمێر یازدەی شەو کراوە دەبن. خودا ڕۆژووەکانتان قبووڵ بکات و هەموو ساڵێک بە خێر بن.</p>`,
      },
    },
  },
  {
    slug: 'phone-battery-summer-tips',
    category: 'technology',
    image: '/images/hero-blog.svg',
    publishedAt: '2025-04-08T11:00:00Z',
    views: 4410,
    legacy: true,
    translations: {
      ar: {
        title: 'بطارية هاتفك وحرّ الصيف العراقي: كيف تحميها؟',
        excerpt: 'حين تتجاوز الحرارة 50 درجة، تصبح بطارية الهاتف أول الضحايا. نصائح عملية لإطالة عمرها خلال أشهر الصيف.',
        html: `<p>الحرارة العالية أكبر أعداء بطاريات الليثيوم في الهواتف الذكية. وفي صيف العراق، حين تلامس درجات الحرارة الخمسين، قد تفقد البطارية جزءاً من سعتها بشكل دائم إذا لم ننتبه إلى بعض العادات اليومية.</p>
<h2>عادات تحمي البطارية</h2>
<ul>
<li>لا تترك هاتفك داخل السيارة المتوقفة تحت الشمس، ولا على لوحة القيادة أثناء القيادة.</li>
<li>انزع الغطاء السميك أثناء الشحن إذا شعرت بأن الهاتف يسخن.</li>
<li>استخدم الشاحن الأصلي أو شاحناً موثوقاً، وابتعد عن الشواحن الرخيصة مجهولة المصدر.</li>
<li>حاول إبقاء الشحن بين 20% و80% بدلاً من تفريغ البطارية بالكامل.</li>
</ul>
<h2>الإشارة الضعيفة تستهلك البطارية أيضاً</h2>
<p>عندما تكون الإشارة ضعيفة يرفع الهاتف قدرة الإرسال باستمرار بحثاً عن الشبكة، فتنفد البطارية أسرع ويسخن الجهاز. إذا كنت في مكان بلا تغطية جيدة، كقبو أو منطقة نائية، ففعّل وضع الطيران مؤقتاً أو اتصل بشبكة Wi-Fi. وتذكّر أن الانتقال إلى شريحة 4G يمنحك في الغالب إشارة أقوى واستهلاكاً أقل للطاقة.</p>
<p>وأخيراً، إذا لاحظت انتفاخاً في البطارية أو أن الهاتف ينطفئ فجأة وما زال فيه 30% من الشحن، فتوقف عن شحنه وراجع مركز صيانة معتمداً، فالبطارية المنتفخة خطرة ويجب استبدالها فوراً.</p>`,
      },
      en: {
        title: 'Your phone battery and the Iraqi summer: how to protect it',
        excerpt: 'When temperatures pass 50°C, your phone battery is the first casualty. Practical tips to keep it healthy through the summer months.',
        html: `<p>Heat is the biggest enemy of the lithium batteries in our smartphones. In an Iraqi summer, with temperatures touching 50°C, a battery can permanently lose part of its capacity unless we change a few everyday habits.</p>
<h2>Habits that protect your battery</h2>
<ul>
<li>Never leave your phone in a parked car in the sun, or on the dashboard while you drive.</li>
<li>Take off a thick case while charging if the phone feels warm.</li>
<li>Use the original charger or a trusted brand, not cheap chargers of unknown origin.</li>
<li>Try to keep the charge between 20% and 80% rather than running it flat.</li>
</ul>
<h2>Weak signal drains the battery too</h2>
<p>With a weak signal your phone keeps boosting its transmit power to hold on to the network, which drains the battery and heats the phone. If you are somewhere with poor coverage, such as a basement or a remote area, switch on airplane mode for a while or connect to Wi-Fi. And moving to a 4G SIM usually means a stronger signal and lower power use.</p>
<p>Finally, if the battery starts to swell, or the phone switches off suddenly with 30% still showing, stop charging it and take it to an authorised service centre. A swollen battery is dangerous and must be replaced straight away.</p>`,
      },
      ku: {
        title: 'پاتریی مۆبایلەکەت و گەرمای هاوینی عێراق: چۆن بیپارێزیت؟',
        excerpt: 'کاتێک پلەی گەرما لە 50 تێدەپەڕێت، پاتریی مۆبایل یەکەم قوربانییە. چەند ئامۆژگارییەکی کرداری بۆ درێژکردنەوەی تەمەنی لە مانگەکانی هاویندا.',
        html: `<p>گەرمای زۆر گەورەترین دوژمنی پاتریی لیسیۆمی مۆبایلە زیرەکەکانە. لە هاوینی عێراقدا، کاتێک پلەی گەرما دەگاتە پەنجا، ئەگەر ئاگامان لە هەندێک خووی ڕۆژانە نەبێت، پاتری دەتوانێت بەشێک لە توانای خۆی بۆ هەمیشە لەدەست بدات.</p>
<h2>خووگەلێک کە پاتری دەپارێزن</h2>
<ul>
<li>مۆبایلەکەت لەناو ئۆتۆمبێلی وەستاو لەبەر خۆر یان لەسەر داشبۆرد لە کاتی لێخوڕیندا جێمەهێڵە.</li>
<li>ئەگەر هەستت کرد مۆبایلەکە گەرم دەبێت، لە کاتی شەحنکردندا بەرگە ئەستوورەکەی لابە.</li>
<li>شەحنی ڕەسەن یان شەحنێکی متمانەپێکراو بەکار بهێنە و لە شەحنی هەرزانی نەناسراو دوور بکەوەرەوە.</li>
<li>هەوڵ بدە شەحنەکە لە نێوان 20% و 80% بهێڵیتەوە لە جیاتی ئەوەی بە تەواوی بەتاڵی بکەیتەوە.</li>
</ul>
<h2>ئاماژەی لاوازیش پاتری دەخوات</h2>
<p>کاتێک ئاماژە لاوازە، مۆبایلەکە بەردەوام هێزی ناردن زیاد دەکات بۆ ئەوەی پەیوەندی بە تۆڕەوە بمێنێت، ئەمەش پاتری زووتر تەواو دەکات و ئامێرەکە گەرم دەکات. ئەگەر لە شوێنێکی بێ داپۆشینی باشدایت، وەک ژێرزەمین یان ناوچەیەکی دوورەدەست، بۆ ماوەیەک دۆخی فڕۆکە هەڵبکە یان بە وای‌فایەوە پەیوەست ببە. لە بیرت بێت کە گۆڕین بۆ سیمکارتی 4G زۆربەی کات ئاماژەیەکی بەهێزتر و بەکارهێنانی کەمتری وزە بە دوای خۆیدا دەهێنێت.</p>
<p>لە کۆتاییدا، ئەگەر بینیت پاتریەکە هەڵئاوساوە یان مۆبایلەکە لە کاتێکدا 30% ـی شەحنی ماوە لەناکاو دەکوژێتەوە، شەحنکردنی ڕابگرە و بیبە بۆ سەنتەرێکی چاککردنەوەی پەسەندکراو؛ پاتریی هەڵئاوساو مەترسیدارە و دەبێت یەکسەر بگۆڕدرێت.</p>`,
      },
    },
  },
];
