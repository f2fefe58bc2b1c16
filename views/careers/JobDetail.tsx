import { useTranslations } from 'next-intl';
import { useDateFormat } from '@/ui/dates';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './JobDetail.module.css';

export interface JobView {
  id: number;
  title: string;
  html: string;
  category: string;
  level: string;
  field: string;
  location: string;
  postedAt: string;
  open: boolean;
}

/** A job's description (its HTML was sanitised on the server) with the way to apply. */
export function JobDetail({ job }: { job: JobView }) {
  const t = useTranslations('careers');
  const formatDate = useDateFormat();
  return (
    <Article>
      <p>
        <SmartLink href="/careers">{t('allJobs')}</SmartLink>
      </p>
      <h1>{job.title}</h1>
      <dl>
        <dt>{t('category')}</dt>
        <dd>{job.category}</dd>
        <dt>{t('level')}</dt>
        <dd>{job.level}</dd>
        <dt>{t('field')}</dt>
        <dd>{job.field}</dd>
        <dt>{t('location')}</dt>
        <dd>{job.location}</dd>
      </dl>
      <p className="posted">{t('posted', { date: formatDate(job.postedAt, { dateStyle: 'long' }) })}</p>
      <div dangerouslySetInnerHTML={{ __html: job.html }} />
      {job.open ? (
        <SmartLink href={`/careers/opportunities/apply/${job.id}`} className="apply">
          {t('apply')}
        </SmartLink>
      ) : (
        <p role="status">{t('closed')}</p>
      )}
    </Article>
  );
}

const Article = classed.article(styles.Article);
