import toast, { Toaster } from 'react-hot-toast';

/** Site setting for toasts (spec section 9): 6000 ms, at most one visible, not dismissible. */
export const TOAST_DURATION_MS = 6_000;

export type ToastKind = 'success' | 'error' | 'info';

/** Shows a toast, replacing the one on screen so that at most one is visible. */
export function notify(message: string, kind: ToastKind = 'info'): string {
  toast.dismiss();
  const options = { duration: TOAST_DURATION_MS };
  if (kind === 'success') return toast.success(message, options);
  if (kind === 'error') return toast.error(message, options);
  return toast(message, options);
}

export function SiteToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{ duration: TOAST_DURATION_MS, ariaProps: { role: 'status', 'aria-live': 'polite' } }}
    />
  );
}
