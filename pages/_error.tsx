import type { NextPageContext } from 'next';
import { loadMessages } from '@/lib/i18n/messages';
import { pickMessages, withShell } from '@/lib/i18n/namespaces';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { ErrorHead } from '@/shell/errors/ErrorHead';
import { ErrorPage } from '@/shell/errors/ErrorPage';

type Props = ShellPageProps & { statusCode: number };

/** Any other error status (404 and 500 have their own static pages). */
export default function ErrorStatusPage({ statusCode }: Props) {
  const kind = statusCode === 404 ? 404 : statusCode === 503 ? 503 : 500;
  return (
    <>
      <ErrorHead titleKey={kind === 404 ? 'notFoundTitle' : kind === 503 ? 'unavailableTitle' : 'internalTitle'} />
      <ErrorPage kind={kind} />
    </>
  );
}

ErrorStatusPage.getInitialProps = async ({ res, err, locale }: NextPageContext): Promise<Props> => {
  const statusCode = res?.statusCode ?? (err as { statusCode?: number } | null)?.statusCode ?? 500;
  return {
    statusCode,
    messages: pickMessages(await loadMessages(toLocale(locale)), withShell()),
    site: { url: '', demoMode: false },
    layout: 'collapse',
  };
};
