/**
 * The games pages' getServerSideProps against a real database: the list, a game (an unknown one is a
 * 404), the leaderboard and shake-to-win, in Arabic, English and Kurdish, for visitors and a signed-in
 * subscriber; props are plain JSON (Next refuses `undefined`) and never carry the quiz's answers.
 */
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { freshLine, signInAs } from '@/lib/server/testing/operator';
import { getServerSideProps as detail } from '@/pages/gamification/detail/[id]';
import { getServerSideProps as list } from '@/pages/gamification/index';
import { getServerSideProps as leaderboard } from '@/pages/gamification/leaderboard';
import { getServerSideProps as shake } from '@/pages/personal/game';
import playRoute from '@/pages/api/v1/games/[id]/play';

async function run(gssp: GetServerSideProps<any>, { url, locale = 'en', token }: { url: string; locale?: string; token?: string }) {
  const search = url.split('?')[1] ?? '';
  const ctx = {
    req: { headers: {}, cookies: token ? { session: token } : {} },
    res: { setHeader: () => undefined, getHeader: () => undefined },
    query: Object.fromEntries(new URLSearchParams(search)),
    locale,
    resolvedUrl: url,
    params: {},
  } as unknown as GetServerSidePropsContext;
  const result = (await gssp(ctx)) as Record<string, any>;
  if ('props' in result) {
    const walk = (value: unknown, at: string) => {
      if (value === undefined) throw new Error(`undefined at ${at}`);
      if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`);
    };
    walk(result.props, 'props');
  }
  return result;
}

describeWithDatabase('games pages', () => {
  it('list the games in each language; visitors are asked to sign in', async () => {
    for (const [locale, title] of [['ar', 'هزّ واربح'], ['en', 'Shake to win'], ['ku', 'ڕایبوەشێنە و ببەوە']] as const) {
      const { props } = await run(list, { url: '/gamification', locale });
      expect(props.games.map((g: { id: string }) => g.id)).toEqual(['shake-to-win', 'daily-check-in', 'daily-quiz']);
      expect(props.games[0]).toMatchObject({ title, canPlay: false, reason: 'signIn' });
    }
  });

  it('a game page has its rules; the quiz page its questions without answers; an unknown game is a 404', async () => {
    const quiz = await run(detail, { url: '/gamification/detail/daily-quiz?id=daily-quiz', locale: 'ku' });
    expect(quiz.props.game.questions).toHaveLength(5);
    expect(JSON.stringify(quiz.props)).not.toMatch(/"answer"/);
    expect(quiz.props.game.rules).toMatch(/[ڕێۆە]/);
    expect((await run(detail, { url: '/gamification/detail/nothing?id=nothing' })).notFound).toBe(true);
    expect((await run(detail, { url: '/gamification/detail/x?id=../etc' })).notFound).toBe(true);
  });

  it('shake-to-win and the leaderboard follow the signed-in subscriber', async () => {
    const msisdn = await freshLine();
    const headers = await signInAs(msisdn);
    const token = headers.Authorization!.replace('Bearer ', '');
    const before = await run(shake, { url: '/personal/game', token });
    expect(before.props.subscriber).toMatchObject({ msisdn });
    expect(before.props.game).toMatchObject({ id: 'shake-to-win', canPlay: true, reason: null });
    expect(before.props.game.rules).toBeUndefined();

    const played = await callApi(playRoute, { method: 'POST', url: '/x?id=shake-to-win&lang=en', body: {}, headers });
    expect(played.status).toBe(200);
    const after = await run(shake, { url: '/personal/game', token, locale: 'ar' });
    expect(after.props.game).toMatchObject({ canPlay: false, reason: 'playedToday' });

    const board = await run(leaderboard, { url: '/gamification/leaderboard', token });
    expect(Object.keys(board.props.boards).sort()).toEqual(['all', 'week']);
    expect(board.props.boards.week.you).toEqual(expect.objectContaining({ points: played.json.data.outcome.points }));
    expect(JSON.stringify(board.props.boards)).not.toContain(msisdn);
  });
});
