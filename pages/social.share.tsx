import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { normalizeUri } from '@/lib/content';
import { localizePath, toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { shellProps } from '@/lib/server/page-data';
import { SeoHead } from '@/shell/SeoHead';
import { Button, Container } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './social.share.module.css';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = ['share'] as const;

type Props = ShellPageProps & { url: string; title: string };

/** Share a page of the site (spec section 2: /social.share?path=&title=). */
export default function SharePage({ url, title, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  const [copied, setCopied] = useState(false);
  const text = title ? `${title} ${url}` : url;
  const targets = [
    ['whatsapp', `https://wa.me/?text=${encodeURIComponent(text)}`],
    ['telegram', `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`],
    ['facebook', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`],
    ['x', `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`],
  ] as const;
  return (
    <Container>
      <SeoHead title={t('share.title')} path="/social.share" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <Box>
        <h1>{t('share.title')}</h1>
        <p>{t('share.intro')}</p>
        <p className="ltr url">{url}</p>
        <ul>
          {targets.map(([name, href]) => (
            <li key={name}>
              <SmartLink href={href} target="_blank">
                {t(`share.${name}`)}
              </SmartLink>
            </li>
          ))}
        </ul>
        <Button
          type="button"
          $variant="secondary"
          onClick={async () => {
            await navigator.clipboard?.writeText(url);
            setCopied(true);
          }}
        >
          {t('share.copy')}
        </Button>
        <p role="status">{copied ? t('share.copied') : ''}</p>
      </Box>
    </Container>
  );
}

const Box = classed.section(styles.Box);

export const getServerSideProps: GetServerSideProps<Props> = async ({ query, locale: rawLocale }) => {
  const locale = toLocale(rawLocale);
  const shell = await shellProps(locale, { layout: 'collapse', messages });
  // Only pages of this site can be shared from here.
  const path = typeof query.path === 'string' && query.path.startsWith('/') && !query.path.startsWith('//') ? normalizeUri(query.path) : '/';
  const title = typeof query.title === 'string' ? query.title.slice(0, 140) : '';
  return { props: { ...shell, url: shell.site.url.replace(/\/$/, '') + localizePath(path, locale), title } };
};
