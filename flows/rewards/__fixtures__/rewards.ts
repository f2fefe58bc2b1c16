/**
 * A stand-in for the rewards API (GET /api/v1/rewards, POST …/redeem, GET and POST /api/v1/check-in)
 * for the rewards stories and tests: it keeps a balance, so a redemption or a check-in shows up in
 * what is read next, and a second check-in the same day gets the 409.
 */
import type { Locale } from '@/lib/locales';
import type { CheckInWeekData, PointsHistoryItem, RewardItem, RewardsOverview } from '@/lib/rewards';
import { ok, refused, type FakeAnswer, type FakeRoute } from '../../shared/testing';

const L = (ar: string, en: string, ku: string) => ({ ar, en, ku });

const catalogue = [
  { id: 'internet-10gb', kind: 'data', points: 50, partner: null, title: L('إنترنت 10 جيجا، 7 أيام', 'Internet 10 GB, 7 days', 'ئینتەرنێت 10 گێگا، 7 ڕۆژ'), description: L('10 جيجابايت للتصفح في أي وقت، صالحة 7 أيام.', '10 GB to use any time, valid for 7 days.', '10 گێگابایت بۆ هەر کاتێک، بۆ 7 ڕۆژ.') },
  { id: 'minutes-300', kind: 'minutes', points: 60, partner: null, title: L('300 دقيقة، 30 يوماً', '300 minutes, 30 days', '300 خولەک، 30 ڕۆژ'), description: L('300 دقيقة لكل الشبكات في العراق.', '300 minutes to every network in Iraq.', '300 خولەک بۆ هەموو تۆڕەکانی عێراق.') },
  { id: 'cafe-voucher', kind: 'voucher', points: 80, partner: 'Qahwa House', title: L('قسيمة قهوة من قهوة هاوس', 'Coffee voucher at Qahwa House', 'پسوولەی قاوە لە قەهوە هاوس'), description: L('مشروب مجاني في أي فرع.', 'A free drink at any branch.', 'خواردنەوەیەکی بەخۆڕایی لە هەر لقێک.') },
  { id: 'cinema-voucher', kind: 'voucher', points: 200, partner: 'Dijla Cinemas', title: L('تذكرة سينما دجلة', 'Dijla Cinemas ticket', 'بلیتی سینەمای دیجلە'), description: L('تذكرة فيلم واحدة.', 'One film ticket.', 'بلیتێکی فیلم.') },
] as const;

const labels = {
  bill: L('دفع فاتورة', 'Bill payment', 'پارەدانی پسوولە'),
  checkIn: L('تسجيل الحضور اليومي', 'Daily check-in', 'ئامادەبوونی ڕۆژانە'),
  redeemed: L('استبدال: ', 'Redeemed: ', 'وەرگیرا: '),
  message: L('سجّلت حضور اليوم {day}: ربحت {points} نقطة.', 'Day {day} checked in: you earned {points} points.', 'ڕۆژی {day} تۆمار کرا: {points} خاڵت بەدەستهێنا.'),
  again: L('لقد سجّلت حضورك اليوم. عُد غداً لليوم التالي من سلسلتك.', 'You have already checked in today. Come back tomorrow for the next day of your streak.', 'ئەمڕۆ ئامادەبوونت تۆمار کردووە. سبەی وەرەوە بۆ ڕۆژی داهاتووی زنجیرەکەت.'),
  done: L('تم استبدال «{title}».', '“{title}” is yours.', '«{title}» بۆ تۆیە.'),
};

const REWARDS = [10, 10, 15, 15, 20, 20, 100];

export interface RewardsFixture {
  signedIn?: boolean;
  points?: number;
  /** Streak days done before today (0..6). */
  streak?: number;
  checkedInToday?: boolean;
  emptyHistory?: boolean;
}

export function rewardsRoutes(locale: Locale, fixture: RewardsFixture = {}): Record<string, FakeAnswer | FakeRoute> {
  const state = { points: fixture.points ?? 120, streak: fixture.streak ?? 2, checkedInToday: fixture.checkedInToday ?? false, nextId: 10 };
  const history: PointsHistoryItem[] = fixture.emptyHistory
    ? []
    : [
        { id: 2, points: 20, kind: 'earn', label: labels.checkIn[locale], at: '2026-11-23T08:00:00.000Z', expiresAt: '2027-11-23T08:00:00.000Z' },
        { id: 1, points: 100, kind: 'earn', label: labels.bill[locale], at: '2025-12-10T08:00:00.000Z', expiresAt: '2026-12-10T08:00:00.000Z' },
      ];
  const items: RewardItem[] = catalogue.map((r) => ({ id: r.id, kind: r.kind, points: r.points, partner: r.partner, title: r.title[locale], description: r.description[locale] }));
  const week = (): CheckInWeekData => {
    const streakDay = state.checkedInToday ? state.streak : state.streak + 1;
    return {
      today: '2026-11-24',
      checkedInToday: state.checkedInToday,
      streakDay,
      tiles: REWARDS.map((reward, i) => ({
        day: i + 1,
        reward,
        state: i + 1 < streakDay || (state.checkedInToday && i + 1 === streakDay) ? 'done' : i + 1 === streakDay ? 'today' : 'locked',
      })),
    };
  };
  return {
    'GET /api/v1/rewards': () =>
      ok<RewardsOverview>(
        fixture.signedIn === false
          ? { points: null, expiringSoon: null, history: [], catalogue: items }
          : { points: state.points, expiringSoon: history.length ? { points: 100, firstAt: '2026-12-10T08:00:00.000Z' } : null, history, catalogue: items },
      ),
    'POST /api/v1/rewards/*/redeem': (request) => {
      const id = decodeURIComponent(request.path.split('/')[4]);
      const reward = items.find((r) => r.id === id)!;
      if (state.points < reward.points) return refused(400, `This reward needs ${reward.points} points and you have ${state.points}.`);
      state.points -= reward.points;
      history.unshift({ id: state.nextId++, points: -reward.points, kind: 'redeem', label: labels.redeemed[locale] + reward.title, at: '2026-11-24T09:00:00.000Z', expiresAt: null });
      const applied = reward.kind === 'voucher' ? { kind: 'voucher' as const, partner: reward.partner } : { kind: 'addon' as const, title: reward.title, expiresAt: '2026-12-01T09:00:00.000Z' };
      return ok({ reward: { id, title: reward.title, kind: reward.kind }, points: reward.points, balance: state.points, applied }, {}, labels.done[locale].replace('{title}', reward.title));
    },
    'GET /api/v1/check-in': () => ok(week()),
    'POST /api/v1/check-in': () => {
      if (state.checkedInToday) return refused(409, labels.again[locale]);
      state.streak += 1;
      state.checkedInToday = true;
      const points = REWARDS[state.streak - 1];
      state.points += points;
      history.unshift({ id: state.nextId++, points, kind: 'earn', label: labels.checkIn[locale], at: '2026-11-24T09:00:00.000Z', expiresAt: '2027-11-24T09:00:00.000Z' });
      const message = labels.message[locale].replace('{day}', String(state.streak)).replace('{points}', String(points));
      return ok({ today: '2026-11-24', streakDay: state.streak, points, unlocked: state.streak === 7, balance: state.points, status: week() }, {}, message);
    },
  };
}
