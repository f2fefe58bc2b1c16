/**
 * /personal/my-account/alerts: which usage alerts to get (issue 33 part 2): a bundle 80 % used, used
 * up, a bill due, the balance below an amount the subscriber chooses (250–100,000 IQD, checked here
 * and by the server, errors under the field in the page's language), and whether an SMS goes too.
 * GET and PUT /api/v1/account/alerts.
 */
import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import * as yup from 'yup';
import { ALERT_THRESHOLD_MAX, ALERT_THRESHOLD_MIN, type AlertSettingsData } from '@/lib/usage';
import type { Envelope } from '@/lib/api/envelope';
import { apiFieldErrors } from '@/lib/api/errors';
import { amountSchema } from '@/flows/shared/forms';
import { classed } from '@/ui/classed';
import { Button } from '@/ui/primitives';
import { isUnauthorized, useAccountApi, useAccountFetch } from './api';
import { Card, errorText, failureText, Field, FormAlert, LoadError, Screen, Skeleton } from './ui';
import styles from './Usage.module.css';

interface Values {
  bundle80: boolean;
  bundle100: boolean;
  billDue: boolean;
  sms: boolean;
  lowBalance: boolean;
  threshold: string;
}

const schema = yup.object({
  threshold: yup.string().when('lowBalance', {
    is: true,
    then: () => amountSchema(ALERT_THRESHOLD_MIN, ALERT_THRESHOLD_MAX),
    otherwise: (s) => s.notRequired(),
  }),
});

const toValues = (settings: AlertSettingsData): Values => ({
  bundle80: settings.bundle80,
  bundle100: settings.bundle100,
  billDue: settings.billDue,
  sms: settings.sms,
  lowBalance: settings.lowBalanceThreshold !== null,
  threshold: settings.lowBalanceThreshold === null ? '' : String(settings.lowBalanceThreshold),
});

export function Alerts() {
  const t = useTranslations();
  const { data, error, isLoading, mutate } = useAccountApi<AlertSettingsData>('/api/v1/account/alerts');
  return (
    <Screen>
      <h1>{t('myAccount.alerts.title')}</h1>
      <p>{t('myAccount.alerts.intro')}</p>
      {isLoading && !data && <Skeleton label={t('myAccount.common.loading')} lines={4} />}
      {error && !isUnauthorized(error) && !data && <LoadError onRetry={() => void mutate()} />}
      {data && <AlertsForm initial={data} onSaved={(reply) => void mutate(reply, { revalidate: false })} />}
    </Screen>
  );
}

function AlertsForm({ initial, onSaved }: { initial: AlertSettingsData; onSaved: (reply: Envelope<AlertSettingsData>) => void }) {
  const t = useTranslations();
  const fetcher = useAccountFetch();
  const id = useId();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');

  const formik = useFormik<Values>({
    initialValues: toValues(initial),
    validationSchema: schema,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      setStatus('');
      setFailure('');
      const body = {
        bundle80: values.bundle80,
        bundle100: values.bundle100,
        billDue: values.billDue,
        sms: values.sms,
        lowBalanceThreshold: values.lowBalance ? values.threshold : null,
      };
      try {
        const reply = await fetcher<AlertSettingsData>('/api/v1/account/alerts', { method: 'PUT', body });
        onSaved(reply);
        setStatus(reply.message || t('myAccount.alerts.saved'));
      } catch (problem) {
        if (isUnauthorized(problem)) return;
        const fields = apiFieldErrors(problem) ?? {};
        if (fields.lowBalanceThreshold) {
          helpers.setTouched({ threshold: true }, false);
          helpers.setErrors({ threshold: fields.lowBalanceThreshold });
        } else {
          setFailure(failureText(t, problem));
        }
      }
    },
  });

  const check = (name: 'bundle80' | 'bundle100' | 'billDue' | 'lowBalance' | 'sms') => (
    <Check>
      <input id={`${id}-${name}`} type="checkbox" name={name} checked={formik.values[name]} onChange={formik.handleChange} />
      <label htmlFor={`${id}-${name}`}>{t(`myAccount.alerts.${name}`)}</label>
    </Check>
  );
  const thresholdError = formik.touched.threshold || formik.submitCount > 0 ? errorText(t, formik.errors.threshold) : '';

  return (
    <Card>
      <Form noValidate onSubmit={formik.handleSubmit}>
        <fieldset>
          <legend>{t('myAccount.alerts.legend')}</legend>
          {check('bundle80')}
          {check('bundle100')}
          {check('billDue')}
          {check('lowBalance')}
          {formik.values.lowBalance && (
            <Field
              id={`${id}-threshold`}
              name="threshold"
              label={t('myAccount.alerts.threshold')}
              hint={t('myAccount.alerts.thresholdHint')}
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              value={formik.values.threshold}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              error={thresholdError}
            />
          )}
        </fieldset>
        {check('sms')}
        <FormAlert>{failure}</FormAlert>
        <p role="status">{status}</p>
        <div>
          <Button type="submit" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? t('myAccount.common.saving') : t('myAccount.alerts.save')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

const Form = classed.form(styles.Form);
const Check = classed.div(styles.Check);
