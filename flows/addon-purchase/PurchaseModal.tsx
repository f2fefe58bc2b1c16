/**
 * The add-on purchase modal (spec sections 4, 5 and 7): the visitor enters a mobile number (077 and 8
 * digits; otherwise a popup with validation.msisdn and CLOSE), a spinner shows until the detail
 * answers, then the form with the add-on's title and price and the 6-character code from the SMS.
 * States: form → success, or error (the message and a recharge button, tr2.recharge_button_recharge);
 * a wrong code keeps the form with the invalid-code flag; a blocked answer shows the server's message
 * on the form. "Resend Code" asks for the detail again, which sends a new code.
 *
 * Loaded only when a Buy button is pressed (flows/addon-purchase/BuyButton.tsx).
 */
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { AddonDetailData } from '@/lib/account-api';
import { brand } from '@/lib/brand';
import { formatMoney } from '@/lib/format';
import { toLocale } from '@/lib/locales';
import { normalizeMsisdn, patterns } from '@/lib/validation/rules';
import { SmartLink } from '@/ui/SmartLink';
import { Button } from '@/ui/primitives';
import { failureText, useMoneyCall } from '../shared/api';
import { Dialog } from '../shared/Dialog';
import { Actions, Amount, Ltr, Notice, Reference, Spinner, Summary, TextField } from '../shared/ui';
import { confirmPurchase, pushAnalytics, requestDetail } from './api';
import { clearPendingPurchase, savePendingPurchase, type PendingPurchase } from './resume';
import { classed } from '@/ui/classed';
import styles from './PurchaseModal.module.css';

export interface PurchaseModalProps {
  addonId: number;
  /** The add-on's name as the page shows it, for the dialog's title until the detail arrives. */
  addonTitle?: string;
  onClose: () => void;
  /** A number to start with (the signed-in subscriber's). */
  initialMsisdn?: string;
  /** Where the focus goes back when the dialog closes, if the opener did not keep it (Safari). */
  returnFocus?: RefObject<HTMLElement | null>;
  /** A purchase that stopped for a recharge (./resume.ts): the modal opens at its code. */
  resume?: PendingPurchase | null;
}

type Step =
  | { name: 'number' }
  | { name: 'loading' }
  | { name: 'blocked'; message: string }
  | { name: 'form'; detail: AddonDetailData; codeSentAt: number }
  | { name: 'low-balance'; detail: AddonDetailData; codeSentAt: number; balance: number | null; price: number; message: string }
  | { name: 'success'; reference: string | null; detail: AddonDetailData }
  | { name: 'error'; message: string };

export function PurchaseModal({ addonId, addonTitle, onClose, initialMsisdn = '', returnFocus, resume }: PurchaseModalProps) {
  const t = useTranslations();
  const locale = toLocale(useLocale());
  const call = useMoneyCall();
  const id = useId();
  const resumed = resume && resume.addonId === addonId ? resume : null;
  const [step, setStep] = useState<Step>(() =>
    resumed
      ? { name: 'form', detail: { addOnDetail: { title: resumed.title, price: resumed.price }, PID: resumed.pid, gtag: {} }, codeSentAt: resumed.codeSentAt }
      : { name: 'number' },
  );
  const [msisdn, setMsisdn] = useState(resumed ? resumed.msisdn : initialMsisdn);
  const [numberProblem, setNumberProblem] = useState(''); // a transport failure on the number step
  const [popup, setPopup] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [formMessage, setFormMessage] = useState('');
  const [status, setStatus] = useState(() => (resumed ? t('money.purchase.resumed', { msisdn: resumed.msisdn }) : ''));
  const [busy, setBusy] = useState<'confirm' | 'resend' | null>(null);

  const numberInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const popupClose = useRef<HTMLButtonElement>(null);

  // Each new step puts the focus where the user continues: the input, or the outcome to be read.
  useEffect(() => {
    if (step.name === 'number') numberInput.current?.focus();
    else if (step.name === 'form') codeInput.current?.focus();
    else if (step.name !== 'loading') outcome.current?.focus();
  }, [step.name]);
  // The popup takes the focus; once it is gone (CLOSE or Escape) the number field gets it back. This
  // runs after the render that removed the popup: before it, the field is still inert and a browser
  // would refuse it the focus.
  const hadPopup = useRef(false);
  useEffect(() => {
    if (popup) {
      hadPopup.current = true;
      popupClose.current?.focus();
    } else if (hadPopup.current) {
      hadPopup.current = false;
      numberInput.current?.focus();
    }
  }, [popup]);

  const number = normalizeMsisdn(msisdn);

  const fetchDetail = async (resend: boolean) => {
    const result = await requestDetail(call, number, addonId);
    if (result.kind === 'ok') {
      pushAnalytics(result.detail.gtag);
      setCode('');
      setCodeError('');
      setFormMessage('');
      setStep({ name: 'form', detail: result.detail, codeSentAt: Date.now() });
      if (resend) {
        setStatus(t('money.purchase.resent', { msisdn: number }));
        codeInput.current?.focus();
      }
      return;
    }
    if (result.kind === 'invalid-number') {
      setStep({ name: 'number' });
      setPopup(t('validation.msisdn'));
      return;
    }
    if (result.kind === 'unreachable') {
      const message = failureText(t, result.error);
      if (resend) {
        setFormMessage(message);
      } else {
        setNumberProblem(message);
        setStep({ name: 'number' });
      }
      return;
    }
    setStep({ name: 'blocked', message: result.message });
  };

  const submitNumber = async (event: FormEvent) => {
    event.preventDefault();
    setNumberProblem('');
    // Only a malformed number gets the popup; another Iraqi network's number (075…, 078…) is asked, and
    // the server's answer says the service is for our lines ("Service not available for your line").
    if (!patterns.iraqiMsisdn.test(number)) {
      setPopup(t('validation.msisdn'));
      return;
    }
    setStep({ name: 'loading' });
    await fetchDetail(false);
  };

  const resend = async () => {
    if (busy) return;
    setBusy('resend');
    setStatus('');
    setFormMessage('');
    try {
      await fetchDetail(true);
    } finally {
      setBusy(null);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'form' || busy) return;
    setStatus('');
    setFormMessage('');
    const passcode = code.trim();
    if (!patterns.addonCode.test(passcode)) {
      setCodeError(t('validation.addonCode'));
      codeInput.current?.focus();
      return;
    }
    setCodeError('');
    setBusy('confirm');
    try {
      const result = await confirmPurchase(call, number, addonId, passcode, step.detail.PID);
      if (result.kind === 'success') {
        pushAnalytics(result.envelope.gtag);
        clearPendingPurchase();
        const data = result.envelope.data as { reference?: unknown } | null;
        setStep({ name: 'success', reference: typeof data?.reference === 'string' ? data.reference : null, detail: step.detail });
      } else if (result.kind === 'not-enough') {
        const price = result.price ?? step.detail.addOnDetail.price;
        // Remembered so the recharge's success screen can bring the customer back to this code.
        savePendingPurchase({ addonId, msisdn: number, pid: step.detail.PID, title: step.detail.addOnDetail.title, price, codeSentAt: step.codeSentAt });
        setStep({ name: 'low-balance', detail: step.detail, codeSentAt: step.codeSentAt, balance: result.balance, price, message: result.message });
      } else if (result.kind === 'invalid-code') {
        const base = t('money.purchase.invalidCode');
        setCodeError(result.triesLeft !== undefined ? `${base} ${t('money.purchase.triesLeft', { count: result.triesLeft })}` : base);
        codeInput.current?.focus();
      } else if (result.kind === 'blocked') {
        setFormMessage(result.message || t('money.purchase.blockedFallback'));
      } else if (result.kind === 'failed') {
        setStep({ name: 'error', message: result.message || t('errors.internal') });
      } else {
        setFormMessage(failureText(t, result.error));
      }
    } finally {
      setBusy(null);
    }
  };

  const detail = step.name === 'form' || step.name === 'success' || step.name === 'low-balance' ? step.detail : null;
  const title = detail ? detail.addOnDetail.title : addonTitle;

  return (
    <Dialog title={title ? t('money.purchase.titleNamed', { title }) : t('money.purchase.title')} onClose={onClose} testId="purchase-modal" returnFocus={returnFocus}>
      <Body>
        <div inert={popup ? true : undefined} className="step">
          {step.name === 'number' && (
            <form noValidate onSubmit={submitNumber}>
              <p>{t('money.purchase.numberIntro')}</p>
              <TextField
                ref={numberInput}
                id={`${id}-msisdn`}
                label={t('money.purchase.numberLabel')}
                hint={t('money.purchase.numberHint')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                ltr
                maxLength={20}
                value={msisdn}
                onChange={(event) => setMsisdn(event.target.value)}
              />
              {numberProblem && <Notice kind="error">{numberProblem}</Notice>}
              <Actions>
                <Button type="submit">{t('money.purchase.continue')}</Button>
              </Actions>
            </form>
          )}

          {step.name === 'loading' && <Spinner label={t('money.purchase.loading')} />}

          {step.name === 'blocked' && (
            <div ref={outcome} tabIndex={-1} className="outcome" data-state="blocked">
              <Notice kind="error" title={t('money.purchase.blockedTitle')}>
                <p>{step.message || t('money.purchase.blockedFallback')}</p>
              </Notice>
              <Actions>
                <Button type="button" $variant="secondary" onClick={() => setStep({ name: 'number' })}>
                  {t('money.purchase.otherNumber')}
                </Button>
                <Button type="button" $variant="ghost" onClick={onClose}>
                  {t('money.common.close')}
                </Button>
              </Actions>
            </div>
          )}

          {step.name === 'form' && (
            <form noValidate onSubmit={submitCode} data-state="form">
              <Summary>
                <div>
                  <dt>{t('money.purchase.addon')}</dt>
                  <dd>{step.detail.addOnDetail.title}</dd>
                </div>
                <div>
                  <dt>{t('money.purchase.price')}</dt>
                  <dd>
                    <Amount value={step.detail.addOnDetail.price} />
                  </dd>
                </div>
                <div>
                  <dt>{t('money.purchase.number')}</dt>
                  <dd>
                    <Ltr>{number}</Ltr>
                  </dd>
                </div>
              </Summary>
              <p>{t('money.purchase.codeSent', { msisdn: number })}</p>
              <TextField
                ref={codeInput}
                id={`${id}-code`}
                label={t('money.purchase.codeLabel')}
                hint={t('money.purchase.codeHint')}
                error={codeError}
                autoComplete="one-time-code"
                autoCapitalize="characters"
                autoCorrect="off"
                spellCheck={false}
                inputMode="text"
                maxLength={6}
                ltr
                className="code"
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/[^A-Za-z0-9]/g, '').toUpperCase())}
              />
              {formMessage && <Notice kind="error">{formMessage}</Notice>}
              <p role="status" className="status">
                {status}
              </p>
              <Actions>
                <Button type="submit" disabled={busy !== null} aria-busy={busy === 'confirm'}>
                  {busy === 'confirm' ? <Spinner inline label={t('money.purchase.confirming')} /> : null}
                  {t('money.purchase.confirm')}
                </Button>
                <Button type="button" $variant="secondary" onClick={resend} disabled={busy !== null} aria-busy={busy === 'resend'}>
                  {busy === 'resend' ? <Spinner inline label={t('money.purchase.resending')} /> : null}
                  {t('money.purchase.resend')}
                </Button>
              </Actions>
            </form>
          )}

          {step.name === 'success' && (
            <div ref={outcome} tabIndex={-1} className="outcome" data-state="success">
              <Notice kind="success" title={t('money.purchase.successTitle')}>
                <p>{t('money.purchase.successText', { title: step.detail.addOnDetail.title, msisdn: number })}</p>
              </Notice>
              {/* The server's sentence repeats the title: the reference is what this screen adds. */}
              {step.reference && (
                <p>
                  {t('money.purchase.reference')} <Reference reference={step.reference} fallback={step.reference} />
                </p>
              )}
              <p className="cancel">{t('money.common.cancelRule', { code: '0', shortCode: brand.cancelShortCode })}</p>
              <Actions>
                <Button type="button" onClick={onClose}>
                  {t('money.common.done')}
                </Button>
              </Actions>
            </div>
          )}

          {step.name === 'low-balance' && (
            <div ref={outcome} tabIndex={-1} className="outcome" data-state="low-balance">
              <Notice kind="error" title={t('money.purchase.lowBalanceTitle')}>
                <p>
                  {step.balance === null
                    ? step.message
                    : t('money.purchase.lowBalance', { balance: formatMoney(step.balance, locale), price: formatMoney(step.price, locale) })}
                </p>
              </Notice>
              <p>{t.rich('money.purchase.lowBalanceNext', { msisdn: number, num: (chunks) => <Ltr>{chunks}</Ltr> })}</p>
              <Actions>
                <SmartLink href={`/personal/my-account/recharge?msisdn=${encodeURIComponent(number)}`} className="recharge">
                  {t('money.purchase.rechargeNow')}
                </SmartLink>
                <Button type="button" $variant="ghost" onClick={onClose}>
                  {t('money.common.close')}
                </Button>
              </Actions>
            </div>
          )}

          {step.name === 'error' && (
            <div ref={outcome} tabIndex={-1} className="outcome" data-state="error">
              <Notice kind="error" title={t('money.purchase.errorTitle')}>
                <p>{step.message}</p>
              </Notice>
              <Actions>
                <SmartLink href={`/personal/my-account/recharge?msisdn=${encodeURIComponent(number)}`} className="recharge">
                  {t('tr2.recharge_button_recharge')}
                </SmartLink>
                <Button type="button" $variant="ghost" onClick={onClose}>
                  {t('money.common.close')}
                </Button>
              </Actions>
            </div>
          )}
        </div>

        {popup && (
          <Popup role="alertdialog" aria-modal="true" aria-labelledby={`${id}-popup`} onKeyDown={(event) => event.key === 'Escape' && (event.stopPropagation(), setPopup(null))}>
            <div className="card">
              <p id={`${id}-popup`}>{popup}</p>
              <Button
                ref={popupClose}
                type="button"
                onClick={() => setPopup(null)}
              >
                {t('money.purchase.popupClose')}
              </Button>
            </div>
          </Popup>
        )}
      </Body>
    </Dialog>
  );
}

const Body = classed.div(styles.Body);

const Popup = classed.div(styles.Popup);
