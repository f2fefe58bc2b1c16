/**
 * What a daily check-in gives is said from one place, CHECK_IN_POINTS (lib/rewards.ts), which the
 * server awards (issue 28: the games page said "5 to 20" points a day, the boarding page "10 to 20").
 */
import { CHECK_IN_POINTS } from '@/lib/rewards';
import { getServedPage } from '@/lib/server/content/documents';
import { checkInTable } from '@/lib/server/db/seed/content/personal';
import { listGames } from '@/lib/server/services/games';
import { describeWithDatabase } from '@/lib/server/testing/db';

describe('the boarding page\'s check-in table', () => {
  it('is made from CHECK_IN_POINTS, in the three languages', () => {
    expect(checkInTable('en')).toBe(
      '<table><thead><tr><th>Day</th><th>Reward</th></tr></thead><tbody><tr><td>1 and 2</td><td>10 points</td></tr><tr><td>3 and 4</td><td>15 points</td></tr><tr><td>5 and 6</td><td>20 points</td></tr><tr><td>7</td><td>100 points: the week bonus</td></tr></tbody></table>',
    );
    expect(checkInTable('ar')).toContain('<tr><td>1 و2</td><td>10 نقاط</td></tr>');
    expect(checkInTable('ku')).toContain('<tr><td>7</td><td>100 خاڵ: خەڵاتی هەفتە</td></tr>');
  });
});

describeWithDatabase('the check-in amounts a visitor reads', () => {
  it('the games page lists the check-in prizes CHECK_IN_POINTS gives, in each language', async () => {
    const daily = CHECK_IN_POINTS.slice(0, -1);
    expect([Math.min(...daily), Math.max(...daily), CHECK_IN_POINTS.at(-1)]).toEqual([10, 20, 100]);
    const labels = async (lang: 'ar' | 'en' | 'ku') => (await listGames(lang, null)).find((game) => game.type === 'check-in')!.prizes.map((p) => p.label);
    expect(await labels('en')).toEqual(['10 to 20 points a day', '100 points on day 7']);
    expect(await labels('ar')).toEqual(['من 10 إلى 20 نقطة يومياً', '100 نقطة في اليوم 7']);
    expect(await labels('ku')).toEqual(['10 بۆ 20 خاڵ لە ڕۆژێکدا', '100 خاڵ لە ڕۆژی 7']);
  });

  it('the boarding page says the same amounts', async () => {
    const page = JSON.stringify((await getServedPage('/personal/rewards/boarding', 'en'))?.data);
    expect(page).toContain('<td>1 and 2</td><td>10 points</td>');
    expect(page).not.toMatch(/5 to 20/);
  });
});
