/**
 * Next's proxy (formerly middleware), for one case only: an API path with a `%` that does not decode
 * (lib/server/http/malformed-path.ts). Next would answer it with its HTML 400 page before our handler
 * runs; here it gets the JSON envelope. The matcher keeps every other request away from the proxy.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { malformedApiPathAnswer } from '@/lib/server/http/malformed-path';

export function proxy(request: NextRequest): Response {
  return malformedApiPathAnswer(request.nextUrl.pathname, request.nextUrl.searchParams.get('lang')) ?? NextResponse.next();
}

export const config = {
  // Only API paths that contain a percent sign (raw or once decoded) reach the proxy. Next's router
  // matches with the default locale put in front (/ar/api/…), which this form of matcher allows.
  matcher: '/api/:path(.*%.*)',
};
