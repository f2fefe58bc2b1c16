/**
 * /pay/{orderId}: the demo payment provider's hosted page (design.md section 6). It stands in for the
 * provider's own site, so it looks like one (its own colours and name, a "Demo payment page" banner)
 * and the card number is sent only to the provider's endpoint (POST /api/dev/payment-provider/{id}/pay),
 * never to our API. The provider then tells our server the outcome (signed, server to server) and
 * sends the payer back to the address it answers.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { PaymentStatusData } from '@/lib/account-api';
import { brand } from '@/lib/brand';
import { ApiClientError } from '@/lib/api/errors';
import { localizePath, toLocale } from '@/lib/locales';
import { palettes } from '@/lib/theme/palettes';
import { envelopeOf, failureText, fieldErrorsOf, newIdempotencyKey, useMoneyCall, useMoneyDeps, useMoneyGet } from '../shared/api';
import { retryPath } from './PaymentResult';
import { Amount, Ltr, Reference, Spinner, TextField } from '../shared/ui';
import { formatPrice } from '@/lib/format';
import { classed } from '@/ui/classed';
import styles from './DemoPaymentPage.module.css';

export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
] as const;

interface CardErrors {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
}

const digits = (v: string) => v.replace(/[\s-]/g, '');

/** The provider's own checks before it sends anything (the real decision is the provider server's). */
export function checkCard(cardNumber: string, expiry: string, cvc: string, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  if (!/^\d{12,19}$/.test(digits(cardNumber))) errors.cardNumber = 'cardNumber';
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) errors.expiry = 'expiry';
  else {
    const end = new Date(2000 + Number(match[2]), Number(match[1]), 1);
    if (end <= now) errors.expiry = 'expired';
  }
  if (!/^\d{3,4}$/.test(cvc.trim())) errors.cvc = 'cvc';
  return errors;
}

/** "4242424242424242" → "4242 4242 4242 4242" as the payer types. */
const groupCard = (value: string) =>
  digits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1230" → "12/30". */
const formatExpiry = (value: string) => {
  const d = value.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};

export function DemoPaymentPage({ orderId }: { orderId: string }) {
  const t = useTranslations('money.pay');
  const tAll = useTranslations();
  const locale = toLocale(useLocale());
  const call = useMoneyCall();
  const { go } = useMoneyDeps();
  const id = useId();
  const { data: payment, error: loadError } = useMoneyGet<PaymentStatusData>(`/api/v1/payments/${encodeURIComponent(orderId)}`);
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState('');
  const [paying, setPaying] = useState(false);
  const key = useRef<string | null>(null);

  const errorText = (field: keyof CardErrors) => {
    const code = errors[field];
    if (!code) return '';
    return code === 'cardNumber' || code === 'expiry' || code === 'expired' || code === 'cvc' ? t(`errors.${code}`) : code;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (paying) return;
    setFailure('');
    const found = checkCard(cardNumber, expiry, cvc);
    setErrors(found);
    const first = (['cardNumber', 'expiry', 'cvc'] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setPaying(true);
    key.current ??= newIdempotencyKey();
    try {
      const answer = await call<{ redirectUrl: string }>(`/api/dev/payment-provider/${encodeURIComponent(orderId)}/pay`, {
        method: 'POST',
        body: { cardNumber: digits(cardNumber), expiry: expiry.replace(/\s/g, ''), cvc: cvc.trim() },
        idempotencyKey: key.current,
        timeoutMs: 30_000,
      });
      go(answer.data.redirectUrl);
    } catch (error) {
      key.current = null;
      // Paid already (another tab, a double submit): the provider says where the result is.
      const done = (envelopeOf(error)?.data as { redirectUrl?: unknown } | null)?.redirectUrl;
      if (typeof done === 'string' && done.startsWith('/') && !done.startsWith('//')) {
        go(done);
        return;
      }
      setPaying(false);
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) {
        setErrors({ cardNumber: fields.cardNumber, expiry: fields.expiry, cvc: fields.cvc });
        const wrong = (['cardNumber', 'expiry', 'cvc'] as const).find((f) => fields[f]);
        if (wrong) document.getElementById(`${id}-${wrong}`)?.focus();
        if (!wrong) setFailure(failureText(tAll, error));
      } else {
        setFailure(failureText(tAll, error));
      }
    }
  };

  const unknown = loadError instanceof ApiClientError && loadError.status === 404;
  const confirmation = localizePath(`/personal/my-account/recharge-confirmation?orderId=${encodeURIComponent(orderId)}`, locale);

  return (
    <Page>
      <Banner role="note">
        <strong>{t('banner')}</strong> {t('bannerText')}
      </Banner>
      <main>
        <Card>
          <header>
            <p className="provider" aria-hidden="true">
              DemoPay
            </p>
            <h1>{t('title')}</h1>
          </header>
          {unknown ? (
            <p role="alert" className="alert">
              {t('unknownOrder')}
            </p>
          ) : !payment ? (
            loadError ? (
              <p role="alert" className="alert">
                {failureText(tAll, loadError)}
              </p>
            ) : (
              <Spinner label={tAll('money.common.loading')} />
            )
          ) : payment.status !== 'pending' ? (
            <div className="done">
              <p role="status">{payment.status === 'declined' ? t('declined') : t('alreadyDone')}</p>
              {payment.orderNumber ? (
                // A shop order: its page says whether it is paid, or offers Pay now (a new attempt) while held.
                <a href={localizePath(`/personal/shop/orders/${encodeURIComponent(payment.orderNumber)}`, locale)}>{t('backToOrder')}</a>
              ) : (
                <a href={confirmation}>{t('backToShop', { shop: brand.name[locale] })}</a>
              )}
            </div>
          ) : (
            <>
              <dl className="order">
                <div>
                  <dt>{t('merchant')}</dt>
                  <dd>{brand.name[locale]}</dd>
                </div>
                <div>
                  <dt>{t('order')}</dt>
                  <dd>
                    <Reference reference={payment.reference} fallback={payment.orderId} />
                  </dd>
                </div>
                <div className="amount">
                  <dt>{t('amount')}</dt>
                  <dd>
                    <Amount value={payment.amount} />
                  </dd>
                </div>
              </dl>
              <form noValidate onSubmit={submit}>
                <TextField
                  id={`${id}-cardNumber`}
                  label={t('cardNumber')}
                  error={errorText('cardNumber')}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  ltr
                  maxLength={23}
                  placeholder="1234 5678 9012 3456"
                  value={cardNumber}
                  onChange={(event) => setCardNumber(groupCard(event.target.value))}
                />
                <div className="row">
                  <TextField
                    id={`${id}-expiry`}
                    label={t('expiry')}
                    hint={t('expiryHint')}
                    error={errorText('expiry')}
                    inputMode="numeric"
                    autoComplete="cc-exp"
                    ltr
                    maxLength={5}
                    value={expiry}
                    onChange={(event) => setExpiry(formatExpiry(event.target.value))}
                  />
                  <TextField
                    id={`${id}-cvc`}
                    label={t('cvc')}
                    hint={t('cvcHint')}
                    error={errorText('cvc')}
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    ltr
                    maxLength={4}
                    value={cvc}
                    onChange={(event) => setCvc(event.target.value.replace(/\D/g, '').slice(0, 4))}
                  />
                </div>
                {failure && (
                  <p role="alert" className="alert">
                    {failure}
                  </p>
                )}
                <button type="submit" className="pay" disabled={paying} aria-busy={paying}>
                  {paying ? <Spinner inline label={t('paying')} /> : null}
                  {t('pay', { amount: formatPrice(payment.amount) })}
                </button>
                <a className="cancel" href={localizePath(retryPath(payment), locale)}>
                  {t('cancel')}
                </a>
              </form>
              <section className="tests" aria-labelledby={`${id}-tests`}>
                <h2 id={`${id}-tests`}>{t('testCards')}</h2>
                <ul>
                  {TEST_CARDS.map((card) => (
                    <li key={card.number}>
                      <Ltr>{card.number}</Ltr> — {t(`testOutcome.${card.outcome}`)}
                    </li>
                  ))}
                </ul>
                <p>{t('testHint')}</p>
              </section>
            </>
          )}
        </Card>
        <p className="secure">{t('secure')}</p>
      </main>
    </Page>
  );
}

/** The provider's page keeps its own light look whatever colour mode the site is in. */
const lightVariables = Object.fromEntries(Object.entries(palettes.light).map(([name, value]) => [`--color-${name}`, () => value]));

const Page = classed.div(styles.Page, lightVariables);

const Banner = classed.div(styles.Banner);

const Card = classed.div(styles.Card);
