import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { COOKIE_NOTICE_ATTRIBUTE, COOKIE_NOTICE_SEEN } from '@/lib/cookie-notice';
import { storageKeys } from '@/lib/storage-keys';
import { Button, Container } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './CookieNotice.module.css';

const CHANGED = 'cookie-notice-changed';

function seen(): boolean {
  try {
    return localStorage.getItem(storageKeys.cookieNotice) === COOKIE_NOTICE_SEEN;
  } catch {
    return false;
  }
}

function subscribe(changed: () => void): () => void {
  window.addEventListener(CHANGED, changed);
  window.addEventListener('storage', changed);
  return () => {
    window.removeEventListener(CHANGED, changed);
    window.removeEventListener('storage', changed);
  };
}

/**
 * The cookie notice. The site sets only cookies it needs to work (pages/cookies.tsx lists them), so
 * the notice informs and asks nothing: "Got it" closes it for good (local storage). It sits in the
 * page's flow at the end of the content, never over it, so it covers no control at any width and
 * moves nothing on the first screen. Pages are cached HTML, so it is always in the HTML; a visitor who
 * closed it gets the attribute from the script that runs before the first paint
 * (lib/theme/color-mode-script.ts) and the CSS hides it until React removes it.
 */
export function CookieNotice() {
  const t = useTranslations('footer.cookieNotice');
  const closed = useSyncExternalStore(subscribe, seen, () => false);
  if (closed) return null;
  const close = () => {
    try {
      localStorage.setItem(storageKeys.cookieNotice, COOKIE_NOTICE_SEEN);
    } catch {
      // Storage refused (private mode): closed for this page only.
    }
    document.documentElement.setAttribute(COOKIE_NOTICE_ATTRIBUTE, COOKIE_NOTICE_SEEN);
    window.dispatchEvent(new Event(CHANGED));
  };
  return (
    <Notice aria-labelledby="cookie-notice-title">
      <Container>
        <Inner>
          <p>
            <strong id="cookie-notice-title">{t('label')}</strong> {t('text')} <SmartLink href="/cookies">{t('more')}</SmartLink>
          </p>
          <Button type="button" $variant="secondary" onClick={close}>
            {t('dismiss')}
          </Button>
        </Inner>
      </Container>
    </Notice>
  );
}

const Notice = classed.section(styles.Notice);

const Inner = classed.div(styles.Inner);
