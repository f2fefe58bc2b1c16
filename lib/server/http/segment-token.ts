/**
 * The segment token (lib/server/api/segment.ts says why): signed and read here, with nothing but jose
 * and the environment, so the proxy can read it without loading the database.
 */
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Segment } from '@/lib/variants';
import { DEMO_APP_SECRET } from '../env';

/** A session's lifetime (services/subscriber-sessions.ts SESSION_DAYS). */
const DAYS = 30;

export const SEGMENT_COOKIE = 'seg';

/** Its own key (a leak of this cookie's key is not a leak of APP_SECRET); the proxy reads the same env. */
function key(): Uint8Array {
  const secret = process.env.APP_SECRET || DEMO_APP_SECRET;
  return new Uint8Array(createHmac('sha256', secret).update('page-variants/segment').digest());
}

export async function signSegment(segment: Omit<Segment, 'signedIn'>, maxAgeSeconds = DAYS * 86_400): Promise<string> {
  return new SignJWT({ lt: segment.lineType ?? null, gov: segment.governorate ?? null })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + maxAgeSeconds)
    .sign(key());
}

/** The visitor's segment from the cookie's value; a missing, forged or expired cookie is a signed-out visitor. */
export async function readSegment(value: string | undefined): Promise<Segment> {
  if (!value) return { signedIn: false };
  try {
    const { payload } = await jwtVerify(value, key(), { algorithms: ['HS256'] });
    const lineType = payload.lt === 'prepaid' || payload.lt === 'postpaid' ? payload.lt : undefined;
    const governorate = typeof payload.gov === 'string' ? payload.gov : undefined;
    return { signedIn: true, ...(lineType ? { lineType } : {}), ...(governorate ? { governorate } : {}) };
  } catch {
    return { signedIn: false };
  }
}

