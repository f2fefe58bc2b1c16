/** The games (issue 14 parts 2 and 3): shake-to-win, the daily check-in (the rewards check-in) and a quiz. */
import type { games, QuizQuestion } from '../schema';

const q = (id: string, text: QuizQuestion['text'], options: QuizQuestion['options'], answer: number): QuizQuestion => ({ id, text, options, answer });

const quizQuestions: QuizQuestion[] = [
  q('capital', { ar: 'ما هي عاصمة العراق؟', en: 'What is the capital of Iraq?', ku: 'پایتەختی عێراق کامەیە؟' },
    { ar: ['البصرة', 'بغداد', 'الموصل'], en: ['Basra', 'Baghdad', 'Mosul'], ku: ['بەسرە', 'بەغدا', 'مووسڵ'] }, 1),
  q('rivers', { ar: 'ما النهران الكبيران في العراق؟', en: 'Which two great rivers flow through Iraq?', ku: 'کام دوو ڕووباری گەورە بە عێراقدا تێدەپەڕن؟' },
    { ar: ['دجلة والفرات', 'النيل والأردن', 'الدانوب والراين'], en: ['The Tigris and the Euphrates', 'The Nile and the Jordan', 'The Danube and the Rhine'], ku: ['دیجلە و فورات', 'نیل و ئوردن', 'دانووب و ڕاین'] }, 0),
  q('prefix', { ar: 'بأي رقمين تبدأ أرقام الهواتف المحمولة في العراق؟', en: 'Which two digits start Iraqi mobile numbers?', ku: 'ژمارەی مۆبایلی عێراقی بە کام دوو ژمارە دەست پێدەکات؟' },
    { ar: ['05', '07', '09'], en: ['05', '07', '09'], ku: ['05', '07', '09'] }, 1),
  q('4g', { ar: 'ماذا يعني "G" في 4G؟', en: 'What does the "G" in 4G stand for?', ku: 'پیتی "G" لە 4G بە واتای چییە؟' },
    { ar: ['الجيل', 'جيجابايت', 'الشبكة العالمية'], en: ['Generation', 'Gigabyte', 'Global'], ku: ['نەوە', 'گێگابایت', 'جیهانی'] }, 0),
  q('gigabyte', { ar: 'كم ميجابايت في الجيجابايت الواحد تقريباً؟', en: 'About how many megabytes make one gigabyte?', ku: 'نزیکەی چەند مێگابایت یەک گێگابایت پێکدەهێنێت؟' },
    { ar: ['10', '100', '1000'], en: ['10', '100', '1,000'], ku: ['10', '100', '1000'] }, 2),
  q('currency', { ar: 'ما هي عملة العراق؟', en: 'What is the currency of Iraq?', ku: 'دراوی عێراق چییە؟' },
    { ar: ['الدينار العراقي', 'الريال', 'الليرة'], en: ['The Iraqi dinar', 'The riyal', 'The lira'], ku: ['دیناری عێراقی', 'ڕیاڵ', 'لیرە'] }, 0),
  q('babylon', { ar: 'قرب أي مدينة حالية تقع آثار بابل؟', en: 'Near which present-day city are the ruins of Babylon?', ku: 'شوێنەواری بابل لە نزیک کام شاری ئێستادایە؟' },
    { ar: ['الحلة', 'أربيل', 'كركوك'], en: ['Hillah', 'Erbil', 'Kirkuk'], ku: ['حیللە', 'هەولێر', 'کەرکووک'] }, 0),
  q('sim', { ar: 'ما الذي تحتاجه لتسجيل خط جديد باسمك؟', en: 'What do you need to register a new line in your name?', ku: 'بۆ تۆمارکردنی هێڵێکی نوێ بە ناوی خۆت چیت پێویستە؟' },
    { ar: ['هوية سارية', 'فاتورة كهرباء', 'لا شيء'], en: ['A valid ID', 'An electricity bill', 'Nothing'], ku: ['ناسنامەیەکی کارا', 'پسوولەی کارەبا', 'هیچ'] }, 0),
  q('otp', { ar: 'إذا طلب منك أحد رمز التحقق الذي وصلك برسالة، ماذا تفعل؟', en: 'Someone asks for the code you received by SMS. What do you do?', ku: 'کەسێک داوای ئەو کۆدەت لێدەکات کە بە نامە بۆت هاتووە. چی دەکەیت؟' },
    { ar: ['أعطيه الرمز', 'لا أشاركه مع أحد', 'أنشره على الإنترنت'], en: ['Give it to them', 'Never share it', 'Post it online'], ku: ['پێی دەدەم', 'هەرگیز بەشی ناکەم', 'لە ئینتەرنێت بڵاوی دەکەمەوە'] }, 1),
  q('wifi', { ar: 'أي من هذه تقنية لاسلكية قصيرة المدى لتوصيل السماعات؟', en: 'Which of these is a short-range wireless link for earphones?', ku: 'کام لەمانە پەیوەندییەکی بێتەلی کورتمەودایە بۆ گوێگرەکان؟' },
    { ar: ['بلوتوث', 'ألياف ضوئية', 'ADSL'], en: ['Bluetooth', 'Fibre optics', 'ADSL'], ku: ['بلووتوس', 'فایبەری ڕووناکی', 'ADSL'] }, 0),
  q('erbil', { ar: 'ما هي عاصمة إقليم كوردستان؟', en: 'What is the capital of the Kurdistan Region?', ku: 'پایتەختی هەرێمی کوردستان کامەیە؟' },
    { ar: ['السليمانية', 'أربيل', 'دهوك'], en: ['Sulaymaniyah', 'Erbil', 'Duhok'], ku: ['سلێمانی', 'هەولێر', 'دهۆک'] }, 1),
  q('5g', { ar: 'ما الميزة الرئيسية لشبكات الجيل الخامس مقارنة بالرابع؟', en: 'What is the main gain of 5G over 4G?', ku: 'سوودی سەرەکی 5G بە بەراورد بە 4G چییە؟' },
    { ar: ['سرعة أعلى وتأخير أقل', 'مكالمات أطول فقط', 'بطارية أكبر'], en: ['Higher speed and lower delay', 'Only longer calls', 'A bigger battery'], ku: ['خێرایی زیاتر و دواکەوتنی کەمتر', 'تەنها پەیوەندی درێژتر', 'پاترییەکی گەورەتر'] }, 0),
];

export const gameSeed: Array<typeof games.$inferInsert> = [
  {
    id: 'shake-to-win',
    type: 'shake-to-win',
    sortOrder: 1,
    image: '/images/games/shake-to-win.svg',
    titles: { ar: 'هزّ واربح', en: 'Shake to win', ku: 'ڕایبوەشێنە و ببەوە' },
    descriptions: {
      ar: 'هزّ هاتفك أو اضغط الزر مرة كل يوم واربح نقاطاً أو باقة إنترنت.',
      en: 'Shake your phone or press the button once a day to win points or a data add-on.',
      ku: 'ڕۆژانە جارێک مۆبایلەکەت ڕابوەشێنە یان دوگمەکە دابگرە و خاڵ یان پاکێجی ئینتەرنێت ببەوە.',
    },
    rules: {
      ar: 'محاولة واحدة لكل خط في اليوم بتوقيت بغداد. الجوائز محدودة كل يوم، ويحددها الخادم. تضاف النقاط إلى رصيد مكافآتك فوراً، والباقات تفعَّل على خطك مجاناً.',
      en: 'One play per line per day (Baghdad time). Prizes are limited each day and decided by our server. Points go to your rewards balance at once; add-ons start on your line free of charge.',
      ku: 'ڕۆژانە یەک هەوڵ بۆ هەر هێڵێک (کاتی بەغدا). خەڵاتەکان ڕۆژانە سنووردارن و ڕاژەکار بڕیاریان دەدات. خاڵەکان یەکسەر دەچنە سەر باڵانسی خەڵاتەکانت؛ پاکێجەکان بەخۆڕایی لەسەر هێڵەکەت چالاک دەبن.',
    },
    settings: {
      dailyPrizeBudget: 200,
      prizes: [
        { id: 'points-10', kind: 'points', points: 10, odds: 40, label: { ar: '10 نقاط', en: '10 points', ku: '10 خاڵ' } },
        { id: 'points-50', kind: 'points', points: 50, odds: 12, label: { ar: '50 نقطة', en: '50 points', ku: '50 خاڵ' } },
        { id: 'points-100', kind: 'points', points: 100, odds: 4, label: { ar: '100 نقطة', en: '100 points', ku: '100 خاڵ' } },
        { id: 'data-1gb', kind: 'addon', addonId: 801, odds: 4, label: { ar: 'إنترنت 1 جيجا', en: 'Internet 1 GB', ku: 'ئینتەرنێت 1 گێگا' } },
        { id: 'none', kind: 'none', odds: 40, label: { ar: 'لا جائزة هذه المرة', en: 'No prize this time', ku: 'ئەمجارە خەڵات نییە' } },
      ],
    },
  },
  {
    id: 'daily-check-in',
    type: 'check-in',
    sortOrder: 2,
    image: '/images/games/check-in.svg',
    titles: { ar: 'تسجيل الحضور اليومي', en: 'Daily check-in', ku: 'ئامادەبوونی ڕۆژانە' },
    descriptions: {
      ar: 'سجّل حضورك كل يوم واجمع النقاط، ومكافأة كبيرة في اليوم السابع.',
      en: 'Check in every day to collect points, with a bigger reward on day 7.',
      ku: 'هەموو ڕۆژێک ئامادەبوونت تۆمار بکە و خاڵ کۆبکەرەوە، خەڵاتێکی گەورەتر لە ڕۆژی حەوتەم.',
    },
    rules: {
      ar: 'تسجيل واحد في اليوم بتوقيت بغداد. إذا فاتك يوم تبدأ السلسلة من اليوم الأول.',
      en: 'One check-in per day (Baghdad time). Miss a day and the streak starts again at day 1.',
      ku: 'ڕۆژانە یەک تۆمارکردن (کاتی بەغدا). ئەگەر ڕۆژێک لەدەست بدەیت، زنجیرەکە لە ڕۆژی یەکەمەوە دەست پێدەکاتەوە.',
    },
    settings: {
      prizes: [
        { id: 'days-1-6', kind: 'points', points: 10, odds: 0, label: { ar: 'من 10 إلى 20 نقطة يومياً', en: '10 to 20 points a day', ku: '10 بۆ 20 خاڵ لە ڕۆژێکدا' } },
        { id: 'day-7', kind: 'points', points: 100, odds: 0, label: { ar: '100 نقطة في اليوم السابع', en: '100 points on day 7', ku: '100 خاڵ لە ڕۆژی حەوتەم' } },
      ],
    },
  },
  {
    id: 'daily-quiz',
    type: 'quiz',
    sortOrder: 3,
    image: '/images/games/quiz.svg',
    titles: { ar: 'مسابقة اليوم', en: 'Daily quiz', ku: 'پێشبڕکێی ڕۆژانە' },
    descriptions: {
      ar: 'خمسة أسئلة كل يوم عن العراق والتقنية ونور موبايل. كل إجابة صحيحة تمنحك نقاطاً.',
      en: 'Five questions a day about Iraq, technology and Nour Mobile. Every right answer earns points.',
      ku: 'ڕۆژانە پێنج پرسیار دەربارەی عێراق، تەکنەلۆژیا و نوور مۆبایل. هەر وەڵامێکی ڕاست خاڵت پێدەبەخشێت.',
    },
    rules: {
      ar: 'محاولة واحدة في اليوم بتوقيت بغداد. 10 نقاط لكل إجابة صحيحة.',
      en: 'One try per day (Baghdad time). 10 points for each right answer.',
      ku: 'ڕۆژانە یەک هەوڵ (کاتی بەغدا). 10 خاڵ بۆ هەر وەڵامێکی ڕاست.',
    },
    settings: {
      questions: quizQuestions,
      questionsPerDay: 5,
      pointsPerCorrect: 10,
      prizes: [{ id: 'per-answer', kind: 'points', points: 10, odds: 0, label: { ar: '10 نقاط لكل إجابة صحيحة', en: '10 points per right answer', ku: '10 خاڵ بۆ هەر وەڵامێکی ڕاست' } }],
    },
  },
];
