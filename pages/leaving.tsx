import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { serverEnv } from '@/lib/server/env';
import { shellProps } from '@/lib/server/page-data';
import { decideRedirect } from '@/lib/server/redirect';
import { ErrorHead } from '@/shell/errors/ErrorHead';
import { Button, ButtonLink, Container } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import styles from './leaving.module.css';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = ['leaving'] as const;

type Props = ShellPageProps & { target: string | null; host: string | null };

/** "You are leaving the site" (design.md section 7), reached from /api/redirect. */
export default function LeavingPage({ target, host }: Props) {
  const t = useTranslations('leaving');
  const router = useRouter();
  return (
    <Container>
      <ErrorHead titleKey="fatalTitle" />
      <Box>
        {target ? (
          <>
            <h1>{t('title')}</h1>
            <p>{t('body')}</p>
            <p className="ltr destination">
              <strong>{host}</strong>
              <br />
              {target}
            </p>
            <Actions>
              <ButtonLink href={target} rel="noopener noreferrer nofollow">
                {t('continue')}
              </ButtonLink>
              <Button type="button" $variant="secondary" onClick={() => (history.length > 1 ? router.back() : router.push('/'))}>
                {t('cancel')}
              </Button>
            </Actions>
          </>
        ) : (
          <>
            <h1>{t('refused')}</h1>
            <p>{t('refusedBody')}</p>
          </>
        )}
      </Box>
    </Container>
  );
}

const Box = classed.section(styles.Box);

const Actions = classed.div(styles.Actions);

export const getServerSideProps: GetServerSideProps<Props> = async ({ query, locale }) => {
  const env = serverEnv();
  // Decide again: this page must never offer a link the redirect endpoint would refuse.
  const decision = decideRedirect(query.target, { siteHost: new URL(env.SITE_URL).hostname, allowlist: env.REDIRECT_ALLOWLIST });
  const shell = await shellProps(toLocale(locale), { layout: 'collapse', messages });
  if (decision.kind === 'redirect') return { redirect: { destination: decision.location, permanent: false } };
  return {
    props: {
      ...shell,
      target: decision.kind === 'interstitial' ? decision.url : null,
      host: decision.kind === 'interstitial' ? decision.host : null,
    },
  };
};
