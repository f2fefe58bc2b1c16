/**
 * Quick pay (issue 11): the bill of a postpaid line paid without an account. The number, then the
 * 6-digit code sent to it by SMS (the PIN boxes of the sign-in, a new code after the countdown, the
 * tries left), then the amount due and "Pay by card", which goes on to the hosted payment page like the
 * signed-in bill page. Before the right code the screen says nothing about the number's bill; the code
 * gives a short-lived grant (kept in memory only) that reads and pays this line's bill.
 */
import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import * as yup from 'yup';
import type { BillData, PaymentStartData, PinSentData } from '@/lib/account-api';
import { ApiClientError } from '@/lib/api/errors';
import { LOGIN_PATH } from '@/lib/guards';
import { normalizeMsisdn } from '@/lib/validation/rules';
import { yv } from '@/lib/validation/yup';
import { Button } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { errorData } from '../account/ui';
import { failureText, newIdempotencyKey, useMoneyCall, useMoneyDeps } from '../shared/api';
import { PaymentMethodPicker, usePaymentMethodChoice } from '../shared/PaymentMethodPicker';
import { errorOf, optionalEmail, placeServerErrors, ReceiptEmailField, useFocusFirstError } from '../shared/forms';
import { CodeStep } from '../shared/CodeStep';
import { Actions, FlowHeader, FlowPage, Ltr, Notice, Panel, Spinner, StepLine, TextField } from '../shared/ui';
import { BillSummary } from './BillSummary';
import { BILL_PATH } from './paths';


/** POST /api/v1/bill/quick-pay/verify */
interface GrantData {
  grant: string;
  expiresAt: string;
}

/** POST /api/v1/bill/quick-pay/bill */
export interface QuickPayBill {
  msisdn: string;
  type: 'prepaid' | 'postpaid';
  bill: BillData | null;
}

type Step = { name: 'number'; notice?: string } | { name: 'code'; phone: string; wait: number } | { name: 'bill'; phone: string; grant: string };

/** A step's heading that takes the focus when the step appears, so keyboard and screen-reader users land on it. */
function StepHeading({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 id={id} ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}

export function QuickPay({ initialPhone = '' }: { initialPhone?: string }) {
  const t = useTranslations();
  const [step, setStep] = useState<Step>({ name: 'number' });
  const [phone, setPhone] = useState(initialPhone);
  const current = step.name === 'number' ? 0 : step.name === 'code' ? 1 : 2;
  const startOver = useCallback((notice?: string) => setStep({ name: 'number', notice }), []);

  return (
    <>
      <StepLine current={current} labels={[t('quickPay.steps.number'), t('quickPay.steps.code'), t('quickPay.steps.bill')]} />
      {step.name === 'number' && (
        <NumberStep
          initialPhone={phone}
          notice={step.notice}
          onSent={(sentTo, wait) => {
            setPhone(sentTo);
            setStep({ name: 'code', phone: sentTo, wait });
          }}
        />
      )}
      {step.name === 'code' && (
        <PhoneCodeStep phone={step.phone} wait={step.wait} onVerified={(grant) => setStep({ name: 'bill', phone: step.phone, grant })} onChangeNumber={() => startOver()} />
      )}
      {step.name === 'bill' && <BillStep grant={step.grant} onExpired={startOver} onStartOver={() => startOver()} />}
    </>
  );
}

/** Sends the code to the number, with a fresh Idempotency-Key per user action. */
function useSendCode() {
  const call = useMoneyCall();
  return useCallback((phone: string) => call<PinSentData>('/api/v1/bill/quick-pay/send', { method: 'POST', body: { phone }, idempotencyKey: newIdempotencyKey() }), [call]);
}

function NumberStep({ initialPhone, notice, onSent }: { initialPhone: string; notice?: string; onSent: (phone: string, wait: number) => void }) {
  const t = useTranslations();
  const id = useId();
  const send = useSendCode();
  const [failure, setFailure] = useState('');
  const formik = useFormik({
    initialValues: { phone: initialPhone },
    validationSchema: yup.object({ phone: yv.iraqiMsisdn() }),
    onSubmit: async (values, helpers) => {
      setFailure('');
      const phone = normalizeMsisdn(values.phone);
      try {
        const answer = await send(phone);
        onSent(phone, answer.data.resendAfter ?? 60);
      } catch (error) {
        const resendAfter = errorData(error).resendAfter;
        // A code was sent to this number a moment ago: it is still good, so go on and wait for it.
        if (error instanceof ApiClientError && error.status === 429 && typeof resendAfter === 'number') onSent(phone, resendAfter);
        else if (!placeServerErrors(helpers, error, ['phone'])) setFailure(failureText(t, error));
      }
    },
  });
  const idOf = useCallback((name: string) => `${id}-${name}`, [id]);
  useFocusFirstError(formik, ['phone'], idOf);

  return (
    <Panel aria-labelledby={`${id}-title`}>
      {notice ? <StepHeading id={`${id}-title`}>{t('quickPay.numberTitle')}</StepHeading> : <h2 id={`${id}-title`}>{t('quickPay.numberTitle')}</h2>}
      {notice && <Notice kind="info">{notice}</Notice>}
      <form noValidate onSubmit={formik.handleSubmit}>
        <TextField
          id={idOf('phone')}
          name="phone"
          label={t('money.common.msisdnLabel')}
          hint={t('money.common.msisdnHint')}
          error={errorOf(t, formik, 'phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          ltr
          value={formik.values.phone}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        {failure && <Notice kind="error">{failure}</Notice>}
        <Actions>
          <Button type="submit" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? t('quickPay.sending') : t('quickPay.sendCode')}
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

function PhoneCodeStep({ phone, wait, onVerified, onChangeNumber }: { phone: string; wait: number; onVerified: (grant: string) => void; onChangeNumber: () => void }) {
  const t = useTranslations();
  const call = useMoneyCall();
  const send = useSendCode();
  return (
    <CodeStep
      wait={wait}
      intro={t.rich('quickPay.codeIntro', { number: phone, phone: (chunks) => <Ltr>{chunks}</Ltr> })}
      checkingLabel={t('quickPay.checking')}
      verify={async (code) => (await call<GrantData>('/api/v1/bill/quick-pay/verify', { method: 'POST', body: { phone, code } })).data.grant}
      sendAgain={async () => (await send(phone)).data}
      onVerified={onVerified}
      back={{ onClick: onChangeNumber }}
    />
  );
}

function BillStep({ grant, onExpired, onStartOver }: { grant: string; onExpired: (message: string) => void; onStartOver: () => void }) {
  const t = useTranslations();
  const id = useId();
  const call = useMoneyCall();
  const [answer, setAnswer] = useState<QuickPayBill | null>(null);
  const [failure, setFailure] = useState('');
  const [attempt, setAttempt] = useState(0);

  // A POST (the grant stays out of URLs), so no SWR; `onExpired` is stable (the parent's useCallback).
  useEffect(() => {
    let live = true;
    call<QuickPayBill>('/api/v1/bill/quick-pay/bill', { method: 'POST', body: { grant } }).then(
      (reply) => live && setAnswer(reply.data),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiClientError && error.status === 401) onExpired(error.envelope?.message || t('quickPay.expired'));
        else setFailure(failureText(t, error));
      },
    );
    return () => {
      live = false;
    };
  }, [call, grant, attempt, onExpired, t]);

  if (failure) {
    return (
      <Panel>
        <Notice kind="error">{failure}</Notice>
        <Actions>
          <Button
            type="button"
            onClick={() => {
              setFailure('');
              setAttempt((n) => n + 1);
            }}
          >
            {t('money.common.retry')}
          </Button>
        </Actions>
      </Panel>
    );
  }
  if (!answer) return <Spinner label={t('quickPay.loadingBill')} />;

  if (answer.type === 'prepaid' || !answer.bill) {
    const prepaid = answer.type === 'prepaid';
    return (
      <Panel data-line={answer.type} aria-labelledby={`${id}-outcome`}>
        <StepHeading id={`${id}-outcome`}>{t.rich('quickPay.billTitle', { number: answer.msisdn, phone: (chunks) => <Ltr>{chunks}</Ltr> })}</StepHeading>
        <Notice kind={prepaid ? 'info' : 'success'} title={prepaid ? t('quickPay.prepaidTitle') : undefined}>
          <p>{prepaid ? t('quickPay.prepaid') : t('quickPay.nothingDue')}</p>
        </Notice>
        <Actions>
          {prepaid && (
            <SmartLink href={`/personal/my-account/recharge?msisdn=${answer.msisdn}`} className="primary">
              {t('money.bill.recharge')}
            </SmartLink>
          )}
          <Button type="button" $variant="secondary" onClick={onStartOver}>
            {t('quickPay.startOver')}
          </Button>
        </Actions>
      </Panel>
    );
  }
  return <DueBill grant={grant} msisdn={answer.msisdn} bill={answer.bill} onExpired={onExpired} />;
}

function DueBill({ grant, msisdn, bill, onExpired }: { grant: string; msisdn: string; bill: BillData; onExpired: (message: string) => void }) {
  const t = useTranslations();
  const id = useId();
  const call = useMoneyCall();
  const { go } = useMoneyDeps();
  const [failure, setFailure] = useState('');
  const [leaving, setLeaving] = useState(false);
  // One key per bill shown: a double click or a retry of the same payment replays the same order.
  const [key] = useState(newIdempotencyKey);
  const { methods, method, setMethod } = usePaymentMethodChoice();

  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: yup.object({ email: optionalEmail() }),
    onSubmit: async (values, helpers) => {
      setFailure('');
      const email = values.email.trim();
      try {
        const answer = await call<PaymentStartData>('/api/v1/bill/quick-pay/pay', {
          method: 'POST',
          body: { grant, billId: bill.id, ...(email ? { email } : {}), ...(method ? { method } : {}) },
          idempotencyKey: key,
        });
        setLeaving(true);
        go(answer.data.paymentUrl);
      } catch (error) {
        if (error instanceof ApiClientError && error.status === 401) onExpired(error.envelope?.message || t('quickPay.expired'));
        else if (!placeServerErrors(helpers, error, ['email'])) setFailure(failureText(t, error));
      }
    },
  });
  const idOf = useCallback((name: string) => `${id}-${name}`, [id]);
  useFocusFirstError(formik, ['email'], idOf);

  return (
    <Panel aria-labelledby={`${id}-title`} data-bill={bill.id}>
      <StepHeading id={`${id}-title`}>{t.rich('quickPay.billTitle', { number: msisdn, phone: (chunks) => <Ltr>{chunks}</Ltr> })}</StepHeading>
      <BillSummary bill={bill} />
      {leaving ? (
        <Spinner label={t('money.common.goingToPayment')} />
      ) : (
        <form noValidate onSubmit={formik.handleSubmit}>
          <ReceiptEmailField formik={formik} id={idOf('email')} />
          <PaymentMethodPicker methods={methods} value={method} onChange={setMethod} />
          <p className="note">{t('quickPay.payNote')}</p>
          {failure && <Notice kind="error">{failure}</Notice>}
          <Actions>
            <Button type="submit" disabled={formik.isSubmitting}>
              {t('money.common.payByCard')}
            </Button>
          </Actions>
        </form>
      )}
    </Panel>
  );
}

/** /personal/bill/quick-pay */
export function QuickPayScreen({ initialPhone }: { initialPhone?: string }) {
  const t = useTranslations('quickPay');
  return (
    <FlowPage>
      <FlowHeader>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </FlowHeader>
      <QuickPay initialPhone={initialPhone} />
      <p>
        <SmartLink href={`${LOGIN_PATH}?redirect=${encodeURIComponent(BILL_PATH)}`}>{t('signIn')}</SmartLink>
      </p>
    </FlowPage>
  );
}


