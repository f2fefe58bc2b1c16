/**
 * /personal/shop/checkout (issue 12, part 3): your details (prefilled for subscribers), pick-up at a
 * shop or delivery (the profile's addresses for subscribers), payment method and promo code, then
 * review and confirm. POST /api/v1/checkout/quote prices the bag; POST /api/v1/checkout places the
 * order with one Idempotency-Key per confirmation (a double click or a retry makes one order), then
 * goes to the hosted card page or to the order page. Server field errors (`details.phone`, …) land on
 * their field, on the step that holds it.
 */
import { useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import * as yup from 'yup';
import type { AddressData } from '@/lib/account-api';
import { DELIVERY_FEE, ID_TYPES, type CheckoutAnswer, type CheckoutDetails, type CheckoutRequest, type QuoteData, type ShopData } from '@/lib/shop-api';
import { formatPrice, joinParts } from '@/lib/format';
import { translateRef } from '@/lib/validation/messages';
import { BAG_EVENT } from '@/lib/bag-count';
import { governorateName, type GovernorateId } from '@/lib/governorates';
import { GovernorateOptions } from '@/ui/GovernorateOptions';
import { toLocale } from '@/lib/locales';
import { messages, normalizeIdNumber, normalizeMsisdn, patterns } from '@/lib/validation/rules';
import { Button } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { failureText, fieldErrorsOf, newIdempotencyKey, useMoneyCall, useMoneyDeps } from '../shared/api';
import { errorOf } from '../shared/forms';
import { Actions, Amount, Choice, FieldBox, FlowHeader, FlowPage, Ltr, Notice, Panel, Spinner, StepLine, Summary, TextField } from '../shared/ui';
import { forgetCheckout, keepCheckout, keptCheckout } from './checkout-draft';
import { rememberOrderToken } from './order-token';
import { PaymentMethodPicker, usePaymentMethodChoice } from '../shared/PaymentMethodPicker';
import { classed } from '@/ui/classed';
import styles from './CheckoutFlow.module.css';

export interface BagLine {
  name: string;
  quantity: number;
  unitPrice: number;
  /** A line or SIM card: registered to the buyer's ID, so the ID is asked. */
  needsId?: boolean;
}

export interface CheckoutProps {
  bag: BagLine[];
  shops: ShopData[];
  /** A subscriber's details and saved addresses; null for a guest. */
  prefill: { details: Partial<CheckoutDetails>; addresses: AddressData[] } | null;
}

export interface CheckoutValues {
  firstName: string;
  secondName: string;
  thirdName: string;
  phone: string;
  email: string;
  idType: string;
  idNumber: string;
  method: 'pickup' | 'delivery';
  shopId: string;
  governorate: string;
  city: string;
  district: string;
  address: string;
  landmark: string;
  payment: 'cod' | 'card';
  promoCode: string;
}

type Field = keyof CheckoutValues & string;

const STEP_FIELDS: Field[][] = [
  ['firstName', 'secondName', 'thirdName', 'phone', 'email', 'idType', 'idNumber'],
  ['method', 'shopId', 'governorate', 'city', 'district', 'address', 'landmark'],
  ['payment', 'promoCode'],
  [],
];

const required = () => yup.string().trim().required(messages.required);
/** The steps' checks; the ID only when the bag holds a line or SIM (`needsId`). */
const stepSchemasFor = (needsId: boolean) => [
  yup.object({
    firstName: required().max(50, messages.tooLong(50)),
    secondName: required().max(50, messages.tooLong(50)),
    thirdName: required().max(50, messages.tooLong(50)),
    phone: yup
      .string()
      .required(messages.phoneRequired)
      .test('msisdn', messages.iraqiMsisdn, (v) => patterns.iraqiMsisdn.test(normalizeMsisdn(v ?? ''))),
    email: required().matches(patterns.email, messages.email),
    ...(needsId
      ? {
          idType: required(),
          // However it is typed (lower case, hyphens, spaces): the server reads it the same way.
          idNumber: required().test('idNumber', 'checkout.errors.idNumber', (v) => patterns.checkoutIdNumber.test(normalizeIdNumber(v ?? ''))),
        }
      : {}),
  }),
  yup.object({
    shopId: yup.string().when('method', { is: 'pickup', then: (s) => s.required('checkout.errors.shopUnknown') }),
    governorate: yup.string().when('method', { is: 'delivery', then: (s) => s.required('checkout.errors.governorate') }),
    city: yup.string().when('method', { is: 'delivery', then: () => required().max(60, messages.tooLong(60)) }),
    district: yup.string().when('method', { is: 'delivery', then: () => required().max(60, messages.tooLong(60)) }),
    address: yup.string().when('method', { is: 'delivery', then: () => required().max(200, messages.tooLong(200)) }),
    landmark: yup.string().max(120, messages.tooLong(120)),
  }),
  yup.object({}),
  yup.object({}),
];

export function requestOf(v: CheckoutValues, needsId = true): CheckoutRequest {
  return {
    details: {
      firstName: v.firstName.trim(),
      secondName: v.secondName.trim(),
      thirdName: v.thirdName.trim(),
      phone: normalizeMsisdn(v.phone),
      email: v.email.trim(),
      ...(needsId ? { idType: v.idType as CheckoutDetails['idType'], idNumber: normalizeIdNumber(v.idNumber) } : {}),
    },
    fulfilment:
      v.method === 'pickup'
        ? { method: 'pickup', shopId: v.shopId }
        : {
            method: 'delivery',
            governorate: v.governorate as GovernorateId,
            city: v.city.trim(),
            district: v.district.trim(),
            address: v.address.trim(),
            ...(v.landmark.trim() ? { landmark: v.landmark.trim() } : {}),
          },
    payment: v.payment,
    ...(v.promoCode.trim() ? { promoCode: v.promoCode.trim() } : {}),
  };
}

const quoteBody = (v: CheckoutValues) => {
  const r = requestOf(v);
  return { fulfilment: r.fulfilment, ...(r.promoCode ? { promoCode: r.promoCode } : {}) };
};

export function CheckoutFlow({ bag, shops, prefill }: CheckoutProps) {
  const t = useTranslations();
  const locale = toLocale(useLocale());
  const id = useId();
  const needsId = bag.some((line) => line.needsId);
  const call = useMoneyCall();
  const { go } = useMoneyDeps();
  const [step, setStep] = useState(0);
  const [quote, setQuote] = useState<QuoteData | null>(null);
  const [promoApplied, setPromoApplied] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);
  const payMethod = usePaymentMethodChoice();
  const heading = useRef<HTMLHeadingElement>(null);
  const primary = prefill?.addresses.find((a) => a.primary) ?? prefill?.addresses[0];

  const formik = useFormik<CheckoutValues>({
    initialValues: {
      firstName: prefill?.details.firstName ?? '',
      secondName: prefill?.details.secondName ?? '',
      thirdName: prefill?.details.thirdName ?? '',
      phone: prefill?.details.phone ?? '',
      email: prefill?.details.email ?? '',
      idType: prefill?.details.idType ?? 'national-id',
      idNumber: prefill?.details.idNumber ?? '',
      method: 'pickup',
      shopId: '',
      governorate: primary?.governorate ?? '',
      city: primary?.city ?? '',
      district: primary?.district ?? '',
      address: primary?.address ?? '',
      landmark: primary?.landmark ?? '',
      payment: 'cod',
      promoCode: '',
    },
    validationSchema: stepSchemasFor(needsId)[step],
    onSubmit: () => undefined,
  });

  // What was typed survives a reload of this tab (never a card: the card is typed on the provider's page).
  const restored = useRef(false);
  const { setValues } = formik;
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const kept = keptCheckout();
    if (!kept) return;
    // Back on the step the buyer was on, once the values it shows are back.
    void setValues((current) => ({ ...current, ...kept.values }), false).then(() => setStep(kept.step));
  }, [setValues]);
  useEffect(() => {
    if (restored.current) keepCheckout(formik.values, step);
  }, [formik.values, step]);

  const fieldId = (name: string) => `${id}-${name}`;
  const showStep = (n: number) => {
    setStep(n);
    setFailure('');
    // The new step's heading takes the focus, so keyboard and screen-reader users start at its top.
    requestAnimationFrame(() => heading.current?.focus());
  };

  /** Server errors on their fields; the first step that has one is shown. Answers whether any was placed. */
  const placeErrors = (error: unknown): boolean => {
    const fromServer = fieldErrorsOf(error);
    const errors: Partial<Record<Field, string>> = {};
    for (const [name, message] of Object.entries(fromServer)) {
      const field = name.split('.').pop() as Field;
      if (STEP_FIELDS.flat().includes(field)) errors[field] = message;
    }
    const fields = Object.keys(errors) as Field[];
    if (fields.length === 0) return false;
    const first = STEP_FIELDS.findIndex((list) => list.some((f) => fields.includes(f)));
    void formik.setTouched(Object.fromEntries(fields.map((f) => [f, true])), false);
    formik.setErrors(errors);
    if (first !== step) showStep(first);
    requestAnimationFrame(() => document.getElementById(fieldId(fields.find((f) => STEP_FIELDS[first].includes(f))!))?.focus());
    return true;
  };

  const priceNow = async (values: CheckoutValues): Promise<boolean> => {
    try {
      const reply = await call<QuoteData>('/api/v1/checkout/quote', { method: 'POST', body: quoteBody(values) });
      setQuote(reply.data);
      setPromoApplied(values.promoCode.trim().toUpperCase());
      return true;
    } catch (error) {
      if (!placeErrors(error)) setFailure(failureText(t, error));
      return false;
    }
  };

  const next = async () => {
    const errors = await formik.validateForm();
    const wrong = STEP_FIELDS[step].filter((f) => errors[f]);
    if (wrong.length) {
      void formik.setTouched(Object.fromEntries(STEP_FIELDS[step].map((f) => [f, true])), false);
      document.getElementById(fieldId(wrong[0]))?.focus();
      return;
    }
    if (step === 2) {
      setBusy(true);
      const priced = await priceNow(formik.values);
      setBusy(false);
      if (!priced) return;
    }
    key.current = null; // anything changed before the review makes a new order
    showStep(step + 1);
  };

  const applyPromo = async () => {
    setBusy(true);
    await priceNow(formik.values);
    setBusy(false);
  };

  const confirm = async () => {
    setBusy(true);
    setFailure('');
    key.current ??= newIdempotencyKey();
    try {
      const request = requestOf(formik.values, needsId);
      const body = request.payment === 'card' && payMethod.method ? { ...request, method: payMethod.method } : request;
      const reply = await call<CheckoutAnswer>('/api/v1/checkout', { method: 'POST', body, idempotencyKey: key.current });
      rememberOrderToken(reply.data.orderUrl);
      forgetCheckout();
      // The bag is empty now (the answer set the header's count cookie to 0): the header reads it again.
      window.dispatchEvent(new Event(BAG_EVENT));
      go(reply.data.paymentUrl ?? `${reply.data.orderUrl}&placed=1`);
    } catch (error) {
      setBusy(false);
      if (!placeErrors(error)) setFailure(failureText(t, error));
    }
  };

  if (bag.length === 0) {
    return (
      <FlowPage>
        <FlowHeader>
          <h1>{t('checkout.title')}</h1>
        </FlowHeader>
        <Panel>
          <p>{t('checkout.bag.empty')}</p>
          <SmartLink href="/personal/mobile-mall">{t('checkout.bag.toShop')}</SmartLink>
        </Panel>
      </FlowPage>
    );
  }

  const steps = [t('checkout.steps.details'), t('checkout.steps.fulfilment'), t('checkout.steps.payment'), t('checkout.steps.review')];
  const err = (name: Field) => {
    const message = errorOf(t, formik, name);
    // Our own references (checkout.errors.*) besides the shared validation ones errorOf knows.
    return message.startsWith('checkout.') ? translateRef(t, message) : message;
  };
  const text = (name: Field, label: string, extra: { ltr?: boolean; type?: string; autoComplete?: string; hint?: string; inputMode?: 'tel' | 'email' } = {}) => (
    <TextField
      id={fieldId(name)}
      name={name}
      label={label}
      value={formik.values[name]}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={err(name)}
      ltr={extra.ltr}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete}
      inputMode={extra.inputMode}
      hint={extra.hint}
    />
  );
  const shop = shops.find((s) => s.id === formik.values.shopId);

  let body: ReactNode;
  if (step === 0) {
    body = (
      <Fields>
        {text('firstName', t('checkout.details.firstName'), { autoComplete: 'given-name' })}
        {text('secondName', t('checkout.details.secondName'), { autoComplete: 'additional-name' })}
        {text('thirdName', t('checkout.details.thirdName'), { autoComplete: 'family-name' })}
        {text('phone', t('checkout.details.phone'), { ltr: true, type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' })}
        {text('email', t('checkout.details.email'), { ltr: true, type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {needsId && (
          <>
            <FieldBox>
              <label htmlFor={fieldId('idType')}>{t('checkout.details.idType')}</label>
              <select id={fieldId('idType')} name="idType" value={formik.values.idType} onChange={formik.handleChange} onBlur={formik.handleBlur}>
                {ID_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`checkout.details.idTypes.${type}`)}
                  </option>
                ))}
              </select>
            </FieldBox>
            {text('idNumber', t('checkout.details.idNumber'), { ltr: true, hint: t('checkout.details.idHint') })}
          </>
        )}
      </Fields>
    );
  } else if (step === 1) {
    body = (
      <Fields>
        <Choice>
          <legend>{t('checkout.fulfilment.legend')}</legend>
          <div className="options">
            <label>
              <input type="radio" name="method" value="pickup" checked={formik.values.method === 'pickup'} onChange={formik.handleChange} />
              {t('checkout.fulfilment.pickup')}
            </label>
            <label>
              <input type="radio" name="method" value="delivery" checked={formik.values.method === 'delivery'} onChange={formik.handleChange} />
              {t('checkout.fulfilment.delivery', { fee: formatPrice(DELIVERY_FEE) })}
            </label>
          </div>
        </Choice>
        <p className="note">{t('checkout.fulfilment.within')}</p>
        {formik.values.method === 'pickup' ? (
          <FieldBox>
            <label htmlFor={fieldId('shopId')}>{t('checkout.fulfilment.shop')}</label>
            <select
              id={fieldId('shopId')}
              name="shopId"
              value={formik.values.shopId}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              aria-invalid={err('shopId') ? true : undefined}
              aria-describedby={err('shopId') ? `${fieldId('shopId')}-error` : undefined}
            >
              <option value="">{t('checkout.fulfilment.chooseShop')}</option>
              {shops.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({s.city})
                </option>
              ))}
            </select>
            {err('shopId') && (
              <p id={`${fieldId('shopId')}-error`} className="error" role="alert">
                {err('shopId')}
              </p>
            )}
            {shop && <p className="hint">{shop.address}</p>}
          </FieldBox>
        ) : (
          <>
            {prefill && prefill.addresses.length > 0 && (
              <FieldBox>
                <label htmlFor={fieldId('saved')}>{t('checkout.fulfilment.savedAddress')}</label>
                <select
                  id={fieldId('saved')}
                  onChange={(event) => {
                    const saved = prefill.addresses.find((a) => String(a.id) === event.target.value);
                    // The whole address, governorate and landmark too (an older saved address has neither: chosen here then).
                    void formik.setValues({
                      ...formik.values,
                      address: saved?.address ?? '',
                      city: saved?.city ?? '',
                      district: saved?.district ?? '',
                      governorate: saved?.governorate ?? '',
                      landmark: saved?.landmark ?? '',
                    });
                  }}
                  defaultValue={primary ? String(primary.id) : ''}
                >
                  {prefill.addresses.map((a) => (
                    <option key={a.id} value={a.id}>
                      {joinParts([a.address, a.district, a.city, a.governorate ? governorateName(a.governorate, locale) : undefined], locale)}
                    </option>
                  ))}
                  <option value="">{t('checkout.fulfilment.newAddress')}</option>
                </select>
              </FieldBox>
            )}
            <FieldBox>
              <label htmlFor={fieldId('governorate')}>{t('checkout.fulfilment.governorate')}</label>
              <select
                id={fieldId('governorate')}
                name="governorate"
                autoComplete="address-level1"
                value={formik.values.governorate}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                aria-invalid={err('governorate') ? true : undefined}
                aria-describedby={err('governorate') ? `${fieldId('governorate')}-error` : undefined}
              >
                <GovernorateOptions placeholder={t('checkout.fulfilment.chooseGovernorate')} />
              </select>
              {err('governorate') && (
                <p id={`${fieldId('governorate')}-error`} className="error" role="alert">
                  {err('governorate')}
                </p>
              )}
            </FieldBox>
            {text('city', t('checkout.fulfilment.city'), { autoComplete: 'address-level2' })}
            {text('district', t('checkout.fulfilment.district'), { autoComplete: 'address-level3' })}
            {text('address', t('checkout.fulfilment.address'), { autoComplete: 'street-address' })}
            {text('landmark', t('checkout.fulfilment.landmark'), { autoComplete: 'off', hint: t('checkout.fulfilment.landmarkHint') })}
          </>
        )}
      </Fields>
    );
  } else if (step === 2) {
    body = (
      <Fields>
        <Choice>
          <legend>{t('checkout.payment.legend')}</legend>
          <div className="options">
            <label>
              <input type="radio" name="payment" value="cod" checked={formik.values.payment === 'cod'} onChange={formik.handleChange} />
              {t('checkout.payment.cod')}
            </label>
            <label>
              <input type="radio" name="payment" value="card" checked={formik.values.payment === 'card'} onChange={formik.handleChange} />
              {t('checkout.payment.card')}
            </label>
          </div>
        </Choice>
        {formik.values.payment === 'card' && <PaymentMethodPicker methods={payMethod.methods} value={payMethod.method} onChange={payMethod.setMethod} />}
        <PromoRow>
          {text('promoCode', t('checkout.promo.label'), { ltr: true, autoComplete: 'off' })}
          <Button type="button" $variant="secondary" onClick={() => void applyPromo()} disabled={busy || !formik.values.promoCode.trim()}>
            {t('checkout.promo.apply')}
          </Button>
        </PromoRow>
        {quote && promoApplied && !err('promoCode') && formik.values.promoCode.trim().toUpperCase() === promoApplied && (
          <Notice kind="success">{t('checkout.promo.applied', { code: promoApplied })}</Notice>
        )}
      </Fields>
    );
  } else {
    const v = formik.values;
    body = (
      <>
        <Summary>
          <div>
            <dt>{t('checkout.review.buyer')}</dt>
            <dd>
              {[v.firstName, v.secondName, v.thirdName].join(' ')}, <Ltr>{normalizeMsisdn(v.phone)}</Ltr>
            </dd>
          </div>
          <div>
            <dt>{v.method === 'pickup' ? t('checkout.review.pickupAt') : t('checkout.review.deliverTo')}</dt>
            <dd>
              {v.method === 'pickup'
                ? joinParts([shop?.name, shop?.address], locale)
                : joinParts([v.address, v.district, v.city, v.governorate ? governorateName(v.governorate, locale) : undefined], locale)}
              {v.method === 'delivery' && v.landmark.trim() ? ` (${v.landmark.trim()})` : null}
            </dd>
          </div>
          <div>
            <dt>{t('checkout.review.payment')}</dt>
            <dd>{v.payment === 'card' ? t('checkout.payment.card') : t('checkout.payment.cod')}</dd>
          </div>
        </Summary>
        {quote && <Totals quote={quote} />}
      </>
    );
  }

  return (
    <FlowPage>
      <FlowHeader>
        <h1>{t('checkout.title')}</h1>
      </FlowHeader>
      <Layout>
        <Panel aria-labelledby={`${id}-step`}>
          <StepLine current={step} labels={steps} />
          <h2 id={`${id}-step`} ref={heading} tabIndex={-1}>
            {step === 3 ? t('checkout.review.title') : steps[step]}
          </h2>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (step === 3) void confirm();
              else void next();
            }}
          >
            {body}
            {failure && <Notice kind="error">{failure}</Notice>}
            <Actions>
              <Button type="submit" disabled={busy} aria-busy={busy}>
                {busy && <Spinner inline label={step === 3 ? t('checkout.actions.placing') : t('checkout.actions.next')} />}
                {step === 3 ? (formik.values.payment === 'card' ? t('checkout.actions.pay') : t('checkout.actions.confirm')) : t('checkout.actions.next')}
              </Button>
              {step > 0 && (
                <Button type="button" $variant="secondary" onClick={() => showStep(step - 1)} disabled={busy}>
                  {t('checkout.actions.back')}
                </Button>
              )}
            </Actions>
          </form>
        </Panel>
        <BagSummary bag={bag} quote={quote && promoApplied === formik.values.promoCode.trim().toUpperCase() ? quote : null} method={step > 0 ? formik.values.method : null} />
      </Layout>
    </FlowPage>
  );
}

export function Totals({ quote }: { quote: QuoteData }) {
  const t = useTranslations('checkout.summary');
  return (
    <Summary>
      <div>
        <dt>{t('subtotal')}</dt>
        <dd>
          <Amount value={quote.subtotal} />
        </dd>
      </div>
      {quote.discount > 0 && (
        <div>
          <dt>{t('discount')}</dt>
          <dd>
            −<Amount value={quote.discount} />
          </dd>
        </div>
      )}
      <div>
        <dt>{t('deliveryFee')}</dt>
        <dd>{quote.deliveryFee > 0 ? <Amount value={quote.deliveryFee} /> : t('free')}</dd>
      </div>
      <div>
        <dt>{t('vat', { rate: 20 })}</dt>
        <dd>
          <Amount value={0} />
        </dd>
      </div>
      <div className="total">
        <dt>{t('total')}</dt>
        <dd>
          <Amount value={quote.total} />
        </dd>
      </div>
    </Summary>
  );
}

/**
 * The order summary beside every step: the items, then what the order costs as far as it is known, the
 * same lines as the review (discount once a promo code is applied, the delivery fee once pick-up or
 * delivery is chosen, the total).
 */
function BagSummary({ bag, quote, method }: { bag: BagLine[]; quote: QuoteData | null; method: CheckoutValues['method'] | null }) {
  const t = useTranslations('checkout');
  const heading = useId();
  const subtotal = bag.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
  const deliveryFee = method === 'delivery' ? DELIVERY_FEE : 0;
  const discount = quote?.discount ?? 0;
  return (
    <Panel aria-labelledby={heading}>
      <h2 id={heading}>{t('summary.title')}</h2>
      <ul className="bag">
        {bag.map((line) => (
          <li key={line.name}>
            <span>{line.name}</span>
            <span className="qty">{t('bag.quantity', { quantity: line.quantity })}</span>
            <Amount value={line.quantity * line.unitPrice} />
          </li>
        ))}
      </ul>
      <Summary>
        <div>
          <dt>{t('summary.subtotal')}</dt>
          <dd>
            <Amount value={subtotal} />
          </dd>
        </div>
        {discount > 0 && (
          <div>
            <dt>{t('summary.discount')}</dt>
            <dd>
              −<Amount value={discount} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('summary.deliveryFee')}</dt>
          <dd>{method === null ? t('summary.deliveryAfterChoice') : deliveryFee > 0 ? <Amount value={deliveryFee} /> : t('summary.free')}</dd>
        </div>
        <div className="total">
          <dt>{t('summary.total')}</dt>
          <dd>
            <Amount value={subtotal - discount + deliveryFee} />
          </dd>
        </div>
      </Summary>
    </Panel>
  );
}

const Layout = classed.div(styles.Layout);

const Fields = classed.div(styles.Fields);

const PromoRow = classed.div(styles.PromoRow);
