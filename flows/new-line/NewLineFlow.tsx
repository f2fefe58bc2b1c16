/**
 * New-line offer (/personal/new-offer; spec section 7: new-offer, submit-details). Steps: choose an
 * offer; name, number to contact and city (a code goes to the number); the code (the PIN boxes of the
 * sign-in, a new code after the countdown, the tries left); the personal details and ID; done, with the
 * request's reference. The details token of the right code is kept in memory only. A line bought as an
 * eSIM shows its activation code once on the done screen; that screen is kept for the tab
 * (./esim-done.ts), so a reload neither loses the code's one view nor hides that it was shown.
 */
import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import * as yup from 'yup';
import { ApiClientError } from '@/lib/api/errors';
import { ID_TYPES, NEW_LINE_OFFERS, SIM_TYPES, type CityData, type NewLineCodeSent, type NewLineConfirmed, type NewLineOffer, type NewLineSubmitted, type SimType } from '@/lib/new-line';
import type { EsimActivation } from '@/lib/lines';
import { messages, normalizeMsisdn } from '@/lib/validation/rules';
import { yv } from '@/lib/validation/yup';
import { Button } from '@/ui/primitives';
import { FieldError } from '../account/ui';
import { optionalEmail } from '../account/schemas';
import { failureText, newIdempotencyKey, useMoneyCall, useMoneyGet } from '../shared/api';
import { errorOf, placeServerErrors, useFocusFirstError } from '../shared/forms';
import { CodeStep } from '../shared/CodeStep';
import { EsimCode } from '../shared/EsimCode';
import { Actions, FlowHeader, FlowPage, Ltr, Notice, Panel, SelectField, Spinner, StepLine, TextField } from '../shared/ui';
import { classed } from '@/ui/classed';
import { useBrowserValue } from '@/ui/hooks';
import { forgetNewLineEsim, markNewLineEsimShown, newLineEsimSnapshot, rememberedNewLineEsim, rememberNewLineEsim } from './esim-done';
import styles from './NewLineFlow.module.css';

const NAME_MAX = 50;

interface Contact {
  name: string;
  msisdn: string;
  city: string;
}

type Step =
  /** `focus`: arrived from a later step (back, start over), so its heading takes the focus. */
  | { name: 'offer'; notice?: string; focus?: boolean }
  | { name: 'contact' }
  | { name: 'code'; requestId: number; wait: number }
  | { name: 'details'; reference: string; detailsToken: string }
  | { name: 'done'; reference: string; number: string; esim?: { viewToken?: string } };

const STEP_INDEX: Record<Step['name'], number> = { offer: 0, contact: 1, code: 2, details: 3, done: 4 };

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

export function NewLineFlow({ initialOffer }: { initialOffer?: NewLineOffer }) {
  const t = useTranslations('newLine');
  const [chosen, setStep] = useState<Step | null>(null);
  // Before any step is taken here: the done screen of an eSIM line this tab kept (a reload), read once
  // hydrated (storage is the browser's), else the offers.
  const kept = useBrowserValue(newLineEsimSnapshot, null);
  const step: Step = chosen ?? doneStepOf(kept) ?? { name: 'offer' };
  const [offer, setOffer] = useState<NewLineOffer | ''>(initialOffer ?? '');
  const [simType, setSimType] = useState<SimType>('physical');
  const [contact, setContact] = useState<Contact>({ name: '', msisdn: '', city: '' });
  const startOver = useCallback((notice?: string) => {
    forgetNewLineEsim();
    setStep({ name: 'offer', notice, focus: true });
  }, []);

  return (
    <>
      <StepLine current={STEP_INDEX[step.name]} labels={[t('steps.offer'), t('steps.contact'), t('steps.code'), t('steps.details')]} />
      {step.name === 'offer' && (
        <OfferStep
          offer={offer}
          simType={simType}
          notice={step.notice}
          focus={step.focus}
          onChosen={(chosen, sim) => {
            setOffer(chosen);
            setSimType(sim);
            setStep({ name: 'contact' });
          }}
        />
      )}
      {step.name === 'contact' && offer && (
        <ContactStep
          offer={offer}
          simType={simType}
          initial={contact}
          onBack={() => setStep({ name: 'offer', focus: true })}
          onSent={(values, requestId, wait) => {
            setContact(values);
            setStep({ name: 'code', requestId, wait });
          }}
        />
      )}
      {step.name === 'code' && (
        <ContactCodeStep
          msisdn={contact.msisdn}
          requestId={step.requestId}
          wait={step.wait}
          onConfirmed={(answer) => setStep({ name: 'details', reference: answer.reference, detailsToken: answer.detailsToken })}
          onChangeNumber={() => setStep({ name: 'contact' })}
        />
      )}
      {step.name === 'details' && (
        <DetailsStep
          reference={step.reference}
          detailsToken={step.detailsToken}
          initialFirstName={contact.name.trim().split(/\s+/)[0] ?? ''}
          onDone={(reference, esimViewToken) => {
            if (esimViewToken) rememberNewLineEsim({ reference, number: contact.msisdn, viewToken: esimViewToken });
            setStep({ name: 'done', reference, number: contact.msisdn, esim: esimViewToken ? { viewToken: esimViewToken } : undefined });
          }}
          onExpired={startOver}
        />
      )}
      {step.name === 'done' && (
        <Panel aria-labelledby="new-line-done">
          <StepHeading id="new-line-done">{t('doneTitle')}</StepHeading>
          <Notice kind="success">
            <p>
              {t.rich('done', {
                reference: step.reference,
                number: step.number,
                ref: (chunks) => (
                  <strong>
                    <Ltr>{chunks}</Ltr>
                  </strong>
                ),
                phone: (chunks) => <Ltr>{chunks}</Ltr>,
              })}
            </p>
          </Notice>
          {step.esim && <NewLineEsim viewToken={step.esim.viewToken} onShown={() => setStep({ ...step, esim: {} })} />}
          {/* Not while the eSIM's one view waits: starting over would throw the code away. */}
          {!step.esim?.viewToken && (
            <Actions>
              <Button type="button" $variant="secondary" onClick={() => startOver()}>
                {t('startOver')}
              </Button>
            </Actions>
          )}
        </Panel>
      )}
    </>
  );
}

function doneStepOf(kept: string | null): Step | null {
  const done = rememberedNewLineEsim(kept);
  return done && { name: 'done', reference: done.reference, number: done.number, esim: { viewToken: done.viewToken } };
}

/**
 * The eSIM of a new line: its activation code, shown once when asked for (POST /api/v1/esim/view); with
 * no view token left (shown before this reload), why it is not shown and how to get a new one.
 */
function NewLineEsim({ viewToken, onShown }: { viewToken?: string; onShown: () => void }) {
  const t = useTranslations();
  const call = useMoneyCall();
  const [activation, setActivation] = useState<EsimActivation | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const show = async () => {
    setBusy(true);
    setFailure('');
    try {
      setActivation((await call<EsimActivation>('/api/v1/esim/view', { method: 'POST', body: { viewToken } })).data);
      markNewLineEsimShown();
      onShown();
    } catch (error) {
      // 410: shown already (an answer lost on the way); 404: no such code any more. Either way the one view
      // is gone: the server's words say how to get a new code, and "make another request" comes back.
      const gone = error instanceof ApiClientError && (error.status === 410 || error.status === 404);
      if (gone) {
        markNewLineEsimShown();
        onShown();
      }
      // A code that no longer exists: where a new line's new code comes from (the server's words are the account's).
      setFailure(gone && error.status === 404 ? t('esim.api.notFoundNewLine') : failureText(t, error));
    } finally {
      setBusy(false);
    }
  };
  // Its note says where a new code comes from for a new line (the account's eSIM screen once it is active).
  if (activation) return <EsimCode activation={activation} note={t('newLine.esimOnceNote')} />;
  // The one view is gone: what the server said when it refused it (this screen), else shown before this reload.
  if (!viewToken) return failure ? <Notice kind="error">{failure}</Notice> : <Notice kind="info">{t('esim.api.alreadyShownNewLine')}</Notice>;
  return (
    <>
      <p>{t('newLine.esimReady')}</p>
      {failure && <Notice kind="error">{failure}</Notice>}
      <Actions>
        <Button type="button" onClick={() => void show()} disabled={busy}>
          {t('esim.show')}
        </Button>
      </Actions>
    </>
  );
}

function OfferStep({
  offer,
  simType,
  notice,
  focus,
  onChosen,
}: {
  offer: NewLineOffer | '';
  simType: SimType;
  notice?: string;
  focus?: boolean;
  onChosen: (offer: NewLineOffer, simType: SimType) => void;
}) {
  const t = useTranslations();
  const id = useId();
  const formik = useFormik({
    initialValues: { offer: offer as string, simType: simType as string },
    validationSchema: yup.object({ offer: yup.string().required(messages.required).oneOf([...NEW_LINE_OFFERS], messages.required) }),
    onSubmit: (values) => onChosen(values.offer as NewLineOffer, values.simType === 'esim' ? 'esim' : 'physical'),
  });
  const error = errorOf(t, formik, 'offer');
  const errorId = `${id}-offer-error`;
  useEffect(() => {
    if (formik.submitCount > 0 && error) document.getElementById(`${id}-offer-${NEW_LINE_OFFERS[0]}`)?.focus();
  }, [formik.submitCount, error, id]);

  return (
    <Panel aria-labelledby={`${id}-title`}>
      {notice || focus ? <StepHeading id={`${id}-title`}>{t('newLine.offerTitle')}</StepHeading> : <h2 id={`${id}-title`}>{t('newLine.offerTitle')}</h2>}
      {notice && <Notice kind="info">{notice}</Notice>}
      <form noValidate onSubmit={formik.handleSubmit}>
        <Offers role="radiogroup" aria-labelledby={`${id}-title`} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
          {NEW_LINE_OFFERS.map((value) => (
            <label key={value} htmlFor={`${id}-offer-${value}`}>
              <input
                type="radio"
                id={`${id}-offer-${value}`}
                name="offer"
                value={value}
                checked={formik.values.offer === value}
                onChange={formik.handleChange}
              />
              <span>
                <strong>{t(`newLine.offers.${value}.name`)}</strong>
                <span className="description">{t(`newLine.offers.${value}.description`)}</span>
              </span>
            </label>
          ))}
        </Offers>
        {error && (
          <div role="alert" className="offer-error">
            <FieldError id={errorId}>{error}</FieldError>
          </div>
        )}
        <h3 id={`${id}-sim`}>{t('newLine.simTitle')}</h3>
        <Offers role="radiogroup" aria-labelledby={`${id}-sim`}>
          {SIM_TYPES.map((value) => (
            <label key={value} htmlFor={`${id}-sim-${value}`}>
              <input type="radio" id={`${id}-sim-${value}`} name="simType" value={value} checked={formik.values.simType === value} onChange={formik.handleChange} />
              <span>
                <strong>{t(`newLine.sim.${value}.name`)}</strong>
                <span className="description">{t(`newLine.sim.${value}.description`)}</span>
              </span>
            </label>
          ))}
        </Offers>
        <Actions>
          <Button type="submit">{t('newLine.continue')}</Button>
        </Actions>
      </form>
    </Panel>
  );
}

const CONTACT_FIELDS = ['name', 'msisdn', 'city'];

function ContactStep({
  offer,
  simType,
  initial,
  onBack,
  onSent,
}: {
  offer: NewLineOffer;
  simType: SimType;
  initial: Contact;
  onBack: () => void;
  onSent: (contact: Contact, requestId: number, wait: number) => void;
}) {
  const t = useTranslations();
  const id = useId();
  const call = useMoneyCall();
  const cities = useMoneyGet<CityData[]>('/api/v1/new-offer/cities');
  const [failure, setFailure] = useState('');
  const formik = useFormik({
    initialValues: initial,
    validationSchema: yup.object({ name: yv.text(NAME_MAX * 3), msisdn: yv.iraqiMsisdn(), city: yup.string().required(messages.required) }),
    onSubmit: async (values, helpers) => {
      setFailure('');
      const contact = { name: values.name.trim(), msisdn: normalizeMsisdn(values.msisdn), city: values.city };
      try {
        const answer = await call<NewLineCodeSent>('/api/v1/new-offer/add', { method: 'POST', body: { ...contact, offer, simType }, idempotencyKey: newIdempotencyKey() });
        onSent(contact, answer.data.requestId, answer.data.resendAfter ?? 60);
      } catch (error) {
        if (!placeServerErrors(helpers, error, CONTACT_FIELDS)) setFailure(failureText(t, error));
      }
    },
  });
  const idOf = useCallback((name: string) => `${id}-${name}`, [id]);
  useFocusFirstError(formik, CONTACT_FIELDS, idOf);

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <StepHeading id={`${id}-title`}>{t('newLine.contactTitle')}</StepHeading>
      <p className="chosen">{t(`newLine.offers.${offer}.name`)}</p>
      <form noValidate onSubmit={formik.handleSubmit}>
        <TextField
          id={idOf('name')}
          name="name"
          label={t('newLine.name')}
          error={errorOf(t, formik, 'name')}
          autoComplete="name"
          maxLength={NAME_MAX * 3}
          value={formik.values.name}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        <TextField
          id={idOf('msisdn')}
          name="msisdn"
          label={t('newLine.contactNumber')}
          hint={t('newLine.contactHint')}
          error={errorOf(t, formik, 'msisdn')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          ltr
          value={formik.values.msisdn}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        {cities.data ? (
          <SelectField
            id={idOf('city')}
            name="city"
            label={t('newLine.city')}
            placeholder={t('newLine.chooseCity')}
            error={errorOf(t, formik, 'city')}
            options={cities.data.map((c) => ({ value: c.id, label: c.name }))}
            value={formik.values.city}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        ) : cities.error ? (
          <Notice kind="error">{failureText(t, cities.error)}</Notice>
        ) : (
          <Spinner label={t('newLine.loadingCities')} />
        )}
        {failure && <Notice kind="error">{failure}</Notice>}
        <Actions>
          <Button type="submit" disabled={formik.isSubmitting || !cities.data}>
            {formik.isSubmitting ? t('newLine.sending') : t('newLine.sendCode')}
          </Button>
          <Button type="button" $variant="ghost" onClick={onBack}>
            {t('newLine.back')}
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

function ContactCodeStep({
  msisdn,
  requestId,
  wait,
  onConfirmed,
  onChangeNumber,
}: {
  msisdn: string;
  requestId: number;
  wait: number;
  onConfirmed: (answer: NewLineConfirmed) => void;
  onChangeNumber: () => void;
}) {
  const t = useTranslations();
  const call = useMoneyCall();
  return (
    <CodeStep
      wait={wait}
      intro={t.rich('newLine.codeIntro', { number: msisdn, phone: (chunks) => <Ltr>{chunks}</Ltr> })}
      checkingLabel={t('newLine.checking')}
      verify={async (code) =>
        (await call<NewLineConfirmed>(`/api/v1/new-offer/confirmOTP?msisdn=${encodeURIComponent(msisdn)}`, { method: 'POST', body: { requestId, code } })).data
      }
      sendAgain={async () =>
        (await call<NewLineCodeSent>('/api/v1/new-offer/resendOTP', { method: 'POST', body: { msisdn, requestId }, idempotencyKey: newIdempotencyKey() })).data
      }
      onVerified={onConfirmed}
      back={{ onClick: onChangeNumber }}
    />
  );
}

const DETAIL_FIELDS = ['firstName', 'secondName', 'thirdName', 'email', 'idType', 'idNumber'];

function DetailsStep({
  reference,
  detailsToken,
  initialFirstName,
  onDone,
  onExpired,
}: {
  reference: string;
  detailsToken: string;
  initialFirstName: string;
  onDone: (reference: string, esimViewToken?: string) => void;
  onExpired: (notice: string) => void;
}) {
  const t = useTranslations();
  const id = useId();
  const call = useMoneyCall();
  const [failure, setFailure] = useState('');
  const formik = useFormik({
    initialValues: { firstName: initialFirstName, secondName: '', thirdName: '', email: '', idType: '', idNumber: '' },
    validationSchema: yup.object({
      firstName: yv.text(NAME_MAX),
      secondName: yv.text(NAME_MAX),
      thirdName: yv.text(NAME_MAX),
      email: optionalEmail(),
      idType: yup.string().required(messages.required).oneOf([...ID_TYPES], messages.required),
      idNumber: yv.text(30).matches(/^[A-Za-z0-9-]+$/, 'validation.idNumber'),
    }),
    onSubmit: async (values, helpers) => {
      setFailure('');
      const email = values.email.trim();
      try {
        const answer = await call<NewLineSubmitted>('/api/v1/submit-details', {
          method: 'POST',
          body: { detailsToken, ...values, email: email || undefined, idNumber: values.idNumber.trim() },
        });
        onDone(answer.data.reference, answer.data.esimViewToken);
      } catch (error) {
        if (error instanceof ApiClientError && error.status === 401) onExpired(error.envelope?.message || t('newLine.expired'));
        else if (!placeServerErrors(helpers, error, DETAIL_FIELDS)) setFailure(failureText(t, error));
      }
    },
  });
  const idOf = useCallback((name: string) => `${id}-${name}`, [id]);
  useFocusFirstError(formik, DETAIL_FIELDS, idOf);
  const text = (name: 'firstName' | 'secondName' | 'thirdName' | 'email' | 'idNumber', extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={idOf(name)}
      name={name}
      label={t(`newLine.${name}`)}
      error={errorOf(t, formik, name)}
      value={formik.values[name]}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      {...extra}
    />
  );

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <StepHeading id={`${id}-title`}>{t('newLine.detailsTitle')}</StepHeading>
      <p>{t.rich('newLine.detailsIntro', { reference, ref: (chunks) => <Ltr>{chunks}</Ltr> })}</p>
      <form noValidate onSubmit={formik.handleSubmit}>
        {text('firstName', { autoComplete: 'given-name', maxLength: NAME_MAX })}
        {text('secondName', { maxLength: NAME_MAX })}
        {text('thirdName', { autoComplete: 'family-name', maxLength: NAME_MAX })}
        {text('email', { type: 'email', autoComplete: 'email', maxLength: 254, ltr: true })}
        <SelectField
          id={idOf('idType')}
          name="idType"
          label={t('newLine.idType')}
          placeholder={t('newLine.chooseIdType')}
          error={errorOf(t, formik, 'idType')}
          options={ID_TYPES.map((value) => ({ value, label: t(`newLine.idTypes.${value}`) }))}
          value={formik.values.idType}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        {text('idNumber', { maxLength: 30, ltr: true, autoComplete: 'off' })}
        {failure && <Notice kind="error">{failure}</Notice>}
        <Actions>
          <Button type="submit" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? t('newLine.submitting') : t('newLine.submit')}
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

/** /personal/new-offer */
export function NewLineScreen({ initialOffer }: { initialOffer?: NewLineOffer }) {
  const t = useTranslations('newLine');
  return (
    <FlowPage>
      <FlowHeader>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </FlowHeader>
      <NewLineFlow initialOffer={initialOffer} />
    </FlowPage>
  );
}

const Offers = classed.div(styles.Offers);


