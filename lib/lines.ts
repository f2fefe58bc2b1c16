/**
 * What the browser and the server share about a line's self-care (issue 33 parts 5-7): lost SIM
 * (block, unblock, PUK) behind a step-up check, eSIM activation codes, and number porting to Nour.
 */

/** The actions behind the step-up check (password + e-mail code), one token per action. */
export const STEP_UP_ACTIONS = ['block', 'unblock', 'puk', 'esim'] as const;
export type StepUpAction = (typeof STEP_UP_ACTIONS)[number];

/** The answer to the password step: the code went to this (masked) e-mail. */
export interface StepUpSent {
  resendAfter: number;
  length: number;
  email: string;
}

/** The answer to the right e-mail code. */
export interface StepUpGranted {
  stepUpToken: string;
  expiresAt: string;
  action: StepUpAction;
}

/** GET /api/v1/account/lost-sim: the line and whether the step-up check can be passed online. */
export interface LostSimState {
  msisdn: string;
  status: 'active' | 'suspended';
  /** false: the account has no password or no e-mail (the screen says how to add them, or to visit a shop). */
  hasPassword: boolean;
  hasEmail: boolean;
}

// eSIM -----------------------------------------------------------------------------------------------

/** An activation code shown once: the GSMA LPA string (SGP.22) and its QR code as an SVG. */
export interface EsimActivation {
  activationCode: string;
  smdpAddress: string;
  matchingId: string;
  qrSvg: string;
}

/** The answer to an issued eSIM: the token that opens its code's one view (only this answer has it). */
export interface EsimIssued {
  viewToken: string;
}

/** The LPA activation code format: `LPA:1$<SM-DP+ address>$<matching id>`. */
export const LPA_PATTERN = /^LPA:1\$[A-Za-z0-9.-]+\$[A-Z0-9-]+$/;

// Number porting ----------------------------------------------------------------------------------------

/** The operators a number can come from. */
export const PORT_DONORS = ['asiacell', 'zain', 'korek'] as const;
export type PortDonor = (typeof PORT_DONORS)[number];

export const PORT_STATUSES = ['submitted', 'approved', 'scheduled', 'done', 'refused'] as const;
export type PortStatus = (typeof PORT_STATUSES)[number];

/** The moves an editor may make: each status to its next one, or refused (with a reason) before done. */
export const PORT_NEXT: Record<PortStatus, readonly PortStatus[]> = {
  submitted: ['approved', 'refused'],
  approved: ['scheduled', 'refused'],
  scheduled: ['done', 'refused'],
  done: [],
  refused: [],
};

/** A porting request as its owner sees it (the status page). */
export interface PortRequestView {
  reference: string;
  msisdn: string;
  donor: PortDonor;
  status: PortStatus;
  reason: string | null;
  scheduledFor: string | null;
  createdAt: string;
  history: Array<{ status: PortStatus; at: string }>;
}

/** A porting request in the editors' list. */
export interface PortRequestRow extends PortRequestView {
  id: number;
  idNumber: string;
  updatedAt: string;
}

/** The answer to the code step of the porting form. */
export interface PortCodeSent {
  resendAfter: number;
  length: number;
}
