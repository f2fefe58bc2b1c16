import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

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

// The overlay's code loads when the first notice is shown, not with every page.
const NoticeOverlay = dynamic(() => import('./NoticeOverlay').then((m) => m.NoticeOverlay), { ssr: false });

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

