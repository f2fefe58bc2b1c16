import { useTranslations } from 'next-intl';
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

export type NoticeKind = 'success' | 'failure';
export interface Notice {
  kind: NoticeKind;
  title: string;
  message: string;
}

/** The notice overlay closes by itself after 5 s and fades in 0.3 s (spec section 9). */
export const NOTICE_AUTO_CLOSE_MS = 5_000;

const NoticeContext = createContext<(notice: Notice) => void>(() => undefined);

/** Shows the full-screen notice overlay: `useNotice()({ kind: 'success', title, message })`. */
export function useNotice(): (notice: Notice) => void {
  return useContext(NoticeContext);
}

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback((next: Notice) => setNotice(next), []);
  return (
    <NoticeContext.Provider value={show}>
      {children}
      {notice && <NoticeOverlay notice={notice} onClose={() => setNotice(null)} />}
    </NoticeContext.Provider>
  );
}

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
