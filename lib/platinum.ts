/**
 * Platinum partners (issue 13 part 3), shared by the API and the screens: categories, the limits of an
 * application's files, and what a file is by its first bytes (the server decides by content, never by
 * the name or the browser's declared type; the form uses the same check to warn before uploading).
 */
import type { GovernorateId } from './governorates';

export const partnerCategories = ['restaurants', 'fashion', 'electronics', 'health', 'travel', 'other'] as const;
export type PartnerCategory = (typeof partnerCategories)[number];

export const DISCOUNT_MIN = 1;
export const DISCOUNT_MAX = 90;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export type LogoType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The image type of a logo by its magic bytes (PNG, JPEG, WebP), or null. */
export function detectLogoType(bytes: Uint8Array): LogoType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  // RIFF....WEBP
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp';
  return null;
}

/** Whether the bytes are a PDF (`%PDF-` at the start). */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46 && bytes[4] === 0x2d;
}

/** What GET /api/v1/platinum/partners answers for each approved partner. */
export interface PartnerView {
  id: string;
  name: string;
  discount: number;
  category: PartnerCategory;
  governorate: { id: GovernorateId | string; name: string };
  address: string;
  /** null: no logo uploaded, the screens show the name's initials. */
  logoUrl: string | null;
  location: { lat: number; lng: number };
}

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

/** An application as the editor's review screen lists it. */
export interface PartnerApplicationView {
  id: string;
  reference: string;
  fullName: string;
  shopName: string;
  address: string;
  governorate: string;
  category: PartnerCategory;
  discount: number;
  contactMsisdn: string;
  email: string | null;
  status: ApplicationStatus;
  rejectReason: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  createdAt: string;
  hasLogo: boolean;
  hasDocument: boolean;
}

/** Up to two letters standing for a name without a logo. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toUpperCase();
}
