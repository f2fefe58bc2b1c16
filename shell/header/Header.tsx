import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { brand } from '@/lib/brand';
import { toLocale } from '@/lib/locales';
import { selectSecondMenu, selectTopMenu, type ShellMenus } from '@/lib/menu';
import { Container } from '@/ui/primitives';
import { CloseIcon, MenuIcon } from '@/ui/icons';
import { SmartLink } from '@/ui/SmartLink';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { MegaMenu } from './MegaMenu';
import { SearchLauncher } from '../search/SearchLauncher';

export interface HeaderProps {
  menus: Pick<ShellMenus, 'header' | 'account'>;
  /** The collapse layout shows the top bar only. */
  collapsed?: boolean;
}

/**
 * Top menu (personal, business, about us, career) and the second level of the selected one. Both
 * selections are recomputed from the path on every navigation (spec section 2).
 */
export function Header({ menus, collapsed = false }: HeaderProps) {
  const t = useTranslations('nav');
  const router = useRouter();
  const locale = toLocale(router.locale);
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuId = useId();
  const path = router.asPath;
  const top = selectTopMenu(menus.header, path);
  const secondItems = top?.children ?? [];
  const second = selectSecondMenu(secondItems, path);

  useEffect(() => {
    const close = () => setMobileOpen(false);
    router.events?.on('routeChangeComplete', close);
    return () => router.events?.off('routeChangeComplete', close);
  }, [router.events]);

  return (
    <Bar>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <Container>
        <TopRow>
          <SmartLink href="/" className="brand">
            {/* A 400-byte SVG: next/image would add its client code to every page for nothing. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={brand.logo} alt="" width={40} height={40} />
            <span>{brand.name[locale]}</span>
          </SmartLink>
          <MenuToggle
            type="button"
            aria-expanded={mobileOpen}
            aria-controls={menuId}
            onClick={() => setMobileOpen((v) => !v)}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />} {mobileOpen ? t('closeMenu') : t('openMenu')}
          </MenuToggle>
          <Menus id={menuId} $open={mobileOpen}>
            <nav aria-label={t('mainMenu')}>
              <TopList>
                {menus.header.map((item) => (
                  <li key={item.permalink}>
                    <SmartLink href={item.permalink} aria-current={item === top ? 'page' : undefined}>
                      {item.name}
                    </SmartLink>
                  </li>
                ))}
              </TopList>
            </nav>
            <Tools>
              <SearchLauncher />
              <LanguageSwitch />
              <AccountMenu items={menus.account} />
            </Tools>
          </Menus>
        </TopRow>
      </Container>
      {!collapsed && secondItems.length > 0 && (
        <SecondRow>
          <Container>
            <nav aria-label={t('secondMenu')}>
              <SecondList>
                {secondItems.map((item) => (
                  <li key={`${item.permalink}-${item.name}`}>
                    {item.children?.length ? (
                      <MegaMenu item={item} selected={item === second} />
                    ) : (
                      <SecondLink href={item.permalink} aria-current={item === second ? 'page' : undefined}>
                        {item.name}
                      </SecondLink>
                    )}
                  </li>
                ))}
              </SecondList>
            </nav>
          </Container>
        </SecondRow>
      )}
    </Bar>
  );
}

const Bar = styled.header`
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 8px;
  top: -100px;
  z-index: 100;
  padding: 8px 16px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  &:focus {
    top: 8px;
  }
`;

const TopRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 64px;
  .brand {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
`;

const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-inline-start: auto;
  min-height: ${({ theme }) => theme.target};
  padding-inline: ${({ theme }) => theme.space.md};
  background: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    display: none;
  }
`;

const Menus = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding-block-end: ${({ theme }) => theme.space.md};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    display: flex;
    flex-direction: row;
    align-items: center;
    width: auto;
    flex: 1;
    padding: 0;
  }
`;

const TopList = styled.ul`
  display: flex;
  flex-direction: column;
  list-style: none;
  margin: 0;
  padding: 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    flex-direction: row;
    gap: ${({ theme }) => theme.space.sm};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.target};
    padding-inline: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    border-block-end: 3px solid transparent;
  }
  a[aria-current='page'] {
    border-block-end-color: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    margin-inline-start: auto;
  }
`;

const SecondRow = styled.div`
  background: ${({ theme }) => theme.color.surface};
`;

const SecondList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const SecondLink = styled(SmartLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.target};
  padding-inline: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  border-block-end: 3px solid transparent;
  &[aria-current='page'] {
    border-block-end-color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
