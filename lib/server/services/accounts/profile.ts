/**
 * The subscriber's profile (spec section 3): names, e-mail, date of birth, interests, ID, addresses.
 * The e-mail is a sign-in identifier: see ./identifier-change.ts for what changing it takes.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import type { AddressData, ProfileData } from '@/lib/account-api';
import { brand } from '@/lib/brand';
import { governorateIds, type GovernorateId } from '@/lib/governorates';
import type { OutgoingMail } from '../../messaging';
import { ApiError, notFound } from '../../api/errors';
import { getDb } from '../../db';
import { accounts, addresses, type AccountProfile } from '../../db/schema';
import { verifyCode } from '../otp';
import { codeFailure } from './codes';
import {
  checkChangeCode,
  codeRequired,
  CONFIRM_EMAIL_PURPOSE,
  confirmationSubject,
  deliverInBackground,
  emailBinding,
  normalizeEmail,
  prepareEmailConfirmation,
} from './identifier-change';
import type { RequestInfo } from './login';

export const NAME_MAX = 50;
/** A saved address's nearest landmark (as long as the checkout's). */
export const LANDMARK_MAX = 120;
export const MAX_ADDRESSES = 10;

type AddressRow = typeof addresses.$inferSelect;
const toAddress = (row: AddressRow): AddressData => ({
  id: row.id,
  address: row.address,
  city: row.city,
  district: row.district,
  governorate: governorateIds.find((id) => id === row.governorate) ?? null,
  landmark: row.landmark,
  primary: row.primary,
});

export async function addressesOf(accountId: number): Promise<AddressData[]> {
  const db = await getDb();
  const rows = await db.select().from(addresses).where(eq(addresses.accountId, accountId)).orderBy(asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toAddress);
}

export async function profileFor(accountId: number): Promise<ProfileData> {
  const db = await getDb();
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new ApiError(401, 'errors.notSignedIn');
  const p = account.profile;
  return {
    msisdn: account.msisdn,
    email: account.email,
    firstName: p.firstName ?? '',
    secondName: p.secondName ?? '',
    thirdName: p.thirdName ?? '',
    dateOfBirth: p.dateOfBirth ?? null,
    interests: p.interests ?? [],
    idType: p.idType ?? null,
    idNumber: p.idNumber ?? null,
    addresses: await addressesOf(accountId),
  };
}

export interface ProfileUpdate {
  firstName: string;
  secondName: string;
  thirdName: string;
  /** undefined: keep; null: remove. A change needs the SMS code (`ProfileChange.code`). */
  email?: string | null;
  dateOfBirth?: string | null;
  interests: string[];
  idType?: AccountProfile['idType'];
  idNumber?: string | null;
}

/** What changing the e-mail needs: the SMS code sent for that e-mail, and the request (language, IP). */
export interface ProfileChange {
  code?: string | null;
  req?: RequestInfo;
}

export interface SavedProfile {
  profile: ProfileData;
  /**
   * A new e-mail was asked for: its mailbox is asked to confirm it (or, when another account has it,
   * its owner is told). The same either way, and `profile.email` stays the current one until then.
   */
  emailConfirmationAsked: boolean;
}

/**
 * Saves the profile. Changing or removing the e-mail needs the SMS code sent for exactly that e-mail
 * (refused without it, nothing saved); a new e-mail is then only set once its mailbox confirms it
 * (confirmEmail). Nothing in the answer depends on whether another account uses that e-mail.
 */
export async function saveProfile(accountId: number, update: ProfileUpdate, change: ProfileChange = {}): Promise<SavedProfile> {
  const db = await getDb();
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new ApiError(401, 'errors.notSignedIn');
  const wanted = update.email === undefined ? account.email : normalizeEmail(update.email);
  let confirmation: OutgoingMail | null = null;
  if (wanted !== account.email) {
    await checkChangeCode(account.msisdn, 'change-email', emailBinding(wanted), change.code);
    if (wanted) {
      if (!change.req) throw codeRequired();
      confirmation = await prepareEmailConfirmation(accountId, wanted, change.req);
    }
  }
  const profile: AccountProfile = {
    firstName: update.firstName,
    secondName: update.secondName,
    thirdName: update.thirdName,
    dateOfBirth: update.dateOfBirth === undefined ? account.profile.dateOfBirth : update.dateOfBirth,
    interests: [...new Set(update.interests)],
    idType: update.idType === undefined ? account.profile.idType : update.idType,
    idNumber: update.idNumber === undefined ? account.profile.idNumber : update.idNumber,
  };
  // Removing the e-mail applies now; a new one waits for its mailbox.
  const email = wanted === null ? null : account.email;
  await db.update(accounts).set({ email, profile }).where(eq(accounts.id, accountId));
  if (confirmation) deliverInBackground(confirmation);
  return { profile: await profileFor(accountId), emailConfirmationAsked: confirmation !== null };
}

/** saveProfile without the e-mail change's code: names and details only (an e-mail change is refused). */
export async function updateProfile(accountId: number, update: ProfileUpdate, change: ProfileChange = {}): Promise<ProfileData> {
  return (await saveProfile(accountId, update, change)).profile;
}

/**
 * Sets the e-mail whose confirmation link (code) this account was sent. Only the account that asked
 * can use it (the code is bound to it); a wrong code counts towards its 5 tries.
 */
export async function confirmEmail(accountId: number, email: string, code: string, req?: Pick<RequestInfo, 'lang' | 't'>): Promise<ProfileData> {
  const address = normalizeEmail(email);
  if (!address) throw new ApiError(400, 'accountApi.codeNotValid', { errors: { code: 'accountApi.codeNotValid' } });
  const result = await verifyCode({ purpose: CONFIRM_EMAIL_PURPOSE, subject: confirmationSubject(accountId, address), code, binding: { account: accountId } });
  if (!result.ok) throw codeFailure(result, 'code');
  const db = await getDb();
  const [before] = await db.select({ email: accounts.email, msisdn: accounts.msisdn }).from(accounts).where(eq(accounts.id, accountId));
  try {
    // The change was authorised by an SMS code: the step-up check waits (services/step-up.ts).
    await db.update(accounts).set({ email: address, credentialsChangedAt: new Date() }).where(eq(accounts.id, accountId));
  } catch (error) {
    // Another account confirmed the same address a moment ago; this caller has just proved the mailbox is theirs.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  // The old address is told (someone with the SIM alone could have made the change).
  if (before?.email && before.email !== address && req) {
    const name = brand.name[req.lang];
    deliverInBackground({
      to: before.email,
      purpose: 'email-changed',
      subject: req.t('lostSim.mail.emailChangedSubject', { brand: name }),
      text: req.t('lostSim.mail.emailChangedText', { brand: name, number: before.msisdn, email: address }),
    });
  }
  return profileFor(accountId);
}

export const emailTaken = () => new ApiError(400, 'errors.badRequest', { errors: { email: 'accountApi.emailTaken' } });

/** PostgreSQL's unique_violation, through pg or PGlite (possibly wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

// Addresses -----------------------------------------------------------------------------------------

export async function addAddress(
  accountId: number,
  input: { address: string; city: string; district: string; governorate?: GovernorateId; landmark?: string },
): Promise<AddressData> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.accountId, accountId));
    if (n >= MAX_ADDRESSES) throw new ApiError(400, 'accountApi.tooManyAddresses', { values: { max: MAX_ADDRESSES } });
    const [row] = await tx
      .insert(addresses)
      .values({
        accountId,
        address: input.address,
        city: input.city,
        district: input.district,
        governorate: input.governorate ?? null,
        landmark: input.landmark ?? null,
        primary: n === 0,
      })
      .returning();
    return toAddress(row);
  });
}

async function ownAddress(accountId: number, id: number): Promise<AddressRow> {
  const db = await getDb();
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.accountId, accountId)));
  if (!row) throw notFound();
  return row;
}

/** Removes an address; when it was the primary one, the oldest remaining one becomes primary. */
export async function removeAddress(accountId: number, id: number): Promise<AddressData[]> {
  const row = await ownAddress(accountId, id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(addresses).where(and(eq(addresses.id, row.id), eq(addresses.accountId, accountId)));
    if (row.primary) {
      const [oldest] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.accountId, accountId))
        .orderBy(asc(addresses.createdAt), asc(addresses.id))
        .limit(1);
      if (oldest) await tx.update(addresses).set({ primary: true }).where(eq(addresses.id, oldest.id));
    }
  });
  return addressesOf(accountId);
}

export async function setPrimaryAddress(accountId: number, id: number): Promise<AddressData[]> {
  await ownAddress(accountId, id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(addresses).set({ primary: false }).where(eq(addresses.accountId, accountId));
    await tx.update(addresses).set({ primary: true }).where(and(eq(addresses.id, id), eq(addresses.accountId, accountId)));
  });
  return addressesOf(accountId);
}
