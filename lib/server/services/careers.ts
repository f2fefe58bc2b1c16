/** Careers: job lookups, open jobs, applications with a CV, and jobs added by editors. */
import { and, desc, eq } from 'drizzle-orm';
import type { JobLookups, JobSummary } from '@/lib/catalog';
import type { Locale } from '@/lib/locales';
import { sanitizeRichText } from '@/lib/sanitize';
import { getDb } from '../db';
import { jobApplications, jobLookups, jobs, type JobTranslation, type Localized } from '../db/schema';
import { zipEntryNames } from '../zip';

export type LookupKind = 'category' | 'level' | 'field' | 'location';

export async function listLookups(kind: LookupKind, locale: Locale): Promise<Array<{ key: string; name: string }>> {
  const db = await getDb();
  const rows = await db.select().from(jobLookups).where(eq(jobLookups.kind, kind)).orderBy(jobLookups.key);
  return rows.map((r) => ({ key: r.key, name: r.names[locale] }));
}

async function lookupNames(locale: Locale): Promise<Map<string, string>> {
  const db = await getDb();
  const rows = await db.select().from(jobLookups);
  return new Map(rows.map((r) => [`${r.kind}:${r.key}`, r.names[locale]]));
}

export interface JobDetail extends JobSummary {
  html: string;
  open: boolean;
}

type JobRow = typeof jobs.$inferSelect;

function toJob(row: JobRow, locale: Locale, names: Map<string, string>): JobDetail {
  return {
    id: row.id,
    title: row.translations[locale].title,
    html: row.translations[locale].html,
    category: names.get(`category:${row.category}`) ?? row.category,
    level: names.get(`level:${row.level}`) ?? row.level,
    field: names.get(`field:${row.field}`) ?? row.field,
    location: names.get(`location:${row.location}`) ?? row.location,
    postedAt: row.postedAt.toISOString(),
    href: `/careers/opportunities/${row.id}`,
    open: row.open,
  };
}

export async function listOpenJobs(locale: Locale, limit = 50): Promise<JobDetail[]> {
  const db = await getDb();
  const rows = await db.select().from(jobs).where(eq(jobs.open, true)).orderBy(desc(jobs.postedAt)).limit(limit);
  const names = await lookupNames(locale);
  return rows.map((row) => toJob(row, locale, names));
}

export async function getJob(id: number, locale: Locale): Promise<JobDetail | null> {
  const db = await getDb();
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ? toJob(row, locale, await lookupNames(locale)) : null;
}

/** The lookups as display names (for the JobsList block's filters). */
export async function jobLookupNames(locale: Locale): Promise<JobLookups> {
  const [categories, levels, fields, locations] = await Promise.all(
    (['category', 'level', 'field', 'location'] as const).map((kind) => listLookups(kind, locale)),
  );
  const names = (list: Array<{ name: string }>) => list.map((l) => l.name);
  return { categories: names(categories), levels: names(levels), fields: names(fields), locations: names(locations) };
}

export interface ApplicationInput {
  jobId: number;
  name: string;
  email: string;
  phone: string;
  coverLetter: string;
  cv: { fileName: string; mime: string; data: Buffer };
  locale: Locale;
}

export async function saveApplication(input: ApplicationInput): Promise<{ id: number } | null> {
  const db = await getDb();
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, input.jobId), eq(jobs.open, true)));
  if (!job) return null;
  const [row] = await db
    .insert(jobApplications)
    .values({
      jobId: input.jobId,
      name: input.name,
      email: input.email,
      phone: input.phone,
      coverLetter: input.coverLetter,
      cvFileName: input.cv.fileName,
      cvMime: input.cv.mime,
      cvSize: input.cv.data.length,
      cv: input.cv.data,
      locale: input.locale,
    })
    .returning({ id: jobApplications.id });
  return row;
}

export interface NewJob {
  category: string;
  level: string;
  field: string;
  location: string;
  translations: Localized<JobTranslation>;
  createdBy: string;
}

export async function addJob(input: NewJob): Promise<{ id: number }> {
  const db = await getDb();
  const translations = Object.fromEntries(
    Object.entries(input.translations).map(([l, t]) => [l, { title: t.title, html: sanitizeRichText(t.html) }]),
  ) as Localized<JobTranslation>;
  const [row] = await db.insert(jobs).values({ ...input, translations }).returning({ id: jobs.id });
  return row;
}

export type CvKind = 'pdf' | 'docx';

/**
 * What a CV really is, by its bytes (never by its name or declared type). A DOCX is a ZIP whose table
 * of contents lists the package's content types and the document's body (ECMA-376 part 2): any other
 * ZIP is refused, also one that only has "word/" somewhere in its bytes.
 */
export function detectCvKind(data: Buffer): CvKind | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const isZip = data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
  const names = isZip ? zipEntryNames(data) : null;
  if (names?.includes('[Content_Types].xml') && names.includes('word/document.xml')) return 'docx';
  return null;
}

export const CV_MAX_BYTES = 5 * 1024 * 1024;
