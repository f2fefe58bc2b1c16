import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LayoutName } from '@/lib/page-props';
import type { ShellMenus } from '@/lib/menu';
import { isCurrentPage } from '@/lib/top-tasks';
import { Container } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { A11yButton } from './accessibility/A11yButton';
import { ChatButton } from './ChatButton';
import { DemoBanner } from './DemoBanner';
import { Footer } from './Footer';
import { Header } from './header/Header';

export interface LayoutProps {
  name: LayoutName;
  menus?: ShellMenus;
  demoMode?: boolean;
  forcedColorMode?: 'light' | 'dark';
  /** The side column of the sidebar layout. */
  aside?: ReactNode;
  children: ReactNode;
}

const noMenus: ShellMenus = { header: [], footer: [], account: [] };

/**
 * The eight layouts of spec section 2. page-mobile serves the mobile app's web views (no header or
 * footer); page-iframe is for embedding; empty is the bare page.
 */
export function SiteLayout({ name, menus = noMenus, demoMode, forcedColorMode, aside, children }: LayoutProps) {
  if (name === 'empty') return <>{children}</>;
  if (name === 'page-mobile' || name === 'page-iframe') {
    return (
      <Main id="main" data-layout={name} $bare>
        {children}
      </Main>
    );
  }

  const header = <Header menus={menus} collapsed={name === 'collapse'} />;
  const footer = <Footer items={menus.footer} forcedColorMode={forcedColorMode} />;
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
      {/* Before the footer: on phones it is in the flow, at the end of the page's content. */}
      <ChatButton />
      {footer}
      <A11yButton />
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

const Main = styled.main<{ $bare?: boolean }>`
  display: block;
  min-height: ${({ $bare }) => ($bare ? 'auto' : '50vh')};
  &:focus {
    outline: none;
  }
`;

const WithSide = styled.div<{ $contentFirst?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 260px 1fr;
    ${({ $contentFirst }) => ($contentFirst ? `grid-template-areas: 'side content'; > .side { grid-area: side; } > .content { grid-area: content; }` : '')}
  }
`;

const SideList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: block;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    border-inline-start: 3px solid transparent;
  }
  a:hover {
    background: ${({ theme }) => theme.color.surface};
  }
  a[aria-current='page'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    border-inline-start-color: ${({ theme }) => theme.color.accent};
  }
`;

const Reading = styled.div`
  padding-block: ${({ theme }) => theme.space.lg};
`;
