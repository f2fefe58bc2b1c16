/**
 * Create your own bundle (group 8, spec sections 4 and 7): what the server sends the browser
 * (GET /api/v2/addon/cyo/8, the parts) and answers for a choice (POST …/quote, the price), one
 * definition for both sides.
 */
import type { AddonSummary } from './catalog';

export const CYO_GROUP = 8;

/** What the customer picks in each part: an amount in `unit`, in steps of `step`, from min to max. */
export interface CyoPart {
  addonId: number;
  key: 'data' | 'minutes' | 'sms';
  type: AddonSummary['type'];
  title: string;
  unit: 'MB' | 'min' | 'sms';
  /** The allowance one unit price buys (1 GB = 1024 MB, 100 minutes, 100 SMS). */
  unitQuota: number;
  /** IQD for one `unitQuota`. */
  unitPrice: number;
  min: number;
  max: number;
  step: number;
}

/** The parts on offer and how long a bundle lasts. */
export interface CyoData {
  group: number;
  validityDays: number;
  parts: CyoPart[];
}

/** The server's price of one choice, part by part. */
export interface CyoQuote {
  price: number;
  validityDays: number;
  items: Array<{ addonId: number; key: CyoPart['key']; amount: number; unit: CyoPart['unit']; price: number }>;
}
