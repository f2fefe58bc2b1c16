/**
 * My vanity numbers (signed in): each reservation with its state; a live one shows the time left to
 * bring the documents (updated every minute) and can be cancelled after a confirmation that says the
 * fee is not refunded.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { formatMoney } from '@/lib/format';
import { toLocale } from '@/lib/locales';
import type { VanityReservationData } from '@/lib/vanity';
import { useDateFormat } from '@/ui/dates';
import { Button } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { failureText, useMoneyCall, useMoneyGet } from '../shared/api';
import { Dialog } from '../shared/Dialog';
import { Actions, FlowHeader, FlowPage, Notice, Spinner } from '../shared/ui';
import { HighlightedNumber, TypeBadge } from './parts';
import { SEARCH_PATH } from './ReserveDialog';
import { classed } from '@/ui/classed';
import styles from './Reservations.module.css';

/** Whole hours and minutes until `expiresAt` (never below zero). */
export function timeLeft(expiresAt: string, now: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function Reservations() {
  const t = useTranslations('vanity.reservations');
  const tAll = useTranslations();
  const list = useMoneyGet<VanityReservationData[]>('/api/v1/vanity/reservations');
  const [confirming, setConfirming] = useState<VanityReservationData | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const now = useNow();

  if (list.error && !list.data) return <Notice kind="error">{t('loadFailed')}</Notice>;
  if (!list.data) return <Spinner label={tAll('loading')} />;

  return (
    <>
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
      {list.data.length === 0 ? (
        <Empty>
          <p>{t('empty')}</p>
          <Actions>
            <SmartLink href={SEARCH_PATH} className="primary">
              {t('findNumber')}
            </SmartLink>
          </Actions>
        </Empty>
      ) : (
        <>
          <Cards>
            {list.data.map((r) => (
              <ReservationCard key={r.reservationId} reservation={r} now={now} onCancel={() => setConfirming(r)} />
            ))}
          </Cards>
          <Actions>
            <SmartLink href={SEARCH_PATH} className="secondary">
              {t('findNumber')}
            </SmartLink>
          </Actions>
        </>
      )}
      {confirming && (
        <CancelDialog
          reservation={confirming}
          onClose={() => setConfirming(null)}
          onDone={(result) => {
            setConfirming(null);
            setNotice(result);
            void list.mutate();
          }}
        />
      )}
    </>
  );
}

function ReservationCard({ reservation: r, now, onCancel }: { reservation: VanityReservationData; now: number; onCancel: () => void }) {
  const t = useTranslations('vanity.reservations');
  const locale = toLocale(useLocale());
  const formatDate = useDateFormat();
  const headingId = useId();
  const active = r.status === 'active';
  const left = timeLeft(r.expiresAt, now);
  return (
    <li aria-labelledby={headingId}>
      <div className="top">
        <h2 id={headingId}>
          <HighlightedNumber number={r.number} digits="" />
        </h2>
        <TypeBadge type={r.type} />
      </div>
      <p className={`status ${r.status}`}>{t(`status.${r.status}`)}</p>
      {active && (
        <>
          <p className="left">{t('timeLeft', left)}</p>
          <p>{t('expiresAt', { date: formatDate(r.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }) })}</p>
        </>
      )}
      <p className="muted">{t('reservedOn', { date: formatDate(r.createdAt) })}</p>
      <p className="muted">{t('feePaid', { fee: formatMoney(r.reservationFee, locale) })}</p>
      {active && (
        <Actions>
          <Button type="button" $variant="secondary" onClick={onCancel} aria-label={t('cancelNumber', { number: r.number })}>
            {t('cancel')}
          </Button>
        </Actions>
      )}
    </li>
  );
}

function CancelDialog({
  reservation,
  onClose,
  onDone,
}: {
  reservation: VanityReservationData;
  onClose: () => void;
  onDone: (notice: { kind: 'success' | 'error'; text: string }) => void;
}) {
  const t = useTranslations('vanity.reservations');
  const tAll = useTranslations();
  const locale = toLocale(useLocale());
  const call = useMoneyCall({ session: true });
  const keep = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    setBusy(true);
    try {
      const answer = await call(`/api/v1/vanity/reservations/${encodeURIComponent(reservation.reservationId)}`, { method: 'DELETE' });
      onDone({ kind: 'success', text: answer.message });
    } catch (error) {
      onDone({ kind: 'error', text: failureText(tAll, error) });
    }
  };

  return (
    <Dialog title={t('confirmTitle', { number: reservation.number })} onClose={onClose} initialFocus={keep} role="alertdialog">
      <div className="step">
        <p>{t('confirmText', { fee: formatMoney(reservation.reservationFee, locale) })}</p>
        <Actions>
          <Button ref={keep} type="button" onClick={onClose} disabled={busy}>
            {t('keep')}
          </Button>
          <Button type="button" $variant="secondary" onClick={cancel} disabled={busy} aria-busy={busy}>
            {busy && <Spinner inline label={t('cancelling')} />}
            {t('confirmCancel')}
          </Button>
        </Actions>
      </div>
    </Dialog>
  );
}

const Empty = classed.div(styles.Empty);

const Cards = classed.ul(styles.Cards);

/** /personal/my-account/vanity-numbers */
export function ReservationsScreen() {
  const t = useTranslations('vanity.reservations');
  return (
    <FlowPage>
      <FlowHeader>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </FlowHeader>
      <Reservations />
    </FlowPage>
  );
}
