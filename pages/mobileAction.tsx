import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { shellProps } from '@/lib/server/page-data';
import { SeoHead } from '@/shell/SeoHead';
import { Container } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './mobileAction.module.css';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = ['mobileAction'] as const;

/** Actions that belong to the mobile app (spec section 2: /mobileAction): install or open the app. */
export default function MobileActionPage({ site }: ShellPageProps) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <Container>
      <SeoHead title={t('mobileAction.title')} path="/mobileAction" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <Box>
        <h1>{t('mobileAction.title')}</h1>
        <p>{t('mobileAction.intro')}</p>
        <ul>
          <li>
            <SmartLink href="https://apps.apple.com/app/nour-mobile/id0000000000">{t('mobileAction.appStore')}</SmartLink>
          </li>
          <li>
            <SmartLink href="https://play.google.com/store/apps/details?id=iq.nour.mobile">{t('mobileAction.playStore')}</SmartLink>
          </li>
          <li>
            <SmartLink href="/">{t('mobileAction.continueWeb')}</SmartLink>
          </li>
        </ul>
      </Box>
    </Container>
  );
}

const Box = classed.section(styles.Box);

// Server-rendered (pages never read the database at build time; README explains why).
export const getServerSideProps: GetServerSideProps<ShellPageProps> = async ({ locale, res }) => {
  res.setHeader('Cache-Control', 'public, s-maxage=3600');
  return { props: await shellProps(toLocale(locale), { layout: 'page', messages }) };
};
