/**
 * The sign-on button for pages that must stay light (the mobile mall): the same button and note, but
 * the code that signs on (and its share of the money screens' helpers) loads when it is pressed.
 */
import { useTranslations } from 'next-intl';
import { useState, type ComponentType } from 'react';
import type { SsoSiteId } from '@/lib/sso';
import { Button } from '@/ui/primitives';
import type { SignOnButtonProps } from './SignOnButton';

export function LazySignOnButton({ site }: { site: SsoSiteId }) {
  const t = useTranslations('sso');
  const [Loaded, setLoaded] = useState<ComponentType<SignOnButtonProps> | null>(null);
  if (Loaded) return <Loaded site={site} startNow />;
  const load = () => void import('./SignOnButton').then((m) => setLoaded(() => m.SignOnButton));
  return (
    <div data-sso={site} style={{ display: 'grid', justifyItems: 'start', gap: '8px' }}>
      <Button type="button" onClick={load} aria-describedby={`sso-note-${site}`}>
        {site === 'mall' ? t('mall') : t('partnerWorld')}
      </Button>
      <p id={`sso-note-${site}`} style={{ margin: 0, fontSize: '0.875rem', color: 'var(--color-textMuted)' }}>
        {t('signInNote')}
      </p>
    </div>
  );
}
