/**
 * /personal/my-account/connect-mifi: add a MiFi line to the account. Enter its number → a code is
 * sent by SMS TO THE MIFI (read it on the router's admin page) → enter the code → linked.
 * POST /api/v1/account/mifi/start and /confirm; GET /api/v1/account/mifi lists the linked lines.
 */
import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import * as yup from 'yup';
import type { PinSentData } from '@/lib/account-api';
import { ApiClientError, apiFieldErrors } from '@/lib/api/errors';
import { normalizeMsisdn } from '@/lib/validation/rules';
import { yv } from '@/lib/validation/yup';
import { notify } from '@/shell/feedback/toast';
import { Button } from '@/ui/primitives';
import { CodeEntry } from '../shared/CodeEntry';
import { useCountdown } from '../shared/countdown';
import { isUnauthorized, useAccountApi, useAccountFetch } from './api';
import { Card, Empty, errorData, errorText, failureText, Field, Form, FormAlert, LoadError, Ltr, Screen, Skeleton, TextButton } from './ui';
import { classed } from '@/ui/classed';
import styles from './ConnectMifi.module.css';

export interface MifiLine {
  msisdn: string;
  status: 'active' | 'suspended';
  type: 'prepaid' | 'postpaid';
}

export function ConnectMifi() {
  const t = useTranslations('myAccount');
  const { data, error, isLoading, mutate } = useAccountApi<MifiLine[]>('/api/v1/account/mifi');
  const [sent, setSent] = useState<{ msisdn: string; wait: number } | null>(null);
  const id = useId();
  return (
    <Screen>
      <h1>{t('mifi.title')}</h1>
      <p className="intro">{t('mifi.intro')}</p>
      <Card aria-labelledby={`${id}-add`}>
        <h2 id={`${id}-add`}>{sent ? t('mifi.codeTitle') : t('mifi.addTitle')}</h2>
        {sent ? (
          <MifiCode
            msisdn={sent.msisdn}
            wait={sent.wait}
            onBack={() => setSent(null)}
            onLinked={(list) => {
              setSent(null);
              void mutate({ data: list, success: true, message: '' }, { revalidate: false });
            }}
          />
        ) : (
          <MifiNumber onSent={(msisdn, wait) => setSent({ msisdn, wait })} />
        )}
      </Card>
      <Card aria-labelledby={`${id}-linked`}>
        <h2 id={`${id}-linked`}>{t('mifi.linkedTitle')}</h2>
        {isLoading && !data && <Skeleton label={t('common.loading')} lines={1} />}
        {error && !isUnauthorized(error) && !data && <LoadError onRetry={() => void mutate()} />}
        {data && <MifiList lines={data} />}
      </Card>
    </Screen>
  );
}

export function MifiList({ lines }: { lines: MifiLine[] }) {
  const t = useTranslations('myAccount');
  if (lines.length === 0) {
    return (
      <Empty>
        <p>{t('mifi.none')}</p>
      </Empty>
    );
  }
  return (
    <Lines>
      {lines.map((line) => (
        <li key={line.msisdn}>
          <Ltr className="number">{line.msisdn}</Ltr>
          <span>
            {t(`lineType.${line.type}`)} · {t(`lineStatus.${line.status}`)}
          </span>
        </li>
      ))}
    </Lines>
  );
}

function MifiNumber({ onSent }: { onSent: (msisdn: string, wait: number) => void }) {
  const t = useTranslations();
  const fetcher = useAccountFetch();
  const id = useId();
  const [failure, setFailure] = useState('');
  const formik = useFormik({
    initialValues: { msisdn: '' },
    validationSchema: yup.object({ msisdn: yv.operatorMsisdn() }),
    onSubmit: async (values, helpers) => {
      setFailure('');
      const msisdn = normalizeMsisdn(values.msisdn);
      try {
        const reply = await fetcher<PinSentData>('/api/v1/account/mifi/start', { method: 'POST', body: { msisdn } });
        onSent(msisdn, reply.data.resendAfter ?? 60);
      } catch (error) {
        if (isUnauthorized(error)) return;
        const data = errorData(error);
        if (error instanceof ApiClientError && error.status === 429 && typeof data.resendAfter === 'number') {
          onSent(msisdn, data.resendAfter);
          return;
        }
        const fields = apiFieldErrors(error) ?? {};
        if (fields.msisdn) {
          helpers.setFieldTouched('msisdn', true, false);
          helpers.setFieldError('msisdn', fields.msisdn);
        } else {
          setFailure(failureText(t, error));
        }
      }
    },
  });
  return (
    <Form noValidate onSubmit={formik.handleSubmit}>
      <Field
        id={`${id}-msisdn`}
        name="msisdn"
        label={t('myAccount.mifi.number')}
        hint={t('myAccount.mifi.numberHint')}
        type="tel"
        inputMode="tel"
        dir="ltr"
        autoComplete="off"
        value={formik.values.msisdn}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={formik.touched.msisdn ? errorText(t, formik.errors.msisdn) : ''}
        required
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? t('signIn.sending') : t('myAccount.mifi.sendCode')}
      </Button>
    </Form>
  );
}

function MifiCode({ msisdn, wait, onBack, onLinked }: { msisdn: string; wait: number; onBack: () => void; onLinked: (lines: MifiLine[]) => void }) {
  const t = useTranslations();
  const fetcher = useAccountFetch();
  const id = useId();
  const [code, setCode] = useState('');
  const [boxesKey, setBoxesKey] = useState(0);
  const [codeError, setCodeError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [left, restart] = useCountdown(wait);
  const [status, setStatus] = useState('');

  const confirm = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (!/^\d{6}$/.test(code)) {
      setCodeError(t('validation.pin'));
      return;
    }
    setBusy(true);
    setFailure('');
    try {
      const reply = await fetcher<MifiLine[]>('/api/v1/account/mifi/confirm', { method: 'POST', body: { msisdn, code } });
      void notify(reply.message || t('myAccount.mifi.linked'), 'success');
      onLinked(reply.data);
    } catch (error) {
      if (isUnauthorized(error)) return;
      const fields = apiFieldErrors(error) ?? {};
      const data = errorData(error);
      if (fields.code) {
        const tries = typeof data.triesLeft === 'number' && data.triesLeft > 0 ? ` ${t('signIn.pin.triesLeft', { count: data.triesLeft })}` : '';
        setCodeError(fields.code + tries);
        setCode('');
        setBoxesKey((k) => k + 1);
      } else {
        setFailure(failureText(t, error));
      }
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setBusy(true);
    setFailure('');
    try {
      const reply = await fetcher<PinSentData>('/api/v1/account/mifi/start', { method: 'POST', body: { msisdn } });
      restart(reply.data.resendAfter ?? 60);
      setCodeError('');
      setStatus(t('signIn.pin.resent', { seconds: reply.data.resendAfter ?? 60 }));
    } catch (error) {
      if (isUnauthorized(error)) return;
      const data = errorData(error);
      if (typeof data.resendAfter === 'number') restart(data.resendAfter);
      setFailure(failureText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form noValidate onSubmit={confirm}>
      <p>
        {t.rich('myAccount.mifi.codeIntro', { number: msisdn, phone: (chunks) => <Ltr>{chunks}</Ltr> })}{' '}
        <TextButton type="button" onClick={onBack}>
          {t('signIn.pin.changeNumber')}
        </TextButton>
      </p>
      <CodeEntry
        key={boxesKey}
        id={`${id}-code`}
        label={<strong>{t('signIn.auth.codeLabel')}</strong>}
        error={codeError ? errorText(t, codeError) : ''}
        autoFocus
        onChange={setCode}
        resend={{ secondsLeft: left, onResend: () => void resend(), busy, note: status }}
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" disabled={busy}>
        {t('myAccount.mifi.link')}
      </Button>
    </Form>
  );
}

const Lines = classed.ul(styles.Lines);
