/**
 * A new line bought as an eSIM, once its request is filed, kept for this tab (session storage): the
 * done screen says "show the code when the phone is at hand", so a reload or a step away before that
 * must not lose the one view of the code, and a reload after it must say the code is not shown again
 * and how to get a new one, rather than start a new request as if nothing had happened. The view token
 * opens one view only and is dropped once the code has been shown; the code itself is never stored.
 */
export interface NewLineEsimDone {
  reference: string;
  /** The contact number, for the done screen's text. */
  number: string;
  /** The token of the code's one view; absent once the code has been shown. */
  viewToken?: string;
}

const KEY = 'new-line:esim-done';

export function rememberNewLineEsim(done: NewLineEsimDone): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(done));
  } catch {
    // Storage blocked (private mode): the done screen still shows the code until the page is left.
  }
}

/** The code was shown (or the server says it was): a reload says so instead of offering it again. */
export function markNewLineEsimShown(): void {
  const done = rememberedNewLineEsim();
  if (done) rememberNewLineEsim({ reference: done.reference, number: done.number });
}

export function forgetNewLineEsim(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}

/** What this tab kept, as stored (a string: the snapshot useBrowserValue compares), or null. */
export function newLineEsimSnapshot(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberedNewLineEsim(raw: string | null = newLineEsimSnapshot()): NewLineEsimDone | null {
  let value: Partial<NewLineEsimDone> | null = null;
  try {
    value = JSON.parse(raw ?? 'null') as Partial<NewLineEsimDone> | null;
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || typeof value.reference !== 'string' || typeof value.number !== 'string') return null;
  if (value.viewToken !== undefined && typeof value.viewToken !== 'string') return null;
  return { reference: value.reference, number: value.number, ...(value.viewToken ? { viewToken: value.viewToken } : {}) };
}
