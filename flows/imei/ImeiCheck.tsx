/**
 * The IMEI 4G check (issue 13) on the check-phone page (FlowEmbed flow "imei-check"): the IMEI with
 * its hint (dial *#06#), checked in the browser by the same rules as the server (15 digits, Luhn),
 * then POST /api/v1/imei/check and a result card with what to do next.
 */
import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { imeiProblem } from '@/lib/imei';
import { Button } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { fieldErrorsOf, failureText, useMoneyCall } from '../shared/api';
import { Actions, Ltr, Notice, Spinner, Summary, TextField } from '../shared/ui';
import { classed } from '@/ui/classed';
import styles from './ImeiCheck.module.css';

export interface ImeiResult {
  imei: string;
  device: { brand: string; model: string } | null;
  supports4g: boolean;
  supportsVolte: boolean;
  bands: string[];
}

export const SWITCH_SIM_PATH = '/personal/four-g-lte/switch-sim';
export const SHOPS_PATH = '/support/shops';

export function ImeiCheck() {
  const t = useTranslations('imei');
  const tAll = useTranslations();
  const call = useMoneyCall();
  const id = useId();
  const [result, setResult] = useState<ImeiResult | null>(null);
  const [failure, setFailure] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const formik = useFormik({
    initialValues: { imei: '' },
    validateOnChange: false,
    validate: ({ imei }) => {
      const problem = imeiProblem(imei.trim());
      return problem ? { imei: t(`errors.${problem}`) } : {};
    },
    onSubmit: async ({ imei }, helpers) => {
      setFailure('');
      try {
        const answer = await call<ImeiResult>('/api/v1/imei/check', { method: 'POST', body: { imei: imei.trim() } });
        setResult(answer.data);
        // The result replaces the form: move focus to its heading so it is read out.
        requestAnimationFrame(() => heading.current?.focus());
      } catch (error) {
        const field = fieldErrorsOf(error).imei;
        if (field) helpers.setErrors({ imei: field });
        else setFailure(failureText(tAll, error));
      }
    },
  });

  if (result) {
    const known = result.device !== null;
    return (
      <Card aria-labelledby={`${id}-result`}>
        <h3 id={`${id}-result`} ref={heading} tabIndex={-1}>
          {known ? `${result.device!.brand} ${result.device!.model}` : t('result.unknownTitle')}
        </h3>
        <Summary>
          <div>
            <dt>{t('result.imei')}</dt>
            <dd>
              <Ltr>{result.imei}</Ltr>
            </dd>
          </div>
          {known && result.bands.length > 0 && (
            <div>
              <dt>{t('result.bands')}</dt>
              <dd>
                <Ltr>{result.bands.join(', ')}</Ltr>
              </dd>
            </div>
          )}
        </Summary>
        {known ? (
          <ul className="facts">
            <li data-good={result.supports4g}>{result.supports4g ? t('result.supports4g') : t('result.no4g')}</li>
            {result.supports4g && <li data-good={result.supportsVolte}>{result.supportsVolte ? t('result.volte') : t('result.noVolte')}</li>}
          </ul>
        ) : (
          <Notice kind="info">{t('notInList')}</Notice>
        )}
        <h4>{t('next.title')}</h4>
        {known && !result.supports4g && <p>{t('next.no4g')}</p>}
        {!known && <p>{t('next.unknown')}</p>}
        <Actions>
          {known && result.supports4g && (
            <SmartLink className="primary" href={SWITCH_SIM_PATH}>
              {t('next.sim')}
            </SmartLink>
          )}
          <SmartLink className={known && result.supports4g ? 'secondary' : 'primary'} href={SHOPS_PATH}>
            {t('next.shops')}
          </SmartLink>
          <Button
            type="button"
            $variant="ghost"
            onClick={() => {
              setResult(null);
              formik.resetForm();
              requestAnimationFrame(() => input.current?.focus());
            }}
          >
            {t('again')}
          </Button>
        </Actions>
      </Card>
    );
  }

  return (
    <Card as="form" noValidate onSubmit={formik.handleSubmit} aria-label={t('title')}>
      <TextField
        ref={input}
        id={`${id}-imei`}
        name="imei"
        label={t('label')}
        // Isolated left-to-right so that *#06# keeps its order inside Arabic and Kurdish text.
        hint={t('hint', { code: '\u2066*#06#\u2069' })}
        ltr
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        value={formik.values.imei}
        onChange={formik.handleChange}
        error={formik.submitCount > 0 ? (formik.errors.imei ?? '') : ''}
      />
      {failure && <Notice kind="error">{failure}</Notice>}
      <Actions>
        <Button type="submit" disabled={formik.isSubmitting}>
          {t('submit')}
        </Button>
        {formik.isSubmitting && <Spinner label={t('checking')} inline />}
      </Actions>
    </Card>
  );
}

const Card = classed.section(styles.Card);
