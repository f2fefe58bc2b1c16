import { useRouter } from 'next/router';
import { joinParts } from '@/lib/format';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { UNREAD_EVENT } from '@/lib/account-events';
import type { Locale } from '@/lib/locales';
import type { MenuItem } from '@/lib/menu';
import { isCurrentPage } from '@/lib/top-tasks';
import { useDismiss } from '@/ui/hooks';
import { UserIcon } from '@/ui/icons';
import { SmartLink } from '@/ui/SmartLink';
import { fetchUnread } from './unread';
import { classed } from '@/ui/classed';
import styles from './SignedInMenu.module.css';

const NOTIFICATIONS = '/personal/my-account/notifications';

/**
 * The account menu of a signed-in subscriber (spec section 2: My Orders, My Balance, … Sign out, from
 * the site map) with the unread-notification count; the current page's link is marked (aria-current).
 * AccountMenu loads this only when the signed_in flag is there, so visitors' pages do not download it.
 */
export function SignedInMenu({ items, locale }: { items: MenuItem[]; locale: Locale }) {
  const t = useTranslations('accountMenu');
  const tNav = useTranslations('nav');
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const path = useRouter().asPath;
  const current = (href: string) => (isCurrentPage(path, href) ? 'page' : undefined);

  useEffect(() => {
    let live = true;
    // null: the session is gone; fetchUnread cleared the flag, which re-renders the header as "Sign in".
    void fetchUnread(locale).then((count) => live && count !== null && setUnread(count));
    const onUnread = (e: Event) => setUnread(Number((e as CustomEvent<number>).detail) || 0);
    window.addEventListener(UNREAD_EVENT, onUnread);
    return () => {
      live = false;
      window.removeEventListener(UNREAD_EVENT, onUnread);
    };
  }, [locale]);

  // Escape also puts focus back on the button: the menu it was in is hidden now.
  useDismiss(open, rootRef, (byEscape) => {
    setOpen(false);
    if (byEscape) buttonRef.current?.focus();
  });

  const count = unread > 0 ? tNav('unread', { count: unread }) : '';
  return (
    <Root ref={rootRef} className="account-menu">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={unread > 0 ? joinParts([tNav('account'), count], locale) : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <UserIcon /> {tNav('account')}
        {/* The count is drawn by CSS so the visible text stays a part of the button's name (WCAG 2.5.3,
            axe label-content-name-mismatch); the name says it in words. */}
        {unread > 0 && <span className="badge" aria-hidden="true" data-count={unread > 99 ? '99+' : String(unread)} />}
      </button>
      <nav id={id} aria-label={t('label')} hidden={!open}>
        <ul>
          <li>
            <SmartLink href={NOTIFICATIONS} aria-current={current(NOTIFICATIONS)} onClick={() => setOpen(false)}>
              {tNav('notifications')}
              {/* The space stays outside the left-to-right count: inside it, an Arabic page drew it on the
                  far side of the brackets ("الإشعارات(2)"). */}
              {unread > 0 && (
                <>
                  {' '}
                  <span dir="ltr">({unread})</span>
                </>
              )}
            </SmartLink>
          </li>
          {items.map((item) => (
            <li key={item.permalink}>
              <SmartLink href={item.permalink} aria-current={current(item.permalink)} onClick={() => setOpen(false)}>
                {item.name}
              </SmartLink>
            </li>
          ))}
        </ul>
      </nav>
    </Root>
  );
}

const Root = classed.div(styles.Root);
