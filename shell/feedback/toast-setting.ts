/** The toast setting of spec section 9, shared by notify() (toast.tsx) and the lazily loaded toaster (Toaster.tsx). */
export const TOAST_DURATION_MS = 6_000;
