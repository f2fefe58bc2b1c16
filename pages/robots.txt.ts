import type { GetServerSideProps } from 'next';
import { serverEnv } from '@/lib/server/env';

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const origin = serverEnv().SITE_URL.replace(/\/$/, '');
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600');
  res.end(
    ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /editor', 'Disallow: /leaving', 'Disallow: /dev/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'),
  );
  return { props: {} };
};

export default function Robots() {
  return null;
}
