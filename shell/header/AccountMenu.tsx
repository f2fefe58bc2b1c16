import { useRouter } from 'next/router';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import { UNREAD_EVENT } from '@/lib/account-events';
import { LOGIN_PATH } from '@/lib/guards';
import { toLocale } from '@/lib/locales';
import type { MenuItem } from '@/lib/menu';
import { hasSignedInFlag, SIGNED_IN_EVENT } from '@/lib/signed-in';
import { UserIcon } from '@/ui/icons';
import { SmartLink } from '@/ui/SmartLink';

/**
 * Visitors see "Sign in"; signed-in subscribers the account menu (spec section 2: My Orders, My
 * Balance, … Sign out, from the site map) with the unread-notification count. Pages are cached HTML,
 * so this is decided in the browser from the `signed_in` flag cookie, without a request for visitors.
 */
export function AccountMenu({ items }: { items: MenuItem[] }) {
  const t = useTranslations('accountMenu');
  const tNav = useTranslations('nav');
  const router = useRouter();
  const locale = toLocale(router.locale);
  const events = router.events;
  // Read after hydration, after every navigation (sign-in and sign-out happen without a reload) and
  // when the flag is cleared in the browser; the server (cached HTML) always renders "Sign in".
  const signedIn = useSyncExternalStore(
    useCallback(
      (changed: () => void) => {
        events?.on('routeChangeComplete', changed);
        window.addEventListener(SIGNED_IN_EVENT, changed);
        return () => {
          events?.off('routeChangeComplete', changed);
          window.removeEventListener(SIGNED_IN_EVENT, changed);
        };
      },
      [events],
    ),
    hasSignedInFlag,
    () => false,
  );
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void import('./unread').then(({ fetchUnread }) =>
      // null: the session is gone; fetchUnread cleared the flag, which re-renders this as "Sign in".
      fetchUnread(locale).then((count) => live && count !== null && setUnread(count)),
    );
    const onUnread = (e: Event) => setUnread(Number((e as CustomEvent<number>).detail) || 0);
    window.addEventListener(UNREAD_EVENT, onUnread);
    return () => {
      live = false;
      window.removeEventListener(UNREAD_EVENT, onUnread);
    };
  }, [signedIn, locale]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => !rootRef.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!signedIn) {
    return (
      <Root>
        <SmartLink href={LOGIN_PATH} className="sign-in">
          <UserIcon /> {tNav('signIn')}
        </SmartLink>
      </Root>
    );
  }
  const count = unread > 0 ? tNav('unread', { count: unread }) : '';
  return (
    <Root ref={rootRef}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={unread > 0 ? `${tNav('account')}, ${count}` : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <UserIcon /> {tNav('account')}
        {unread > 0 && (
          <span className="badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <nav id={id} aria-label={t('label')} hidden={!open}>
        <ul>
          <li>
            <SmartLink href="/personal/my-account/notifications" onClick={() => setOpen(false)}>
              {tNav('notifications')}
              {unread > 0 && <span dir="ltr"> ({unread})</span>}
            </SmartLink>
          </li>
          {items.map((item) => (
            <li key={item.permalink}>
              <SmartLink href={item.permalink} onClick={() => setOpen(false)}>
                {item.name}
              </SmartLink>
            </li>
          ))}
        </ul>
      </nav>
    </Root>
  );
}

const Root = styled.div`
  position: relative;
  > button,
  .sign-in {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: ${({ theme }) => theme.target};
    padding-inline: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: inherit;
    font: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  .badge {
    min-width: 22px;
    padding-inline: 6px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.accent};
    color: #fff;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: center;
  }
  nav {
    position: absolute;
    inset-inline-end: 0;
    top: calc(100% + 4px);
    z-index: 30;
    min-width: 220px;
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  nav[hidden] {
    display: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: ${({ theme }) => theme.space.sm} 0;
  }
  nav a {
    display: block;
    padding: 10px ${({ theme }) => theme.space.md};
    color: inherit;
    text-decoration: none;
  }
  nav a:hover {
    background: ${({ theme }) => theme.color.surface};
  }
`;
