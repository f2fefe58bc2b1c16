import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import type { JobLookups, JobSummary } from '@/lib/catalog';
import { useDateFormat } from '@/ui/dates';
import { SmartLink } from '@/ui/SmartLink';
import { Button } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import styles from './JobsList.module.css';

export interface JobsListProps {
  title: string;
  /** At most this many jobs are listed. */
  limit: number;
  /** Shows the category, level, field and location filters. */
  showFilters: boolean;
  /** Resolved by the server: the open positions. */
  jobs?: JobSummary[];
  /** Resolved by the server: the filters' choices. */
  lookups?: JobLookups;
}

const filterKeys = ['category', 'level', 'field', 'location'] as const;
type FilterKey = (typeof filterKeys)[number];
const lookupOf: Record<FilterKey, keyof JobLookups> = { category: 'categories', level: 'levels', field: 'fields', location: 'locations' };
const noFilters: Record<FilterKey, string> = { category: '', level: '', field: '', location: '' };

/** Open positions with optional filters that work in the browser; each title links to the job. */
export function JobsList({ title, limit, showFilters, jobs, lookups }: JobsListProps) {
  const t = useTranslations('blocks.JobsList');
  const formatDate = useDateFormat();
  const id = useId();
  const [filters, setFilters] = useState(noFilters);
  const all = useMemo(() => jobs ?? [], [jobs]);

  // The server's lookups when it sent them, otherwise the values the jobs themselves use.
  const choices = useMemo(() => {
    const out = {} as Record<FilterKey, string[]>;
    for (const key of filterKeys) {
      const fromServer = lookups?.[lookupOf[key]];
      out[key] = fromServer?.length ? fromServer : [...new Set(all.map((job) => job[key]).filter(Boolean))].sort();
    }
    return out;
  }, [lookups, all]);

  const active = showFilters ? filters : noFilters;
  const matches = all.filter((job) => filterKeys.every((key) => !active[key] || job[key] === active[key]));
  const shown = matches.slice(0, Math.max(1, limit));
  const filtered = filterKeys.some((key) => active[key]);

  return (
    <Wrapper aria-labelledby={title ? `${id}-title` : undefined}>
      {title && <h2 id={`${id}-title`}>{title}</h2>}
      {all.length === 0 ? (
        <Empty>{t('none')}</Empty>
      ) : (
        <>
          {showFilters && (
            <Filters>
              <legend>{t('filters')}</legend>
              {filterKeys.map((key) => (
                <div key={key}>
                  <label htmlFor={`${id}-${key}`}>{t(key)}</label>
                  <select
                    id={`${id}-${key}`}
                    value={filters[key]}
                    onChange={(event) => setFilters((current) => ({ ...current, [key]: event.target.value }))}
                  >
                    <option value="">{t('all')}</option>
                    {choices[key].map((value) => (
                      <option key={value} value={value}>
                        {value}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </Filters>
          )}
          <p role="status" className="count">
            {t('count', { count: matches.length, n: String(matches.length) })}
            {matches.length > shown.length && ` ${t('showing', { n: String(shown.length) })}`}
          </p>
          {shown.length === 0 ? (
            <Empty>
              {t('empty')}{' '}
              {filtered && (
                <Button type="button" $variant="secondary" onClick={() => setFilters(noFilters)}>
                  {t('clear')}
                </Button>
              )}
            </Empty>
          ) : (
            <Jobs>
              {shown.map((job) => (
                <li key={job.id}>
                  <h3>
                    <SmartLink href={job.href}>{job.title}</SmartLink>
                  </h3>
                  <p className="meta">
                    {[job.category, job.level, job.field, job.location].filter(Boolean).map((value, index) => (
                      <span key={index}>{value}</span>
                    ))}
                  </p>
                  {job.postedAt && (
                    <p className="date">
                      {t('posted', { date: formatDate(job.postedAt) })}
                    </p>
                  )}
                </li>
              ))}
            </Jobs>
          )}
        </>
      )}
    </Wrapper>
  );
}

const Wrapper = classed.section(styles.Wrapper);

const Filters = classed.fieldset(styles.Filters);

const Jobs = classed.ul(styles.Jobs);

const Empty = classed.div(styles.Empty);
