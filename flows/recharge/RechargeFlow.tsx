/**
 * Recharge (spec sections 1, 5 and 9): a scratch card (13 or 14 digits, spaces allowed) or a bank
 * card (5,000 to 100,000 IQD, quick amounts, an optional e-mail for the receipt), for your own number
 * or another one. Visitors recharge any Nour number; a signed-in subscriber's own number is offered.
 * A card payment continues on the payment provider's page (card numbers never reach our API), which
 * brings the payer back to /personal/my-account/recharge-confirmation.
 */
import { useFormik } from 'formik';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useState } from 'react';
import * as yup from 'yup';
import type { PaymentStartData } from '@/lib/account-api';
import { formatPrice } from '@/lib/format';
import { localizePath, toLocale } from '@/lib/locales';
import { limits, normalizeScratchCard } from '@/lib/validation/rules';
import { yv } from '@/lib/validation/yup';
import { Button } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { failureText, newIdempotencyKey, useMoneyCall, useMoneyDeps } from '../shared/api';
import { PaymentMethodPicker, usePaymentMethodChoice } from '../shared/PaymentMethodPicker';
import { amountSchema, chosenNumber, errorOf, initialNumber, NumberChoice, numberSchema, optionalEmail, parseAmount, placeServerErrors, ReceiptEmailField, useFocusFirstError, type NumberValues } from '../shared/forms';
import { pendingPurchase, resumePath, type PendingPurchase } from '../addon-purchase/resume';
import { rememberReturn } from '../payment/return-path';
import { Tabs } from '../shared/Tabs';
import { Actions, Amount, Ltr, Notice, Panel, Spinner, TextField } from '../shared/ui';
import { classed } from '@/ui/classed';
import styles from './RechargeFlow.module.css';

export const QUICK_AMOUNTS = [5_000, 10_000, 25_000, 50_000] as const;

export type RechargeTab = 'scratch' | 'card';

export interface RechargeFlowProps {
  /** The signed-in subscriber's number, or null for a visitor. */
  ownMsisdn: string | null;
  /** `?msisdn=` of the address: the number to recharge. */
  initialMsisdn?: string | null;
  initialTab?: RechargeTab;
  /**
   * Where to continue after a successful recharge (the low-balance flow's thank-you page); without it
   * the result is shown here (scratch card) or on the confirmation page (card).
   */
  successPath?: string;
}

export function RechargeFlow({ ownMsisdn, initialMsisdn, initialTab = 'scratch', successPath }: RechargeFlowProps) {
  const t = useTranslations('money.recharge');
  const [tab, setTab] = useState<RechargeTab>(initialTab);
  // The number (own or another, as typed) belongs to the screen, not to one tab: switching between
  // scratch card and bank card keeps it.
  const [number, setNumber] = useState<NumberValues>(() => initialNumber(ownMsisdn, initialMsisdn));
  return (
    <Box aria-label={t('title')}>
      <Tabs
        label={t('methods')}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: 'scratch', label: t('scratchTab') },
          { key: 'card', label: t('cardTab') },
        ]}
      >
        {tab === 'scratch' ? (
          <ScratchCardForm ownMsisdn={ownMsisdn} number={number} onNumber={setNumber} successPath={successPath} />
        ) : (
          <CardForm ownMsisdn={ownMsisdn} number={number} onNumber={setNumber} successPath={successPath} />
        )}
      </Tabs>
    </Box>
  );
}

interface TabFormProps extends Pick<RechargeFlowProps, 'ownMsisdn' | 'successPath'> {
  /** The number chosen so far on this screen, and where a change of it is reported. */
  number: NumberValues;
  onNumber: (number: NumberValues) => void;
}

/** Tells the screen the number this form holds now, so the other tab starts with it. */
function useShareNumber({ target, msisdn }: NumberValues, onNumber: TabFormProps['onNumber']) {
  useEffect(() => onNumber({ target, msisdn }), [target, msisdn, onNumber]);
}

interface ScratchValues extends NumberValues {
  cardNumber: string;
}

interface ScratchDone {
  msisdn: string;
  /** The add-on purchase this recharge was for, to continue. */
  purchase: PendingPurchase | null;
  value: number | null;
  balance: number | null;
  message: string;
}

function ScratchCardForm({ ownMsisdn, number, onNumber, successPath }: TabFormProps) {
  const t = useTranslations();
  const call = useMoneyCall();
  const router = useRouter();
  const locale = toLocale(router.locale);
  const id = useId();
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState<ScratchDone | null>(null);

  const formik = useFormik<ScratchValues>({
    initialValues: { ...number, cardNumber: '' },
    validationSchema: yup.object({ ...numberSchema(ownMsisdn), cardNumber: yv.scratchCard() }),
    onSubmit: async (values, helpers) => {
      setFailure('');
      const msisdn = chosenNumber(values, ownMsisdn);
      try {
        const answer = await call<{ value?: number; amount?: number; balance?: number }>('/api/v1/recharge/scratch-card', {
          method: 'POST',
          body: { msisdn, cardNumber: normalizeScratchCard(values.cardNumber) },
          idempotencyKey: newIdempotencyKey(),
        });
        const data = answer.data ?? {};
        const value = typeof data.value === 'number' ? data.value : typeof data.amount === 'number' ? data.amount : null;
        if (successPath) {
          await router.push(localizePath(`${successPath}?${new URLSearchParams({ msisdn, ...(value ? { amount: String(value) } : {}) })}`, locale), undefined, { locale: false });
          return;
        }
        helpers.resetForm();
        setDone({ msisdn, purchase: pendingPurchase(msisdn), value, balance: typeof data.balance === 'number' && msisdn === ownMsisdn ? data.balance : null, message: answer.message });
      } catch (error) {
        if (!placeServerErrors(helpers, error, ['msisdn', 'cardNumber'])) setFailure(failureText(t, error));
      }
    },
  });
  const idOf = useCallback((name: string) => `${id}-${name}`, [id]);
  useFocusFirstError(formik, ['msisdn', 'cardNumber'], idOf);
  useShareNumber(formik.values, onNumber);

  if (done) {
    return (
      <Result>
        <Notice kind="success" title={t('money.recharge.scratchDoneTitle')}>
          <p>
            {done.value !== null
              ? t('money.recharge.scratchDone', { amount: formatPrice(done.value), msisdn: done.msisdn })
              : t('money.recharge.scratchDoneNoAmount', { msisdn: done.msisdn })}
          </p>
          {done.balance !== null && (
            <p>
              {t('money.recharge.newBalance')} <Amount value={done.balance} />
            </p>
          )}
        </Notice>
        <Actions>
          {done.purchase && (
            <SmartLink href={resumePath(done.purchase)} className="primary">
              {t('money.recharge.continuePurchase')}
            </SmartLink>
          )}
          <Button type="button" $variant="secondary" onClick={() => setDone(null)}>
            {t('money.recharge.again')}
          </Button>
        </Actions>
      </Result>
    );
  }

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={t('money.recharge.scratchTab')}>
      <p>{t('money.recharge.scratchIntro')}</p>
      <NumberChoice formik={formik} own={ownMsisdn} idPrefix={id} />
      <TextField
        id={idOf('cardNumber')}
        name="cardNumber"
        label={t('money.recharge.cardNumberLabel')}
        hint={t('money.recharge.cardNumberHint')}
        error={errorOf(t, formik, 'cardNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={limits.scratchCardLengths[1] + 6}
        ltr
        value={formik.values.cardNumber}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
      {failure && <Notice kind="error">{failure}</Notice>}
      <Actions>
        <Button type="submit" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
          {formik.isSubmitting && <Spinner inline label={t('money.recharge.working')} />}
          {t('money.recharge.scratchSubmit')}
        </Button>
      </Actions>
    </form>
  );
}

interface CardValues extends NumberValues {
  amount: string;
  email: string;
}

function CardForm({ ownMsisdn, number, onNumber, successPath }: TabFormProps) {
  const t = useTranslations();
  const call = useMoneyCall();
  const { go } = useMoneyDeps();
  const id = useId();
  const [failure, setFailure] = useState('');
  const [leaving, setLeaving] = useState(false);
  const { min, max } = limits.cardRecharge;
  const { methods, method, setMethod } = usePaymentMethodChoice();

  const formik = useFormik<CardValues>({
    initialValues: { ...number, amount: '', email: '' },
    validationSchema: yup.object({
      ...numberSchema(ownMsisdn),
      amount: amountSchema(min, max),
      email: optionalEmail(),
    }),
    onSubmit: async (values, helpers) => {
      setFailure('');
      const msisdn = chosenNumber(values, ownMsisdn);
      const email = values.email.trim();
      try {
        const answer = await call<PaymentStartData>('/api/v1/recharge/card', {
          method: 'POST',
          body: { msisdn, amount: parseAmount(values.amount), ...(email ? { email } : {}), ...(method ? { method } : {}) },
          idempotencyKey: newIdempotencyKey(),
        });
        // A recharge started by an add-on purchase short of balance leads back to that purchase.
        const purchase = pendingPurchase(msisdn);
        if (purchase) rememberReturn(answer.data.orderId, resumePath(purchase), 'purchase');
        else if (successPath) rememberReturn(answer.data.orderId, successPath);
        setLeaving(true);
        go(answer.data.paymentUrl);
      } catch (error) {
        if (!placeServerErrors(helpers, error, ['msisdn', 'amount', 'email'])) setFailure(failureText(t, error));
      }
    },
  });
  const idOf = useCallback((name: string) => `${id}-${name}`, [id]);
  useFocusFirstError(formik, ['msisdn', 'amount', 'email'], idOf);
  useShareNumber(formik.values, onNumber);
  const amountNow = parseAmount(formik.values.amount);

  if (leaving) return <Spinner label={t('money.common.goingToPayment')} />;

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={t('money.recharge.cardTab')}>
      <p>{t('money.recharge.cardIntro', { min: formatPrice(min), max: formatPrice(max) })}</p>
      <NumberChoice formik={formik} own={ownMsisdn} idPrefix={id} />
      <div role="group" aria-label={t('money.recharge.quickAmounts')} className="quick">
        {QUICK_AMOUNTS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={amountNow === value}
            onClick={() => {
              void formik.setFieldValue('amount', formatPrice(value));
            }}
          >
            <Ltr>{formatPrice(value)}</Ltr>
          </button>
        ))}
      </div>
      <TextField
        id={idOf('amount')}
        name="amount"
        label={t('money.recharge.amountLabel')}
        hint={t('money.recharge.amountHint', { min: formatPrice(min), max: formatPrice(max) })}
        error={errorOf(t, formik, 'amount')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        ltr
        value={formik.values.amount}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
      <ReceiptEmailField formik={formik} id={idOf('email')} />
      <PaymentMethodPicker methods={methods} value={method} onChange={setMethod} />
      <p className="note">{t('money.common.vatNote')}</p>
      {failure && <Notice kind="error">{failure}</Notice>}
      <Actions>
        <Button type="submit" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
          {formik.isSubmitting && <Spinner inline label={t('money.recharge.working')} />}
          {typeof amountNow === 'number' && amountNow >= min && amountNow <= max && Number.isInteger(amountNow)
            ? t('money.recharge.payAmount', { amount: formatPrice(amountNow) })
            : t('money.common.payByCard')}
        </Button>
      </Actions>
    </form>
  );
}

const Result = classed.div(styles.Result);

const Box = classed(Panel)(styles.Box);
