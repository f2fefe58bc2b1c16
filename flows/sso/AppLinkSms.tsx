/**
 * "Text me the link" under the store buttons of the AppDownload block (POST /api/v1/request-app-sms):
 * the visitor types a number and gets the app's links by SMS. The answer is the same for every number
 * (the server tells nothing about it), so the form only says that the text is on its way.
 */
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { apiFieldErrors } from '@/lib/api/errors';
import { isIraqiMsisdn, normalizeMsisdn } from '@/lib/validation/rules';
import { Button } from '@/ui/primitives';
import { failureText, newIdempotencyKey, useMoneyCall } from '../shared/api';
import { TextField } from '../shared/ui';
import { classed } from '@/ui/classed';
import styles from './AppLinkSms.module.css';

export function AppLinkSms() {
  const t = useTranslations();
  const id = useId();
  const call = useMoneyCall();
  const [msisdn, setMsisdn] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent('');
    const number = normalizeMsisdn(msisdn);
    if (!isIraqiMsisdn(number)) {
      setError(t(number ? 'validation.iraqiMsisdn' : 'validation.phoneRequired'));
      document.getElementById(`${id}-msisdn`)?.focus();
      return;
    }
    setError('');
    setBusy(true);
    try {
      const answer = await call<null>('/api/v1/request-app-sms', { method: 'POST', body: { msisdn: number }, idempotencyKey: newIdempotencyKey() });
      setSent(answer.message || t('sso.appSms.sent'));
    } catch (failure) {
      setError(apiFieldErrors(failure)?.msisdn ?? failureText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('sso.appSms.title')}</h3>
      <div className="row">
        <TextField
          id={`${id}-msisdn`}
          name="msisdn"
          label={t('sso.appSms.label')}
          error={error}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          ltr
          value={msisdn}
          onChange={(event) => setMsisdn(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t('sso.appSms.sending') : t('sso.appSms.send')}
        </Button>
      </div>
      <p role="status" className="sent">
        {sent}
      </p>
    </Form>
  );
}

const Form = classed.form(styles.Form);
