import type { GetStaticProps } from 'next';
import { toLocale } from '@/lib/locales';
import { staticShellProps } from '@/lib/server/page-data';
import { ErrorHead } from '@/shell/errors/ErrorHead';
import { ErrorPage } from '@/shell/errors/ErrorPage';

export default function ServerErrorPage() {
  return (
    <>
      <ErrorHead titleKey="internalTitle" />
      <ErrorPage kind={500} />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: await staticShellProps(toLocale(locale)) });
