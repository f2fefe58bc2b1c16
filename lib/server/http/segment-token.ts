/**
 * The segment token (lib/server/api/segment.ts says why): signed and read here, with nothing but jose
 * and the environment, so the proxy can read it without loading the database.
 */
import { jwtVerify, SignJWT } from 'jose';
import type { Segment } from '@/lib/variants';
import { proxyKey } from './proxy-key';

/** A session's lifetime (services/subscriber-sessions.ts SESSION_DAYS). */
const DAYS = 30;

export const SEGMENT_COOKIE = 'seg';

const key = (): Uint8Array => new Uint8Array(proxyKey('page-variants/segment'));

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

