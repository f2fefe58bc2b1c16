import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { NOTICE_AUTO_CLOSE_MS, type Notice, type NoticeKind } from './notice-kind';
import { classed } from '@/ui/classed';
import styles from './NoticeOverlay.module.css';

/** The full-screen notice (spec section 8): title, message, Close; green or red; closes after 5 s. */
export function NoticeOverlay({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const t = useTranslations('notice');
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const timer = window.setTimeout(onClose, NOTICE_AUTO_CLOSE_MS);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [notice, onClose]);

  const titleId = useId();
  return (
    <Backdrop $kind={notice.kind} role="alertdialog" aria-modal="true" aria-labelledby={titleId} data-kind={notice.kind}>
      <Card>
        <span aria-hidden="true" className="icon">
          {notice.kind === 'success' ? '✓' : '!'}
        </span>
        <h2 id={titleId}>{notice.title}</h2>
        <p role="status">{notice.message}</p>
        <button ref={closeRef} type="button" onClick={onClose}>
          {t('close')}
        </button>
      </Card>
    </Backdrop>
  );
}

const Backdrop = classed.div<{ $kind: NoticeKind }>(styles.Backdrop, {
  '--notice-overlay-backdrop-background': ({ $kind }) => ($kind === 'success' ? '#0d6b34' : '#a50e24'),
});

const Card = classed.div(styles.Card);
