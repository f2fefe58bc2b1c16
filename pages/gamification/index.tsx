import { flowMessages } from '@/flows/messages';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { FlowFrame } from '@/flows/shared/ui';
import { gamePaths, type GameSummary } from '@/lib/games';
import { toLocale } from '@/lib/locales';
import { accountPageProps, type AccountPageProps } from '@/lib/server/account-pages';
import { listGames } from '@/lib/server/services/games';
import { SeoHead } from '@/shell/SeoHead';
import { GamesList } from '@/views/games/GamesList';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.games;

type Props = AccountPageProps<{ games: GameSummary[] }>;

/** /gamification: the games; whether each can be played today depends on who is signed in (per request). */
export default function GamesPage({ layout, site, games }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('games.list.title')} description={t('games.list.intro')} path={gamePaths.list} locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} />
      <FlowFrame layout={layout}>
        <GamesList games={games} />
      </FlowFrame>
    </>
  );
}

export const getServerSideProps = accountPageProps('page', messages, async (ctx, subscriber) => ({ games: await listGames(toLocale(ctx.locale), subscriber?.msisdn ?? null) }));
