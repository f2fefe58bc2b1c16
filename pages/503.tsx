import type { GetStaticProps } from 'next';
import { toLocale } from '@/lib/locales';
import { staticShellProps } from '@/lib/server/page-data';
import { ErrorHead } from '@/shell/errors/ErrorHead';
import { ErrorPage } from '@/shell/errors/ErrorPage';

/** "Server busy": a proxy or load balancer serves this page (/503) while the site is overloaded. */
export default function ServiceUnavailablePage() {
  return (
    <>
      <ErrorHead titleKey="unavailableTitle" />
      <ErrorPage kind={503} />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: await staticShellProps(toLocale(locale)) });
