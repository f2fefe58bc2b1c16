/**
 * Talent programme voting (issue 14, part 5): the 2026 season's public vote, closed with its results
 * (the winners of the blog post "Meet the winners of Nour Talent 2026"), and the open "Winter Stars"
 * vote. The open round is placed around the day the database is first seeded (opened a week before,
 * closing 60 days after, at 21:00 Baghdad time), so a fresh demo always has a vote to try; the seed
 * adds the rounds only when there are none, so editors' changes survive restarts.
 */
import type { Localized } from '../schema';

export interface SeedContestant {
  names: Localized;
  bios: Localized;
  photoUrl: string;
  videoUrl: string | null;
  finalVotes?: number;
}

export interface SeedRound {
  titles: Localized;
  opensAt: Date;
  closesAt: Date;
  status: 'open' | 'closed';
  year: number;
  contestants: SeedContestant[];
}

const VIDEO = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';
const DAY = 86_400_000;

/** 21:00 in Baghdad (UTC+3, no daylight saving) on the UTC day of `at`. */
function ninePmBaghdad(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 18, 0, 0));
}

const season2026: SeedContestant[] = [
  {
    names: { ar: 'زينب كريم', en: 'Zainab Kareem', ku: 'زەینەب کەریم' },
    bios: {
      ar: 'مطربة من النجف، تقدّم المقام العراقي القديم بتوزيع معاصر.',
      en: 'A singer from Najaf who brings the classic Iraqi maqam to a modern arrangement.',
      ku: 'گۆرانیبێژێک لە نەجەف کە مەقامی کۆنی عێراقی بە دابەشکردنێکی نوێ پێشکەش دەکات.',
    },
    photoUrl: '/images/talent/avatar-7.svg',
    videoUrl: VIDEO,
    finalVotes: 96_412,
  },
  {
    names: { ar: 'آرام جلال', en: 'Aram Jalal', ku: 'ئارام جەلال' },
    bios: {
      ar: 'رسّام رقمي من السليمانية، رسم جبل أزمر عبر الفصول الأربعة.',
      en: 'A digital painter from Sulaymaniyah who painted Mount Azmar through the four seasons.',
      ku: 'وێنەکێشێکی دیجیتاڵ لە سلێمانی کە چیای ئەزمڕی لە چوار وەرزدا کێشا.',
    },
    photoUrl: '/images/talent/avatar-8.svg',
    videoUrl: null,
    finalVotes: 81_907,
  },
  {
    names: { ar: 'مصطفى عادل', en: 'Mustafa Adel', ku: 'مستەفا عادل' },
    bios: {
      ar: 'مخرج من البصرة، صوّر فيلماً قصيراً عن صياد عجوز في شط العرب بهاتفه.',
      en: 'A film-maker from Basra who shot a short film about an old fisherman on the Shatt al-Arab on his phone.',
      ku: 'دەرهێنەرێک لە بەسرە کە بە مۆبایلەکەی فیلمێکی کورتی دەربارەی ڕاوچییەکی پیری ماسی لە شەتولعەرەب وێنە گرت.',
    },
    photoUrl: '/images/talent/avatar-9.svg',
    videoUrl: VIDEO,
    finalVotes: 74_230,
  },
  {
    names: { ar: 'نور الهدى سامي', en: 'Noor Alhuda Sami', ku: 'نوورولهودا سامی' },
    bios: {
      ar: 'عازفة كمان من الموصل تعيد إحياء ألحان المدينة القديمة.',
      en: 'A violinist from Mosul bringing the old city’s tunes back to life.',
      ku: 'کەمانژەنێک لە مووسڵ کە ئاوازە کۆنەکانی شارەکە زیندوو دەکاتەوە.',
    },
    photoUrl: '/images/talent/avatar-10.svg',
    videoUrl: null,
    finalVotes: 52_118,
  },
  {
    names: { ar: 'هيمن عمر', en: 'Hemin Omar', ku: 'هێمن عومەر' },
    bios: {
      ar: 'مصوّر من دهوك يوثّق حياة الرعاة في الجبال.',
      en: 'A photographer from Duhok who follows the shepherds of the mountains.',
      ku: 'وێنەگرێک لە دهۆک کە ژیانی شوانەکانی چیا تۆمار دەکات.',
    },
    photoUrl: '/images/talent/avatar-11.svg',
    videoUrl: null,
    finalVotes: 44_675,
  },
  {
    names: { ar: 'سارة حيدر', en: 'Sara Haider', ku: 'سارا حەیدەر' },
    bios: {
      ar: 'خطّاطة من بغداد تمزج الخط العربي بالتصميم الرقمي.',
      en: 'A calligrapher from Baghdad who mixes Arabic script with digital design.',
      ku: 'خۆشنووسێک لە بەغدا کە خەتی عەرەبی لەگەڵ دیزاینی دیجیتاڵ تێکەڵ دەکات.',
    },
    photoUrl: '/images/talent/avatar-12.svg',
    videoUrl: VIDEO,
    finalVotes: 31_206,
  },
];

const winterStars: SeedContestant[] = [
  {
    names: { ar: 'علي حسين', en: 'Ali Hussein', ku: 'عەلی حوسێن' },
    bios: {
      ar: 'عازف عود من كربلاء عمره 19 عاماً، يؤلّف مقطوعات قصيرة عن مدينته.',
      en: 'A 19-year-old oud player from Karbala who writes short pieces about his city.',
      ku: 'عوودژەنێکی 19 ساڵانە لە کەربەلا کە پارچەی کورت دەربارەی شارەکەی دادەنێت.',
    },
    photoUrl: '/images/talent/avatar-1.svg',
    videoUrl: VIDEO,
  },
  {
    names: { ar: 'شيلان رشيد', en: 'Shilan Rashid', ku: 'شیلان ڕەشید' },
    bios: {
      ar: 'مغنّية من أربيل تغنّي بالكردية والعربية.',
      en: 'A singer from Erbil who sings in Kurdish and Arabic.',
      ku: 'گۆرانیبێژێک لە هەولێر کە بە کوردی و عەرەبی گۆرانی دەڵێت.',
    },
    photoUrl: '/images/talent/avatar-2.svg',
    videoUrl: VIDEO,
  },
  {
    names: { ar: 'حسن فلاح', en: 'Hassan Falah', ku: 'حەسەن فەلاح' },
    bios: {
      ar: 'رسّام جداريات من الناصرية يلوّن جدران المدارس.',
      en: 'A muralist from Nasiriyah who paints the walls of schools.',
      ku: 'وێنەکێشی دیوار لە ناسریە کە دیواری قوتابخانەکان ڕەنگ دەکات.',
    },
    photoUrl: '/images/talent/avatar-3.svg',
    videoUrl: null,
  },
  {
    names: { ar: 'مريم عبد الله', en: 'Maryam Abdullah', ku: 'مەریەم عەبدوڵڵا' },
    bios: {
      ar: 'صانعة أفلام قصيرة من بغداد، فيلمها عن سوق الشورجة في دقيقتين.',
      en: 'A short-film maker from Baghdad: her film shows the Shorja market in two minutes.',
      ku: 'دروستکەری فیلمی کورت لە بەغدا: فیلمەکەی بازاڕی شۆرجە لە دوو خولەکدا پیشان دەدات.',
    },
    photoUrl: '/images/talent/avatar-4.svg',
    videoUrl: VIDEO,
  },
  {
    names: { ar: 'كاروان نوزاد', en: 'Karwan Nawzad', ku: 'کاروان نەوزاد' },
    bios: {
      ar: 'مصوّر من كركوك يلتقط وجوه الأسواق عند الفجر.',
      en: 'A photographer from Kirkuk who captures market faces at dawn.',
      ku: 'وێنەگرێک لە کەرکووک کە ڕوخساری بازاڕەکان لە بەرەبەیاندا دەگرێت.',
    },
    photoUrl: '/images/talent/avatar-5.svg',
    videoUrl: null,
  },
  {
    names: { ar: 'رُقيّة جواد', en: 'Ruqaya Jawad', ku: 'ڕوقەیە جەواد' },
    bios: {
      ar: 'عازفة قانون من البصرة تجمع بين الموسيقى التراثية والجاز.',
      en: 'A qanun player from Basra who brings together folk music and jazz.',
      ku: 'قانونژەنێک لە بەسرە کە مۆسیقای فۆلکلۆری و جاز پێکەوە دەبەستێتەوە.',
    },
    photoUrl: '/images/talent/avatar-6.svg',
    videoUrl: null,
  },
];

export function talentSeed(now: Date): SeedRound[] {
  const closesAt = ninePmBaghdad(new Date(now.getTime() + 60 * DAY));
  return [
    {
      titles: { ar: 'مواهب نور 2026: تصويت الجمهور', en: 'Nour Talent 2026: the public vote', ku: 'بەهرەکانی نوور 2026: دەنگدانی خەڵک' },
      opensAt: new Date('2026-06-01T09:00:00Z'),
      closesAt: new Date('2026-07-10T18:00:00Z'),
      status: 'closed',
      year: 2026,
      contestants: season2026,
    },
    {
      titles: { ar: 'نجوم الشتاء من مواهب نور', en: 'Nour Talent Winter Stars', ku: 'ئەستێرەکانی زستانی بەهرەکانی نوور' },
      opensAt: new Date(now.getTime() - 7 * DAY),
      closesAt,
      status: 'open',
      year: Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Baghdad', year: 'numeric' }).format(closesAt)),
      contestants: winterStars,
    },
  ];
}
