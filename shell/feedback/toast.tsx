/**
 * Toasts (react-hot-toast) with the site setting of spec section 9: 6000 ms, at most one visible,
 * not dismissible. The library is loaded on the first toast, not with every page; the toaster itself
 * is shell/feedback/SiteToaster.tsx (in the app), this module is for the flows that show toasts.
 */
import { TOASTER_NEEDED_EVENT } from './SiteToaster';
import { TOAST_DURATION_MS } from './toast-setting';

export { SiteToaster } from './SiteToaster';
export { TOAST_DURATION_MS } from './toast-setting';

export type ToastKind = 'success' | 'error' | 'info';

/** Shows a toast, replacing the one on screen so that at most one is visible. */
export async function notify(message: string, kind: ToastKind = 'info'): Promise<string> {
  window.dispatchEvent(new Event(TOASTER_NEEDED_EVENT));
  const { default: toast } = await import('react-hot-toast');
  toast.dismiss();
  const options = { duration: TOAST_DURATION_MS };
  if (kind === 'success') return toast.success(message, options);
  if (kind === 'error') return toast.error(message, options);
  return toast(message, options);
}
