/**
 * Reserving a vanity number (spec sections 3, 8, 9): name and contact number, the fee taken from the
 * balance and not refunded, 48 hours to bring the documents. Guests are asked to sign in and come back
 * to this number. One Idempotency-Key per opening of the dialog, so a double click or a retry after a
 * lost answer reserves (and charges) once.
 */
import { useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useState } from 'react';
import * as yup from 'yup';
import { formatMoney } from '@/lib/format';
import { toLocale } from '@/lib/locales';
import { normalizeMsisdn } from '@/lib/validation/rules';
import { yv } from '@/lib/validation/yup';
import { VANITY_HOLD_HOURS, type VanityNumberData, type VanityReserveResult } from '@/lib/vanity';
import { useDateFormat } from '@/ui/dates';
import { Button } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { envelopeOf, failureText, fieldErrorsOf, loginHref, newIdempotencyKey, useMoneyCall } from '../shared/api';
import { Dialog } from '../shared/Dialog';
import { errorOf, placeServerErrors, useFocusFirstError } from '../shared/forms';
import { Actions, Ltr, Notice, Spinner, Summary, TextField } from '../shared/ui';
import { HighlightedNumber, TypeBadge } from './parts';

export interface ReserveDialogProps {
  item: VanityNumberData;
  /** The searched digits (marked in the number). */
  digits: string;
  signedIn: boolean;
  onClose: () => void;
  /** After a reservation: the number is no longer on sale. */
  onReserved?: (result: VanityReserveResult) => void;
  /** Someone else took the number meanwhile. */
  onUnavailable?: (number: string) => void;
}

export const RESERVATIONS_PATH = '/personal/my-account/vanity-numbers';
export const SEARCH_PATH = '/personal/vanity-numbers';

export function ReserveDialog({ item, digits, signedIn, onClose, onReserved, onUnavailable }: ReserveDialogProps) {
  const t = useTranslations('vanity');
  const tAll = useTranslations();
  const locale = toLocale(useLocale());
  const formatDate = useDateFormat();
  const call = useMoneyCall({ session: true });
  const id = useId();
  const [key] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<{ text: string; recharge: boolean } | null>(null);
  const [done, setDone] = useState<VanityReserveResult | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const fee = formatMoney(item.reservationFee, locale);

  const formik = useFormik({
    initialValues: { name: '', contactNumber: '' },
    validationSchema: yup.object({ name: yv.text(100), contactNumber: yv.iraqiMsisdn() }),
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const answer = await call<VanityReserveResult>('/api/v1/vanity/reserve', {
          method: 'POST',
          body: { number: item.number, name: values.name.trim(), contactNumber: normalizeMsisdn(values.contactNumber) },
          idempotencyKey: key,
        });
        setDone(answer.data);
        onReserved?.(answer.data);
        requestAnimationFrame(() => doneRef.current?.focus());
      } catch (error) {
        if (placeServerErrors(formik, error, ['name', 'contactNumber'])) return;
        if (fieldErrorsOf(error).number) onUnavailable?.(item.number);
        const envelope = envelopeOf(error);
        const data = envelope?.data as { balance?: unknown } | null | undefined;
        setFailure({ text: failureText(tAll, error), recharge: typeof data?.balance === 'number' });
      }
    },
  });
  const idOf = useCallback((name: string) => `${id}-${name}`, [id]);
  useFocusFirstError(formik, ['name', 'contactNumber'], idOf);

  const back = `${SEARCH_PATH}?${new URLSearchParams({ digits, number: item.number })}`;

  return (
    <Dialog title={t('dialogTitle', { number: item.number })} onClose={onClose} testId="vanity-reserve" initialFocus={signedIn ? nameRef : undefined}>
      <div className="step">
        <p>
          <HighlightedNumber number={item.number} digits={digits} /> <TypeBadge type={item.type} />
        </p>
        <Summary>
          <div>
            <dt>{t('promoPrice')}</dt>
            <dd>{formatMoney(item.promoPrice, locale)}</dd>
          </div>
          <div className="total">
            <dt>{t('fee')}</dt>
            <dd>{fee}</dd>
          </div>
        </Summary>

        {!signedIn && (
          <>
            <Notice kind="info" title={t('signInTitle')}>
              <p>{t('signInNote')}</p>
            </Notice>
            <Actions>
              <a href={loginHref(locale, back)} className="primary">
                {t('signIn')}
              </a>
            </Actions>
          </>
        )}

        {signedIn && done && (
          <div ref={doneRef} tabIndex={-1} className="step">
            <Notice kind="success" title={t('doneTitle')}>
              <p>{t.rich('doneText', { number: done.number, date: formatDate(done.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }), num: (c) => <Ltr>{c}</Ltr> })}</p>
            </Notice>
            <Actions>
              <SmartLink href={RESERVATIONS_PATH} className="primary">
                {t('viewReservations')}
              </SmartLink>
              <Button type="button" $variant="secondary" onClick={onClose}>
                {t('close')}
              </Button>
            </Actions>
          </div>
        )}

        {signedIn && !done && (
          <form noValidate onSubmit={formik.handleSubmit}>
            <TextField
              ref={nameRef}
              id={idOf('name')}
              name="name"
              label={t('nameLabel')}
              error={errorOf(tAll, formik, 'name')}
              autoComplete="name"
              maxLength={100}
              value={formik.values.name}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
            <TextField
              id={idOf('contactNumber')}
              name="contactNumber"
              label={t('contactLabel')}
              hint={t('contactHint')}
              error={errorOf(tAll, formik, 'contactNumber')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={20}
              ltr
              value={formik.values.contactNumber}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
            <p className="note">{t('feeNote', { fee, hours: VANITY_HOLD_HOURS })}</p>
            {failure && (
              <Notice kind="error">
                <p>{failure.text}</p>
                {failure.recharge && (
                  <p>
                    <SmartLink href="/personal/my-account/recharge">{t('recharge')}</SmartLink>
                  </p>
                )}
              </Notice>
            )}
            <Actions>
              <Button type="submit" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
                {formik.isSubmitting && <Spinner inline label={t('reserving')} />}
                {t('confirm', { fee })}
              </Button>
              <Button type="button" $variant="secondary" onClick={onClose}>
                {t('close')}
              </Button>
            </Actions>
          </form>
        )}
      </div>
    </Dialog>
  );
}
