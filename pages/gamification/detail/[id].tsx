import { flowMessages } from '@/flows/messages';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { FlowFrame } from '@/flows/shared/ui';
import { gamePaths, type GameDetail } from '@/lib/games';
import { toLocale } from '@/lib/locales';
import { accountPageProps, queryString, type AccountPageProps } from '@/lib/server/account-pages';
import { ApiError } from '@/lib/server/api/errors';
import { gameDetail } from '@/lib/server/services/games';
import { SeoHead } from '@/shell/SeoHead';
import { GameDetailView } from '@/views/games/GameDetailView';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.games;

type Props = AccountPageProps<{ game: GameDetail }>;

/** /gamification/detail/{id}: one game, its rules and prizes; the quiz is played here. */
export default function GameDetailPage({ layout, site, game }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={game.title} description={game.description} path={gamePaths.detail(game.id)} locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} />
      <FlowFrame layout={layout}>
        <GameDetailView game={game} />
      </FlowFrame>
    </>
  );
}

export const getServerSideProps = accountPageProps('page', messages, async (ctx, subscriber) => {
  const id = queryString(ctx.query.id) ?? '';
  if (!/^[a-z0-9-]{1,60}$/.test(id)) return { notFound: true as const };
  try {
    return { game: await gameDetail(id, toLocale(ctx.locale), subscriber?.msisdn ?? null) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { notFound: true as const };
    throw error;
  }
});
