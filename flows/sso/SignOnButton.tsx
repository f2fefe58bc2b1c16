/**
 * The "Open the mobile mall" / "Go to partner world" button (spec section 7: sso). It asks our server
 * for a sign-on address (POST /api/v1/sso/{site}) at the moment of the click, because the token in it
 * lives 60 seconds and works once, then goes there. A visitor who is not signed in is sent to the
 * sign-in and back here (the 401), so the button can sit on cached content pages.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { SsoRedirectData, SsoSiteId } from '@/lib/sso';
import { Button } from '@/ui/primitives';
import { ApiClientError } from '@/lib/api/errors';
import { failureText, useMoneyCall, useMoneyDeps } from '../shared/api';
import { Notice, Spinner } from '../shared/ui';
import { classed } from '@/ui/classed';
import styles from './SignOnButton.module.css';

export interface SignOnButtonProps {
  site: SsoSiteId;
  /** The button's text; the default names the site. */
  label?: string;
  /** Sign on at once (the visitor already pressed the stand-in of LazySignOnButton). */
  startNow?: boolean;
}

export function SignOnButton({ site, label, startNow = false }: SignOnButtonProps) {
  const t = useTranslations('sso');
  const tAll = useTranslations();
  // session: a 401 sends the visitor to the sign-in, and back to this page.
  const call = useMoneyCall({ session: true });
  const { go } = useMoneyDeps();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const open = async () => {
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      const answer = await call<SsoRedirectData>(`/api/v1/sso/${site}`, { method: 'POST' });
      go(answer.data.redirectUrl);
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiClientError && error.status === 401)) setFailure(failureText(tAll, error) || t('failed'));
    }
  };

  const buttonRef = useRef<HTMLButtonElement>(null);
  const started = useRef(false);
  useEffect(() => {
    if (!startNow || started.current) return;
    started.current = true;
    buttonRef.current?.focus();
    void open();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  return (
    <Box data-sso={site}>
      <Button ref={buttonRef} type="button" onClick={() => void open()} disabled={busy} aria-describedby={`sso-note-${site}`}>
        {label || (site === 'mall' ? t('mall') : t('partnerWorld'))}
      </Button>
      <p id={`sso-note-${site}`} className="note">
        {t('signInNote')}
      </p>
      {busy && <Spinner label={t('opening')} inline />}
      {failure && <Notice kind="error">{failure}</Notice>}
    </Box>
  );
}

const Box = classed.div(styles.Box);
