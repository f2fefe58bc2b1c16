import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { SiteImage } from '@/ui/SiteImage';
import { SmartLink } from '@/ui/SmartLink';
import { Container, VisuallyHidden } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import styles from './AppDownload.module.css';

export interface AppDownloadProps {
  title: string;
  text: string;
  /** Absolute https link to the App Store page; empty hides the button. */
  appStoreUrl: string;
  /** Absolute https link to the Google Play page; empty hides the button. */
  playStoreUrl: string;
  /** A local image under /images/, or '' for none. */
  image: string;
  /** Describes the image; empty when it is decoration only. */
  imageAlt: string;
  /** Show "Text me the link": the app's links by SMS (POST /api/v1/request-app-sms). */
  smsLink?: boolean;
}

// Its own chunk, loaded only where an editor turned the form on.
const AppLinkSms = dynamic(() => import('@/flows/sso/AppLinkSms').then((m) => m.AppLinkSms));

/** Invites visitors to install the app: text, store buttons (leaving through /api/redirect) and an image. */
export function AppDownload({ title, text, appStoreUrl, playStoreUrl, image, imageAlt, smsLink = false }: AppDownloadProps) {
  const t = useTranslations('blocks.AppDownload');
  const stores = [
    { href: appStoreUrl, label: t('appStore'), key: 'app-store' },
    { href: playStoreUrl, label: t('playStore'), key: 'google-play' },
  ].filter((store) => store.href);

  return (
    <Band>
      <Container>
        <Layout $withImage={Boolean(image)}>
          <div>
            <h2>{title}</h2>
            {text && <p>{text}</p>}
            {stores.length > 0 && (
              <Stores>
                {stores.map((store) => (
                  <li key={store.key}>
                    <SmartLink href={store.href} target="_blank" data-store={store.key}>
                      {store.label}
                      <VisuallyHidden> ({t('newWindow')})</VisuallyHidden>
                    </SmartLink>
                  </li>
                ))}
              </Stores>
            )}
            {smsLink && <AppLinkSms />}
          </div>
          {image && <SiteImage src={image} alt={imageAlt} width={480} height={360} sizes="(min-width: 1024px) 40vw, 100vw" />}
        </Layout>
      </Container>
    </Band>
  );
}

const Band = classed.section(styles.Band);

const Layout = classed.div<{ $withImage: boolean }>(styles.Layout, {
  '--app-download-layout-grid-template-columns': ({ $withImage }) => ($withImage ? '3fr 2fr' : '1fr'),
});

const Stores = classed.ul(styles.Stores);
