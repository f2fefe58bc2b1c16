/**
 * Auto-recharge settings (issue 33 part 3), in the account area: what is set (when, how much, the
 * monthly cap, the card), cancel at once, the latest charges with their receipts, and the form that
 * sets or changes it. The card goes to the payment provider's card-saving form (in demo mode the demo
 * provider's, POST /api/dev/payment-provider/cards), which answers a token; only the token reaches
 * our settings (PUT /api/v1/account/auto-recharge).
 */
import { useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import * as yup from 'yup';
import type { AutoRechargeView } from '@/lib/account-api';
import { ApiClientError } from '@/lib/api/errors';
import type { Envelope } from '@/lib/api/envelope';
import { formatPrice } from '@/lib/format';
import { toLocale } from '@/lib/locales';
import { Button } from '@/ui/primitives';
import { useDateFormat } from '@/ui/dates';
import { failureText, loginHref, messageText, useMoneyCall, useMoneyGet } from '../shared/api';
import { errorOf, parseAmount, placeServerErrors, useFocusFirstError } from '../shared/forms';
import { Actions, Amount, Choice, FlowHeader, FlowPage, Notice, Panel, Spinner, TextField } from '../shared/ui';

const PATH = '/api/v1/account/auto-recharge';
const err = (key: string) => `money.autoRecharge.errors.${key}`;

interface Values {
  kind: 'below' | 'monthly' | '';
  threshold: string;
  dayOfMonth: string;
  amount: string;
  monthlyCap: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

const FIELDS: Array<keyof Values> = ['kind', 'threshold', 'dayOfMonth', 'amount', 'monthlyCap', 'cardNumber', 'expiry', 'cvc'];

/** Whole dinars between the server's limits (lib/server/services/auto-recharge.ts), typed as text. */
const dinars = (min: number, max: number, range: string) =>
  yup
    .number()
    .transform((_value, original) => parseAmount(original))
    .typeError(err('wholeNumber'))
    .required(err('required'))
    .integer(err('wholeNumber'))
    .min(min, err(range))
    .max(max, err(range));

export const autoRechargeSchema = yup.object({
  kind: yup.string().oneOf(['below', 'monthly'], err('kind')).required(err('kind')),
  threshold: yup.mixed().when('kind', { is: 'below', then: () => dinars(250, 50_000, 'thresholdRange'), otherwise: (s) => s.notRequired() }),
  dayOfMonth: yup.mixed().when('kind', {
    is: 'monthly',
    then: () => yup.number().transform((_v, o) => parseAmount(o)).typeError(err('dayRange')).required(err('dayRange')).integer(err('dayRange')).min(1, err('dayRange')).max(28, err('dayRange')),
    otherwise: (s) => s.notRequired(),
  }),
  amount: dinars(1_000, 100_000, 'amountRange'),
  monthlyCap: dinars(1_000, 500_000, 'capRange').test('cap', err('capBelowAmount'), function cap(value) {
    const amount = parseAmount(this.parent.amount);
    return typeof amount !== 'number' || !Number.isFinite(amount) || typeof value !== 'number' || value >= amount;
  }),
  cardNumber: yup.string().trim().required(err('cardRequired')),
  expiry: yup.string().trim().required(err('cardRequired')),
  cvc: yup.string().trim().required(err('cardRequired')),
});

export function AutoRechargeSettings() {
  const t = useTranslations();
  const locale = toLocale(useLocale());
  const state = useMoneyGet<AutoRechargeView>(PATH);
  const call = useMoneyCall({ session: true });
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');

  if (state.error instanceof ApiClientError && state.error.status === 401) {
    return (
      <Panel>
        <Notice kind="error">{t('money.common.sessionExpired')}</Notice>
        <Actions>
          <a className="primary" href={loginHref(locale)}>
            {t('money.common.signIn')}
          </a>
        </Actions>
      </Panel>
    );
  }
  if (state.error && !state.data) {
    return (
      <Panel>
        <Notice kind="error">{failureText(t, state.error)}</Notice>
        <Actions>
          <Button type="button" onClick={() => void state.mutate()}>
            {t('money.common.retry')}
          </Button>
        </Actions>
      </Panel>
    );
  }
  if (!state.data) return <Spinner label={t('money.autoRecharge.loading')} />;
  const data = state.data;

  const cancel = async () => {
    setFailure('');
    try {
      const answer = await call<AutoRechargeView>(PATH, { method: 'DELETE' });
      setNotice(answer.message ? messageText(t, answer.message) : t('money.autoRecharge.cancelled'));
      await state.mutate(answer, { revalidate: false });
    } catch (error) {
      setFailure(failureText(t, error));
    }
  };

  return (
    <>
      <Panel aria-labelledby="auto-recharge-current" data-auto-recharge={data.rule ? 'on' : 'off'}>
        <h2 id="auto-recharge-current">{t('money.autoRecharge.currentTitle')}</h2>
        {notice && (
          <div role="status">
            <Notice kind="success">{notice}</Notice>
          </div>
        )}
        {failure && <Notice kind="error">{failure}</Notice>}
        {data.rule ? (
          <>
            <p>
              {data.rule.kind === 'below'
                ? t('money.autoRecharge.ruleBelow', { threshold: formatPrice(data.rule.threshold), amount: formatPrice(data.rule.amount) })
                : t('money.autoRecharge.ruleMonthly', { day: data.rule.dayOfMonth ?? 1, amount: formatPrice(data.rule.amount) })}
            </p>
            <p>{t('money.autoRecharge.capLine', { cap: formatPrice(data.rule.monthlyCap), spent: formatPrice(data.monthSpent) })}</p>
            {/* The card's dots and digits isolated left to right (LRI … PDI) inside the sentence. */}
            <p>{t('money.autoRecharge.cardLine', { card: `\u2066${data.rule.card}\u2069` })}</p>
            <Actions>
              <Button type="button" $variant="secondary" onClick={() => void cancel()}>
                {t('money.autoRecharge.cancel')}
              </Button>
            </Actions>
          </>
        ) : (
          <p>{t('money.autoRecharge.off')}</p>
        )}
      </Panel>
      {data.methods.length === 0 ? (
        <Panel>
          <Notice kind="info">{t('money.autoRecharge.unavailable')}</Notice>
        </Panel>
      ) : (
        <SettingsForm
          changing={Boolean(data.rule)}
          onSaved={async (answer) => {
            setFailure('');
            setNotice(answer.message ? messageText(t, answer.message) : t('money.autoRecharge.saved'));
            await state.mutate(answer, { revalidate: false });
          }}
        />
      )}
      <History data={data} />
    </>
  );
}

function SettingsForm({ changing, onSaved }: { changing: boolean; onSaved: (answer: Envelope<AutoRechargeView>) => Promise<void> }) {
  const t = useTranslations();
  const id = useId();
  const idOf = (name: string) => `${id}-${name}`;
  const call = useMoneyCall({ session: true });
  const [failure, setFailure] = useState('');

  const formik = useFormik<Values>({
    initialValues: { kind: '', threshold: '', dayOfMonth: '', amount: '', monthlyCap: '', cardNumber: '', expiry: '', cvc: '' },
    validationSchema: autoRechargeSchema,
    onSubmit: async (values, helpers) => {
      setFailure('');
      try {
        // 1. The card to the provider's card-saving form; 2. its token to our settings.
        const card = await call<{ token: string; label: string }>('/api/dev/payment-provider/cards', {
          method: 'POST',
          body: { cardNumber: values.cardNumber, expiry: values.expiry, cvc: values.cvc },
        });
        const number = (value: string) => parseAmount(value) as number;
        const answer = await call<AutoRechargeView>(PATH, {
          method: 'PUT',
          body: {
            kind: values.kind,
            ...(values.kind === 'below' ? { threshold: number(values.threshold) } : { dayOfMonth: number(values.dayOfMonth) }),
            amount: number(values.amount),
            monthlyCap: number(values.monthlyCap),
            cardToken: card.data.token,
          },
        });
        helpers.resetForm();
        await onSaved(answer);
      } catch (error) {
        if (!placeServerErrors(helpers, error, FIELDS, { cardToken: 'cardNumber' })) setFailure(failureText(t, error));
      }
    },
  });
  useFocusFirstError(formik, FIELDS, idOf);

  const field = (name: keyof Values, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={idOf(name)}
      name={name}
      label={label}
      error={errorOf(t, formik, name)}
      inputMode="numeric"
      autoComplete="off"
      ltr
      value={formik.values[name]}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      {...extra}
    />
  );

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{changing ? t('money.autoRecharge.changeTitle') : t('money.autoRecharge.setUpTitle')}</h2>
      <form noValidate onSubmit={formik.handleSubmit}>
        <Choice aria-describedby={errorOf(t, formik, 'kind') ? idOf('kind-error') : undefined}>
          <legend>{t('money.autoRecharge.whenLegend')}</legend>
          <div className="options">
            {(['below', 'monthly'] as const).map((kind, i) => (
              <label key={kind}>
                <input
                  type="radio"
                  name="kind"
                  value={kind}
                  id={i === 0 ? idOf('kind') : undefined}
                  checked={formik.values.kind === kind}
                  onChange={formik.handleChange}
                />
                <span>{kind === 'below' ? t('money.autoRecharge.kindBelow') : t('money.autoRecharge.kindMonthly')}</span>
              </label>
            ))}
          </div>
          {errorOf(t, formik, 'kind') && (
            <p id={idOf('kind-error')} className="error" role="alert">
              {errorOf(t, formik, 'kind')}
            </p>
          )}
        </Choice>
        {formik.values.kind === 'below' && field('threshold', t('money.autoRecharge.threshold'))}
        {formik.values.kind === 'monthly' && field('dayOfMonth', t('money.autoRecharge.day'), { maxLength: 2 })}
        {field('amount', t('money.autoRecharge.amount'))}
        {field('monthlyCap', t('money.autoRecharge.cap'), { hint: t('money.autoRecharge.capHint') })}
        <Choice>
          <legend>{t('money.autoRecharge.cardLegend')}</legend>
          <p className="hint">{t('money.autoRecharge.cardHint')}</p>
          <p className="hint">{t('money.autoRecharge.testCards')}</p>
          {field('cardNumber', t('money.autoRecharge.cardNumber'), { autoComplete: 'cc-number', maxLength: 23 })}
          {field('expiry', t('money.autoRecharge.expiry'), { autoComplete: 'cc-exp', inputMode: 'text', maxLength: 7 })}
          {field('cvc', t('money.autoRecharge.cvc'), { autoComplete: 'cc-csc', maxLength: 4 })}
        </Choice>
        {failure && <Notice kind="error">{failure}</Notice>}
        <Actions>
          <Button type="submit" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? t('money.autoRecharge.saving') : t('money.autoRecharge.save')}
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

function History({ data }: { data: AutoRechargeView }) {
  const t = useTranslations();
  const locale = toLocale(useLocale());
  const date = useDateFormat();
  return (
    <Panel aria-labelledby="auto-recharge-history">
      <h2 id="auto-recharge-history">{t('money.autoRecharge.historyTitle')}</h2>
      {data.charges.length === 0 ? (
        <p>{t('money.autoRecharge.noHistory')}</p>
      ) : (
        <ul data-charges="">
          {data.charges.map((charge) => (
            <li key={charge.id} data-status={charge.status}>
              {date(charge.createdAt)}: <Amount value={charge.amount} /> —{' '}
              {t(`money.autoRecharge.status.${charge.status === 'due' && charge.failures > 0 ? 'retrying' : charge.status}`)}
              {charge.orderId && (
                <>
                  {' · '}
                  <a href={`/api/v1/payments/${encodeURIComponent(charge.orderId)}/receipt?lang=${locale}`} download>
                    {t('money.autoRecharge.receipt')}
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** /personal/my-account/auto-recharge */
export function AutoRechargeScreen() {
  const t = useTranslations('money.autoRecharge');
  return (
    <FlowPage>
      <FlowHeader>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </FlowHeader>
      <AutoRechargeSettings />
    </FlowPage>
  );
}
