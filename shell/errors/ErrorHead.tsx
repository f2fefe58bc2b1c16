import Head from 'next/head';
import { useTranslations } from 'next-intl';

export function ErrorHead({ titleKey }: { titleKey: 'notFoundTitle' | 'internalTitle' | 'unavailableTitle' | 'fatalTitle' }) {
  const t = useTranslations('errors');
  const tMeta = useTranslations('meta');
  return (
    <Head>
      <title>{`${t(titleKey)} | ${tMeta('siteName')}`}</title>
      <meta name="robots" content="noindex" />
    </Head>
  );
}
