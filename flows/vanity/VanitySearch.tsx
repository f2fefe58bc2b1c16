/**
 * Vanity number search (spec sections 3, 5, 9): 4 to 6 digits → the numbers on sale that contain them,
 * the digits marked in each, with type, price, the 5 % promo price and the reservation fee; "Reserve"
 * opens the reserve dialog. The search is kept in the address (?digits=), so the sign-in page sends a
 * guest back to the same results and the same number (?number=).
 */
import { useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import * as yup from 'yup';
import { formatMoney } from '@/lib/format';
import { toLocale } from '@/lib/locales';
import { isVanitySearch } from '@/lib/validation/rules';
import { yv } from '@/lib/validation/yup';
import type { VanityNumberData } from '@/lib/vanity';
import { Button, VisuallyHidden } from '@/ui/primitives';
import { failureText, useMoneyCall } from '../shared/api';
import { errorOf } from '../shared/forms';
import { Actions, FlowHeader, FlowPage, Notice, Panel, Spinner, TextField } from '../shared/ui';
import { HighlightedNumber, TypeBadge } from './parts';
import { ReserveDialog } from './ReserveDialog';
import { classed } from '@/ui/classed';
import styles from './VanitySearch.module.css';

export interface VanitySearchProps {
  signedIn: boolean;
  /** From the address: search these digits at once. */
  initialDigits?: string;
  /** From the address: open the reserve dialog of this number when it is among the results. */
  initialNumber?: string;
}

type Results = { digits: string; items: VanityNumberData[] };

export function VanitySearch({ signedIn, initialDigits = '', initialNumber }: VanitySearchProps) {
  const t = useTranslations('vanity');
  const tAll = useTranslations();
  const locale = toLocale(useLocale());
  const call = useMoneyCall();
  const id = useId();
  const [results, setResults] = useState<Results | null>(null);
  const [failure, setFailure] = useState('');
  const [open, setOpen] = useState<VanityNumberData | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // The results heading takes the focus once it is on the page (the first search renders it).
  const focusResults = useRef(false);
  useEffect(() => {
    if (!focusResults.current || !results) return;
    focusResults.current = false;
    resultsHeading.current?.focus();
  }, [results]);

  const search = async (digits: string, reopen?: string) => {
    setFailure('');
    try {
      const answer = await call<VanityNumberData[]>(`/api/v1/vanity/search?${new URLSearchParams({ digits })}`);
      setResults({ digits, items: answer.data });
      if (typeof window !== 'undefined') {
        const url = new URL(window.location.href);
        url.searchParams.set('digits', digits);
        url.searchParams.delete('number');
        window.history.replaceState(window.history.state, '', url.pathname + url.search);
      }
      const wanted = reopen ? answer.data.find((item) => item.number === reopen) : undefined;
      if (wanted) setOpen(wanted);
      else focusResults.current = true;
    } catch (error) {
      setResults(null);
      setFailure(failureText(tAll, error));
    }
  };

  /** A number reserved here or by someone else is no longer offered. */
  const dropNumber = (number: string) => setResults((current) => current && { ...current, items: current.items.filter((i) => i.number !== number) });

  const formik = useFormik({
    initialValues: { digits: initialDigits },
    validationSchema: yup.object({ digits: yv.vanity() }),
    onSubmit: (values) => search(values.digits.trim()),
  });

  // Back from the sign-in page (or a shared link): the same search, and the dialog of the same number.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !isVanitySearch(initialDigits)) return;
    started.current = true;
    void search(initialDigits, initialNumber);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fieldId = `${id}-digits`;
  const error = errorOf(tAll, formik, 'digits');
  useEffect(() => {
    if (formik.submitCount > 0 && error) document.getElementById(fieldId)?.focus();
  }, [formik.submitCount, error, fieldId]);

  return (
    <>
      <Panel aria-labelledby={`${id}-search`}>
        <h2 id={`${id}-search`}>{t('search')}</h2>
        <form noValidate onSubmit={formik.handleSubmit} role="search">
          <TextField
            id={fieldId}
            name="digits"
            label={t('searchLabel')}
            hint={t('searchHint')}
            error={error}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            ltr
            value={formik.values.digits}
            onChange={(event) => void formik.setFieldValue('digits', event.target.value.replace(/\D/g, '').slice(0, 6))}
            onBlur={formik.handleBlur}
          />
          <Actions>
            <Button type="submit" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
              {formik.isSubmitting && <Spinner inline label={t('searching')} />}
              {t('search')}
            </Button>
          </Actions>
        </form>
        {failure && <Notice kind="error">{failure}</Notice>}
      </Panel>

      {results && (
        <section aria-labelledby={`${id}-results`}>
          <ResultsHeading id={`${id}-results`} ref={resultsHeading} tabIndex={-1}>
            {t('results', { count: results.items.length })}
          </ResultsHeading>
          {results.items.length === 0 ? (
            <p>{t('noResults', { digits: results.digits })}</p>
          ) : (
            <List>
              {results.items.map((item) => (
                <li key={item.number}>
                  <div className="top">
                    <HighlightedNumber number={item.number} digits={results.digits} />
                    <TypeBadge type={item.type} />
                  </div>
                  <dl>
                    <div>
                      <dt>{t('price')}</dt>
                      <dd>
                        <s>{formatMoney(item.price, locale)}</s>
                      </dd>
                    </div>
                    <div className="promo">
                      <dt>{t('promoPrice')}</dt>
                      <dd>{formatMoney(item.promoPrice, locale)}</dd>
                    </div>
                    <div>
                      <dt>{t('fee')}</dt>
                      <dd>{formatMoney(item.reservationFee, locale)}</dd>
                    </div>
                  </dl>
                  <Button type="button" onClick={() => setOpen(item)}>
                    {t('reserve')}
                    <VisuallyHidden> {item.number}</VisuallyHidden>
                  </Button>
                </li>
              ))}
            </List>
          )}
        </section>
      )}

      {open && (
        <ReserveDialog
          item={open}
          digits={results?.digits ?? ''}
          signedIn={signedIn}
          onClose={() => setOpen(null)}
          onReserved={(done) => dropNumber(done.number)}
          onUnavailable={dropNumber}
        />
      )}
    </>
  );
}

const ResultsHeading = classed.h2(styles.ResultsHeading);

const List = classed.ul(styles.List);

/** /personal/vanity-numbers */
export function VanityScreen(props: VanitySearchProps) {
  const t = useTranslations('vanity');
  return (
    <FlowPage>
      <FlowHeader>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </FlowHeader>
      <VanitySearch {...props} />
    </FlowPage>
  );
}
