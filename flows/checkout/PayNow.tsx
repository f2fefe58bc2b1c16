/**
 * "Pay now" on an unpaid card order (the order page, My orders): POST /api/v1/orders/{orderNumber}/pay
 * starts a new card attempt on the same order after a declined card (or resumes the one still open),
 * then goes to the hosted card page. One Idempotency-Key per press; the server makes one attempt
 * however many presses arrive. A refusal (paid meanwhile, hold over) is said beside the button.
 */
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { OrderPayData } from '@/lib/shop-api';
import { Button } from '@/ui/primitives';
import { failureText, newIdempotencyKey, useMoneyCall, useMoneyDeps } from '../shared/api';
import { PaymentMethodPicker, usePaymentMethodChoice } from '../shared/PaymentMethodPicker';
import { Spinner } from '../shared/ui';

export interface PayNowProps {
  orderNumber: string;
  /** A guest's link token (the order page's); a signed-in owner needs none. */
  token?: string | null;
  /** The button's accessible name when the order is not named around it (My orders). */
  label?: string;
  /** Told after a refusal (the order changed: the page reloads it). */
  onRefused?: () => void;
  /**
   * Offer the enabled payment methods above the button (the order page: after a declined card the payer
   * may try a wallet or the bank's app). Without it (My orders' compact rows) the default method is used.
   */
  chooseMethod?: boolean;
}

export function PayNow({ orderNumber, token, label, onRefused, chooseMethod = false }: PayNowProps) {
  const t = useTranslations();
  const choice = usePaymentMethodChoice();
  const call = useMoneyCall();
  const { go } = useMoneyDeps();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const pay = async () => {
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      const reply = await call<OrderPayData>(`/api/v1/orders/${encodeURIComponent(orderNumber)}/pay`, {
        method: 'POST',
        body: { ...(token ? { token } : {}), ...(chooseMethod && choice.method ? { method: choice.method } : {}) },
        idempotencyKey: newIdempotencyKey(),
      });
      go(reply.data.paymentUrl);
    } catch (error) {
      setBusy(false);
      setFailure(failureText(t, error));
      onRefused?.();
    }
  };

  return (
    <>
      {chooseMethod && <PaymentMethodPicker methods={choice.methods} value={choice.method} onChange={choice.setMethod} disabled={busy} />}
      <Button type="button" onClick={() => void pay()} disabled={busy} aria-busy={busy} aria-label={label} aria-describedby={failure ? `${id}-failure` : undefined}>
        {busy && <Spinner inline label={t('checkout.order.payNowBusy')} />}
        {t('checkout.order.payNow')}
      </Button>
      {failure && (
        <p id={`${id}-failure`} role="alert" className="error">
          {failure}
        </p>
      )}
    </>
  );
}
