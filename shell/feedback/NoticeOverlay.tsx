import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { NOTICE_AUTO_CLOSE_MS, type Notice, type NoticeKind } from './notice';

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

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Backdrop = styled.div<{ $kind: NoticeKind }>`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ $kind }) => ($kind === 'success' ? '#0d6b34' : '#a50e24')};
  color: #ffffff;
  animation: ${fadeIn} 0.3s ease-out;
`;

const Card = styled.div`
  max-width: 480px;
  text-align: center;
  .icon {
    display: inline-grid;
    place-items: center;
    width: 64px;
    height: 64px;
    border-radius: 50%;
    border: 3px solid currentColor;
    font-size: 2rem;
  }
  h2 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  }
  button {
    min-height: ${({ theme }) => theme.target};
    min-width: 120px;
    margin-block-start: ${({ theme }) => theme.space.lg};
    border: 2px solid #ffffff;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: #ffffff;
    color: #1d1b22;
    font-weight: 700;
    cursor: pointer;
  }
`;
