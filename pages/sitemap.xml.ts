import type { GetServerSideProps } from 'next';
import { localizePath, locales } from '@/lib/locales';
import { listPublishedPages } from '@/lib/server/content/pages';
import { serverEnv } from '@/lib/server/env';
import { listPosts } from '@/lib/server/services/blog';
import { listOpenJobs } from '@/lib/server/services/careers';
import { shopSitemapEntries } from '@/lib/server/services/shop/catalogue';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every published page in every locale, with hreflang alternates; blog posts, open jobs and the shop too. */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const origin = serverEnv().SITE_URL.replace(/\/$/, '');
  const entries = new Map<string, Date>();
  for (const page of await listPublishedPages()) {
    const key = page.uri;
    const previous = entries.get(key);
    if (!previous || previous < page.publishedAt) entries.set(key, page.publishedAt);
  }
  for (const post of await listPosts('ar', { limit: 1000 })) entries.set(post.href, new Date(post.publishedAt));
  for (const job of await listOpenJobs('ar', 1000)) entries.set(job.href, new Date(job.postedAt));
  for (const entry of await shopSitemapEntries()) entries.set(entry.href, entry.lastmod);

  const urls = [...entries].flatMap(([path, lastmod]) =>
    locales.map((locale) => {
      const alternates = locales
        .map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escape(origin + localizePath(path, l))}"/>`)
        .join('');
      return `<url><loc>${escape(origin + localizePath(path, locale))}</loc><lastmod>${lastmod.toISOString()}</lastmod>${alternates}</url>`;
    }),
  );
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=600');
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>`,
  );
  return { props: {} };
};

export default function Sitemap() {
  return null;
}
