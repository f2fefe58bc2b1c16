/**
 * /dev/sms (demo mode only): the SMS and e-mail outbox for people trying the site, newest first, with
 * the codes large and left to right; and the "I am on the operator's network" switch that quick login
 * believes in demo mode. GET /api/dev/sms-outbox?msisdn=|email=, POST /api/dev/network.
 */
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isEmail, normalizeMsisdn, isOperatorMsisdn } from '@/lib/validation/rules';
import { Button } from '@/ui/primitives';
import { useDateFormat } from '@/ui/dates';
import { useAccountApi, useAccountFetch } from '../account/api';
import { Card, Empty, failureText, Field, FormAlert, LoadError, Ltr, Screen, Skeleton } from '../account/ui';

export interface OutboxItem {
  to: string;
  text: string;
  code: string | null;
  purpose: string;
  createdAt: string;
  channel?: 'sms' | 'email';
  subject?: string | null;
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

const FilterForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Items = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    min-width: 0;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .channel {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.text};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .subject {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .code {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.sm};
  }
  .digits {
    font-size: 2rem;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.15em;
    font-variant-numeric: tabular-nums;
  }
`;

const SwitchRow = styled.div`
  button {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: ${({ theme }) => theme.target};
    padding: 0;
    background: none;
    border: 0;
    color: inherit;
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    cursor: pointer;
  }
  .track {
    position: relative;
    display: inline-block;
    width: 48px;
    height: 28px;
    border-radius: 14px;
    background: ${({ theme }) => theme.color.border};
    transition: background 0.2s;
  }
  .thumb {
    position: absolute;
    inset-block-start: 3px;
    inset-inline-start: 3px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: #fff;
    transition: inset-inline-start 0.2s;
  }
  button[aria-checked='true'] .track {
    background: ${({ theme }) => theme.color.success};
  }
  button[aria-checked='true'] .thumb {
    inset-inline-start: 23px;
  }
  @media (prefers-reduced-motion: reduce) {
    .track,
    .thumb {
      transition: none;
    }
  }
`;
