import { useRouter } from 'next/router';
import dynamic from 'next/dynamic';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { LOGIN_PATH } from '@/lib/account-paths';
import { toLocale } from '@/lib/locales';
import type { MenuItem } from '@/lib/menu';
import { hasSignedInFlag, SIGNED_IN_EVENT } from '@/lib/signed-in';
import { UserIcon } from '@/ui/icons';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './AccountMenu.module.css';

const SignedInMenu = dynamic(() => import('./SignedInMenu').then((m) => m.SignedInMenu), { ssr: false, loading: () => <AccountPlaceholder /> });

/**
 * Visitors see "Sign in"; signed-in subscribers the account menu (SignedInMenu, its code loaded only
 * for them). Pages are cached HTML, so this is decided in the browser from the `signed_in` flag
 * cookie, without a request for visitors.
 */
export function AccountMenu({ items }: { items: MenuItem[] }) {
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

  if (!signedIn) {
    return (
      <Root className="account-menu">
        <SmartLink href={LOGIN_PATH} className="sign-in">
          <UserIcon /> {tNav('signIn')}
        </SmartLink>
      </Root>
    );
  }
  return <SignedInMenu items={items} locale={locale} />;
}

/** Stands where the account button will be while its code loads (a moment, once per visit). */
function AccountPlaceholder() {
  const tNav = useTranslations('nav');
  return (
    <Root aria-hidden="true">
      <span className="sign-in">
        <UserIcon /> {tNav('account')}
      </span>
    </Root>
  );
}

const Root = classed.div(styles.Root);
