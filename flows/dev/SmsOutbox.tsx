/**
 * /dev/sms (demo mode only): the SMS and e-mail outbox for people trying the site, newest first, with
 * the codes large and left to right; and the "I am on the operator's network" switch that quick login
 * believes in demo mode. GET /api/dev/sms-outbox?msisdn=|email=, POST /api/dev/network.
 */
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { isEmail, normalizeMsisdn, isOperatorMsisdn } from '@/lib/validation/rules';
import { Button } from '@/ui/primitives';
import { useDateFormat } from '@/ui/dates';
import { useAccountApi, useAccountFetch } from '../account/api';
import { Card, Empty, failureText, Field, FormAlert, LoadError, Ltr, Screen, Skeleton } from '../account/ui';
import { classed } from '@/ui/classed';
import styles from './SmsOutbox.module.css';

export interface OutboxItem {
  to: string;
  text: string;
  code: string | null;
  purpose: string;
  createdAt: string;
  channel?: 'sms' | 'email';
  subject?: string | null;
  /** SMS over SMPP: its delivery state from the SMSC's receipts. */
  delivery?: 'queued' | 'accepted' | 'delivered' | 'undeliverable' | 'expired' | 'in-doubt' | 'failed' | null;
}

export interface SmsOutboxProps {
  /** The number the network switch is on for, or null (from the demo_on_network cookie). */
  networkMsisdn: string | null;
  /** The number or e-mail to show first (?msisdn= or ?email=). */
  initialFilter?: string;
}

function filterQuery(filter: string): Record<string, string> {
  const value = filter.trim();
  if (!value) return {};
  if (value.includes('@')) return { email: value };
  return { msisdn: normalizeMsisdn(value) };
}

export function SmsOutbox({ networkMsisdn, initialFilter = '' }: SmsOutboxProps) {
  const t = useTranslations('devSms');
  const tAll = useTranslations();
  const id = useId();
  const [typed, setTyped] = useState(initialFilter);
  const [filter, setFilter] = useState(initialFilter);
  const [filterError, setFilterError] = useState('');
  const { data, error, isLoading, isValidating, mutate } = useAccountApi<OutboxItem[]>('/api/dev/sms-outbox', filterQuery(filter));

  const show = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (value && !(value.includes('@') ? isEmail(value) : /^07[578]\d{8}$/.test(normalizeMsisdn(value)))) {
      setFilterError(t('filterInvalid'));
      return;
    }
    setFilterError('');
    setFilter(value);
  };

  return (
    <Screen>
      <h1>{t('title')}</h1>
      <p className="intro">{t('intro')}</p>
      <Card aria-labelledby={`${id}-outbox`}>
        <h2 id={`${id}-outbox`}>{t('outbox')}</h2>
        <FilterForm noValidate onSubmit={show} role="search">
          <Field id={`${id}-filter`} label={t('filter')} hint={t('filterHint')} value={typed} onChange={(e) => setTyped(e.target.value)} dir="ltr" autoComplete="off" error={filterError} />
          <div className="buttons">
            <Button type="submit">{t('show')}</Button>
            <Button type="button" $variant="secondary" onClick={() => void mutate()} disabled={isValidating}>
              {t('refresh')}
            </Button>
          </div>
        </FilterForm>
        <p role="status" className="count">
          {data ? t('count', { count: data.length }) : ''}
        </p>
        {isLoading && !data && <Skeleton label={t('loading')} lines={3} />}
        {error && !data && <LoadError onRetry={() => void mutate()} message={failureText(tAll, error)} />}
        {data && data.length === 0 && (
          <Empty>
            <p>{t('empty')}</p>
          </Empty>
        )}
        {data && data.length > 0 && <OutboxList items={data} />}
      </Card>
      <NetworkSwitch initial={networkMsisdn} />
    </Screen>
  );
}

export function OutboxList({ items }: { items: OutboxItem[] }) {
  const t = useTranslations('devSms');
  const date = useDateFormat();
  return (
    <Items>
      {items.map((item, index) => (
        <li key={`${item.createdAt}-${index}`}>
          <div className="meta">
            <span className="channel">{item.channel === 'email' ? t('email') : t('sms')}</span>
            <Ltr className="to">{item.to}</Ltr>
            <span>{t.has(`purposes.${item.purpose}`) ? t(`purposes.${item.purpose}`) : t('purposes.other')}</span>
            <time dateTime={item.createdAt}>{date(item.createdAt, { dateStyle: 'medium', timeStyle: 'medium' })}</time>
            {item.delivery && <span className="delivery">{t(`delivery.${item.delivery}`)}</span>}
          </div>
          {item.subject && <p className="subject">{item.subject}</p>}
          {item.code && (
            <p className="code">
              <span>{t('code')}</span> <Ltr className="digits">{item.code}</Ltr>
            </p>
          )}
          <p className="text">{item.text}</p>
        </li>
      ))}
    </Items>
  );
}

function NetworkSwitch({ initial }: { initial: string | null }) {
  const t = useTranslations();
  const fetcher = useAccountFetch();
  const id = useId();
  const [on, setOn] = useState<string | null>(initial);
  const [number, setNumber] = useState(initial ?? '07701234567');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (msisdn: string | null) => {
    setFailure('');
    if (msisdn !== null && !isOperatorMsisdn(msisdn)) {
      setError(t('validation.operatorMsisdn'));
      return;
    }
    setError('');
    setBusy(true);
    try {
      const reply = await fetcher<{ msisdn: string | null }>('/api/dev/network', { method: 'POST', body: { msisdn: msisdn && normalizeMsisdn(msisdn) } });
      setOn(reply.data.msisdn);
      setStatus(reply.message || (reply.data.msisdn ? t('devSms.networkOn') : t('devSms.networkOff')));
    } catch (problem) {
      setFailure(failureText(t, problem));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby={`${id}-network`}>
      <h2 id={`${id}-network`}>{t('devSms.networkTitle')}</h2>
      <p>{t('devSms.networkIntro')}</p>
      <Field id={`${id}-number`} label={t('devSms.networkNumber')} value={number} onChange={(e) => setNumber(e.target.value)} type="tel" inputMode="tel" dir="ltr" autoComplete="off" error={error} />
      <SwitchRow>
        <button type="button" role="switch" aria-checked={on !== null} onClick={() => void send(on ? null : normalizeMsisdn(number))} disabled={busy}>
          <span className="track" aria-hidden="true">
            <span className="thumb" />
          </span>
          {t('devSms.networkSwitch')}
        </button>
      </SwitchRow>
      <p role="status">
        {status || (on ? t.rich('devSms.networkState', { number: on, phone: (chunks) => <Ltr>{chunks}</Ltr> }) : t('devSms.networkOff'))}
      </p>
      <FormAlert>{failure}</FormAlert>
    </Card>
  );
}

const FilterForm = classed.form(styles.FilterForm);

const Items = classed.ol(styles.Items);

const SwitchRow = classed.div(styles.SwitchRow);
