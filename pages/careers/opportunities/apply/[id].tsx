import { viewMessages } from '@/lib/i18n/view-messages';
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { shellProps } from '@/lib/server/page-data';
import { getJob } from '@/lib/server/services/careers';
import { SeoHead } from '@/shell/SeoHead';
import { Container } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { ApplyForm } from '@/views/careers/ApplyForm';
import { classed } from '@/ui/classed';
import styles from './[id].module.css';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = viewMessages.careers;

type Props = ShellPageProps & { job: { id: number; title: string } };

/** The application form of a job (spec section 2: /careers/opportunities/apply/:id). */
export default function ApplyPage({ job, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <Container>
      <SeoHead title={t('careers.applyTitle', { title: job.title })} path={`/careers/opportunities/apply/${job.id}`} locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <Page>
        <p>
          <SmartLink href={`/careers/opportunities/${job.id}`}>{job.title}</SmartLink>
        </p>
        <h1>{t('careers.applyTitle', { title: job.title })}</h1>
        <ApplyForm jobId={job.id} />
      </Page>
    </Container>
  );
}

const Page = classed.div(styles.Page);

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, locale: rawLocale }) => {
  const locale = toLocale(rawLocale);
  const id = String(params?.id ?? '');
  const job = /^\d{1,9}$/.test(id) ? await getJob(Number(id), locale) : null;
  if (!job || !job.open) return { notFound: true };
  return { props: { ...(await shellProps(locale, { messages })), job: { id: job.id, title: job.title } } };
};
