/**
 * /personal/my-account/lost-sim (issue 33 part 5): block the line, unblock it, show the PUK. Each
 * action passes the step-up check first (./StepUp.tsx: password + e-mail code, not the SIM); an account
 * without a password or an e-mail is told to add them in the profile or to visit a shop.
 * GET/POST /api/v1/account/lost-sim, POST /api/v1/account/lost-sim/puk.
 */
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { LostSimState, StepUpAction } from '@/lib/lines';
import { notify } from '@/shell/feedback/toast';
import { Button } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { isUnauthorized, useAccountApi, useAccountFetch } from './api';
import { accountLinks } from './links';
import { StepUp } from './StepUp';
import { Actions, Card, failureText, FormAlert, LoadError, Ltr, Screen, Skeleton } from './ui';

export function LostSim() {
  const t = useTranslations();
  const id = useId();
  const fetcher = useAccountFetch();
  const { data, error, isLoading, mutate } = useAccountApi<LostSimState>('/api/v1/account/lost-sim');
  const [action, setAction] = useState<StepUpAction | null>(null);
  const [puk, setPuk] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const state = data;

  const run = async (token: string) => {
    const current = action;
    setAction(null);
    setFailure('');
    try {
      if (current === 'puk') {
        setPuk((await fetcher<{ puk: string }>('/api/v1/account/lost-sim/puk', { method: 'POST', body: { stepUpToken: token } })).data.puk);
      } else if (current === 'block' || current === 'unblock') {
        const reply = await fetcher<LostSimState>('/api/v1/account/lost-sim', { method: 'POST', body: { action: current, stepUpToken: token } });
        void mutate({ data: reply.data, success: true, message: '' }, { revalidate: false });
        void notify(reply.message || t('lostSim.done'), 'success');
      }
    } catch (failed) {
      if (!isUnauthorized(failed)) setFailure(failureText(t, failed));
    }
  };

  return (
    <Screen>
      <h1>{t('lostSim.title')}</h1>
      <p className="intro">{t('lostSim.intro')}</p>
      {isLoading && !state && <Skeleton label={t('myAccount.common.loading')} lines={2} />}
      {error && !isUnauthorized(error) && !state && <LoadError onRetry={() => void mutate()} />}
      {state && (
        <Card aria-labelledby={`${id}-status`}>
          <p id={`${id}-status`} role="status">
            <strong>{t.rich(state.status === 'suspended' ? 'lostSim.blocked' : 'lostSim.active', { number: state.msisdn, ltr: (c) => <Ltr>{c}</Ltr> })}</strong>
          </p>
          {!state.hasPassword || !state.hasEmail ? (
            <div>
              <h2>{t('lostSim.needsTitle')}</h2>
              <ul>
                {!state.hasPassword && <li>{t('lostSim.missingPassword')}</li>}
                {!state.hasEmail && <li>{t('lostSim.missingEmail')}</li>}
              </ul>
              <p>{t('lostSim.needsBody')}</p>
              <Actions>
                <SmartLink href={accountLinks.profile}>{t('lostSim.toProfile')}</SmartLink>
                <SmartLink href={accountLinks.shops}>{t('lostSim.toShops')}</SmartLink>
              </Actions>
            </div>
          ) : (
            !action && (
              <Actions>
                {state.status === 'suspended' ? (
                  <Button type="button" onClick={() => setAction('unblock')}>
                    {t('lostSim.unblock')}
                  </Button>
                ) : (
                  <Button type="button" onClick={() => setAction('block')}>
                    {t('lostSim.block')}
                  </Button>
                )}
                <Button type="button" $variant="secondary" onClick={() => setAction('puk')}>
                  {t('lostSim.puk')}
                </Button>
              </Actions>
            )
          )}
          <FormAlert>{failure}</FormAlert>
        </Card>
      )}
      {action && <StepUp key={action} action={action} onGranted={run} onCancel={() => setAction(null)} />}
      {puk && (
        <Card aria-labelledby={`${id}-puk`}>
          <h2 id={`${id}-puk`}>{t('lostSim.pukTitle')}</h2>
          <p>
            <Ltr className="puk" data-testid="puk">
              {puk}
            </Ltr>
          </p>
          <p>{t('lostSim.pukNote')}</p>
        </Card>
      )}
    </Screen>
  );
}
