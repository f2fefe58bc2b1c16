/**
 * The bill of a postpaid line (signed in): the bill to pay now, paid by card through the same hosted
 * payment flow as a recharge (the receipt goes to the e-mail given), and the history of bills. A
 * prepaid line has no bills and is told so.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { BillData, LineData, PaymentStartData } from '@/lib/account-api';
import { ApiClientError } from '@/lib/api/errors';
import { toLocale } from '@/lib/locales';
import { patterns } from '@/lib/validation/rules';
import { Button } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { useDateFormat } from '@/ui/dates';
import { failureText, loginHref, messageText, newIdempotencyKey, useMoneyCall, useMoneyDeps, useMoneyGet, fieldErrorsOf } from '../shared/api';
import { Actions, Amount, FlowHeader, FlowPage, Notice, Panel, Spinner, TextField } from '../shared/ui';
import { BillSummary, usePeriodLabel } from './BillSummary';
import { QUICK_PAY_PATH } from './paths';
import { PaymentMethodPicker, usePaymentMethodChoice } from '../shared/PaymentMethodPicker';
import { classed } from '@/ui/classed';
import styles from './BillFlow.module.css';

export function BillFlow({ email }: { email?: string | null }) {
  const t = useTranslations();
  const locale = toLocale(useLocale());
  const line = useMoneyGet<LineData>('/api/v1/account/line');
  const bills = useMoneyGet<BillData[]>(line.data?.type === 'postpaid' ? '/api/v1/account/bills' : null);
  const error = line.error ?? bills.error;

  if (error instanceof ApiClientError && error.status === 401) {
    return (
      <Panel>
        <Notice kind="error">{t('money.common.sessionExpired')}</Notice>
        <Actions>
          <a className="primary" href={loginHref(locale)}>
            {t('money.common.signIn')}
          </a>
          <SmartLink href={QUICK_PAY_PATH} className="secondary">
            {t('quickPay.link')}
          </SmartLink>
        </Actions>
      </Panel>
    );
  }
  if (error && !line.data) {
    return (
      <Panel>
        <Notice kind="error">{failureText(t, error)}</Notice>
        <Actions>
          <Button type="button" onClick={() => void line.mutate()}>
            {t('money.common.retry')}
          </Button>
        </Actions>
      </Panel>
    );
  }
  if (!line.data) return <Spinner label={t('money.bill.loading')} />;

  if (line.data.type === 'prepaid') {
    return (
      <Panel data-line="prepaid">
        <Notice kind="info" title={t('money.bill.prepaidTitle')}>
          <p>{t('money.bill.prepaid')}</p>
        </Notice>
        <Actions>
          <SmartLink href="/personal/my-account/recharge" className="primary">
            {t('money.bill.recharge')}
          </SmartLink>
        </Actions>
      </Panel>
    );
  }

  const history = bills.data ?? [];
  const due = line.data.bill ?? history.find((bill) => !bill.paidAt) ?? null;
  return (
    <>
      {due ? <DueBill bill={due} email={email} /> : <Panel>{bills.data ? <Notice kind="success">{t('money.bill.allPaid')}</Notice> : <Spinner label={t('money.bill.loading')} />}</Panel>}
      <History bills={history} loading={!bills.data && !bills.error} failed={Boolean(bills.error)} retry={() => void bills.mutate()} />
    </>
  );
}

function DueBill({ bill, email }: { bill: BillData; email?: string | null }) {
  const t = useTranslations();
  const id = useId();
  const call = useMoneyCall({ session: true });
  const { go } = useMoneyDeps();
  const [receipt, setReceipt] = useState(email ?? '');
  const [emailError, setEmailError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const { methods, method, setMethod } = usePaymentMethodChoice();

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure('');
    const address = receipt.trim();
    if (address && !patterns.email.test(address)) {
      setEmailError(t('validation.email'));
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setEmailError('');
    setBusy(true);
    try {
      const answer = await call<PaymentStartData>(`/api/v1/account/bills/${bill.id}/pay`, {
        method: 'POST',
        body: { ...(address ? { email: address } : {}), ...(method ? { method } : {}) },
        idempotencyKey: newIdempotencyKey(),
      });
      go(answer.data.paymentUrl);
    } catch (error) {
      setBusy(false);
      const fields = fieldErrorsOf(error);
      if (fields.email) setEmailError(messageText(t, fields.email));
      else setFailure(failureText(t, error));
    }
  };

  return (
    <Panel aria-labelledby={`${id}-title`} data-bill={bill.id}>
      <h2 id={`${id}-title`}>{t('money.bill.dueTitle')}</h2>
      <BillSummary bill={bill} />
      {busy ? (
        <Spinner label={t('money.common.goingToPayment')} />
      ) : (
        <form noValidate onSubmit={pay}>
          <TextField
            id={`${id}-email`}
            type="email"
            label={t('money.common.emailLabel')}
            hint={t('money.common.emailHint')}
            error={emailError}
            autoComplete="email"
            maxLength={254}
            ltr
            value={receipt}
            onChange={(event) => setReceipt(event.target.value)}
          />
          <PaymentMethodPicker methods={methods} value={method} onChange={setMethod} />
          {failure && <Notice kind="error">{failure}</Notice>}
          <Actions>
            <Button type="submit">{t('money.bill.pay')}</Button>
          </Actions>
        </form>
      )}
    </Panel>
  );
}

function History({ bills, loading, failed, retry }: { bills: BillData[]; loading: boolean; failed: boolean; retry: () => void }) {
  const t = useTranslations();
  const period = usePeriodLabel();
  const date = useDateFormat();
  const locale = toLocale(useLocale());
  return (
    <Panel aria-labelledby="bill-history">
      <h2 id="bill-history">{t('money.bill.historyTitle')}</h2>
      {loading ? (
        <Spinner label={t('money.bill.loading')} />
      ) : failed ? (
        <>
          <Notice kind="error">{t('money.common.loadFailed')}</Notice>
          <Actions>
            <Button type="button" $variant="secondary" onClick={retry}>
              {t('money.common.retry')}
            </Button>
          </Actions>
        </>
      ) : bills.length === 0 ? (
        <p>{t('money.bill.noHistory')}</p>
      ) : (
        // Explicit roles: the narrow-screen CSS turns rows into blocks, which drops table semantics in
        // some browsers. Each cell carries its column's name for the label shown on phones.
        <HistoryTable>
          <table role="table" aria-labelledby="bill-history" data-stacked="">
            <thead role="rowgroup">
              <tr role="row">
                <th role="columnheader" scope="col">{t('money.bill.period')}</th>
                <th role="columnheader" scope="col">{t('money.common.amount')}</th>
                <th role="columnheader" scope="col">{t('money.bill.dueDate')}</th>
                <th role="columnheader" scope="col">{t('money.bill.status')}</th>
                <th role="columnheader" scope="col">{t('money.bill.downloadPdf')}</th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {bills.map((bill) => (
                <tr role="row" key={bill.id}>
                  <th role="rowheader" scope="row" data-label={t('money.bill.period')}>
                    {period(bill.period)}
                  </th>
                  <td role="cell" data-label={t('money.common.amount')}>
                    <Amount value={bill.amount} />
                  </td>
                  <td role="cell" data-label={t('money.bill.dueDate')}>
                    {date(bill.dueAt)}
                  </td>
                  <td role="cell" data-label={t('money.bill.status')}>
                    {bill.paidAt ? t('money.bill.paidOn', { date: date(bill.paidAt) }) : <strong>{t('money.bill.unpaid')}</strong>}
                  </td>
                  <td role="cell" data-label={t('money.bill.downloadPdf')}>
                    {/* A file from the API, in the page's language: a plain link, never a client-side route. */}
                    <a href={`/api/v1/account/bills/${bill.id}/pdf?lang=${locale}`} download aria-label={t('money.bill.downloadPdfLabel', { period: period(bill.period) })}>
                      {t('money.bill.downloadPdf')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </HistoryTable>
      )}
    </Panel>
  );
}

/** /personal/my-account/bill */
export function BillScreen({ email }: { email?: string | null }) {
  const t = useTranslations('money.bill');
  return (
    <FlowPage>
      <FlowHeader>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </FlowHeader>
      <BillFlow email={email} />
    </FlowPage>
  );
}

/* A table from the md breakpoint up; below it each bill is a labelled stacked card (ui/stacked-table),
   so every column, Status included, stays visible without scrolling. */
const HistoryTable = classed.div(styles.HistoryTable);
