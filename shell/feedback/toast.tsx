/**
 * Toasts (react-hot-toast) with the site setting of spec section 9: 6000 ms, at most one visible,
 * not dismissible. The library is loaded on the first toast, not with every page.
 */
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';

export const TOAST_DURATION_MS = 6_000;

export type ToastKind = 'success' | 'error' | 'info';

const REQUEST_EVENT = 'site:toaster-needed';

const LazyToaster = dynamic(() => import('./Toaster'), { ssr: false });

/** Shows a toast, replacing the one on screen so that at most one is visible. */
export async function notify(message: string, kind: ToastKind = 'info'): Promise<string> {
  window.dispatchEvent(new Event(REQUEST_EVENT));
  const { default: toast } = await import('react-hot-toast');
  toast.dismiss();
  const options = { duration: TOAST_DURATION_MS };
  if (kind === 'success') return toast.success(message, options);
  if (kind === 'error') return toast.error(message, options);
  return toast(message, options);
}

/** Renders the toaster once a toast has been asked for. */
export function SiteToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const onNeed = () => setNeeded(true);
    window.addEventListener(REQUEST_EVENT, onNeed);
    return () => window.removeEventListener(REQUEST_EVENT, onNeed);
  }, []);
  return needed ? <LazyToaster /> : null;
}
