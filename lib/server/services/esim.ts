/**
 * eSIM activation codes (issue 33 part 6). An eSIM profile is downloaded by the phone from the
 * operator's SM-DP+ server with the GSMA activation code (SGP.22 §4.1):
 *
 *   LPA:1$<SM-DP+ address>$<matching id>
 *
 * The matching id is drawn from a CSPRNG (20 characters of a 31-letter alphabet, ~99 bits) and is the
 * secret: whoever holds it can download the line onto a phone. So it is shown ONCE (text + QR code):
 * viewing it clears it from the database in the same transaction that marks the profile viewed, with the
 * row locked, so parallel views (several servers) give it to one of them. A second view is refused and
 * says how to get a new one. A new one (a device change) is issued after the step-up check
 * (./step-up.ts, action `esim`) and revokes every earlier profile of the line.
 *
 * Each profile's one view is opened by a random view token given only in the answer that issued it
 * (stored as SHA-256), never by its serial id: a line's code is issued after the step-up, and only the
 * device that passed it can see it (a thief's still signed-in phone cannot guess the token). A new
 * line bought as an eSIM (the new-line flow) gets its profile when its details are submitted, its
 * token in that answer.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { EsimActivation, EsimIssued } from '@/lib/lines';
import { ApiError } from '../api/errors';
import { core } from '../core';
import { getDb, type Tx } from '../db';
import { accounts, esimProfiles } from '../db/schema';
import { serverEnv } from '../env';
import type { RequestInfo } from './accounts/login';
import { recordLineAction } from './lost-sim';
import { generateCode } from './otp';
import { spendStepUp } from './step-up';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A matching id: 4 groups of 5 characters from the code alphabet (no 0/O, 1/I/L), from a CSPRNG. */
export function newMatchingId(): string {
  return Array.from({ length: 4 }, () => generateCode(5, 'alphanumeric')).join('-');
}

/** The GSMA LPA activation code string. */
export const lpaString = (smdpAddress: string, matchingId: string) => `LPA:1$${smdpAddress}$${matchingId}`;

async function activation(smdpAddress: string, matchingId: string): Promise<EsimActivation> {
  const activationCode = lpaString(smdpAddress, matchingId);
  const svg = await QRCode.toString(activationCode, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { activationCode, smdpAddress, matchingId, qrSvg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Revokes the line's earlier profiles and adds a new one (inside the caller's transaction). */
async function addProfile(tx: Tx, values: { msisdn: string | null; accountId: number | null; newLineRequestId?: number | null; viewTokenHash?: string | null }) {
  if (values.msisdn) {
    await tx
      .update(esimProfiles)
      .set({ revokedAt: new Date(), matchingId: null })
      .where(and(eq(esimProfiles.msisdn, values.msisdn), isNull(esimProfiles.revokedAt)));
  }
  const [row] = await tx
    .insert(esimProfiles)
    .values({ ...values, matchingId: newMatchingId(), smdpAddress: serverEnv().ESIM_SMDP_ADDRESS })
    .returning({ id: esimProfiles.id });
  return row.id;
}

/**
 * Moves the account's line to an eSIM, or reissues its code for a new device: needs a step-up token
 * of `esim`; the line's earlier codes stop working. Audited, notified and e-mailed.
 */
export async function issueLineEsim(accountId: number, token: string, req: RequestInfo): Promise<EsimIssued> {
  const db = await getDb();
  const [account] = await db.select({ id: accounts.id, msisdn: accounts.msisdn, email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new ApiError(401, 'errors.notSignedIn');
  const line = await core().getLine(account.msisdn);
  if (!line || line.kind !== 'mobile') throw new ApiError(404, 'core.notOurLine');
  await spendStepUp(accountId, 'esim', token);
  const viewToken = newViewToken();
  await db.transaction(async (tx) => addProfile(tx, { msisdn: account.msisdn, accountId, viewTokenHash: sha256(viewToken) }));
  await recordLineAction(account, 'esim', req, 'esimIssued');
  return { viewToken };
}

const newViewToken = () => randomBytes(24).toString('base64url');

/** Adds the eSIM profile of a new-line request; answers the token of its one view. */
export async function issueNewLineEsim(tx: Tx, newLineRequestId: number): Promise<string> {
  const viewToken = newViewToken();
  await addProfile(tx, { msisdn: null, accountId: null, newLineRequestId, viewTokenHash: sha256(viewToken) });
  return viewToken;
}

/** Why a profile's code cannot be shown: shown already, or replaced by a newer one. */
function notShown(row: { viewedAt: Date | null; revokedAt: Date | null } | undefined, lang: 'line' | 'new-line'): ApiError {
  if (!row) return new ApiError(404, 'esim.api.notFound');
  const key = row.revokedAt && !row.viewedAt ? 'esim.api.replaced' : lang === 'line' ? 'esim.api.alreadyShown' : 'esim.api.alreadyShownNewLine';
  return new ApiError(410, key, { data: { reissue: true } });
}

/**
 * Shows a profile's activation code once: the row is locked, checked (not viewed, not revoked), marked
 * viewed and its matching id cleared, in one transaction; of parallel views one gets the code.
 */
async function viewOnce(where: ReturnType<typeof and>, kind: 'line' | 'new-line'): Promise<EsimActivation> {
  const db = await getDb();
  const shown = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(esimProfiles).where(where).for('update');
    if (!row || row.viewedAt || row.revokedAt || !row.matchingId) return { row };
    await tx.update(esimProfiles).set({ viewedAt: new Date(), matchingId: null }).where(eq(esimProfiles.id, row.id));
    return { row, matchingId: row.matchingId };
  });
  if (!shown.matchingId) throw notShown(shown.row, kind);
  return activation(shown.row!.smdpAddress, shown.matchingId);
}

/** The activation code of one of the account's profiles, by the view token its issue answered, once. */
export function viewLineEsim(accountId: number, viewToken: string): Promise<EsimActivation> {
  return viewOnce(and(eq(esimProfiles.viewTokenHash, sha256(viewToken)), eq(esimProfiles.accountId, accountId)), 'line');
}

/** The activation code of a new line's eSIM, by its view token, once. */
export function viewNewLineEsim(viewToken: string): Promise<EsimActivation> {
  return viewOnce(and(eq(esimProfiles.viewTokenHash, sha256(viewToken))), 'new-line');
}
