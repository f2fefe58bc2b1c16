/**
 * How the payer pays (issue 30 §2): the payment methods this deployment offers
 * (GET /api/v1/payments/methods), as one radio group with each method's name and a short line, shared
 * by recharge, bill pay, quick pay, e-voucher and the shop checkout. Native radios: arrow keys move
 * the choice, in RTL and LTR alike. With one method only there is nothing to choose and nothing shows
 * (the API then takes its default).
 */
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { isPaymentMethodChoice, type PaymentMethodChoice } from '@/lib/payment-methods';
import { useMoneyGet } from './api';
import styles from './PaymentMethodPicker.module.css';

/** The offered methods (empty until known, or when the list cannot be read: the API's default applies). */
export function usePaymentMethods(): PaymentMethodChoice[] {
  const { data } = useMoneyGet<{ methods: string[] }>('/api/v1/payments/methods', undefined, { shouldRetryOnError: false });
  return (data?.methods ?? []).filter(isPaymentMethodChoice);
}

/** The payer's choice, defaulting to the first offered method; `undefined` while nothing is to choose. */
export function usePaymentMethodChoice(): { methods: PaymentMethodChoice[]; method: PaymentMethodChoice | undefined; setMethod: (m: PaymentMethodChoice) => void } {
  const methods = usePaymentMethods();
  const [chosen, setMethod] = useState<PaymentMethodChoice | undefined>();
  const method = chosen && methods.includes(chosen) ? chosen : methods.length > 1 ? methods[0] : undefined;
  return { methods, method, setMethod };
}

export interface PaymentMethodPickerProps {
  methods: readonly PaymentMethodChoice[];
  value: PaymentMethodChoice | undefined;
  onChange: (method: PaymentMethodChoice) => void;
  disabled?: boolean;
}

export function PaymentMethodPicker({ methods, value, onChange, disabled }: PaymentMethodPickerProps) {
  const t = useTranslations('money.methods');
  const id = useId();
  if (methods.length < 2) return null;
  return (
    <fieldset className={styles.Picker} disabled={disabled}>
      <legend>{t('legend')}</legend>
      {methods.map((m) => (
        <label key={m} className={styles.Option}>
          <input
            type="radio"
            name={`${id}-method`}
            value={m}
            checked={value === m}
            onChange={() => onChange(m)}
            aria-labelledby={`${id}-${m}-name`}
            aria-describedby={`${id}-${m}-hint`}
          />
          <span className={styles.Text}>
            <span className={styles.Name} id={`${id}-${m}-name`}>
              {t(`${m}.name`)}
            </span>
            <span className={styles.Hint} id={`${id}-${m}-hint`}>
              {t(`${m}.hint`)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
