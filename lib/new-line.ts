/**
 * The new-line offer (spec section 7: new-offer, submit-details), shared by the page and the API: the
 * offers a visitor can ask for (their copy is in locales under `newLine.offers`), the ID types, and the
 * shapes of the answers.
 */
export const NEW_LINE_OFFERS = ['prepaid-starter', 'data-max', 'postpaid-plus'] as const;
export type NewLineOffer = (typeof NEW_LINE_OFFERS)[number];

/** A plastic SIM, or an eSIM (its activation code is shown once when the request is filed). */
export const SIM_TYPES = ['physical', 'esim'] as const;
export type SimType = (typeof SIM_TYPES)[number];

export const ID_TYPES = ['national-id', 'passport', 'residence'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const NEW_LINE_PATH = '/personal/new-offer';

/** GET /api/v1/new-offer/cities */
export interface CityData {
  id: string;
  name: string;
}

/** POST /api/v1/new-offer/add and resendOTP */
export interface NewLineCodeSent {
  requestId: number;
  resendAfter: number;
  length: number;
}

/** POST /api/v1/new-offer/confirmOTP */
export interface NewLineConfirmed {
  reference: string;
  /** Opaque; sent back with the personal details (submit-details). */
  detailsToken: string;
  expiresAt: string;
}

/** POST /api/v1/submit-details */
export interface NewLineSubmitted {
  reference: string;
  /** An eSIM request: the token of the one view of its activation code (POST /api/v1/esim/view). */
  esimViewToken?: string;
}

/** GET /api/editor/new-line-requests: one request as editors see it. */
export interface NewLineRequestRow {
  id: number;
  reference: string;
  name: string;
  contactMsisdn: string;
  /** The city's English name. */
  city: string;
  offer: string;
  lang: string;
  status: 'unconfirmed' | 'confirmed' | 'submitted';
  details: { firstName: string; secondName: string; thirdName: string; email: string | null; idType: IdType; idNumber: string } | null;
  createdAt: string;
  submittedAt: string | null;
}
