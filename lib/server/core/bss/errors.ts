/**
 * The TMF `Error` body (TMF630; `code` and `reason` required) and the codes of PROFILE.md's error
 * table. Every error the BSS in a box answers is one of these, so the adapter can tell a refusal
 * (nothing moved) from a fault.
 */
import { DailyCapError, InsufficientBalanceError, LineBlockedError, UnknownLineError } from '../types';

export type ErrorCode =
  | 'invalid'
  | 'unauthorized'
  | 'notFound'
  | 'duplicate'
  | 'insufficientBalance'
  | 'dailyCapExceeded'
  | 'lineSuspended'
  | 'voucherInvalid'
  | 'voucherUsed'
  | 'voucherPending'
  | 'methodNotAllowed'
  | 'internal'
  | 'unavailable';

export class BssError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly reason: string,
    readonly detail?: string,
  ) {
    super(`${status} ${code}: ${reason}`);
    this.name = 'BssError';
  }

  body(): Record<string, unknown> {
    return errorBody(this.status, this.code, this.reason, this.detail);
  }
}

export function errorBody(status: number, code: string, reason: string, message?: string): Record<string, unknown> {
  return { code, reason, ...(message ? { message } : {}), status: String(status), '@type': 'Error' };
}

export const invalid = (reason: string) => new BssError(400, 'invalid', reason);
export const notFound = (what: string) => new BssError(404, 'notFound', `${what} not found`);
export const duplicate = (reference: string) =>
  new BssError(409, 'duplicate', 'reference already applied', `reference ${reference} was applied before; nothing changed`);

/** The embedded core's refusals as PROFILE.md names them; anything else is ours to log (500). */
export function fromCoreError(error: unknown): BssError | undefined {
  if (error instanceof BssError) return error;
  if (error instanceof UnknownLineError) return notFound(`line ${error.msisdn}`);
  if (error instanceof InsufficientBalanceError) {
    return new BssError(409, 'insufficientBalance', 'not enough credit; nothing charged', `balance ${error.balance} IQD`);
  }
  if (error instanceof LineBlockedError) return new BssError(409, 'lineSuspended', 'the line is suspended; nothing charged', `line ${error.msisdn}`);
  if (error instanceof DailyCapError) {
    return new BssError(409, 'dailyCapExceeded', 'daily transfer limit reached; nothing moved', `sent today ${error.sentToday} IQD of ${error.cap} IQD`);
  }
  return undefined;
}
