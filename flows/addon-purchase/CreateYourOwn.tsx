/**
 * Create your own bundle (group 8, spec sections 4 and 7): data, minutes and SMS on sliders with steppers,
 * and the price the server quotes for the choice (the browser never computes or sends a price).
 * GET /api/v2/addon/cyo/8 needs a session: without one the browser answers itself with the empty
 * failure of spec section 4 (`{ data: {}, success: false, message: 'Empty response' }`) and sends
 * nothing; the screen then asks to sign in.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import type { Envelope } from '@/lib/api/envelope';
import { CYO_GROUP, type CyoData, type CyoPart, type CyoQuote } from '@/lib/create-your-own';
import { formatPrice } from '@/lib/format';
import { toLocale } from '@/lib/locales';
import { hasSignedInFlag } from '@/lib/signed-in';
import { Button } from '@/ui/primitives';
import { failureText, fieldErrorsOf, loginHref, messageText, useMoneyCall, type MoneyCall } from '../shared/api';
import { Actions, Amount, FlowHeader, FlowPage, Notice, Panel, Spinner } from '../shared/ui';
import { classed } from '@/ui/classed';
import styles from './CreateYourOwn.module.css';

/** Spec section 4: without a token the call answers this locally and makes no request. */
export const EMPTY_RESPONSE: Envelope<Record<string, never>> = { data: {}, success: false, message: 'Empty response' };

export async function loadCreateYourOwn(call: MoneyCall, signedIn: boolean): Promise<Envelope<CyoData | Record<string, never>>> {
  if (!signedIn) return EMPTY_RESPONSE;
  return call<CyoData>(`/api/v2/addon/cyo/${CYO_GROUP}`);
}

type Choice = Record<CyoPart['key'], number>;

export function CreateYourOwn({ signedIn }: { signedIn?: boolean }) {
  const t = useTranslations();
  const locale = toLocale(useLocale());
  const call = useMoneyCall();
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'anonymous' } | { kind: 'failed'; message: string } | { kind: 'ready'; data: CyoData }>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const session = signedIn ?? hasSignedInFlag();
    loadCreateYourOwn(call, session).then(
      (answer) => {
        if (!live) return;
        const data = answer.data as CyoData;
        if (answer.success && Array.isArray(data.parts)) setState({ kind: 'ready', data });
        else setState(session ? { kind: 'failed', message: answer.message } : { kind: 'anonymous' });
      },
      (error: unknown) => {
        if (!live) return;
        const status = (error as { status?: number }).status;
        setState(status === 401 ? { kind: 'anonymous' } : { kind: 'failed', message: failureText(t, error) });
      },
    );
    return () => {
      live = false;
    };
  }, [call, signedIn, attempt, t]);

  if (state.kind === 'loading') return <Spinner label={t('money.cyo.loading')} />;
  if (state.kind === 'anonymous') {
    return (
      <Panel>
        <Notice kind="info">{t('money.cyo.signIn')}</Notice>
        <Actions>
          <a className="primary" href={loginHref(locale)}>
            {t('money.common.signIn')}
          </a>
        </Actions>
      </Panel>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Panel>
        <Notice kind="error">{state.message || t('money.common.loadFailed')}</Notice>
        <Actions>
          <Button type="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('money.common.retry')}
          </Button>
        </Actions>
      </Panel>
    );
  }
  return <Builder data={state.data} />;
}

function Builder({ data }: { data: CyoData }) {
  const t = useTranslations();
  const call = useMoneyCall();
  const [choice, setChoice] = useState<Choice>(() => ({ data: 0, minutes: 0, sms: 0 }));
  // The price the server quoted, and for which choice (a newer choice shows "working out the price").
  const [quoted, setQuoted] = useState<{ key: string; result: { kind: 'ok'; quote: CyoQuote } | { kind: 'failed'; message: string } } | null>(null);
  const empty = data.parts.every((part) => choice[part.key] === 0);
  const key = JSON.stringify(choice);
  const quote = empty ? { kind: 'idle' as const } : quoted && quoted.key === key ? quoted.result : { kind: 'busy' as const };

  // The price comes from the server, a moment after the last change.
  useEffect(() => {
    if (empty) return;
    let live = true;
    const timer = window.setTimeout(() => {
      call<CyoQuote>(`/api/v2/addon/cyo/${CYO_GROUP}/quote`, { method: 'POST', body: JSON.parse(key) })
        .then((answer) => live && setQuoted({ key, result: { kind: 'ok', quote: answer.data } }))
        .catch((error: unknown) => {
          if (!live) return;
          const fields = Object.values(fieldErrorsOf(error));
          setQuoted({ key, result: { kind: 'failed', message: fields[0] ? messageText(t, fields[0]) : failureText(t, error) } });
        });
    }, 300);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [key, empty, call, t]);

  return (
    <Panel aria-labelledby="cyo-title">
      <h2 id="cyo-title">{t('money.cyo.builderTitle')}</h2>
      <p>{t('money.cyo.builderIntro', { days: data.validityDays })}</p>
      <Parts>
        {data.parts.map((part) => (
          <PartControl key={part.key} part={part} value={choice[part.key]} onChange={(value) => setChoice((c) => ({ ...c, [part.key]: value }))} />
        ))}
      </Parts>
      <Total aria-live="polite" aria-atomic="true" data-quote={quote.kind}>
        {empty ? (
          <p>{t('money.cyo.chooseSomething')}</p>
        ) : quote.kind === 'ok' ? (
          <p>
            <span>{t('money.cyo.total', { days: quote.quote.validityDays })}</span> <strong>
              <Amount value={quote.quote.price} />
            </strong>
          </p>
        ) : quote.kind === 'failed' ? (
          <p className="error">{quote.message}</p>
        ) : (
          <p>{t('money.cyo.pricing')}</p>
        )}
      </Total>
      <p className="note">{t('money.cyo.note')}</p>
    </Panel>
  );
}

function PartControl({ part, value, onChange }: { part: CyoPart; value: number; onChange: (value: number) => void }) {
  const t = useTranslations();
  const id = useId();
  const shown = useMemo(() => amountText(t, part, value), [t, part, value]);
  const clamp = (next: number) => Math.min(part.max, Math.max(part.min, next));
  const label = t(`money.cyo.parts.${part.key}`);
  return (
    <div className="part" data-part={part.key}>
      <div className="head">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} dir="ltr">
          {shown}
        </output>
      </div>
      <p className="unit" id={`${id}-unit`}>
        {t('money.cyo.unitPrice', { price: formatPrice(part.unitPrice), unit: amountText(t, part, part.unitQuota) })}
      </p>
      <div className="controls">
        <button type="button" onClick={() => onChange(clamp(value - part.step))} disabled={value <= part.min} aria-label={t('money.cyo.less', { what: label })}>
          −
        </button>
        <input
          id={id}
          type="range"
          min={part.min}
          max={part.max}
          step={part.step}
          value={value}
          aria-valuetext={shown}
          aria-describedby={`${id}-unit`}
          onChange={(event) => onChange(clamp(Number(event.target.value)))}
        />
        <button type="button" onClick={() => onChange(clamp(value + part.step))} disabled={value >= part.max} aria-label={t('money.cyo.more', { what: label })}>
          +
        </button>
      </div>
    </div>
  );
}

function amountText(t: ReturnType<typeof useTranslations>, part: CyoPart, value: number): string {
  if (part.unit === 'MB') {
    const gb = value / 1024;
    return t('money.cyo.amount.data', { n: Number.isInteger(gb) ? String(gb) : gb.toFixed(1) });
  }
  return t(`money.cyo.amount.${part.key}`, { count: value, n: formatPrice(value) });
}

/** /personal/add-ons/create-your-own */
export function CreateYourOwnScreen({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations('money.cyo');
  return (
    <FlowPage>
      <FlowHeader>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </FlowHeader>
      <CreateYourOwn signedIn={signedIn} />
    </FlowPage>
  );
}

const Parts = classed.div(styles.Parts);

const Total = classed.div(styles.Total);
