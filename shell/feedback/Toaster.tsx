import { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS } from './toast-setting';

export default function SiteToasterImpl() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{ duration: TOAST_DURATION_MS, ariaProps: { role: 'status', 'aria-live': 'polite' } }}
    />
  );
}
