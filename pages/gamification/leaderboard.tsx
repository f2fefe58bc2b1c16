import { flowMessages } from '@/flows/messages';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { FlowFrame } from '@/flows/shared/ui';
import { gamePaths, type Leaderboard } from '@/lib/games';
import { toLocale } from '@/lib/locales';
import { accountPageProps, type AccountPageProps } from '@/lib/server/account-pages';
import { leaderboard } from '@/lib/server/services/games';
import { SeoHead } from '@/shell/SeoHead';
import { LeaderboardView } from '@/views/games/LeaderboardView';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.games;

type Props = AccountPageProps<{ boards: Record<'week' | 'all', Leaderboard> }>;

/** /gamification/leaderboard: this week and all time, both loaded with the page (the tabs switch without a request). */
export default function LeaderboardPage({ layout, site, subscriber, boards }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('games.leaderboard.title')} description={t('games.leaderboard.intro')} path={gamePaths.leaderboard} locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} />
      <FlowFrame layout={layout}>
        <LeaderboardView boards={boards} signedIn={subscriber !== null} />
      </FlowFrame>
    </>
  );
}

export const getServerSideProps = accountPageProps('page', messages, async (_ctx, subscriber) => {
  const msisdn = subscriber?.msisdn ?? null;
  const [week, all] = await Promise.all([leaderboard('week', msisdn), leaderboard('all', msisdn)]);
  return { boards: { week, all } };
});
