import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { Notice } from './notice-kind';

export { NOTICE_AUTO_CLOSE_MS, type Notice, type NoticeKind } from './notice-kind';

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

