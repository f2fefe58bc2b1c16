/**
 * E-vouchers (spec sections 2 and 7): a recharge code bought by card and delivered by SMS.
 *
 * - /e-voucher: the packages of a recharge type (GET /api/v2/e-voucher/packages) → choose one →
 * - /e-voucher/EnterPassword: the step before confirming. The spec names it "password entry"; what a
 *   buyer enters here is the number the voucher's secret code (its "password", the PIN to recharge
 *   with) is sent to by SMS, and an optional e-mail for the receipt. The core API has no separate code
 *   for this checkout (the card payment on the provider's page is what authorises it) →
 * - review and confirm → POST /api/v2/e-voucher/checkout → the provider's payment page →
 * - /personal/e-voucher/confirmation: "your voucher was sent by SMS to …".
 * - /e-voucher-deprecated: the old one-page checkout, with its review step and a confirmation modal.
 */
import { useFormik } from 'formik';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import * as yup from 'yup';
import type { PaymentStartData } from '@/lib/account-api';
import { localizePath, toLocale } from '@/lib/locales';
import { Button } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { failureText, fieldErrorsOf, newIdempotencyKey, useMoneyCall, useMoneyDeps, useMoneyGet } from '../shared/api';
import { Dialog } from '../shared/Dialog';
import { PaymentMethodPicker, usePaymentMethodChoice } from '../shared/PaymentMethodPicker';
import { chosenNumber, initialNumber, NumberChoice, numberSchema, optionalEmail, ReceiptEmailField, useFocusFirstError, type NumberValues } from '../shared/forms';
import { PaymentResult } from '../payment/PaymentResult';
import { Actions, Amount, Choice, FlowHeader, FlowPage, Ltr, Notice, Panel, Spinner, StepLine, Summary } from '../shared/ui';
import { formatPrice } from '@/lib/format';
import { classed } from '@/ui/classed';
import styles from './EVoucher.module.css';

export type RechargeType = 'prepaid' | 'postpaid';

export interface EVoucherPackage {
  id: number;
  title: string;
  /** Credit the voucher gives, IQD. */
  value: number;
  /** What it costs, IQD. */
  price: number;
  rechargeType?: RechargeType;
}

export interface VoucherBuyer {
  msisdn: string;
  email: string;
}

export const toRechargeType = (value: unknown): RechargeType => (value === 'postpaid' ? 'postpaid' : 'prepaid');

function usePackages(type: RechargeType) {
  return useMoneyGet<EVoucherPackage[]>('/api/v2/e-voucher/packages', { 'recharge-type': type });
}

/** Recharge type and the packages of that type, as a radio group. */
export function PackagePicker({ type, onType, selected, onSelect }: { type: RechargeType; onType: (type: RechargeType) => void; selected: number | null; onSelect: (pkg: EVoucherPackage) => void }) {
  const t = useTranslations();
  const { data, error, isLoading, mutate } = usePackages(type);
  return (
    <>
      <Choice>
        <legend>{t('money.voucher.typeLabel')}</legend>
        <div className="options">
          {(['prepaid', 'postpaid'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="recharge-type" value={value} checked={type === value} onChange={() => onType(value)} />
              <span>{t(`money.voucher.types.${value}`)}</span>
            </label>
          ))}
        </div>
      </Choice>
      {isLoading ? (
        <Spinner label={t('money.voucher.loading')} />
      ) : error ? (
        <>
          <Notice kind="error">{failureText(t, error)}</Notice>
          <Actions>
            <Button type="button" $variant="secondary" onClick={() => void mutate()}>
              {t('money.common.retry')}
            </Button>
          </Actions>
        </>
      ) : !data || data.length === 0 ? (
        <Notice kind="info">{t('money.voucher.none')}</Notice>
      ) : (
        <Packages>
          <legend>{t('money.voucher.packagesLabel')}</legend>
          {data.map((pkg) => (
            <label key={pkg.id} data-voucher={pkg.id}>
              <input type="radio" name="package" value={pkg.id} checked={selected === pkg.id} onChange={() => onSelect(pkg)} />
              <span className="title">{pkg.title}</span>
              <span className="value">{t('money.voucher.gives', { value: formatPrice(pkg.value) })}</span>
              <span className="price">
                <Amount value={pkg.price} />
              </span>
            </label>
          ))}
        </Packages>
      )}
    </>
  );
}

/** The voucher's review: what, for which number, and the total (VAT 20% currently exempted). */
export function VoucherSummary({ pkg, buyer }: { pkg: EVoucherPackage; buyer: VoucherBuyer }) {
  const t = useTranslations();
  return (
    <Summary>
      <div>
        <dt>{t('money.voucher.package')}</dt>
        <dd>{pkg.title}</dd>
      </div>
      <div>
        <dt>{t('money.voucher.value')}</dt>
        <dd>
          <Amount value={pkg.value} />
        </dd>
      </div>
      <div>
        <dt>{t('money.voucher.sendTo')}</dt>
        <dd>
          <Ltr>{buyer.msisdn}</Ltr>
        </dd>
      </div>
      {buyer.email && (
        <div>
          <dt>{t('money.voucher.receiptTo')}</dt>
          <dd>
            <Ltr>{buyer.email}</Ltr>
          </dd>
        </div>
      )}
      <div>
        <dt>{t('money.common.vat')}</dt>
        <dd>{t('money.common.vatExempt')}</dd>
      </div>
      <div className="total">
        <dt>{t('money.common.total')}</dt>
        <dd>
          <Amount value={pkg.price} />
        </dd>
      </div>
    </Summary>
  );
}

/** POST /api/v2/e-voucher/checkout, then the provider's payment page. */
function useCheckout() {
  const t = useTranslations();
  const call = useMoneyCall();
  const { go } = useMoneyDeps();
  const [state, setState] = useState<{ busy: boolean; failure: string; leaving: boolean }>({ busy: false, failure: '', leaving: false });
  const choice = usePaymentMethodChoice();
  const method = choice.method;
  const pay = async (pkg: EVoucherPackage, buyer: VoucherBuyer) => {
    if (state.busy) return;
    setState({ busy: true, failure: '', leaving: false });
    try {
      const answer = await call<PaymentStartData>('/api/v2/e-voucher/checkout', {
        method: 'POST',
        body: { packageId: pkg.id, msisdn: buyer.msisdn, ...(buyer.email ? { email: buyer.email } : {}), ...(method ? { method } : {}) },
        idempotencyKey: newIdempotencyKey(),
      });
      setState({ busy: false, failure: '', leaving: true });
      go(answer.data.paymentUrl);
    } catch (error) {
      // "Service not available for your line" and the like are about the number or the e-mail.
      const fields = fieldErrorsOf(error);
      setState({ busy: false, failure: fields.msisdn ?? fields.email ?? failureText(t, error), leaving: false });
    }
  };
  const picker = <PaymentMethodPicker methods={choice.methods} value={method} onChange={choice.setMethod} disabled={state.busy} />;
  return { ...state, pay, picker };
}

interface BuyerValues extends NumberValues {
  email: string;
}

/** The number the voucher goes to and the optional e-mail for the receipt. */
export function BuyerForm({ ownMsisdn, initial, submitLabel, onSubmit, extraActions }: { ownMsisdn: string | null; initial?: VoucherBuyer | null; submitLabel: string; onSubmit: (buyer: VoucherBuyer) => void; extraActions?: ReactNode }) {
  const t = useTranslations();
  const id = useId();
  const formik = useFormik<BuyerValues>({
    initialValues: { ...initialNumber(ownMsisdn, initial?.msisdn), email: initial?.email ?? '' },
    validationSchema: yup.object({ ...numberSchema(ownMsisdn), email: optionalEmail() }),
    onSubmit: (values) => onSubmit({ msisdn: chosenNumber(values, ownMsisdn), email: values.email.trim() }),
  });
  const idOf = useCallback((name: string) => `${id}-${name}`, [id]);
  useFocusFirstError(formik, ['msisdn', 'email'], idOf);
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <p>{t('money.voucher.detailsIntro')}</p>
      <NumberChoice formik={formik} own={ownMsisdn} idPrefix={id} label={t('money.voucher.msisdnLabel')} />
      <ReceiptEmailField formik={formik} id={idOf('email')} />
      <Actions>
        <Button type="submit">{submitLabel}</Button>
        {extraActions}
      </Actions>
    </form>
  );
}

/** /e-voucher: choose a package; the next step is /e-voucher/EnterPassword. */
export function EVoucherScreen({ initialType }: { initialType: RechargeType }) {
  const t = useTranslations();
  const router = useRouter();
  const locale = toLocale(router.locale);
  const [type, setType] = useState<RechargeType>(initialType);
  const [selected, setSelected] = useState<EVoucherPackage | null>(null);
  const [missing, setMissing] = useState(false);
  const next = () => {
    if (!selected) {
      setMissing(true);
      return;
    }
    void router.push(localizePath(`/e-voucher/EnterPassword?${new URLSearchParams({ package: String(selected.id), type })}`, locale), undefined, { locale: false });
  };
  return (
    <FlowPage>
      <FlowHeader>
        <h1>{t('money.voucher.title')}</h1>
        <p>{t('money.voucher.intro')}</p>
      </FlowHeader>
      <Panel aria-labelledby="voucher-step">
        <StepLine current={0} labels={steps(t)} />
        <h2 id="voucher-step">{t('money.voucher.chooseTitle')}</h2>
        <PackagePicker
          type={type}
          onType={(value) => {
            setType(value);
            setSelected(null);
          }}
          selected={selected?.id ?? null}
          onSelect={(pkg) => {
            setSelected(pkg);
            setMissing(false);
          }}
        />
        {missing && <Notice kind="error">{t('money.voucher.chooseFirst')}</Notice>}
        <Actions>
          <Button type="button" onClick={next}>
            {t('money.common.continue')}
          </Button>
        </Actions>
      </Panel>
    </FlowPage>
  );
}

const steps = (t: ReturnType<typeof useTranslations>) => [t('money.voucher.stepChoose'), t('money.voucher.stepDetails'), t('money.voucher.stepReview'), t('money.voucher.stepPay')];

/** /e-voucher/EnterPassword?package=&type=: the buyer's number (and e-mail), then review and confirm. */
export function EnterPasswordScreen({ packageId, type, ownMsisdn }: { packageId: number | null; type: RechargeType; ownMsisdn: string | null }) {
  const t = useTranslations();
  const { data, error, isLoading } = usePackages(type);
  const [buyer, setBuyer] = useState<VoucherBuyer | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const checkout = useCheckout();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (reviewing) heading.current?.focus();
  }, [reviewing]);
  const pkg = data?.find((p) => p.id === packageId) ?? null;

  let body: ReactNode;
  if (isLoading) body = <Spinner label={t('money.voucher.loading')} />;
  else if (error) body = <Notice kind="error">{failureText(t, error)}</Notice>;
  else if (!pkg) {
    body = (
      <>
        <Notice kind="error">{t('money.voucher.unknownPackage')}</Notice>
        <Actions>
          <SmartLink href="/e-voucher" className="primary">
            {t('money.voucher.choosePackage')}
          </SmartLink>
        </Actions>
      </>
    );
  } else if (checkout.leaving) {
    body = <Spinner label={t('money.common.goingToPayment')} />;
  } else if (reviewing && buyer) {
    body = (
      <div className="step">
        <VoucherSummary pkg={pkg} buyer={buyer} />
        <p>{t('money.voucher.smsNote', { msisdn: buyer.msisdn })}</p>
        {checkout.picker}
        {checkout.failure && <Notice kind="error">{checkout.failure}</Notice>}
        <Actions>
          <Button type="button" onClick={() => void checkout.pay(pkg, buyer)} disabled={checkout.busy} aria-busy={checkout.busy}>
            {checkout.busy && <Spinner inline label={t('money.voucher.starting')} />}
            {t('money.voucher.confirmPay', { amount: formatPrice(pkg.price) })}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setReviewing(false)} disabled={checkout.busy}>
            {t('money.transfer.edit')}
          </Button>
        </Actions>
      </div>
    );
  } else {
    body = (
      <>
        <p>
          {t('money.voucher.chosen')} <strong>{pkg.title}</strong> · <Amount value={pkg.price} />
        </p>
        <BuyerForm
          ownMsisdn={ownMsisdn}
          initial={buyer}
          submitLabel={t('money.voucher.review')}
          onSubmit={(value) => {
            setBuyer(value);
            setReviewing(true);
          }}
          extraActions={
            <SmartLink href={`/e-voucher?type=${type}`} className="secondary">
              {t('money.voucher.otherPackage')}
            </SmartLink>
          }
        />
      </>
    );
  }

  return (
    <FlowPage>
      <FlowHeader>
        <h1>{t('money.voucher.title')}</h1>
      </FlowHeader>
      <Panel aria-labelledby="voucher-step">
        <StepLine current={reviewing ? 2 : 1} labels={steps(t)} />
        <h2 id="voucher-step" ref={heading} tabIndex={-1}>
          {reviewing ? t('money.voucher.reviewTitle') : t('money.voucher.detailsTitle')}
        </h2>
        {body}
      </Panel>
    </FlowPage>
  );
}

/** /e-voucher-deprecated: the old checkout on one page, a review step, and a confirmation modal. */
export function DeprecatedCheckoutScreen({ ownMsisdn, initialType }: { ownMsisdn: string | null; initialType: RechargeType }) {
  const t = useTranslations();
  const [type, setType] = useState<RechargeType>(initialType);
  const [pkg, setPkg] = useState<EVoucherPackage | null>(null);
  const [buyer, setBuyer] = useState<VoucherBuyer | null>(null);
  const [missing, setMissing] = useState(false);
  const [step, setStep] = useState<'form' | 'review'>('form');
  const [confirming, setConfirming] = useState(false);
  const checkout = useCheckout();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step === 'review') heading.current?.focus();
  }, [step]);

  return (
    <FlowPage>
      <FlowHeader>
        <h1>{t('money.voucher.oldTitle')}</h1>
        <p>{t('money.voucher.intro')}</p>
      </FlowHeader>
      <Panel aria-labelledby="old-voucher-step">
        <h2 id="old-voucher-step" ref={heading} tabIndex={-1}>
          {step === 'form' ? t('money.voucher.oldFormTitle') : t('money.voucher.reviewTitle')}
        </h2>
        {checkout.leaving ? (
          <Spinner label={t('money.common.goingToPayment')} />
        ) : step === 'form' || !pkg || !buyer ? (
          <>
            <PackagePicker
              type={type}
              onType={(value) => {
                setType(value);
                setPkg(null);
              }}
              selected={pkg?.id ?? null}
              onSelect={(value) => {
                setPkg(value);
                setMissing(false);
              }}
            />
            {missing && <Notice kind="error">{t('money.voucher.chooseFirst')}</Notice>}
            <BuyerForm
              ownMsisdn={ownMsisdn}
              initial={buyer}
              submitLabel={t('money.voucher.review')}
              onSubmit={(value) => {
                setBuyer(value);
                if (!pkg) {
                  setMissing(true);
                  return;
                }
                setStep('review');
              }}
            />
          </>
        ) : (
          <div className="step">
            <VoucherSummary pkg={pkg} buyer={buyer} />
            {checkout.failure && <Notice kind="error">{checkout.failure}</Notice>}
            <Actions>
              <Button type="button" onClick={() => setConfirming(true)}>
                {t('money.voucher.confirm')}
              </Button>
              <Button type="button" $variant="secondary" onClick={() => setStep('form')}>
                {t('money.transfer.edit')}
              </Button>
            </Actions>
          </div>
        )}
      </Panel>
      {confirming && pkg && buyer && (
        <Dialog title={t('money.voucher.modalTitle')} onClose={() => setConfirming(false)} testId="voucher-confirm">
          <p>{t('money.voucher.modalText', { title: pkg.title, amount: formatPrice(pkg.price), msisdn: buyer.msisdn })}</p>
          {checkout.picker}
          {checkout.failure && <Notice kind="error">{checkout.failure}</Notice>}
          <Actions>
            <Button
              type="button"
              disabled={checkout.busy}
              aria-busy={checkout.busy}
              onClick={async () => {
                await checkout.pay(pkg, buyer);
              }}
            >
              {checkout.busy && <Spinner inline label={t('money.voucher.starting')} />}
              {t('money.voucher.modalConfirm')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setConfirming(false)} disabled={checkout.busy}>
              {t('money.voucher.modalCancel')}
            </Button>
          </Actions>
        </Dialog>
      )}
    </FlowPage>
  );
}

/** /personal/e-voucher/confirmation?orderId=: after the payment, the voucher went by SMS. */
export function VoucherConfirmationScreen({ orderId }: { orderId: string | null }) {
  const t = useTranslations();
  return (
    <FlowPage>
      <FlowHeader>
        <h1>{t('money.voucher.doneTitle')}</h1>
      </FlowHeader>
      <PaymentResult
        orderId={orderId}
        successText={(payment) => (
          <>
            {t('money.voucher.sentBySms')} <Ltr>{payment.msisdn}</Ltr>
          </>
        )}
      />
    </FlowPage>
  );
}

const Packages = classed.fieldset(styles.Packages);
