import { viewMessages } from '@/lib/i18n/view-messages';
import type { GetServerSideProps } from 'next';
import { useTranslations } from 'next-intl';
import Head from 'next/head';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { shellProps } from '@/lib/server/page-data';
import { listLookups } from '@/lib/server/services/careers';
import { EDITOR_COOKIE, editorForToken } from '@/lib/server/services/editor-auth';
import { Container } from '@/ui/primitives';
import { AddJobForm, type Lookups } from '@/views/careers/AddJobForm';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = viewMessages.careers;

type Props = ShellPageProps & { lookups: Lookups };

/** Add a job: signed-in editors only (others are sent to the editor's sign-in). */
export default function AddJobPage({ lookups }: Props) {
  const t = useTranslations('careers');
  return (
    <Container>
      <Head>
        <title>{t('addTitle')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{t('addTitle')}</h1>
      <AddJobForm lookups={lookups} />
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, locale: rawLocale }) => {
  if (!(await editorForToken(req.cookies[EDITOR_COOKIE]))) return { redirect: { destination: '/editor', permanent: false } };
  res.setHeader('Cache-Control', 'private, no-store');
  const locale = toLocale(rawLocale);
  const [category, level, field, location] = await Promise.all((['category', 'level', 'field', 'location'] as const).map((k) => listLookups(k, locale)));
  return { props: { ...(await shellProps(locale, { messages })), lookups: { category, level, field, location } } };
};
