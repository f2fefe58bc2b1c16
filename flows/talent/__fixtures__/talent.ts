/** Sample answers of the talent API, for the talent screens' stories and tests. */
import type { Locale } from '@/lib/locales';
import type { TalentContestantsData } from '@/lib/talent';
import { ok, refused, type FakeAnswer, type FakeRoute } from '../../shared/testing';

export const TALENT_CODE = '123456';

const people = [
  { ar: 'علي حسين', en: 'Ali Hussein', ku: 'عەلی حوسێن' },
  { ar: 'شيلان رشيد', en: 'Shilan Rashid', ku: 'شیلان ڕەشید' },
  { ar: 'حسن فلاح', en: 'Hassan Falah', ku: 'حەسەن فەلاح' },
];
const bios = [
  { ar: 'عازف عود من كربلاء.', en: 'An oud player from Karbala.', ku: 'عوودژەنێک لە کەربەلا.' },
  { ar: 'مغنّية من أربيل.', en: 'A singer from Erbil.', ku: 'گۆرانیبێژێک لە هەولێر.' },
  { ar: 'رسّام جداريات من الناصرية.', en: 'A muralist from Nasiriyah.', ku: 'وێنەکێشی دیوار لە ناسریە.' },
];

export function talentRound(locale: Locale, state: 'open' | 'closed' = 'open'): TalentContestantsData {
  const day = 86_400_000;
  const now = Date.now();
  return {
    round: {
      id: 7,
      title: { ar: 'نجوم الشتاء', en: 'Winter Stars', ku: 'ئەستێرەکانی زستان' }[locale],
      year: 2026,
      opensAt: new Date(now - 7 * day).toISOString(),
      closesAt: new Date(state === 'open' ? now + 30 * day : now - day).toISOString(),
      status: state,
    },
    contestants: people.map((name, i) => ({
      id: 71 + i,
      name: name[locale],
      bio: bios[i][locale],
      photoUrl: `/images/talent/avatar-${i + 1}.svg`,
      videoUrl: i === 0 ? 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' : null,
    })),
    results:
      state === 'closed'
        ? [
            { contestantId: 72, votes: 12_840, rank: 1 },
            { contestantId: 71, votes: 9_311, rank: 2 },
            { contestantId: 73, votes: 1, rank: 3 },
          ]
        : null,
  };
}

const already = { ar: 'لقد صوّتَّ مسبقاً في هذه الجولة.', en: 'You have already voted in this round.', ku: 'پێشتر لەم خولەدا دەنگت داوە.' };
const wrong = { ar: 'الرمز غير صحيح.', en: 'The code is incorrect.', ku: 'کۆدەکە هەڵەیە.' };

/**
 * The talent API: the round, a code for any Nour number, and votes. `07701234567` has already voted;
 * the code is 123456 (a wrong one leaves 4 tries).
 */
export function talentRoutes(locale: Locale, state: 'open' | 'closed' = 'open'): Record<string, FakeAnswer | FakeRoute> {
  return {
    'GET /api/v1/talent/contestants': ok(talentRound(locale, state)),
    'POST /api/v1/talent/vote/code': ok({ resendAfter: 60, length: 6 }),
    'POST /api/v1/talent/vote': (request) => {
      const body = request.body as { contestantId: number; msisdn?: string; code?: string };
      if (body.msisdn === '07701234567') return refused(409, already[locale], { reason: 'already-voted' });
      if (body.msisdn && body.code !== TALENT_CODE) return refused(400, wrong[locale], { errors: { code: wrong[locale] }, triesLeft: 4 });
      return ok({ contestantId: body.contestantId });
    },
  };
}
