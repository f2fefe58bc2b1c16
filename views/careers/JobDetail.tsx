import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import { useDateFormat } from '@/ui/dates';
import { SmartLink } from '@/ui/SmartLink';

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

const Article = styled.article`
  padding-block: ${({ theme }) => theme.space.lg};
  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  }
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0;
  }
  .posted {
    color: ${({ theme }) => theme.color.textMuted};
  }
  .apply {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.target};
    padding-inline: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
  }
`;
