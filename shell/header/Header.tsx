import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import styled, { keyframes } from 'styled-components';
import { brand } from '@/lib/brand';
import { toLocale } from '@/lib/locales';
import { selectSecondMenu, selectTopMenu, type ShellMenus } from '@/lib/menu';
import { theme } from '@/lib/theme/tokens';
import { focusables } from '@/ui/focus';
import { Container } from '@/ui/primitives';
import { CloseIcon, MenuIcon } from '@/ui/icons';
import { SmartLink } from '@/ui/SmartLink';
import { AccountMenu } from './AccountMenu';
import { BagSlot } from './BagSlot';
import { LanguageSwitch } from './LanguageSwitch';
import { MegaMenu } from './MegaMenu';
import { TopTasks } from './TopTasks';
import { SearchLauncher } from '../search/SearchLauncher';

// The phone drawer's section list is only ever seen in the open drawer: its code loads when it opens
// (and on the first touch of the menu button), not with every page.
const loadDrawerSections = () => import('./DrawerSections').then((m) => m.DrawerSections);
const DrawerSections = dynamic(loadDrawerSections, { ssr: false });

export interface HeaderProps {
  menus: Pick<ShellMenus, 'header' | 'account'>;
  /** The collapse layout shows no section menu; the top tasks stay. */
  collapsed?: boolean;
}

/**
 * Top menu (personal, business, about us, career) and the second level of the selected one. Both
 * selections are recomputed from the path on every navigation (spec section 2). The top tasks sit at
 * the end of the second row; below the lg breakpoint everything is in the drawer instead.
 */
export function Header({ menus, collapsed = false }: HeaderProps) {
  const t = useTranslations('nav');
  const router = useRouter();
  const locale = toLocale(router.locale);
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const path = router.asPath;
  const top = selectTopMenu(menus.header, path);
  const secondItems = top?.children ?? [];
  const second = selectSecondMenu(secondItems, path);

  /** Closes the phone drawer; focus goes back to the menu button unless a navigation closed it. */
  const closeDrawer = useCallback((returnFocus: boolean) => {
    setMobileOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    const close = () => setMobileOpen(false);
    // A drawer link to a section of the current page (#internet) changes only the hash.
    router.events?.on('routeChangeComplete', close);
    router.events?.on('hashChangeComplete', close);
    return () => {
      router.events?.off('routeChangeComplete', close);
      router.events?.off('hashChangeComplete', close);
    };
  }, [router.events]);

  useDrawer(mobileOpen, drawerRef, () => setMobileOpen(false));

  // Escape closes; Tab and Shift+Tab wrap inside the open drawer (it is a modal dialog on phones).
  const onDrawerKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!mobileOpen) return;
    // The search overlay opened from the drawer is a dialog of its own: it handles its keys.
    const inner = (event.target as HTMLElement).closest?.('[role="dialog"]');
    if (inner && inner !== drawerRef.current) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeDrawer(true);
      return;
    }
    if (event.key !== 'Tab' || !drawerRef.current) return;
    const items = focusables(drawerRef.current);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

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
            ref={toggleRef}
            type="button"
            aria-expanded={mobileOpen}
            aria-controls={menuId}
            onPointerDown={() => void loadDrawerSections()}
            onClick={() => setMobileOpen((v) => !v)}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />} {mobileOpen ? t('closeMenu') : t('openMenu')}
          </MenuToggle>
          {/* On phones and tablets this is the drawer; from the lg breakpoint, the rest of the top row. */}
          <Menus
            id={menuId}
            ref={drawerRef}
            $open={mobileOpen}
            role={mobileOpen ? 'dialog' : undefined}
            aria-modal={mobileOpen || undefined}
            aria-label={mobileOpen ? t('menu') : undefined}
            onKeyDown={onDrawerKeyDown}
          >
            <DrawerHead>
              <span>{t('menu')}</span>
              <button type="button" aria-label={t('closeMenu')} onClick={() => closeDrawer(true)}>
                <CloseIcon />
              </button>
            </DrawerHead>
            <DrawerOnly>
              <TopTasks variant="tiles" />
            </DrawerOnly>
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
            {mobileOpen && (
              <DrawerOnly>
                <DrawerSections items={secondItems} selected={second} />
              </DrawerOnly>
            )}
            <Tools>
              <SearchLauncher />
              <LanguageSwitch />
              <AccountMenu items={menus.account} />
            </Tools>
          </Menus>
          <BagSlot />
          {mobileOpen && <Backdrop aria-hidden="true" onClick={() => closeDrawer(false)} />}
        </TopRow>
      </Container>
      <SecondRow>
        <Container>
          <SecondInner>
            {!collapsed && secondItems.length > 0 && (
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
            )}
            <TopTasks variant="bar" className="top-tasks" />
          </SecondInner>
        </Container>
      </SecondRow>
    </Bar>
  );
}

/**
 * While the phone drawer is open the page behind it does not scroll, and it closes by itself when the
 * window grows to the desktop layout (where it is no drawer). Focus moves into it when it opens.
 */
function useDrawer(open: boolean, drawerRef: RefObject<HTMLElement | null>, close: () => void) {
  const onWide = useEffectEvent(close);
  useEffect(() => {
    if (!open) return;
    drawerRef.current?.querySelector<HTMLElement>('button')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const wide = window.matchMedia?.(`(min-width: ${theme.breakpoint.lg})`);
    const onChange = () => wide?.matches && onWide();
    wide?.addEventListener?.('change', onChange);
    return () => {
      document.body.style.overflow = overflow;
      wide?.removeEventListener?.('change', onChange);
    };
  }, [open, drawerRef]);
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

const slideIn = keyframes`
  from {
    inset-inline-start: -22.5rem;
  }
  to {
    inset-inline-start: 0;
  }
`;

/**
 * Below lg: a drawer from the inline-start side (left in English, right in Arabic and Kurdish), the
 * full height of the screen, scrolling inside, never wider than the screen. From lg: a flex row.
 */
const Menus = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: 60;
  inline-size: min(100%, 22.5rem);
  padding: ${({ theme }) => theme.space.md};
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow};
  animation: ${slideIn} 0.2s ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    display: flex;
    position: static;
    flex-direction: row;
    align-items: center;
    inline-size: auto;
    flex: 1;
    padding: 0;
    overflow: visible;
    background: none;
    box-shadow: none;
    animation: none;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 59;
  background: ${({ theme }) => theme.color.overlay};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    display: none;
  }
`;

const DrawerHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${({ theme }) => theme.target};
    min-height: ${({ theme }) => theme.target};
    background: none;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: inherit;
    cursor: pointer;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    display: none;
  }
`;

/** Parts of the drawer the desktop header shows elsewhere (the second row). */
const DrawerOnly = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    display: none;
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
  /* In the drawer the account menu opens in place: a popover would stick out of a phone screen. */
  @media (max-width: calc(${({ theme }) => theme.breakpoint.lg} - 0.02px)) {
    .account-menu nav {
      position: static;
      box-shadow: none;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    margin-inline-start: auto;
  }
`;

/** The section menu and the top tasks, from lg; below it both are in the drawer. */
const SecondRow = styled.div`
  display: none;
  background: ${({ theme }) => theme.color.surface};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    display: block;
  }
`;

const SecondInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  column-gap: ${({ theme }) => theme.space.lg};
  .top-tasks {
    margin-inline-start: auto;
  }
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
