import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { brand } from '@/lib/brand';
import { toLocale, type Locale } from '@/lib/locales';
import { selectSecondMenu, selectTopMenu, type ShellMenus } from '@/lib/menu';
import { breakpoint } from '@/lib/theme/breakpoints';
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
import { classed } from '@/ui/classed';
import styles from './Header.module.css';

// The phone drawer's section list is only ever seen in the open drawer: its code loads when it opens
// (and on the first touch of the menu button), not with every page.
const loadDrawerSections = () => import('./DrawerSections').then((m) => m.DrawerSections);
const DrawerSections = dynamic(loadDrawerSections, { ssr: false });

export interface HeaderProps {
  menus: Pick<ShellMenus, 'header' | 'account'>;
  /** The collapse layout shows no section menu; the top tasks stay. */
  collapsed?: boolean;
  /** The languages the page exists in; absent: all. */
  languages?: readonly Locale[];
}

/**
 * Top menu (personal, business, about us, career) and the second level of the selected one. Both
 * selections are recomputed from the path on every navigation (spec section 2). The top tasks sit at
 * the end of the second row; below the lg breakpoint everything is in the drawer instead.
 */
export function Header({ menus, collapsed = false, languages }: HeaderProps) {
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
            {mobileOpen ? <CloseIcon /> : <MenuIcon />} <span className="label">{mobileOpen ? t('closeMenu') : t('openMenu')}</span>
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
              <LanguageSwitch languages={languages} />
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
    const wide = window.matchMedia?.(`(min-width: ${breakpoint.lg})`);
    const onChange = () => wide?.matches && onWide();
    wide?.addEventListener?.('change', onChange);
    return () => {
      document.body.style.overflow = overflow;
      wide?.removeEventListener?.('change', onChange);
    };
  }, [open, drawerRef]);
}

const Bar = classed.header(styles.Bar);

const SkipLink = classed.a(styles.SkipLink);

const TopRow = classed.div(styles.TopRow);

const MenuToggle = classed.button(styles.MenuToggle);

/**
 * Below lg: a drawer from the inline-start side (left in English, right in Arabic and Kurdish), the
 * full height of the screen, scrolling inside, never wider than the screen. From lg: a flex row.
 */
const Menus = classed.div<{ $open: boolean }>(styles.Menus, null, ({ $open }) => $open && styles.open);

const Backdrop = classed.div(styles.Backdrop);

const DrawerHead = classed.div(styles.DrawerHead);

/** Parts of the drawer the desktop header shows elsewhere (the second row). */
const DrawerOnly = classed.div(styles.DrawerOnly);

const TopList = classed.ul(styles.TopList);

const Tools = classed.div(styles.Tools);

/** The section menu and the top tasks, from lg; below it both are in the drawer. */
const SecondRow = classed.div(styles.SecondRow);

const SecondInner = classed.div(styles.SecondInner);

const SecondList = classed.ul(styles.SecondList);

const SecondLink = classed(SmartLink)(styles.SecondLink);
