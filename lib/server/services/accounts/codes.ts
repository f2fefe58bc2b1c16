/**
 * Sending the codes of the account flows (sign-in PIN, registration, password reset) through the
 * one-time-code service and the SMS/e-mail adapter. The answer is the same whether or not the code
 * could be delivered (no account, not our line): a code is issued either way, so the resend delay and
 * the hourly limits behave the same and reveal nothing.
 */
import type { PinSentData } from '@/lib/account-api';
import { isOperatorMsisdn, limits } from '@/lib/validation/rules';
import { ApiError } from '../../api/errors';
import { logSendFailure, messaging } from '../../messaging';
import { withOriginBoundLine } from '../../messaging/webotp';
import { codeSmsRef, issueCode, type Binding, type VerifyResult } from '../otp';

/** Seconds before the same number (or e-mail) may be sent another code of the same purpose. */
export const RESEND_AFTER_SECONDS = 60;

export type CodePurpose = 'login' | 'register' | 'reset' | 'bill-quick-pay' | 'new-line' | 'talent-vote' | 'partner-apply' | 'step-up' | 'porting';

export interface SendCodeInput {
  purpose: CodePurpose;
  /** The number (07…) or the lower-case e-mail. */
  subject: string;
  /** How to deliver the code, or null when it must not be delivered (no such line or account). */
  deliver: null | { sms: (code: string) => string } | { email: (code: string) => { subject: string; text: string } };
  deviceId: string | null;
  ip: string;
  /** What the code authorises besides the number (e.g. one new-line request): another binding never matches. */
  binding?: Binding;
  /**
   * Deliver after answering, so the time of the answer does not tell whether something was sent
   * (password reset: whether an account exists). A failure is only logged.
   */
  background?: boolean;
}

const pending = new Set<Promise<void>>();

/** Waits for messages being sent in the background (tests, and a graceful shutdown). */
export async function flushPendingMessages(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

export async function sendCode(input: SendCodeInput): Promise<PinSentData> {
  // The 60 s wait is checked by issueCode under the number's lock: ten requests at once text one code.
  const { code, id } = await issueCode({
    purpose: input.purpose,
    subject: input.subject,
    binding: input.binding,
    deviceId: input.deviceId,
    ip: input.ip,
    length: limits.pinLength,
    resendAfterSeconds: RESEND_AFTER_SECONDS,
  });
  const deliver = input.deliver;
  if (deliver) {
    const send = async () => {
      // The code's id names the SMS, so an undeliverable one lets its owner ask again at once (otp.ts).
      if ('sms' in deliver) {
        await messaging().sendSms({ to: input.subject, text: withOriginBoundLine(deliver.sms(code), code), code, purpose: input.purpose, ref: codeSmsRef(id) });
      }
      else await messaging().sendEmail({ to: input.subject, ...deliver.email(code), code, purpose: input.purpose });
    };
    if (input.background) {
      const sending: Promise<void> = send()
        .catch((error: unknown) => logSendFailure(error, input.purpose))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    } else {
      try {
        await send();
      } catch (error) {
        logSendFailure(error, input.purpose);
        throw new ApiError(503, 'errors.upstream');
      }
    }
  }
  return { resendAfter: RESEND_AFTER_SECONDS, length: limits.pinLength };
}

/**
 * The answer to a code that did not verify: a wrong code says so with the tries left (`field` carries
 * the "incorrect" message); a code that is dead, used, expired or was never sent asks for a new one.
 */
export function codeFailure(result: Exclude<VerifyResult, { ok: true }>, field: string, data: Record<string, unknown> = {}): ApiError {
  if (result.reason === 'invalid') {
    const dead = result.triesLeft === 0;
    return new ApiError(400, dead ? 'accountApi.codeDeadNow' : 'accountApi.wrongPin', {
      errors: { [field]: 'accountApi.wrongPin' },
      data: { ...data, triesLeft: result.triesLeft },
    });
  }
  return new ApiError(400, 'accountApi.codeNotValid', { errors: { [field]: 'accountApi.codeNotValid' }, data: { ...data, triesLeft: 0 } });
}

/** Numbers of the other Iraqi networks (078…, 075…) are valid but cannot use the service (spec section 8). */
export function assertOperatorNumber(msisdn: string, field = 'phone'): void {
  if (!isOperatorMsisdn(msisdn)) {
    throw new ApiError(400, 'accountApi.lineNotAvailable', { errors: { [field]: 'accountApi.lineNotAvailable' } });
  }
}
