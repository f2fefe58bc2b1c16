import { viewMessages } from '@/lib/i18n/view-messages';
import type { GetStaticPaths, GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { shellProps } from '@/lib/server/page-data';
import { getJob } from '@/lib/server/services/careers';
import { SeoHead } from '@/shell/SeoHead';
import { Container } from '@/ui/primitives';
import { FeedbackForm } from '@/views/careers/FeedbackForm';
import { JobDetail, type JobView } from '@/views/careers/JobDetail';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = viewMessages.careers;

type Props = ShellPageProps & { job: JobView };

/** A job (spec section 2: /careers/opportunities/:id). */
export default function JobPage({ job, site }: Props) {
  const t = useTranslations('meta');
  const locale = toLocale(useRouter().locale);
  return (
    <Container>
      <SeoHead title={job.title} path={`/careers/opportunities/${job.id}`} locale={locale} siteUrl={site.url} siteName={t('siteName')} />
      <JobDetail job={job} />
      <FeedbackForm />
    </Container>
  );
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props> = async ({ params, locale: rawLocale }) => {
  const locale = toLocale(rawLocale);
  const id = String(params?.id ?? '');
  if (!/^\d{1,9}$/.test(id)) return { notFound: true, revalidate: 60 };
  const job = await getJob(Number(id), locale);
  if (!job) return { notFound: true, revalidate: 60 };
  const { href: _href, ...view } = job;
  return { props: { ...(await shellProps(locale, { messages })), job: view }, revalidate: 300 };
};
