import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { Activity, type ReactNode } from 'react';
import type { Locale } from '@/lib/locales';
import type { LayoutName } from '@/lib/page-props';
import type { ShellMenus } from '@/lib/menu';
import { isCurrentPage } from '@/lib/top-tasks';
import { Container } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { A11yButton } from './accessibility/A11yButton';
import { ChatButton } from './ChatButton';
import { CookieNotice } from './CookieNotice';
import { DemoBanner } from './DemoBanner';
import { Footer } from './Footer';
import { Header } from './header/Header';
import { classed } from '@/ui/classed';
import styles from './layouts.module.css';

export interface LayoutProps {
  name: LayoutName;
  menus?: ShellMenus;
  demoMode?: boolean;
  forcedColorMode?: 'light' | 'dark';
  /** The languages the page exists in (the language menu offers only these); absent: all. */
  languages?: readonly Locale[];
  /** The side column of the sidebar layout. */
  aside?: ReactNode;
  children: ReactNode;
}

const noMenus: ShellMenus = { header: [], footer: [], account: [] };

/**
 * The eight layouts of spec section 2. page-mobile serves the mobile app's web views (no header or
 * footer); page-iframe is for embedding; empty is the bare page.
 */
export function SiteLayout({ name, menus = noMenus, demoMode, forcedColorMode, languages, aside, children }: LayoutProps) {
  if (name === 'empty') return <>{children}</>;
  if (name === 'page-mobile' || name === 'page-iframe') {
    return (
      <Main id="main" data-layout={name} $bare>
        {children}
      </Main>
    );
  }

  // The header and the footer hydrate after the page's root, in slices, like each top-level block
  // (registry/BlockTree.tsx): a click on either before that makes React hydrate it first.
  const header = (
    <Activity>
      <Header menus={menus} collapsed={name === 'collapse'} languages={languages} />
    </Activity>
  );
  const footer = (
    <Activity>
      <Footer items={menus.footer} forcedColorMode={forcedColorMode} />
    </Activity>
  );
  let body: ReactNode = children;
  if (name === 'dashboard') {
    body = (
      <Container>
        {/* The account's own screen first (on phones the balance must be on the first screen); from
            the lg width the menu takes the inline-start column. */}
        <WithSide $contentFirst>
          <div className="content">{children}</div>
          <AccountSide items={menus.account} />
        </WithSide>
      </Container>
    );
  } else if (name === 'sidebar') {
    body = (
      <Container>
        <WithSide>
          <aside>{aside}</aside>
          <div>{children}</div>
        </WithSide>
      </Container>
    );
  } else if (name === 'blog') {
    body = (
      <Container width="reading">
        <Reading>{children}</Reading>
      </Container>
    );
  }

  return (
    <>
      {demoMode && <DemoBanner />}
      {header}
      <Main id="main" data-layout={name} tabIndex={-1}>
        {body}
      </Main>
      {/* Before the footer, in the page's flow: it covers nothing and moves nothing off the first screen. */}
      <CookieNotice />
      {footer}
      <Dock>
        <DockBar>
          <div className={styles.dockStart}>
            <A11yButton />
          </div>
          <div className={styles.dockEnd}>
            <ChatButton />
          </div>
        </DockBar>
      </Dock>
    </>
  );
}

function AccountSide({ items }: { items: ShellMenus['account'] }) {
  const t = useTranslations('accountMenu');
  const { asPath } = useRouter();
  return (
    <aside aria-label={t('label')} className="side">
      <SideList>
        {items.map((item) => (
          <li key={item.permalink}>
            <SmartLink href={item.permalink} aria-current={isCurrentPage(asPath, item.permalink) ? 'page' : undefined}>
              {item.name}
            </SmartLink>
          </li>
        ))}
      </SideList>
    </aside>
  );
}

const Main = classed.main<{ $bare?: boolean }>(styles.Main, {
  '--layouts-main-min-height': ({ $bare }) => ($bare ? 'auto' : '50vh'),
});

const WithSide = classed.div<{ $contentFirst?: boolean }>(styles.WithSide, null, ({ $contentFirst }) => $contentFirst && styles.contentFirst);

const SideList = classed.ul(styles.SideList);

const Reading = classed.div(styles.Reading);

/**
 * The accessibility button (bottom-left) and the chat button (bottom-right), in every language (spec
 * section 2), placed so that they cannot cover the page (issue 28): below 1344 px a bar across the
 * window's bottom edge, opaque, that the page keeps room for (this box, in the flow at the page's end,
 * is the bar's height, and the page's scroll padding keeps a focused control above it); from 1344 px
 * both float in the window's side margins, outside the content column. layouts.module.css has the numbers.
 */
const Dock = classed.div(styles.Dock);

const DockBar = classed.div(styles.DockBar);
