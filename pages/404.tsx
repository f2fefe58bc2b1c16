import type { GetStaticProps } from 'next';
import { toLocale } from '@/lib/locales';
import { staticShellProps } from '@/lib/server/page-data';
import { ErrorPage } from '@/shell/errors/ErrorPage';
import { ErrorHead } from '@/shell/errors/ErrorHead';

export default function NotFoundPage() {
  return (
    <>
      <ErrorHead titleKey="notFoundTitle" />
      <ErrorPage kind={404} />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: await staticShellProps(toLocale(locale)) });
