/** What a bill payer reads before paying, the same for signed-in and quick pay: period, due date, VAT, amount. */
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { BillData } from '@/lib/account-api';
import { toLocale } from '@/lib/locales';
import { formatMonth, useDateFormat } from '@/ui/dates';
import { Amount, Summary } from '../shared/ui';

/** "2026-10" as "October 2026" in the page's language. */
export function usePeriodLabel(): (period: string) => string {
  const locale = toLocale(useLocale());
  return (period) => formatMonth(period, locale);
}

export function BillSummary({ bill }: { bill: BillData }) {
  const t = useTranslations();
  const period = usePeriodLabel();
  const date = useDateFormat();
  const [now] = useState(() => Date.now());
  const overdue = new Date(bill.dueAt).getTime() < now;
  return (
    <Summary>
      <div>
        <dt>{t('money.bill.period')}</dt>
        <dd>{period(bill.period)}</dd>
      </div>
      <div>
        <dt>{t('money.bill.dueDate')}</dt>
        <dd>
          {date(bill.dueAt)}
          {overdue && <span className="overdue"> · {t('money.bill.overdue')}</span>}
        </dd>
      </div>
      <div>
        <dt>{t('money.common.vat')}</dt>
        <dd>{t('money.common.vatExempt')}</dd>
      </div>
      <div className="total">
        <dt>{t('money.bill.toPay')}</dt>
        <dd>
          <Amount value={bill.amount} />
        </dd>
      </div>
    </Summary>
  );
}
