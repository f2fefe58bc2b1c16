import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
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

export function Footer({ items, forcedColorMode }: FooterProps) {
  const t = useTranslations('footer');
  const locale = toLocale(useRouter().locale);
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
        <Bottom>
          <p>
            {t('customerCare')}:{' '}
            <a href={`tel:${brand.customerCareNumber}`} className="ltr">
              {brand.customerCareNumber}
            </a>
          </p>
          <p>{t('vat')}</p>
          <ColorModeSelect forced={forcedColorMode} />
          <p>{t('copyright', { year: brand.copyrightYear, name: brand.name[locale] })}</p>
        </Bottom>
      </Container>
    </Bar>
  );
}

const Bar = classed.footer(styles.Bar);

const Groups = classed.div(styles.Groups);

const Bottom = classed.div(styles.Bottom);
