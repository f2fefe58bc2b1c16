/**
 * The step-up check of the line actions (lost SIM, eSIM): the account password, then the 6-digit code
 * e-mailed to the account (the shared code step, ../shared/CodeStep.tsx), never an SMS (the SIM may be
 * lost). The right code answers a token good for this one action for 5 minutes; `onGranted` gets it
 * and runs the action at once. POST /api/v1/account/step-up/start and /confirm.
 */
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { StepUpAction, StepUpGranted, StepUpSent } from '@/lib/lines';
import { apiFieldErrors } from '@/lib/api/errors';
import { Button } from '@/ui/primitives';
import { PasswordField } from '../login/PasswordField';
import { CodeStep } from '../shared/CodeStep';
import { isUnauthorized, useAccountFetch } from './api';
import { Actions, Card, errorText, failureText, Form, FormAlert, Ltr } from './ui';

export interface StepUpProps {
  action: StepUpAction;
  onGranted: (token: string) => void | Promise<void>;
  onCancel: () => void;
}

export function StepUp({ action, onGranted, onCancel }: StepUpProps) {
  const t = useTranslations();
  const fetcher = useAccountFetch();
  const id = useId();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<StepUpSent | null>(null);

  const start = () => fetcher<StepUpSent>('/api/v1/account/step-up/start', { method: 'POST', body: { action, password } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure('');
    if (!password) {
      setPasswordError(t('validation.required'));
      document.getElementById(`${id}-password`)?.focus();
      return;
    }
    setPasswordError('');
    setBusy(true);
    try {
      setSent((await start()).data);
    } catch (error) {
      if (isUnauthorized(error)) return;
      const fields = apiFieldErrors(error) ?? {};
      if (fields.password) {
        setPasswordError(fields.password);
        document.getElementById(`${id}-password`)?.focus();
      } else setFailure(failureText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const title = t('lostSim.stepTitle', { action: t(`lostSim.actions.${action}`) });
  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {sent ? (
        <CodeStep<StepUpGranted>
          heading={null}
          bare
          wait={sent.resendAfter}
          label={t('lostSim.codeLabel')}
          intro={t.rich('lostSim.codeIntro', { email: sent.email, ltr: (chunks) => <Ltr>{chunks}</Ltr> })}
          checkingLabel={t('lostSim.checking')}
          verify={async (code) => (await fetcher<StepUpGranted>('/api/v1/account/step-up/confirm', { method: 'POST', body: { action, code } })).data}
          sendAgain={async () => (await start()).data}
          onVerified={(granted) => void onGranted(granted.stepUpToken)}
          back={{ onClick: onCancel, label: t('lostSim.cancel') }}
        />
      ) : (
        <Form noValidate onSubmit={submit}>
          <PasswordField
            id={`${id}-password`}
            name="password"
            label={t('lostSim.password')}
            hint={t('lostSim.passwordHint')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errorText(t, passwordError)}
            required
          />
          <FormAlert>{failure}</FormAlert>
          <Actions>
            <Button type="submit" disabled={busy}>
              {busy ? t('lostSim.sending') : t('lostSim.sendCode')}
            </Button>
            <Button type="button" $variant="ghost" onClick={onCancel}>
              {t('lostSim.cancel')}
            </Button>
          </Actions>
        </Form>
      )}
    </Card>
  );
}
