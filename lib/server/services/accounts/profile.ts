/** The subscriber's profile (spec section 3): names, e-mail, date of birth, interests, ID, addresses. */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { AddressData, ProfileData } from '@/lib/account-api';
import { ApiError, notFound } from '../../api/errors';
import { getDb } from '../../db';
import { accounts, addresses, type AccountProfile } from '../../db/schema';

export const NAME_MAX = 50;
export const MAX_ADDRESSES = 10;

type AddressRow = typeof addresses.$inferSelect;
const toAddress = (row: AddressRow): AddressData => ({
  id: row.id,
  address: row.address,
  city: row.city,
  district: row.district,
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
  /** undefined: keep; null: remove. */
  email?: string | null;
  dateOfBirth?: string | null;
  interests: string[];
  idType?: AccountProfile['idType'];
  idNumber?: string | null;
}

/** Saves the profile; an e-mail used by another account is a field error. */
export async function updateProfile(accountId: number, update: ProfileUpdate): Promise<ProfileData> {
  const db = await getDb();
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new ApiError(401, 'errors.notSignedIn');
  const email = update.email === undefined ? account.email : update.email ? update.email.trim().toLowerCase() : null;
  if (email && email !== account.email) {
    const [taken] = await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.email, email), ne(accounts.id, accountId)));
    if (taken) throw emailTaken();
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
  try {
    await db.update(accounts).set({ email, profile }).where(eq(accounts.id, accountId));
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken(); // the same e-mail saved by someone else a moment ago
    throw error;
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

export async function addAddress(accountId: number, input: { address: string; city: string; district: string }): Promise<AddressData> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.accountId, accountId));
    if (n >= MAX_ADDRESSES) throw new ApiError(400, 'accountApi.tooManyAddresses', { values: { max: MAX_ADDRESSES } });
    const [row] = await tx
      .insert(addresses)
      .values({ accountId, address: input.address, city: input.city, district: input.district, primary: n === 0 })
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
