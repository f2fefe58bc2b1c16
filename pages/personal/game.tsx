import { flowMessages } from '@/flows/messages';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { FlowFrame } from '@/flows/shared/ui';
import { gamePaths, type GameSummary } from '@/lib/games';
import { toLocale } from '@/lib/locales';
import { accountPageProps, type AccountPageProps } from '@/lib/server/account-pages';
import { ApiError } from '@/lib/server/api/errors';
import { gameDetail } from '@/lib/server/services/games';
import { SeoHead } from '@/shell/SeoHead';
import { ShakeToWin } from '@/views/games/ShakeToWin';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.games;

type Props = AccountPageProps<{ game: GameSummary }>;

/** /personal/game: shake-to-win (visitors are asked to sign in; the chat button is hidden here, lib/chat.ts). */
export default function ShakePage({ layout, site, subscriber, game }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={game.title} description={game.description} path={gamePaths.shake} locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} />
      <FlowFrame layout={layout}>
        <ShakeToWin game={game} signedIn={subscriber !== null} />
      </FlowFrame>
    </>
  );
}

export const getServerSideProps = accountPageProps('page', messages, async (ctx, subscriber) => {
  try {
    const { rules: _rules, questions: _questions, ...game } = await gameDetail('shake-to-win', toLocale(ctx.locale), subscriber?.msisdn ?? null);
    return { game };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { notFound: true as const };
    throw error;
  }
});
