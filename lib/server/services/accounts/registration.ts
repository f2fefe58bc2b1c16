/**
 * Registration: the number is proved by a PIN (purpose 'register'), then the account is created with
 * its password (rules of spec section 5), or a phone-only account (made by a PIN sign-in) gets its
 * password and names; an e-mail is set once its mailbox confirms it (./identifier-change.ts). The
 * start answer is the same whether or not the number is registered, the last answer the same whether
 * or not another account uses the e-mail.
 */
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import type { NextApiResponse } from 'next';
import type { LoginData, PinSentData } from '@/lib/account-api';
import { brand } from '@/lib/brand';
import { ApiError } from '../../api/errors';
import { getDb } from '../../db';
import { accounts } from '../../db/schema';
import { CODE_TTL_MINUTES, verifyCode } from '../otp';
import { emptyProfile, ensureAccount, isOurLine, signInAccount } from './account';
import { assertOperatorNumber, codeFailure, sendCode } from './codes';
import { askEmailConfirmation, normalizeEmail } from './identifier-change';
import type { RequestInfo } from './login';

export async function startRegistration(msisdn: string, req: RequestInfo): Promise<PinSentData> {
  assertOperatorNumber(msisdn);
  const line = await isOurLine(msisdn);
  return sendCode({
    purpose: 'register',
    subject: msisdn,
    deliver: line ? { sms: (code) => req.t('accountApi.sms.register', { code, brand: brand.name[req.lang], minutes: CODE_TTL_MINUTES }) } : null,
    deviceId: req.deviceId,
    ip: req.ip,
  });
}

export interface Registration {
  msisdn: string;
  pin: string;
  firstName: string;
  secondName?: string;
  thirdName?: string;
  email?: string | null;
  password: string;
}

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

/**
 * Creates the account (or gives a phone-only account its password). An e-mail given here is not set
 * yet: its mailbox is asked to confirm it, or, when another account has it, its owner is told. The
 * answer is the same either way (profile.email stays as it was), so it says nothing about other
 * accounts; the route's message says "check your e-mail" whenever an e-mail was given.
 */
export async function completeRegistration(res: NextApiResponse, input: Registration, req: RequestInfo): Promise<LoginData> {
  assertOperatorNumber(input.msisdn);
  const result = await verifyCode({ purpose: 'register', subject: input.msisdn, code: input.pin });
  if (!result.ok) throw codeFailure(result, 'pin');

  const db = await getDb();
  const email = normalizeEmail(input.email);
  const [existing] = await db.select().from(accounts).where(eq(accounts.msisdn, input.msisdn));
  if (existing?.passwordHash) {
    // Only the owner of the number gets here (the PIN is right): telling them is safe and useful.
    throw new ApiError(409, 'accountApi.alreadyRegistered');
  }

  const passwordHash = await hashPassword(input.password);
  const profile = {
    ...(existing?.profile ?? emptyProfile()),
    firstName: input.firstName,
    secondName: input.secondName ?? existing?.profile.secondName ?? '',
    thirdName: input.thirdName ?? existing?.profile.thirdName ?? '',
  };
  let accountId: number;
  if (existing) {
    await db.update(accounts).set({ passwordHash, profile }).where(eq(accounts.id, existing.id));
    accountId = existing.id;
  } else {
    accountId = (await ensureAccount(input.msisdn, { passwordHash, profile })).id;
  }
  if (email && email !== existing?.email) await askEmailConfirmation(accountId, email, req);
  return signInAccount(res, accountId, req.deviceId);
}
