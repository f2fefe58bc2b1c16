/**
 * The toaster's place in the app (pages/_app.tsx): it renders react-hot-toast's toaster once a toast
 * has been asked for. Apart from `notify` (shell/feedback/toast.tsx), which only flows call, so that
 * every page's _app chunk carries this and not the toast code.
 */
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';

/** Sent by `notify` before its first toast. */
export const TOASTER_NEEDED_EVENT = 'site:toaster-needed';

const LazyToaster = dynamic(() => import('./Toaster'), { ssr: false });

/** Renders the toaster once a toast has been asked for. */
export function SiteToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const onNeed = () => setNeeded(true);
    window.addEventListener(TOASTER_NEEDED_EVENT, onNeed);
    return () => window.removeEventListener(TOASTER_NEEDED_EVENT, onNeed);
  }, []);
  return needed ? <LazyToaster /> : null;
}
