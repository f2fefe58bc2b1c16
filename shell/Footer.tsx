import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { baghdadDay } from '@/lib/baghdad-day';
import { brand } from '@/lib/brand';
import { toLocale } from '@/lib/locales';
import type { MenuItem } from '@/lib/menu';
import { Container } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { ColorModeSelect } from './ColorModeSelect';
import { classed } from '@/ui/classed';
import styles from './Footer.module.css';

export interface FooterProps {
  /** The site map's footer position: groups with links. */
  items: MenuItem[];
  forcedColorMode?: 'light' | 'dark';
}

/** The legal pages (pages/terms.tsx, privacy.tsx, cookies.tsx): on every page, whatever the CMS menu holds. */
export const legalLinks = [
  { key: 'terms', href: '/terms' },
  { key: 'privacy', href: '/privacy' },
  { key: 'cookies', href: '/cookies' },
] as const;

export function Footer({ items, forcedColorMode }: FooterProps) {
  const t = useTranslations('footer');
  const locale = toLocale(useRouter().locale);
  // The current year in Baghdad (a cached page is rendered again well within a year).
  const year = baghdadDay(new Date()).slice(0, 4);
  return (
    <Bar>
      <Container>
        <nav aria-label={t('label')}>
          <Groups>
            {items.map((group) => (
              <div key={group.permalink + group.name}>
                <h2>{group.name}</h2>
                <ul>
                  {(group.children ?? []).map((link) => (
                    <li key={link.permalink + link.name}>
                      <SmartLink href={link.permalink} target={link.target}>
                        {link.name}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </Groups>
        </nav>
        <Legal aria-label={t('legal.label')}>
          <ul>
            {legalLinks.map((link) => (
              <li key={link.key}>
                <SmartLink href={link.href}>{t(`legal.${link.key}`)}</SmartLink>
              </li>
            ))}
          </ul>
        </Legal>
        <Bottom>
          <p>
            {t('customerCare')}:{' '}
            <a href={`tel:${brand.customerCareNumber}`} className="ltr">
              {brand.customerCareNumber}
            </a>
          </p>
          <p>{t('vat')}</p>
          <ColorModeSelect forced={forcedColorMode} />
          <p>{t('copyright', { year, name: brand.name[locale] })}</p>
        </Bottom>
      </Container>
    </Bar>
  );
}

const Bar = classed.footer(styles.Bar);

const Groups = classed.div(styles.Groups);

const Legal = classed.nav(styles.Legal);

const Bottom = classed.div(styles.Bottom);
