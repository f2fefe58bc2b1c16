/**
 * Credit transfer (signed in; spec sections 5 and 9): the receiver's number and an amount of 1,000 to
 * 60,000 IQD → review → a 6-digit code is texted to the sender → the code → done, with the new balance.
 * Every refusal is shown on the field it is about (receiver not ours, to yourself, daily cap, balance,
 * wrong code).
 */
import { useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import * as yup from 'yup';
import type { LineData } from '@/lib/account-api';
import { formatMoney, formatPrice } from '@/lib/format';
import { toLocale } from '@/lib/locales';
import { limits, messages, normalizeMsisdn, patterns } from '@/lib/validation/rules';
import { Button } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { failureText, fieldErrorsOf, newIdempotencyKey, useMoneyCall, useMoneyGet } from '../shared/api';
import { CodeStep } from '../shared/CodeStep';
import { amountSchema, errorOf, parseAmount, placeServerErrors, useFocusFirstError } from '../shared/forms';
import { Actions, Amount, FlowHeader, FlowPage, Ltr, Notice, Panel, Reference, Spinner, StepLine, Summary, TextField } from '../shared/ui';

/** Seconds before a new transfer code may be asked for (as for every SMS code of the site). */
const CODE_RESEND_AFTER = 60;

export interface TransferFlowProps {
  /** The signed-in subscriber's number (the sender). */
  ownMsisdn: string;
}

interface FormValues {
  to: string;
  amount: string;
}

type Step =
  | { name: 'form' }
  | { name: 'review'; to: string; amount: number }
  | { name: 'code'; to: string; amount: number; transferId: string }
  | { name: 'done'; to: string; amount: number; balance: number | null; reference: string | null };

export function TransferFlow({ ownMsisdn }: TransferFlowProps) {
  const t = useTranslations();
  const call = useMoneyCall({ session: true });
  const id = useId();
  const line = useMoneyGet<LineData>('/api/v1/account/line');
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const { min, max } = limits.creditTransfer;

  const formik = useFormik<FormValues>({
    initialValues: { to: '', amount: '' },
    validationSchema: yup.object({
      to: yup
        .string()
        .required(messages.phoneRequired)
        .transform((v: unknown) => (typeof v === 'string' ? normalizeMsisdn(v) : v))
        .matches(patterns.iraqiMsisdn, messages.operatorMsisdn)
        // Another Iraqi network's number is a valid number: the service is for Nour lines only.
        .matches(patterns.operatorMsisdn, 'money.transfer.otherNetwork')
        .test('not-self', 'money.transfer.notSelf', (v) => !v || v !== ownMsisdn),
      amount: amountSchema(min, max).test('balance', 'money.transfer.overBalance', (v) => {
        const amount = parseAmount(v ?? '');
        const balance = line.data?.balance;
        return typeof amount !== 'number' || typeof balance !== 'number' || amount <= balance;
      }),
    }),
    // Everything the server can tell before a code is sent (another network, not our line, the daily
    // cap, the balance) is asked here, so a refusal comes on this step, not after the code.
    onSubmit: async (values, helpers) => {
      setFailure('');
      const to = normalizeMsisdn(values.to);
      const amount = parseAmount(values.amount) as number;
      try {
        await call('/api/v1/credit-transfer/check', { method: 'POST', body: { to, amount } });
        setStep({ name: 'review', to, amount });
      } catch (error) {
        if (!placeServerErrors(helpers, error, ['to', 'amount'])) setFailure(failureText(t, error));
      }
    },
  });
  const idOf = useCallback((name: string) => `${id}-${name}`, [id]);
  useFocusFirstError(formik, ['to', 'amount'], idOf);

  /** Review → code: the server checks again and texts the code to the sender. */
  const requestCode = async (to: string, amount: number) => {
    setFailure('');
    setSending(true);
    try {
      const answer = await call<{ transferId: string }>('/api/v1/credit-transfer', {
        method: 'POST',
        body: { to, amount },
        idempotencyKey: newIdempotencyKey(),
      });
      setStep({ name: 'code', to, amount, transferId: answer.data.transferId });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.to || fields.amount) {
        setStep({ name: 'form' });
        placeServerErrors(formik, error, ['to', 'amount']);
      } else {
        setFailure(failureText(t, error));
      }
    } finally {
      setSending(false);
    }
  };

  const labels = [t('money.transfer.stepDetails'), t('money.transfer.stepReview'), t('money.transfer.stepCode'), t('money.transfer.stepDone')];
  const current = { form: 0, review: 1, code: 2, done: 3 }[step.name];

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{labels[current]}</h2>
      <StepLine current={current} labels={labels} />
      {step.name === 'form' && (
        <form noValidate onSubmit={formik.handleSubmit}>
          {line.data && (
            <p>
              {t('money.transfer.available')} <Amount value={line.data.balance} />
            </p>
          )}
          <p>{t('money.transfer.rules', { min: formatPrice(min), max: formatPrice(max) })}</p>
          <TextField
            id={idOf('to')}
            name="to"
            label={t('money.transfer.toLabel')}
            hint={t('money.common.msisdnHint')}
            error={errorOf(t, formik, 'to')}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            ltr
            value={formik.values.to}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
          <TextField
            id={idOf('amount')}
            name="amount"
            label={t('money.transfer.amountLabel')}
            hint={t('money.transfer.amountHint', { min: formatPrice(min), max: formatPrice(max) })}
            error={errorOf(t, formik, 'amount')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            ltr
            value={formik.values.amount}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
          {failure && <Notice kind="error">{failure}</Notice>}
          <Actions>
            <Button type="submit" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
              {formik.isSubmitting && <Spinner inline label={t('money.transfer.checking')} />}
              {t('money.common.continue')}
            </Button>
          </Actions>
        </form>
      )}

      {step.name === 'review' && (
        <Review
          onEdit={() => setStep({ name: 'form' })}
          onSend={() => requestCode(step.to, step.amount)}
          sending={sending}
          failure={failure}
          from={ownMsisdn}
          to={step.to}
          amount={step.amount}
        />
      )}

      {step.name === 'code' && (
        <CodeStep<{ balance?: number; reference?: string } | null>
          bare
          heading={null}
          label={t('money.common.codeLabel')}
          hint={t('money.common.codeHint')}
          intro={t('money.common.codeSent', { msisdn: ownMsisdn })}
          wait={CODE_RESEND_AFTER}
          checkingLabel={t('money.transfer.confirming')}
          submitLabel={t('money.transfer.confirm')}
          verify={async (code) =>
            (
              await call<{ balance?: number; reference?: string }>('/api/v1/credit-transfer/confirm', {
                method: 'POST',
                body: { transferId: step.transferId, code },
                idempotencyKey: newIdempotencyKey(),
              })
            ).data
          }
          sendAgain={async () => {
            // A new code is a new transfer request (same receiver and amount), checked again by the server.
            const answer = await call<{ transferId: string }>('/api/v1/credit-transfer', {
              method: 'POST',
              body: { to: step.to, amount: step.amount },
              idempotencyKey: newIdempotencyKey(),
            });
            setStep({ name: 'code', to: step.to, amount: step.amount, transferId: answer.data.transferId });
            return { resendAfter: CODE_RESEND_AFTER };
          }}
          onVerified={(data) => {
            // The server's sentence says what the done screen says (amount and receiver): not shown twice.
            const balance = typeof data?.balance === 'number' ? data.balance : null;
            const reference = typeof data?.reference === 'string' ? data.reference : null;
            setStep({ name: 'done', to: step.to, amount: step.amount, balance, reference });
            void line.mutate();
          }}
          back={{ label: t('money.transfer.edit'), onClick: () => setStep({ name: 'form' }) }}
        />
      )}

      {step.name === 'done' && (
        <Done
          to={step.to}
          amount={step.amount}
          balance={step.balance}
          reference={step.reference}
          again={() => {
            formik.resetForm();
            setStep({ name: 'form' });
          }}
        />
      )}
    </Panel>
  );
}

function Review({ from, to, amount, onEdit, onSend, sending, failure }: { from: string; to: string; amount: number; onEdit: () => void; onSend: () => void; sending: boolean; failure: string }) {
  const t = useTranslations();
  const focus = useRef<HTMLDivElement>(null);
  useEffect(() => focus.current?.focus(), []);
  return (
    <div ref={focus} tabIndex={-1} className="step">
      <Summary>
        <div>
          <dt>{t('money.transfer.from')}</dt>
          <dd>
            <Ltr>{from}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('money.transfer.to')}</dt>
          <dd>
            <Ltr>{to}</Ltr>
          </dd>
        </div>
        <div className="total">
          <dt>{t('money.common.amount')}</dt>
          <dd>
            <Amount value={amount} />
          </dd>
        </div>
      </Summary>
      <p>{t('money.transfer.codeNext', { msisdn: from })}</p>
      {failure && <Notice kind="error">{failure}</Notice>}
      <Actions>
        <Button type="button" onClick={onSend} disabled={sending} aria-busy={sending}>
          {sending && <Spinner inline label={t('money.transfer.sendingCode')} />}
          {t('money.transfer.sendCode')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onEdit} disabled={sending}>
          {t('money.transfer.edit')}
        </Button>
      </Actions>
    </div>
  );
}

/** Each fact once: the amount and the receiver in one sentence, then the new balance and the reference. */
function Done({ to, amount, balance, reference, again }: { to: string; amount: number; balance: number | null; reference: string | null; again: () => void }) {
  const t = useTranslations();
  const locale = toLocale(useLocale());
  const focus = useRef<HTMLDivElement>(null);
  useEffect(() => focus.current?.focus(), []);
  return (
    <div ref={focus} tabIndex={-1} className="step">
      <Notice kind="success" title={t('money.transfer.doneTitle')}>
        <p>{t.rich('money.transfer.doneText', { amount: formatMoney(amount, locale), to, num: (chunks) => <Ltr>{chunks}</Ltr> })}</p>
      </Notice>
      {balance !== null && (
        <p className="balance">
          {t('money.transfer.newBalance')} <Amount value={balance} />
        </p>
      )}
      {reference && (
        <p>
          {t('money.transfer.reference')} <Reference reference={reference} fallback={reference} />
        </p>
      )}
      <Actions>
        <Button type="button" onClick={again}>
          {t('money.transfer.again')}
        </Button>
        <SmartLink href="/personal/my-account" className="secondary">
          {t('money.common.backToAccount')}
        </SmartLink>
      </Actions>
    </div>
  );
}

/** /personal/my-account/balance-transfer */
export function TransferScreen({ ownMsisdn }: TransferFlowProps) {
  const t = useTranslations('money.transfer');
  return (
    <FlowPage>
      <FlowHeader>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </FlowHeader>
      <TransferFlow ownMsisdn={ownMsisdn} />
    </FlowPage>
  );
}
