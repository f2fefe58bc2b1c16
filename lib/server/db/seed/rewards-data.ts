/** The rewards catalogue (issue 14): what points buy. Add-on rewards point at the add-on catalogue. */
import type { rewardsCatalogue } from '../schema';

export const rewardSeed: Array<typeof rewardsCatalogue.$inferInsert> = [
  {
    id: 'social-7-days',
    kind: 'addon',
    addonId: 131,
    points: 40,
    sort: 1,
    titles: { ar: 'تواصل اجتماعي بلا حدود، 7 أيام', en: 'Unlimited social, 7 days', ku: 'تۆڕە کۆمەڵایەتییەکان بێسنوور، 7 ڕۆژ' },
    descriptions: {
      ar: 'واتساب وتيليجرام وفيسبوك بلا حدود لمدة أسبوع، يُفعَّل على خطك فوراً.',
      en: 'A week of unlimited WhatsApp, Telegram and Facebook, started on your line at once.',
      ku: 'هەفتەیەک واتساپ، تێلیگرام و فەیسبووکی بێسنوور، یەکسەر لەسەر هێڵەکەت چالاک دەبێت.',
    },
  },
  {
    id: 'night-internet-20gb',
    kind: 'data',
    addonId: 104,
    points: 30,
    sort: 2,
    titles: { ar: 'إنترنت ليلي 20 جيجا', en: 'Night internet 20 GB', ku: 'ئینتەرنێتی شەو 20 گێگا' },
    descriptions: {
      ar: '20 جيجابايت من الواحدة حتى السابعة صباحاً، صالحة 7 أيام.',
      en: '20 GB from 1 to 7 am, valid for 7 days.',
      ku: '20 گێگابایت لە 1 تا 7ی بەیانی، بۆ 7 ڕۆژ.',
    },
  },
  {
    id: 'internet-10gb',
    kind: 'data',
    addonId: 101,
    points: 50,
    sort: 3,
    titles: { ar: 'إنترنت 10 جيجا، 7 أيام', en: 'Internet 10 GB, 7 days', ku: 'ئینتەرنێت 10 گێگا، 7 ڕۆژ' },
    descriptions: {
      ar: '10 جيجابايت للتصفح في أي وقت، صالحة 7 أيام.',
      en: '10 GB to use any time, valid for 7 days.',
      ku: '10 گێگابایت بۆ هەر کاتێک، بۆ 7 ڕۆژ.',
    },
  },
  {
    id: 'internet-25gb',
    kind: 'data',
    addonId: 102,
    points: 150,
    sort: 4,
    titles: { ar: 'إنترنت 25 جيجا، 30 يوماً', en: 'Internet 25 GB, 30 days', ku: 'ئینتەرنێت 25 گێگا، 30 ڕۆژ' },
    descriptions: {
      ar: '25 جيجابايت لشهر كامل.',
      en: '25 GB for a whole month.',
      ku: '25 گێگابایت بۆ مانگێکی تەواو.',
    },
  },
  {
    id: 'minutes-300',
    kind: 'minutes',
    addonId: 111,
    points: 60,
    sort: 5,
    titles: { ar: '300 دقيقة، 30 يوماً', en: '300 minutes, 30 days', ku: '300 خولەک، 30 ڕۆژ' },
    descriptions: {
      ar: '300 دقيقة لكل الشبكات في العراق.',
      en: '300 minutes to every network in Iraq.',
      ku: '300 خولەک بۆ هەموو تۆڕەکانی عێراق.',
    },
  },
  {
    id: 'sms-500',
    kind: 'addon',
    addonId: 121,
    points: 20,
    sort: 6,
    titles: { ar: '500 رسالة، 30 يوماً', en: 'SMS 500, 30 days', ku: '500 نامە، 30 ڕۆژ' },
    descriptions: {
      ar: '500 رسالة قصيرة لأي رقم في العراق.',
      en: '500 text messages to any number in Iraq.',
      ku: '500 نامەی کورت بۆ هەر ژمارەیەک لە عێراق.',
    },
  },
  {
    id: 'cafe-voucher',
    kind: 'voucher',
    partner: 'Qahwa House',
    points: 80,
    sort: 7,
    titles: { ar: 'قسيمة قهوة من قهوة هاوس', en: 'Coffee voucher at Qahwa House', ku: 'پسوولەی قاوە لە قەهوە هاوس' },
    descriptions: {
      ar: 'مشروب مجاني في أي فرع من فروع قهوة هاوس؛ نرسل لك الرمز برسالة قصيرة.',
      en: 'A free drink at any Qahwa House branch; we send you the code by SMS.',
      ku: 'خواردنەوەیەکی بەخۆڕایی لە هەر لقێکی قەهوە هاوس؛ کۆدەکەت بە نامەی کورت بۆ دەنێرین.',
    },
  },
  {
    id: 'cinema-voucher',
    kind: 'voucher',
    partner: 'Dijla Cinemas',
    points: 200,
    sort: 8,
    titles: { ar: 'تذكرة سينما دجلة', en: 'Dijla Cinemas ticket', ku: 'بلیتی سینەمای دیجلە' },
    descriptions: {
      ar: 'تذكرة فيلم واحدة في سينما دجلة؛ نرسل لك الرمز برسالة قصيرة.',
      en: 'One film ticket at Dijla Cinemas; we send you the code by SMS.',
      ku: 'بلیتێکی فیلم لە سینەمای دیجلە؛ کۆدەکەت بە نامەی کورت بۆ دەنێرین.',
    },
  },
];
