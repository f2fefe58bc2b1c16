/**
 * Demo data of the careers section: the lookup lists used by the job filters, and the job openings.
 * A job's category, level, field and location are keys of jobLookupSeed.
 */
import type { JobTranslation, Localized } from '@/lib/server/db/schema';

export const jobLookupSeed: Array<{ kind: 'category' | 'level' | 'field' | 'location'; key: string; names: Localized }> = [
  { kind: 'category', key: 'technology', names: { ar: 'التكنولوجيا', en: 'Technology', ku: 'تەکنەلۆجیا' } },
  { kind: 'category', key: 'sales', names: { ar: 'المبيعات', en: 'Sales', ku: 'فرۆشتن' } },
  { kind: 'category', key: 'customer-care', names: { ar: 'خدمة العملاء', en: 'Customer Care', ku: 'خزمەتگوزاریی کڕیاران' } },
  { kind: 'category', key: 'finance', names: { ar: 'المالية', en: 'Finance', ku: 'دارایی' } },

  { kind: 'level', key: 'entry', names: { ar: 'مبتدئ', en: 'Entry level', ku: 'سەرەتایی' } },
  { kind: 'level', key: 'experienced', names: { ar: 'ذو خبرة', en: 'Experienced', ku: 'خاوەن ئەزموون' } },
  { kind: 'level', key: 'manager', names: { ar: 'مدير', en: 'Manager', ku: 'بەڕێوەبەر' } },

  { kind: 'field', key: 'network-engineering', names: { ar: 'هندسة الشبكات', en: 'Network engineering', ku: 'ئەندازیاریی تۆڕ' } },
  { kind: 'field', key: 'software', names: { ar: 'تطوير البرمجيات', en: 'Software development', ku: 'پەرەپێدانی نەرمەکاڵا' } },
  { kind: 'field', key: 'retail', names: { ar: 'متاجر البيع بالتجزئة', en: 'Retail stores', ku: 'فرۆشگاکان' } },
  { kind: 'field', key: 'call-centre', names: { ar: 'مركز الاتصال', en: 'Call centre', ku: 'سەنتەری پەیوەندی' } },
  { kind: 'field', key: 'accounting', names: { ar: 'المحاسبة', en: 'Accounting', ku: 'ژمێریاری' } },

  { kind: 'location', key: 'baghdad', names: { ar: 'بغداد', en: 'Baghdad', ku: 'بەغدا' } },
  { kind: 'location', key: 'erbil', names: { ar: 'أربيل', en: 'Erbil', ku: 'هەولێر' } },
  { kind: 'location', key: 'basra', names: { ar: 'البصرة', en: 'Basra', ku: 'بەسرە' } },
  { kind: 'location', key: 'mosul', names: { ar: 'الموصل', en: 'Mosul', ku: 'مووسڵ' } },
];

export const jobSeed: Array<{
  category: string;
  level: string;
  field: string;
  location: string;
  postedAt: string;
  open: boolean;
  translations: Localized<JobTranslation>;
}> = [
  {
    category: 'technology',
    level: 'experienced',
    field: 'network-engineering',
    location: 'baghdad',
    postedAt: '2026-11-02T08:00:00Z',
    open: true,
    translations: {
      ar: {
        title: 'مهندس شبكات راديو أول (RAN)',
        html: `<h2>عن الوظيفة</h2>
<p>نبحث عن مهندس شبكات راديو متمرس ينضم إلى فريق تخطيط وتحسين الشبكة في بغداد. ستكون مسؤولاً عن رفع جودة تغطية 4G في العاصمة والمحافظات الوسطى، وعن تحليل مؤشرات الأداء واقتراح الحلول التي يشعر بها المشترك مباشرة في سرعة الإنترنت ووضوح المكالمات.</p>
<h2>المسؤوليات</h2>
<ul>
<li>مراقبة مؤشرات أداء الشبكة اليومية (KPIs) وتحليل أسباب انقطاع المكالمات وضعف السرعات.</li>
<li>تخطيط المواقع الجديدة وضبط الهوائيات والمعاملات الراديوية لمحطات 4G.</li>
<li>تنفيذ اختبارات القيادة (Drive Test) وتحليل نتائجها وإعداد التقارير.</li>
<li>التنسيق مع فرق التشغيل والمورّدين لإغلاق المشكلات ضمن المهل المحددة.</li>
</ul>
<h2>المتطلبات</h2>
<ul>
<li>بكالوريوس في هندسة الاتصالات أو الإلكترونيك.</li>
<li>خبرة لا تقل عن أربع سنوات في تحسين شبكات LTE لدى مشغل أو مورّد معدات.</li>
<li>إلمام بأدوات التحليل وبرامج التخطيط الراديوي.</li>
<li>إجادة العربية والإنكليزية، والاستعداد للعمل الميداني.</li>
</ul>
<h2>ما نقدّمه</h2>
<p>راتب تنافسي ومكافأة سنوية مرتبطة بالأداء، وتأمين صحي للموظف وعائلته، وشهادات تدريبية معتمدة من مورّدي المعدات، وخط هاتف بباقة مجانية.</p>`,
      },
      en: {
        title: 'Senior Radio Network Engineer (RAN)',
        html: `<h2>About the role</h2>
<p>Our network planning and optimisation team in Baghdad is looking for an experienced radio engineer. You will own 4G coverage quality across the capital and the central governorates, dig into performance data and turn it into changes our customers notice: faster data and clearer calls.</p>
<h2>Responsibilities</h2>
<ul>
<li>Monitor daily network KPIs and find the root causes of dropped calls and slow data.</li>
<li>Plan new sites and tune antennas and radio parameters on 4G base stations.</li>
<li>Run and analyse drive tests and write clear reports for management.</li>
<li>Work with operations teams and equipment vendors to close issues on time.</li>
</ul>
<h2>Requirements</h2>
<ul>
<li>Bachelor’s degree in telecommunications or electronic engineering.</li>
<li>At least four years of LTE optimisation experience at an operator or vendor.</li>
<li>Hands-on experience with radio planning and drive-test analysis tools.</li>
<li>Good Arabic and English, and readiness for field work.</li>
</ul>
<h2>What we offer</h2>
<p>A competitive salary with a yearly performance bonus, health insurance for you and your family, vendor-certified training and a company line with a free bundle.</p>`,
      },
      ku: {
        title: 'ئەندازیاری باڵای تۆڕی ڕادیۆیی (RAN)',
        html: `<h2>دەربارەی کارەکە</h2>
<p>تیمی پلاندانان و باشترکردنی تۆڕ لە بەغدا بە دوای ئەندازیارێکی ڕادیۆیی خاوەن ئەزموونەوەیە. تۆ بەرپرسیار دەبیت لە کوالیتیی داپۆشینی 4G لە پایتەخت و پارێزگاکانی ناوەڕاست، داتای کارایی تۆڕ شی دەکەیتەوە و دەیکەیتە گۆڕانکارییەک کە بەشداربووان ڕاستەوخۆ هەستی پێ دەکەن: ئینتەرنێتی خێراتر و پەیوەندیی ڕوونتر.</p>
<h2>بەرپرسیارێتییەکان</h2>
<ul>
<li>چاودێریکردنی پێوەرە ڕۆژانەکانی کارایی تۆڕ (KPI) و دۆزینەوەی هۆکاری پچڕانی پەیوەندی و خاوی ئینتەرنێت.</li>
<li>پلاندانانی وێستگەی نوێ و ڕێکخستنی ئەنتێن و پارامیتەرە ڕادیۆییەکانی وێستگەکانی 4G.</li>
<li>ئەنجامدانی تاقیکردنەوەی مەیدانی (Drive Test) و شیکردنەوەی ئەنجامەکان و ئامادەکردنی ڕاپۆرت.</li>
<li>هاوئاهەنگی لەگەڵ تیمەکانی کارپێکردن و دابینکەرانی ئامێر بۆ چارەسەرکردنی کێشەکان لە کاتی خۆیدا.</li>
</ul>
<h2>مەرجەکان</h2>
<ul>
<li>بڕوانامەی بەکالۆریۆس لە ئەندازیاریی پەیوەندییەکان یان ئەلیکترۆنیک.</li>
<li>لانیکەم چوار ساڵ ئەزموون لە باشترکردنی تۆڕی LTE لە کۆمپانیایەکی مۆبایل یان دابینکەرێکی ئامێر.</li>
<li>شارەزایی لە ئامرازەکانی پلاندانانی ڕادیۆیی و شیکردنەوەی تاقیکردنەوە مەیدانییەکان.</li>
<li>زانینی زمانی عەرەبی و ئینگلیزی و ئامادەیی بۆ کاری مەیدانی.</li>
</ul>
<h2>ئەوەی پێشکەشی دەکەین</h2>
<p>مووچەیەکی کێبڕکێکار لەگەڵ پاداشتی ساڵانە بەپێی کارایی، بیمەی تەندروستی بۆ خۆت و خێزانەکەت، ڕاهێنانی بڕوانامەدار لەلایەن دابینکەرانی ئامێرەوە و هێڵێکی مۆبایل بە پاکێجی بەخۆڕایی.</p>`,
      },
    },
  },
  {
    category: 'technology',
    level: 'entry',
    field: 'software',
    location: 'erbil',
    postedAt: '2026-10-27T08:00:00Z',
    open: true,
    translations: {
      ar: {
        title: 'مطوّر برمجيات مبتدئ (الواجهات الخلفية)',
        html: `<h2>عن الوظيفة</h2>
<p>يبني فريقنا الرقمي في أربيل الخدمات التي تقف خلف موقع نور موبايل وتطبيقها: شحن الرصيد، وشراء الباقات، ومكافآت المشتركين. نبحث عن خريج شغوف بالبرمجة يريد أن يتعلّم كيف تُبنى أنظمة يستخدمها ملايين الأشخاص يومياً.</p>
<h2>المسؤوليات</h2>
<ul>
<li>كتابة واجهات برمجية (APIs) واختبارها بإشراف مطوّرين أقدم.</li>
<li>إصلاح الأخطاء وتحسين أداء الخدمات القائمة.</li>
<li>المشاركة في مراجعة الشيفرة واجتماعات الفريق اليومية.</li>
<li>توثيق ما تبنيه بوضوح ليستفيد منه الآخرون.</li>
</ul>
<h2>المتطلبات</h2>
<ul>
<li>شهادة في علوم الحاسوب أو هندسة البرمجيات، أو ما يعادلها من مشاريع عملية.</li>
<li>معرفة جيدة بلغة TypeScript أو Java، وبقواعد بيانات SQL.</li>
<li>فهم أساسي لـ Git وواجهات REST.</li>
<li>رغبة حقيقية في التعلّم والعمل ضمن فريق.</li>
</ul>
<h2>ما نقدّمه</h2>
<p>برنامج إرشاد مع مطوّر أول خلال السنة الأولى، وميزانية سنوية للدورات والمؤتمرات، وساعات عمل مرنة، وتأمين صحي، وبيئة عمل حديثة في مكتبنا بأربيل.</p>`,
      },
      en: {
        title: 'Junior Backend Developer',
        html: `<h2>About the role</h2>
<p>Our digital team in Erbil builds the services behind the Nour Mobile website and app: top-ups, bundle purchases and customer rewards. We are looking for a graduate who loves writing code and wants to learn how to build systems that millions of people rely on every day.</p>
<h2>Responsibilities</h2>
<ul>
<li>Build and test APIs under the guidance of senior developers.</li>
<li>Fix bugs and improve the performance of existing services.</li>
<li>Take part in code reviews and daily stand-ups.</li>
<li>Document what you build so others can pick it up.</li>
</ul>
<h2>Requirements</h2>
<ul>
<li>A degree in computer science or software engineering, or equivalent hands-on projects.</li>
<li>Good knowledge of TypeScript or Java, and of SQL databases.</li>
<li>A basic understanding of Git and REST APIs.</li>
<li>Curiosity and a genuine wish to learn as part of a team.</li>
</ul>
<h2>What we offer</h2>
<p>A mentoring programme with a senior developer in your first year, a yearly budget for courses and conferences, flexible hours, health insurance and a modern office in Erbil.</p>`,
      },
      ku: {
        title: 'گەشەپێدەری نەرمەکاڵای سەرەتایی (Backend)',
        html: `<h2>دەربارەی کارەکە</h2>
<p>تیمی دیجیتاڵیی ئێمە لە هەولێر ئەو خزمەتگوزارییانە دروست دەکات کە لە پشتی ماڵپەڕ و ئەپی نوور مۆبایلەوەن: پڕکردنەوەی باڵانس، کڕینی پاکێج و خەڵاتەکانی بەشداربووان. بە دوای دەرچوویەکەوەین کە حەزی لە پرۆگرامسازییە و دەیەوێت فێر بێت چۆن سیستەمێک دروست دەکرێت کە ملیۆنان کەس ڕۆژانە بەکاری دەهێنن.</p>
<h2>بەرپرسیارێتییەکان</h2>
<ul>
<li>نووسین و تاقیکردنەوەی API بە سەرپەرشتیی گەشەپێدەرە بە ئەزموونەکان.</li>
<li>چاککردنی هەڵەکان و باشترکردنی کارایی خزمەتگوزارییە هەبووەکان.</li>
<li>بەشداریکردن لە پێداچوونەوەی کۆد و کۆبوونەوە ڕۆژانەکانی تیم.</li>
<li>بەڵگەنامەکردنی ئەوەی دروستی دەکەیت بە شێوەیەکی ڕوون.</li>
</ul>
<h2>مەرجەکان</h2>
<ul>
<li>بڕوانامە لە زانستی کۆمپیوتەر یان ئەندازیاریی نەرمەکاڵا، یان پرۆژەی کرداریی هاوتا.</li>
<li>شارەزایی باش لە TypeScript یان Java و لە بنکەدراوەی SQL.</li>
<li>تێگەیشتنی سەرەتایی لە Git و REST API.</li>
<li>خولیای فێربوون و کارکردن لەناو تیمدا.</li>
</ul>
<h2>ئەوەی پێشکەشی دەکەین</h2>
<p>بەرنامەی ڕێنمایی لەگەڵ گەشەپێدەرێکی باڵا لە ساڵی یەکەمدا، بودجەی ساڵانە بۆ خول و کۆنفرانس، کاتی کاری نەرم، بیمەی تەندروستی و نووسینگەیەکی مۆدێرن لە هەولێر.</p>`,
      },
    },
  },
  {
    category: 'sales',
    level: 'manager',
    field: 'retail',
    location: 'basra',
    postedAt: '2026-10-15T08:00:00Z',
    open: true,
    translations: {
      ar: {
        title: 'مدير متجر – البصرة',
        html: `<h2>عن الوظيفة</h2>
<p>متجرنا في شارع الجزائر بالبصرة من أكثر متاجرنا ازدحاماً. نبحث عن مدير يقود فريقاً من اثني عشر موظفاً، ويحافظ على تجربة زيارة سريعة ومريحة، ويحقق أهداف المبيعات الشهرية للهواتف والخطوط والباقات.</p>
<h2>المسؤوليات</h2>
<ul>
<li>إدارة الفريق اليومية وجداول المناوبات وتدريب الموظفين الجدد.</li>
<li>متابعة أهداف المبيعات والمخزون وتقارير الأداء الأسبوعية.</li>
<li>ضمان تسجيل الخطوط وفق إجراءات التحقق من الهوية المعتمدة.</li>
<li>معالجة الشكاوى المعقدة بنفسك والحرص على رضا الزبائن.</li>
</ul>
<h2>المتطلبات</h2>
<ul>
<li>خبرة لا تقل عن خمس سنوات في البيع بالتجزئة، منها سنتان في الإدارة.</li>
<li>مهارات قيادة وتواصل قوية، وقدرة على العمل تحت الضغط.</li>
<li>معرفة بالهواتف الذكية وخدمات الاتصالات.</li>
<li>الإقامة في البصرة أو الاستعداد للانتقال إليها.</li>
</ul>
<h2>ما نقدّمه</h2>
<p>راتب أساسي مع عمولات على المبيعات، وتأمين صحي، وتدريب في القيادة وإدارة المتاجر، وفرص للتقدّم إلى إدارة المنطقة الجنوبية.</p>`,
      },
      en: {
        title: 'Store Manager – Basra',
        html: `<h2>About the role</h2>
<p>Our store on Al-Jazair Street in Basra is one of our busiest. We need a manager who leads a team of twelve, keeps every visit quick and pleasant, and hits the monthly sales targets for phones, lines and bundles.</p>
<h2>Responsibilities</h2>
<ul>
<li>Run the team day to day: shift rotas, coaching and onboarding new staff.</li>
<li>Track sales targets, stock levels and weekly performance reports.</li>
<li>Make sure every line is registered with the approved ID checks.</li>
<li>Handle difficult complaints yourself and keep customers happy.</li>
</ul>
<h2>Requirements</h2>
<ul>
<li>At least five years in retail, including two years as a manager.</li>
<li>Strong leadership and communication skills, calm under pressure.</li>
<li>Good knowledge of smartphones and mobile services.</li>
<li>Living in Basra or willing to relocate.</li>
</ul>
<h2>What we offer</h2>
<p>A base salary plus sales commission, health insurance, leadership and store-management training, and a clear path towards regional management in the south.</p>`,
      },
      ku: {
        title: 'بەڕێوەبەری فرۆشگا – بەسرە',
        html: `<h2>دەربارەی کارەکە</h2>
<p>فرۆشگاکەمان لە شەقامی جەزائیر لە بەسرە یەکێکە لە قەرەباڵغترین فرۆشگاکانمان. پێویستمان بە بەڕێوەبەرێکە کە ڕابەرایەتیی تیمێکی دوازدە کەسی بکات، سەردانی کڕیاران خێرا و ئاسوودە بهێڵێتەوە و ئامانجە مانگانەکانی فرۆشتنی مۆبایل و هێڵ و پاکێج بهێنێتە دی.</p>
<h2>بەرپرسیارێتییەکان</h2>
<ul>
<li>بەڕێوەبردنی ڕۆژانەی تیم، خشتەی نۆرەکان و ڕاهێنانی کارمەندە نوێیەکان.</li>
<li>بەدواداچوونی ئامانجەکانی فرۆشتن، کۆگا و ڕاپۆرتە هەفتانەکانی کارایی.</li>
<li>دڵنیابوون لەوەی هەموو هێڵێک بەپێی ڕێکارە پەسەندکراوەکانی پشکنینی ناسنامە تۆمار دەکرێت.</li>
<li>چارەسەرکردنی سکاڵا ئاڵۆزەکان بە خۆت و ڕازیکردنی کڕیاران.</li>
</ul>
<h2>مەرجەکان</h2>
<ul>
<li>لانیکەم پێنج ساڵ ئەزموون لە فرۆشتنی تاک، کە دوو ساڵی بە بەڕێوەبەر بووبێت.</li>
<li>توانای بەهێزی ڕابەرایەتی و پەیوەندیکردن و کارکردن لە ژێر فشاردا.</li>
<li>شارەزایی لە مۆبایلی زیرەک و خزمەتگوزارییەکانی پەیوەندی.</li>
<li>نیشتەجێبوون لە بەسرە یان ئامادەیی بۆ گواستنەوە بۆ ئەوێ.</li>
</ul>
<h2>ئەوەی پێشکەشی دەکەین</h2>
<p>مووچەی بنەڕەتی لەگەڵ کۆمیسیۆنی فرۆشتن، بیمەی تەندروستی، ڕاهێنان لە ڕابەرایەتی و بەڕێوەبردنی فرۆشگا و ڕێگەیەکی ڕوون بۆ پێشکەوتن بەرەو بەڕێوەبردنی ناوچەی باشوور.</p>`,
      },
    },
  },
  {
    category: 'sales',
    level: 'entry',
    field: 'retail',
    location: 'mosul',
    postedAt: '2026-10-08T08:00:00Z',
    open: true,
    translations: {
      ar: {
        title: 'مستشار مبيعات – متجر الموصل',
        html: `<h2>عن الوظيفة</h2>
<p>نوسّع فريق متجرنا في الجانب الأيسر من الموصل، ونبحث عن شباب وشابات يحبون التعامل مع الناس. ستساعد الزبائن على اختيار الهاتف أو الباقة المناسبة لهم، وتفعّل الخطوط الجديدة، وتشرح لهم خدمات مثل eSIM وتطبيق نور موبايل.</p>
<h2>المسؤوليات</h2>
<ul>
<li>استقبال الزبائن وفهم احتياجاتهم واقتراح المنتج المناسب.</li>
<li>بيع الخطوط وتسجيلها وتفعيلها بعد التحقق من الهوية.</li>
<li>بيع الهواتف والإكسسوارات وبطاقات الشحن.</li>
<li>الحفاظ على ترتيب المتجر ومتابعة المخزون.</li>
</ul>
<h2>المتطلبات</h2>
<ul>
<li>شهادة الإعدادية كحد أدنى، والشهادة الجامعية ميزة إضافية.</li>
<li>أسلوب لبق في الحديث وحب لخدمة الناس.</li>
<li>اهتمام بالهواتف الذكية والتكنولوجيا.</li>
<li>الاستعداد للعمل بنظام المناوبات بما فيها أيام العطل.</li>
</ul>
<h2>ما نقدّمه</h2>
<p>تدريب كامل قبل بدء العمل، وراتب ثابت مع حوافز شهرية على المبيعات، وتأمين صحي، وخصم على الهواتف للموظفين.</p>`,
      },
      en: {
        title: 'Sales Advisor – Mosul Store',
        html: `<h2>About the role</h2>
<p>We are growing the team at our store on Mosul’s left bank and looking for people who enjoy talking to customers. You will help visitors pick the right phone or bundle, activate new lines and explain services such as eSIM and the Nour Mobile app.</p>
<h2>Responsibilities</h2>
<ul>
<li>Welcome customers, understand what they need and recommend the right product.</li>
<li>Sell, register and activate new lines after checking ID.</li>
<li>Sell phones, accessories and recharge cards.</li>
<li>Keep the store tidy and help with stock counts.</li>
</ul>
<h2>Requirements</h2>
<ul>
<li>Secondary school certificate; a university degree is a plus.</li>
<li>A friendly manner and a real wish to help people.</li>
<li>An interest in smartphones and technology.</li>
<li>Willing to work shifts, including weekends and holidays.</li>
</ul>
<h2>What we offer</h2>
<p>Full training before you start, a fixed salary with monthly sales incentives, health insurance and staff discounts on phones.</p>`,
      },
      ku: {
        title: 'ڕاوێژکاری فرۆشتن – فرۆشگای مووسڵ',
        html: `<h2>دەربارەی کارەکە</h2>
<p>تیمی فرۆشگاکەمان لە لای چەپی مووسڵ فراوان دەکەین و بە دوای کەسانێکەوەین کە حەزیان لە مامەڵەکردن لەگەڵ خەڵکە. تۆ یارمەتیی کڕیاران دەدەیت بۆ هەڵبژاردنی مۆبایل یان پاکێجی گونجاو، هێڵی نوێ کارا دەکەیت و خزمەتگوزارییەکانی وەک eSIM و ئەپی نوور مۆبایل ڕوون دەکەیتەوە.</p>
<h2>بەرپرسیارێتییەکان</h2>
<ul>
<li>پێشوازیکردن لە کڕیاران و تێگەیشتن لە پێداویستییەکانیان و پێشنیارکردنی بەرهەمی گونجاو.</li>
<li>فرۆشتن و تۆمارکردن و کاراکردنی هێڵی نوێ دوای پشکنینی ناسنامە.</li>
<li>فرۆشتنی مۆبایل و پێداویستییەکانی و کارتی پڕکردنەوە.</li>
<li>ڕێکخستنی فرۆشگا و بەدواداچوونی کۆگا.</li>
</ul>
<h2>مەرجەکان</h2>
<ul>
<li>بڕوانامەی ئامادەیی لانیکەم؛ بڕوانامەی زانکۆ خاڵێکی زیادەیە.</li>
<li>قسەی جوان و خولیای خزمەتکردنی خەڵک.</li>
<li>حەزکردن لە مۆبایلی زیرەک و تەکنەلۆجیا.</li>
<li>ئامادەیی بۆ کارکردن بە نۆرە، لەوانەش ڕۆژانی پشوو.</li>
</ul>
<h2>ئەوەی پێشکەشی دەکەین</h2>
<p>ڕاهێنانی تەواو پێش دەستپێکردنی کار، مووچەی جێگیر لەگەڵ پاڵنەری مانگانەی فرۆشتن، بیمەی تەندروستی و داشکاندن لەسەر مۆبایل بۆ کارمەندان.</p>`,
      },
    },
  },
  {
    category: 'customer-care',
    level: 'entry',
    field: 'call-centre',
    location: 'erbil',
    postedAt: '2026-11-10T08:00:00Z',
    open: true,
    translations: {
      ar: {
        title: 'موظف مركز اتصال (العربية والكردية)',
        html: `<h2>عن الوظيفة</h2>
<p>مركز الاتصال في أربيل هو الصوت الذي يسمعه مشتركونا عندما يحتاجون إلى مساعدة. نبحث عن موظفين يجيدون العربية والكردية ليجيبوا على الاتصالات والمحادثات المباشرة، ويحلّوا مشكلات الرصيد والباقات والإنترنت من أول اتصال قدر الإمكان.</p>
<h2>المسؤوليات</h2>
<ul>
<li>الرد على اتصالات المشتركين ومحادثاتهم المباشرة بلباقة وصبر.</li>
<li>شرح الباقات والعروض ومساعدة المشتركين على تفعيلها.</li>
<li>تشخيص مشكلات الإنترنت والإعدادات الأساسية للهاتف.</li>
<li>تسجيل كل حالة في النظام وتحويل ما يلزم إلى الفريق المختص.</li>
</ul>
<h2>المتطلبات</h2>
<ul>
<li>إجادة العربية والكردية (السورانية) تحدثاً وكتابة، والإنكليزية ميزة إضافية.</li>
<li>مهارات استماع وتواصل ممتازة.</li>
<li>معرفة جيدة باستخدام الحاسوب والطباعة السريعة.</li>
<li>الاستعداد للعمل بنظام المناوبات.</li>
</ul>
<h2>ما نقدّمه</h2>
<p>تدريب مدفوع لمدة ثلاثة أسابيع، وراتب ثابت مع مكافآت على جودة الخدمة، ونقل من وإلى العمل للمناوبات الليلية، وتأمين صحي.</p>`,
      },
      en: {
        title: 'Call Centre Agent (Arabic & Kurdish)',
        html: `<h2>About the role</h2>
<p>Our Erbil call centre is the voice our customers hear when they need help. We are hiring agents who speak both Arabic and Kurdish to answer calls and live chats and to solve balance, bundle and data issues on the first contact whenever possible.</p>
<h2>Responsibilities</h2>
<ul>
<li>Answer customer calls and live chats with courtesy and patience.</li>
<li>Explain bundles and offers and help customers activate them.</li>
<li>Troubleshoot data connection problems and basic phone settings.</li>
<li>Log every case and pass on what needs a specialist team.</li>
</ul>
<h2>Requirements</h2>
<ul>
<li>Fluent spoken and written Arabic and Kurdish (Sorani); English is a plus.</li>
<li>Excellent listening and communication skills.</li>
<li>Comfortable with computers and quick at typing.</li>
<li>Willing to work shifts.</li>
</ul>
<h2>What we offer</h2>
<p>Three weeks of paid training, a fixed salary with service-quality bonuses, transport for night shifts and health insurance.</p>`,
      },
      ku: {
        title: 'کارمەندی سەنتەری پەیوەندی (عەرەبی و کوردی)',
        html: `<h2>دەربارەی کارەکە</h2>
<p>سەنتەری پەیوەندیی هەولێر ئەو دەنگەیە کە بەشداربووانمان کاتێک پێویستیان بە یارمەتییە دەیبیستن. بە دوای کارمەندانێکەوەین کە عەرەبی و کوردی باش بزانن، وەڵامی پەیوەندی و چاتی ڕاستەوخۆ بدەنەوە و کێشەکانی باڵانس و پاکێج و ئینتەرنێت هەر لە یەکەم پەیوەندیدا چارەسەر بکەن.</p>
<h2>بەرپرسیارێتییەکان</h2>
<ul>
<li>وەڵامدانەوەی پەیوەندی و چاتی بەشداربووان بە ڕێز و ئارامییەوە.</li>
<li>ڕوونکردنەوەی پاکێج و ئۆفەرەکان و یارمەتیدانی بەشداربووان بۆ کاراکردنیان.</li>
<li>دۆزینەوەی کێشەکانی ئینتەرنێت و ڕێکخستنە سەرەتاییەکانی مۆبایل.</li>
<li>تۆمارکردنی هەموو حاڵەتێک لە سیستەمدا و ناردنی ئەوەی پێویستە بۆ تیمی تایبەت.</li>
</ul>
<h2>مەرجەکان</h2>
<ul>
<li>زانینی باشی عەرەبی و کوردی (سۆرانی) بە قسەکردن و نووسین؛ ئینگلیزی خاڵێکی زیادەیە.</li>
<li>توانای زۆر باشی گوێگرتن و پەیوەندیکردن.</li>
<li>شارەزایی لە بەکارهێنانی کۆمپیوتەر و نووسینی خێرا.</li>
<li>ئامادەیی بۆ کارکردن بە نۆرە.</li>
</ul>
<h2>ئەوەی پێشکەشی دەکەین</h2>
<p>سێ هەفتە ڕاهێنانی بە مووچە، مووچەی جێگیر لەگەڵ پاداشت لەسەر کوالیتیی خزمەتگوزاری، گواستنەوە بۆ نۆرەکانی شەو و بیمەی تەندروستی.</p>`,
      },
    },
  },
  {
    category: 'customer-care',
    level: 'experienced',
    field: 'call-centre',
    location: 'baghdad',
    postedAt: '2026-09-21T08:00:00Z',
    open: true,
    translations: {
      ar: {
        title: 'قائد فريق خدمة العملاء',
        html: `<h2>عن الوظيفة</h2>
<p>نبحث في بغداد عن قائد فريق يدير خمسة عشر موظفاً في مركز الاتصال، ويرفع جودة الإجابة ويقلّل زمن الانتظار. ستكون حلقة الوصل بين الموظفين في الخط الأمامي والإدارة، وستساعد فريقك على التطور يوماً بعد يوم.</p>
<h2>المسؤوليات</h2>
<ul>
<li>متابعة مؤشرات الخدمة مثل زمن الانتظار ونسبة الحل من أول اتصال ورضا المشتركين.</li>
<li>الاستماع إلى عينات من المكالمات وتقديم ملاحظات وتدريب فردي.</li>
<li>تولّي الحالات المصعّدة والشكاوى الحساسة.</li>
<li>إعداد تقارير أسبوعية واقتراح تحسينات على الإجراءات.</li>
</ul>
<h2>المتطلبات</h2>
<ul>
<li>خبرة ثلاث سنوات على الأقل في مركز اتصال، منها سنة في الإشراف.</li>
<li>قدرة على التحفيز وحل الخلافات بهدوء.</li>
<li>إجادة العربية، والإنكليزية أو الكردية ميزة إضافية.</li>
<li>معرفة بأنظمة إدارة علاقات العملاء (CRM).</li>
</ul>
<h2>ما نقدّمه</h2>
<p>راتب تنافسي ومكافأة ربع سنوية، وتأمين صحي، وبرنامج تطوير للقادة الجدد، وفرصة للتقدّم إلى منصب مشرف مركز الاتصال.</p>`,
      },
      en: {
        title: 'Customer Care Team Leader',
        html: `<h2>About the role</h2>
<p>We are looking for a team leader in Baghdad to run a team of fifteen call-centre agents, raise answer quality and cut waiting times. You will be the link between front-line staff and management and help your team get better every day.</p>
<h2>Responsibilities</h2>
<ul>
<li>Track service KPIs such as waiting time, first-contact resolution and customer satisfaction.</li>
<li>Listen to sample calls and give feedback and one-to-one coaching.</li>
<li>Take over escalated cases and sensitive complaints.</li>
<li>Write weekly reports and propose process improvements.</li>
</ul>
<h2>Requirements</h2>
<ul>
<li>At least three years in a call centre, including one year as a supervisor.</li>
<li>Able to motivate people and settle disagreements calmly.</li>
<li>Fluent Arabic; English or Kurdish is a plus.</li>
<li>Experience with CRM systems.</li>
</ul>
<h2>What we offer</h2>
<p>A competitive salary with a quarterly bonus, health insurance, a development programme for new leaders and a route to call-centre supervisor.</p>`,
      },
      ku: {
        title: 'سەرۆکی تیمی خزمەتگوزاریی کڕیاران',
        html: `<h2>دەربارەی کارەکە</h2>
<p>لە بەغدا بە دوای سەرۆک تیمێکەوەین کە پانزە کارمەندی سەنتەری پەیوەندی بەڕێوە ببات، کوالیتیی وەڵامدانەوە بەرز بکاتەوە و کاتی چاوەڕوانی کەم بکاتەوە. تۆ دەبیتە پردی نێوان کارمەندانی هێڵی پێشەوە و بەڕێوەبەرایەتی و یارمەتیی تیمەکەت دەدەیت ڕۆژ بە ڕۆژ باشتر بێت.</p>
<h2>بەرپرسیارێتییەکان</h2>
<ul>
<li>بەدواداچوونی پێوەرەکانی خزمەتگوزاری وەک کاتی چاوەڕوانی، چارەسەر لە یەکەم پەیوەندیدا و ڕەزامەندیی بەشداربووان.</li>
<li>گوێگرتن لە نموونەی پەیوەندییەکان و پێدانی تێبینی و ڕاهێنانی تاکەکەسی.</li>
<li>وەرگرتنی حاڵەتە بەرزکراوەکان و سکاڵا هەستیارەکان.</li>
<li>ئامادەکردنی ڕاپۆرتی هەفتانە و پێشنیارکردنی باشترکردنی ڕێکارەکان.</li>
</ul>
<h2>مەرجەکان</h2>
<ul>
<li>لانیکەم سێ ساڵ ئەزموون لە سەنتەری پەیوەندی، کە ساڵێکی بە سەرپەرشتیار بووبێت.</li>
<li>توانای هاندان و چارەسەرکردنی ناکۆکییەکان بە ئارامی.</li>
<li>زانینی باشی عەرەبی؛ ئینگلیزی یان کوردی خاڵێکی زیادەیە.</li>
<li>ئەزموون لە سیستەمەکانی CRM.</li>
</ul>
<h2>ئەوەی پێشکەشی دەکەین</h2>
<p>مووچەیەکی کێبڕکێکار لەگەڵ پاداشتی وەرزی، بیمەی تەندروستی، بەرنامەی پەرەپێدان بۆ ڕابەرە نوێیەکان و ڕێگەی پێشکەوتن بۆ پۆستی سەرپەرشتیاری سەنتەری پەیوەندی.</p>`,
      },
    },
  },
  {
    category: 'finance',
    level: 'experienced',
    field: 'accounting',
    location: 'baghdad',
    postedAt: '2026-09-05T08:00:00Z',
    open: true,
    translations: {
      ar: {
        title: 'محاسب أول – الحسابات الدائنة',
        html: `<h2>عن الوظيفة</h2>
<p>تنضم إلى الإدارة المالية في مقرنا الرئيسي ببغداد لتتولّى ملف الحسابات الدائنة: فواتير المورّدين وموزّعي بطاقات الشحن ومالكي مواقع الأبراج. دقّتك ستضمن أن يحصل شركاؤنا على مستحقاتهم في موعدها وأن تبقى حساباتنا واضحة ومطابقة.</p>
<h2>المسؤوليات</h2>
<ul>
<li>تدقيق فواتير المورّدين ومطابقتها مع أوامر الشراء والاستلام.</li>
<li>إعداد دفعات السداد ومتابعة الموافقات عليها.</li>
<li>إجراء التسويات الشهرية لحسابات المورّدين والمصارف.</li>
<li>المساهمة في الإقفال الشهري والسنوي وفي أعمال التدقيق الخارجي.</li>
</ul>
<h2>المتطلبات</h2>
<ul>
<li>بكالوريوس في المحاسبة أو المالية.</li>
<li>خبرة لا تقل عن ثلاث سنوات في الحسابات الدائنة، ويفضّل في شركة كبيرة.</li>
<li>معرفة بالنظام الضريبي العراقي وبأنظمة ERP.</li>
<li>إتقان Excel، والشهادات المهنية مثل CMA أو ACCA ميزة إضافية.</li>
</ul>
<h2>ما نقدّمه</h2>
<p>راتب تنافسي ومكافأة سنوية، وتأمين صحي للموظف وعائلته، ودعم مالي للحصول على شهادة مهنية، وساعات عمل منتظمة.</p>`,
      },
      en: {
        title: 'Senior Accountant – Accounts Payable',
        html: `<h2>About the role</h2>
<p>Join the finance department at our Baghdad head office and own accounts payable: invoices from suppliers, recharge-card distributors and tower-site landlords. Your accuracy makes sure our partners are paid on time and our books stay clean and reconciled.</p>
<h2>Responsibilities</h2>
<ul>
<li>Check supplier invoices and match them against purchase orders and receipts.</li>
<li>Prepare payment runs and follow up on approvals.</li>
<li>Reconcile supplier and bank accounts every month.</li>
<li>Support the month-end and year-end close and external audits.</li>
</ul>
<h2>Requirements</h2>
<ul>
<li>Bachelor’s degree in accounting or finance.</li>
<li>At least three years in accounts payable, ideally at a large company.</li>
<li>Knowledge of Iraqi tax rules and ERP systems.</li>
<li>Strong Excel skills; a professional qualification such as CMA or ACCA is a plus.</li>
</ul>
<h2>What we offer</h2>
<p>A competitive salary and annual bonus, health insurance for you and your family, sponsorship towards a professional qualification and regular working hours.</p>`,
      },
      ku: {
        title: 'ژمێریاری باڵا – هەژمارە قەرزدارەکان',
        html: `<h2>دەربارەی کارەکە</h2>
<p>دەچیتە ناو بەڕێوەبەرایەتیی دارایی لە بارەگای سەرەکیمان لە بەغدا و بەرپرسیار دەبیت لە هەژمارە قەرزدارەکان: پسوولەی دابینکەران، دابەشکەرانی کارتی پڕکردنەوە و خاوەنی شوێنەکانی تاوەر. وردبینیی تۆ دڵنیا دەکاتەوە کە هاوبەشەکانمان لە کاتی خۆیدا پارەکانیان وەردەگرن و هەژمارەکانمان ڕێک و یەکگرتوو دەمێننەوە.</p>
<h2>بەرپرسیارێتییەکان</h2>
<ul>
<li>پشکنینی پسوولەی دابینکەران و بەراوردکردنیان لەگەڵ داواکاریی کڕین و وەرگرتن.</li>
<li>ئامادەکردنی پارەدانەکان و بەدواداچوونی ڕەزامەندییەکان.</li>
<li>یەکخستنەوەی مانگانەی هەژماری دابینکەران و بانکەکان.</li>
<li>بەشداریکردن لە داخستنی مانگانە و ساڵانە و لە وردبینیی دەرەکی.</li>
</ul>
<h2>مەرجەکان</h2>
<ul>
<li>بڕوانامەی بەکالۆریۆس لە ژمێریاری یان دارایی.</li>
<li>لانیکەم سێ ساڵ ئەزموون لە هەژمارە قەرزدارەکان، باشترە لە کۆمپانیایەکی گەورە.</li>
<li>شارەزایی لە سیستەمی باجی عێراق و سیستەمەکانی ERP.</li>
<li>شارەزایی باش لە Excel؛ بڕوانامەی پیشەیی وەک CMA یان ACCA خاڵێکی زیادەیە.</li>
</ul>
<h2>ئەوەی پێشکەشی دەکەین</h2>
<p>مووچەیەکی کێبڕکێکار و پاداشتی ساڵانە، بیمەی تەندروستی بۆ خۆت و خێزانەکەت، پشتگیریی دارایی بۆ وەرگرتنی بڕوانامەی پیشەیی و کاتی کاری ڕێکخراو.</p>`,
      },
    },
  },
  {
    category: 'technology',
    level: 'entry',
    field: 'network-engineering',
    location: 'basra',
    postedAt: '2026-06-14T08:00:00Z',
    open: false,
    translations: {
      ar: {
        title: 'مهندس مركز عمليات الشبكة (NOC)',
        html: `<h2>عن الوظيفة</h2>
<p>يعمل مركز عمليات الشبكة في البصرة على مدار الساعة لمراقبة المحطات والألياف الضوئية في المحافظات الجنوبية. نبحث عن مهندس حديث التخرج يرصد الإنذارات فور ظهورها ويوجّه الفرق الميدانية لإعادة الخدمة بأسرع وقت.</p>
<h2>المسؤوليات</h2>
<ul>
<li>مراقبة إنذارات الشبكة على مدار الساعة وتصنيفها حسب الأولوية.</li>
<li>فتح بلاغات الأعطال ومتابعتها مع الفرق الميدانية حتى الإغلاق.</li>
<li>إبلاغ الإدارة وخدمة العملاء بالانقطاعات الكبيرة فور حدوثها.</li>
<li>توثيق الحوادث والمشاركة في تحليل أسبابها.</li>
</ul>
<h2>المتطلبات</h2>
<ul>
<li>بكالوريوس في هندسة الاتصالات أو الحاسوب أو الكهرباء.</li>
<li>فهم أساسي لشبكات IP وتقنيات الجيل الرابع.</li>
<li>الاستعداد للعمل بنظام المناوبات الليلية.</li>
</ul>
<h2>ما نقدّمه</h2>
<p>تدريب تقني مكثف، وبدل مناوبات ليلية، وتأمين صحي، ومسار واضح للانتقال إلى فرق التخطيط أو التحسين.</p>`,
      },
      en: {
        title: 'Network Operations Centre (NOC) Engineer',
        html: `<h2>About the role</h2>
<p>Our Network Operations Centre in Basra watches the base stations and fibre links of the southern governorates around the clock. We are looking for a recent graduate who spots alarms the moment they appear and guides field teams to restore service as fast as possible.</p>
<h2>Responsibilities</h2>
<ul>
<li>Monitor network alarms 24/7 and sort them by priority.</li>
<li>Open trouble tickets and follow them with field teams until they are closed.</li>
<li>Alert management and customer care about major outages straight away.</li>
<li>Document incidents and take part in root-cause analysis.</li>
</ul>
<h2>Requirements</h2>
<ul>
<li>Bachelor’s degree in telecommunications, computer or electrical engineering.</li>
<li>A basic understanding of IP networks and 4G technology.</li>
<li>Willing to work night shifts.</li>
</ul>
<h2>What we offer</h2>
<p>Intensive technical training, a night-shift allowance, health insurance and a clear path into the planning or optimisation teams.</p>`,
      },
      ku: {
        title: 'ئەندازیاری سەنتەری کارپێکردنی تۆڕ (NOC)',
        html: `<h2>دەربارەی کارەکە</h2>
<p>سەنتەری کارپێکردنی تۆڕ لە بەسرە شەو و ڕۆژ چاودێریی وێستگەکان و هێڵە فایبەرەکانی پارێزگاکانی باشوور دەکات. بە دوای ئەندازیارێکی تازە دەرچووەوەین کە ئاگادارکەرەوەکان هەر کە دەردەکەون ببینێت و تیمە مەیدانییەکان ئاراستە بکات بۆ ئەوەی خزمەتگوزاری بە خێراترین کات بگەڕێتەوە.</p>
<h2>بەرپرسیارێتییەکان</h2>
<ul>
<li>چاودێریکردنی ئاگادارکەرەوەکانی تۆڕ بە درێژایی شەو و ڕۆژ و ڕیزکردنیان بەپێی گرنگی.</li>
<li>کردنەوەی ڕاپۆرتی تێکچوون و بەدواداچوونی لەگەڵ تیمە مەیدانییەکان تا چارەسەر دەبێت.</li>
<li>ئاگادارکردنەوەی بەڕێوەبەرایەتی و خزمەتگوزاریی کڕیاران لە پچڕانە گەورەکان یەکسەر.</li>
<li>بەڵگەنامەکردنی ڕووداوەکان و بەشداریکردن لە شیکردنەوەی هۆکارەکانیان.</li>
</ul>
<h2>مەرجەکان</h2>
<ul>
<li>بڕوانامەی بەکالۆریۆس لە ئەندازیاریی پەیوەندییەکان، کۆمپیوتەر یان کارەبا.</li>
<li>تێگەیشتنی سەرەتایی لە تۆڕەکانی IP و تەکنەلۆجیای 4G.</li>
<li>ئامادەیی بۆ کارکردن لە نۆرەی شەودا.</li>
</ul>
<h2>ئەوەی پێشکەشی دەکەین</h2>
<p>ڕاهێنانی تەکنیکیی چڕ، دەرماڵەی نۆرەی شەو، بیمەی تەندروستی و ڕێگەیەکی ڕوون بۆ گواستنەوە بۆ تیمەکانی پلاندانان یان باشترکردن.</p>`,
      },
    },
  },
];
