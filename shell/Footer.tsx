import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import { brand } from '@/lib/brand';
import { toLocale } from '@/lib/locales';
import type { MenuItem } from '@/lib/menu';
import { Container } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { ColorModeSelect } from './ColorModeSelect';

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

const Bar = styled.footer`
  margin-block-start: ${({ theme }) => theme.space.xxl};
  padding-block: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: inline-block;
    padding-block: 6px;
    color: ${({ theme }) => theme.color.text};
  }
`;

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-block-start: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  p {
    margin: 0;
  }
`;
