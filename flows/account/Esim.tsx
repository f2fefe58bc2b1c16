/**
 * /personal/my-account/esim (issue 33 part 6): move the line to an eSIM, or to a new phone. The
 * step-up check (password + e-mail code) first; then a new activation code is issued (earlier ones stop
 * working) and shown at once, once: QR code and text. A second view is refused by the server, which says
 * how to get a new code. POST /api/v1/account/esim and /api/v1/account/esim/view.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { EsimActivation, EsimIssued } from '@/lib/lines';
import { Button } from '@/ui/primitives';
import { EsimCode } from '../shared/EsimCode';
import { isUnauthorized, useAccountFetch } from './api';
import { StepUp } from './StepUp';
import { Actions, Card, failureText, FormAlert, Screen } from './ui';

export function Esim() {
  const t = useTranslations();
  const fetcher = useAccountFetch();
  const [checking, setChecking] = useState(false);
  const [activation, setActivation] = useState<EsimActivation | null>(null);
  const [failure, setFailure] = useState('');

  const issue = async (stepUpToken: string) => {
    setChecking(false);
    setFailure('');
    try {
      const issued = await fetcher<EsimIssued>('/api/v1/account/esim', { method: 'POST', body: { stepUpToken } });
      const shown = await fetcher<EsimActivation>('/api/v1/account/esim/view', { method: 'POST', body: { viewToken: issued.data.viewToken } });
      setActivation(shown.data);
    } catch (error) {
      if (!isUnauthorized(error)) setFailure(failureText(t, error));
    }
  };

  return (
    <Screen>
      <h1>{t('esim.title')}</h1>
      <p className="intro">{t('esim.intro')}</p>
      {activation && <EsimCode activation={activation} />}
      {checking ? (
        <StepUp action="esim" onGranted={issue} onCancel={() => setChecking(false)} />
      ) : (
        <Card>
          <FormAlert>{failure}</FormAlert>
          <Actions>
            <Button
              type="button"
              onClick={() => {
                setActivation(null);
                setChecking(true);
              }}
            >
              {t('esim.issue')}
            </Button>
          </Actions>
        </Card>
      )}
    </Screen>
  );
}
